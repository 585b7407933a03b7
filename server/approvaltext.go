package server

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Bounds of an approval frame's texts, applied after sanitizing (a cut
// then never leaves half a secret for the sanitizer to miss).
const (
	maxApprovalInput  = 1 << 10 // bytes of the call's input as shown
	maxApprovalLine   = 200     // runes of the tool's name, the reason, each effect
	maxApprovalEffect = 16      // effect lines; past them, a count
)

// effectsSource is what a policy snapshot may offer beyond
// middleware.Snapshot: the classed effects of a tool call (policy.Engine
// does). Without it an approval shows no effects, and a session grant
// covers only the same input.
type effectsSource interface {
	Effects(op *middleware.Operation) ([]middleware.Effect, error)
}

// effectsOf returns what op would do, as snap classes it, or nil.
func effectsOf(snap middleware.Snapshot, op *middleware.Operation) []middleware.Effect {
	src, ok := snap.(effectsSource)
	if !ok {
		return nil
	}
	es, err := src.Effects(op)
	if err != nil {
		return nil
	}
	return es
}

// approvalTexts are an approval's texts before sanitizing: why it waits
// (the finding's description, or the policy's generic ask message), what
// the call holds, and one line per effect.
type approvalTexts struct {
	tool, reason, input string
	effects             []string
}

func newApprovalTexts(op *middleware.Operation, ask *middleware.GuardrailDenied, effects []middleware.Effect, msgs middleware.Messages) approvalTexts {
	t := approvalTexts{tool: op.Name, reason: ask.Reason, input: inputSummary(op.Input)}
	if t.reason == "" || t.reason == middleware.ReasonAsk {
		t.reason = msgs.Ask
	}
	for i, e := range effects {
		if i == maxApprovalEffect {
			t.effects = append(t.effects, "and "+strconv.Itoa(len(effects)-i)+" more")
			break
		}
		t.effects = append(t.effects, describeEffect(e))
	}
	return t
}

// list returns the texts in the order fromList reads them back.
func (t approvalTexts) list() []string {
	return append([]string{t.tool, t.reason, t.input}, t.effects...)
}

func fromList(texts []string) approvalTexts {
	return approvalTexts{tool: texts[0], reason: texts[1], input: texts[2], effects: texts[3:]}
}

// clip cuts the one-line texts to maxApprovalLine runes.
func (t approvalTexts) clip() approvalTexts {
	t.tool, t.reason = truncate(t.tool, maxApprovalLine), truncate(t.reason, maxApprovalLine)
	for i, e := range t.effects {
		t.effects[i] = truncate(e, maxApprovalLine)
	}
	return t
}

// size is what holding the texts costs, for the pending budget.
func (t approvalTexts) size() int {
	n := len(t.tool) + len(t.reason) + len(t.input)
	for _, e := range t.effects {
		n += len(e)
	}
	return n
}

// inputSummary is what a person reads of a call's input: a shell
// command's line as it is; an object's fields one a line, "key: value",
// in key order, strings as they are (a file's content reads as text, not
// as an escaped JSON string); anything else as it came.
func inputSummary(input []byte) string {
	var fields map[string]json.RawMessage
	if json.Unmarshal(input, &fields) != nil || fields == nil {
		return string(input)
	}
	var v struct {
		Command *string `json:"command"`
	}
	if json.Unmarshal(input, &v) == nil && v.Command != nil {
		return *v.Command
	}
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(fields)) {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(k + ": ")
		var s string
		if json.Unmarshal(fields[k], &s) == nil {
			b.WriteString(s)
		} else {
			b.WriteString(canonicalJSON(fields[k]))
		}
	}
	return b.String()
}

// effectVerbs say each effect in words, by op.
var effectVerbs = map[middleware.EffectOp]string{
	middleware.EffectRead:      "read",
	middleware.EffectWrite:     "write",
	middleware.EffectDelete:    "delete",
	middleware.EffectExec:      "run",
	middleware.EffectPersist:   "persist",
	middleware.EffectPrivilege: "gain privileges",
	middleware.EffectProcess:   "signal processes",
	middleware.EffectDisk:      "touch a disk or mount",
}

// netVerbs say a network effect, by direction, with and without a host.
var netVerbs = map[string][2]string{
	"send":     {"send to", "send over the network"},
	"download": {"download from", "download from the network"},
	"":         {"connect to", "reach the network"},
}

// describeEffect says what e does in a line a person reads: "write
// /etc/hosts (system)", "run git", "send over the network (target not
// known before it runs)".
func describeEffect(e middleware.Effect) string {
	verb, target := effectVerbs[e.Op], ""
	for _, t := range []string{e.Path, e.Host, e.Program} {
		if t != "" {
			target = t
			break
		}
	}
	if e.Op == middleware.EffectNet {
		v := netVerbs[e.Dir]
		if v[0] == "" {
			v = netVerbs[""]
		}
		verb = v[0]
		if target == "" {
			verb = v[1]
		}
	}
	if verb == "" {
		verb = e.Op.String()
	}
	s := verb
	if target != "" {
		s += " " + target
	}
	if e.Unknown {
		s += " (target not known before it runs)"
	}
	if e.Class != "" {
		s += " (" + e.Class + ")"
	}
	return s
}
