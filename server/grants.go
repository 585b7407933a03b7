package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/guardrail-go/guardrail/middleware"
)

// grantKey names what an "Allow for this session" answer covers: the rule
// that asked, the tool, and the call's effects with their targets. When
// the effects cannot tell two calls apart, the call's input too (see
// newGrantKey). A hash, so every grant costs the same few bytes.
type grantKey [sha256.Size]byte

// newGrantKey returns the key of a call op that rule asked about, whose
// effects the policy found.
//
// Effects identify a call when each reads, writes, deletes, persists or
// touches a named path, or reaches a named host: a grant for "write
// /etc/hosts" then covers any later write of /etc/hosts the same rule asks
// about, whatever the content. An exec effect names the program but not
// its arguments (`git push --force origin a` and `… origin b` have the
// same effects), privilege and process effects name no target, and an
// unknown target could be anything: with any of those, or with no effects
// at all, the key also holds the input (its JSON normalised), so the grant
// covers the same call only. What cannot be told apart is never granted
// wholesale.
func newGrantKey(rule string, op *middleware.Operation, effects []middleware.Effect) grantKey {
	h := sha256.New()
	field := func(s string) { fmt.Fprintf(h, "%d:%s;", len(s), s) }
	field(rule)
	field(op.Name)
	exact := len(effects) == 0
	lines := make([]string, 0, len(effects))
	for _, e := range effects {
		if !identifies(e) {
			exact = true
		}
		lines = append(lines, fmt.Sprintf("%s|%q|%q|%q|%q|%t", e.Op, e.Path, e.Host, e.Dir, e.Program, e.Unknown))
	}
	slices.Sort(lines)
	for _, l := range slices.Compact(lines) {
		field(l)
	}
	if exact {
		field("input")
		field(canonicalJSON(op.Input))
	}
	var k grantKey
	h.Sum(k[:0])
	return k
}

// targetOps are the effects whose target alone says what they do.
var targetOps = map[middleware.EffectOp]func(middleware.Effect) string{
	middleware.EffectRead:    func(e middleware.Effect) string { return e.Path },
	middleware.EffectWrite:   func(e middleware.Effect) string { return e.Path },
	middleware.EffectDelete:  func(e middleware.Effect) string { return e.Path },
	middleware.EffectPersist: func(e middleware.Effect) string { return e.Path },
	middleware.EffectDisk:    func(e middleware.Effect) string { return e.Path },
	middleware.EffectNet:     func(e middleware.Effect) string { return e.Host },
}

// identifies reports whether e's target says all it does.
func identifies(e middleware.Effect) bool {
	target, ok := targetOps[e.Op]
	return ok && !e.Unknown && target(e) != ""
}

// canonicalJSON returns b with its object keys sorted and its spacing
// removed, numbers kept as written (two inputs that differ in a digit
// never meet), or b as it is when it is not one JSON value.
func canonicalJSON(b []byte) string {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil || dec.More() {
		return string(b)
	}
	out, err := json.Marshal(v)
	if err != nil {
		return string(b)
	}
	return string(out)
}

// maxGrants bounds one session's grants; past it the oldest is forgotten
// (its effect is asked about again: forgetting fails closed).
const maxGrants = 64

// grantSet is one session's grants, oldest first. Not safe for concurrent
// use: approvals guards it.
type grantSet struct{ keys []grantKey }

func (g *grantSet) has(k grantKey) bool { return slices.Contains(g.keys, k) }

func (g *grantSet) add(k grantKey) {
	if g.has(k) {
		return
	}
	if len(g.keys) >= maxGrants {
		g.keys = slices.Delete(g.keys, 0, 1)
	}
	g.keys = append(g.keys, k)
}
