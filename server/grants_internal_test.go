package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

func eff(op middleware.EffectOp, path, host, program string, unknown bool) middleware.Effect {
	return middleware.Effect{Op: op, Path: path, Host: host, Program: program, Unknown: unknown}
}

func TestGrantKey(t *testing.T) {
	t.Parallel()
	write := func(path string) []middleware.Effect {
		return []middleware.Effect{eff(middleware.EffectWrite, path, "", "", false)}
	}
	push := []middleware.Effect{eff(middleware.EffectExec, "", "", "git", false), {Op: middleware.EffectNet, Dir: "send", Unknown: true}}
	op := func(name, input string) *middleware.Operation {
		return &middleware.Operation{Kind: middleware.KindToolRun, Name: name, Input: []byte(input)}
	}
	tests := []struct {
		name string
		a, b grantKey
		same bool
	}{
		{"same path, other content", newGrantKey("r", op("Write", `{"file_path":"/etc/a","content":"1"}`), write("/etc/a")),
			newGrantKey("r", op("Write", `{"file_path":"/etc/a","content":"2"}`), write("/etc/a")), true},
		{"effects in another order", newGrantKey("r", op("X", `{}`), append(write("/etc/a"), write("/etc/b")...)),
			newGrantKey("r", op("X", `{}`), append(write("/etc/b"), write("/etc/a")...)), true},
		{"another path", newGrantKey("r", op("Write", `{}`), write("/etc/a")), newGrantKey("r", op("Write", `{}`), write("/etc/b")), false},
		{"another rule", newGrantKey("r1", op("Write", `{}`), write("/etc/a")), newGrantKey("r2", op("Write", `{}`), write("/etc/a")), false},
		{"another tool", newGrantKey("r", op("Write", `{}`), write("/etc/a")), newGrantKey("r", op("Edit", `{}`), write("/etc/a")), false},
		{"exec: the same command, keys reordered", newGrantKey("r", op("Bash", `{"command":"git push -f o b","description":"x"}`), push),
			newGrantKey("r", op("Bash", `{ "description": "x", "command": "git push -f o b" }`), push), true},
		{"exec: another argument", newGrantKey("r", op("Bash", `{"command":"git push -f o a"}`), push),
			newGrantKey("r", op("Bash", `{"command":"git push -f o b"}`), push), false},
		{"no effects: the input decides", newGrantKey("r", op("mcp__x__y", `{"a":1}`), nil), newGrantKey("r", op("mcp__x__y", `{"a":2}`), nil), false},
		{"unknown target: the input decides", newGrantKey("r", op("X", `{"a":1}`), []middleware.Effect{eff(middleware.EffectWrite, "", "", "", true)}),
			newGrantKey("r", op("X", `{"a":2}`), []middleware.Effect{eff(middleware.EffectWrite, "", "", "", true)}), false},
		{"numbers are kept as written", newGrantKey("r", op("X", `{"n":12345678901234567890}`), nil),
			newGrantKey("r", op("X", `{"n":12345678901234567891}`), nil), false},
		{"a length prefix keeps fields apart", newGrantKey("ab", op("c", `{}`), nil), newGrantKey("a", op("bc", `{}`), nil), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.same, tt.a == tt.b)
		})
	}
}

func TestGrantSetIsBounded(t *testing.T) {
	t.Parallel()
	var g grantSet
	key := func(i int) grantKey {
		return newGrantKey(fmt.Sprint(i), &middleware.Operation{Name: "W"}, nil)
	}
	for i := range maxGrants + 10 {
		g.add(key(i))
		g.add(key(i)) // twice: held once
	}
	assert.Len(t, g.keys, maxGrants)
	assert.False(t, g.has(key(0)), "the oldest is forgotten: asked again")
	assert.True(t, g.has(key(maxGrants+9)))
}

func TestDescribeEffect(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		e    middleware.Effect
		want string
	}{
		{middleware.Effect{Op: middleware.EffectWrite, Path: "/etc/hosts", Class: "system"}, "write /etc/hosts (system)"},
		{middleware.Effect{Op: middleware.EffectExec, Program: "git"}, "run git"},
		{middleware.Effect{Op: middleware.EffectNet, Dir: "send", Unknown: true}, "send over the network (target not known before it runs)"},
		{middleware.Effect{Op: middleware.EffectNet, Dir: "download", Host: "example.com"}, "download from example.com"},
		{middleware.Effect{Op: middleware.EffectNet, Dir: "sideways", Host: "example.com"}, "connect to example.com"},
		{middleware.Effect{Op: middleware.EffectPrivilege}, "gain privileges"},
		{middleware.Effect{Op: middleware.EffectOp(99)}, "effect(99)"},
	} {
		assert.Equal(t, tt.want, describeEffect(tt.e))
	}
}

func TestApprovalTexts(t *testing.T) {
	t.Parallel()
	var many []middleware.Effect
	for i := range maxApprovalEffect + 3 {
		many = append(many, middleware.Effect{Op: middleware.EffectRead, Path: fmt.Sprintf("/f%d", i)})
	}
	op := &middleware.Operation{Name: "Bash", Input: []byte(`{"command":"cat /f*","description":"read"}`)}
	msgs := middleware.Messages{Ask: "This action needs your approval"}
	tx := newApprovalTexts(op, &middleware.GuardrailDenied{Reason: middleware.ReasonAsk}, many, msgs)
	assert.Equal(t, "cat /f*", tx.input, "a shell command is shown as it is")
	assert.Equal(t, msgs.Ask, tx.reason, "the generic reason reads as the policy's ask message")
	assert.Len(t, tx.effects, maxApprovalEffect+1)
	assert.Equal(t, "and 3 more", tx.effects[maxApprovalEffect])
	assert.Equal(t, tx, fromList(tx.list()))

	long := newApprovalTexts(&middleware.Operation{Name: strings.Repeat("T", 500),
		Input: []byte(`{"file_path":"/etc/x", "content":"a\nb", "n": {"z":1, "y":[2]}}`)},
		&middleware.GuardrailDenied{Reason: "writing a system path"}, nil, msgs).clip()
	assert.Equal(t, "content: a\nb\nfile_path: /etc/x\nn: {\"y\":[2],\"z\":1}", long.input, "other inputs field by field")
	assert.Equal(t, "[1,2]", inputSummary([]byte("[1,2]")), "not an object: as it came")
	assert.Equal(t, "writing a system path", long.reason)
	assert.Equal(t, maxApprovalLine+1, len([]rune(long.tool)), "cut, with …")
}

// FuzzGrantKey: any input gives a key without panicking, and the key does
// not change with the input's spacing or key order.
func FuzzGrantKey(f *testing.F) {
	f.Add(`{"command":"git push --force origin my-branch"}`, "git")
	f.Add(`{"file_path":"/etc/a","content":"x"}`, "")
	f.Add(`not json`, "sh")
	f.Add(`{"a":{"b":[1,2,{"c":null}]}}`, "")
	f.Fuzz(func(t *testing.T, input, program string) {
		es := []middleware.Effect{{Op: middleware.EffectExec, Program: program}}
		op := &middleware.Operation{Name: "Bash", Input: []byte(input)}
		k := newGrantKey("r", op, es)
		c := canonicalJSON([]byte(input))
		if canonicalJSON([]byte(c)) != c {
			t.Fatalf("canonicalJSON is not idempotent: %q → %q", input, c)
		}
		if k2 := newGrantKey("r", &middleware.Operation{Name: "Bash", Input: []byte(c)}, es); k2 != k {
			t.Fatalf("the normalised input %q keys differently from %q", c, input)
		}
		_ = inputSummary([]byte(input))
		_ = describeEffect(es[0])
	})
}
