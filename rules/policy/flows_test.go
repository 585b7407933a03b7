package policy_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/flow"
	"github.com/guardrail-go/guardrail/rules/policy"
)

// brokenStore fails every call, as an unreachable Redis would.
type brokenStore struct{ load, add bool }

var errStore = errors.New("store down")

func (s brokenStore) Load(context.Context, flow.Key) (flow.Facts, error) {
	if s.load {
		return flow.Facts{}, errStore
	}
	return flow.Facts{}, nil
}

func (s brokenStore) Add(context.Context, flow.Key, flow.Facts) error {
	if s.add {
		return errStore
	}
	return nil
}

func inSession(op *middleware.Operation, session string) *middleware.Operation {
	op.Tenant, op.Project, op.Session = "t", "p", session
	return op
}

func compileWith(t *testing.T, yaml string, h policy.Hooks) *policy.Engine {
	t.Helper()
	p, err := policy.Parse("p.yaml", []byte(yaml))
	require.NoError(t, err)
	e, err := p.Compile(h)
	require.NoError(t, err)
	return e
}

// A store that cannot be read or written stops the operation: a taint is
// never lost to let a call through.
func TestFlowStoreFailsClosed(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fetch := func() *middleware.Operation {
		return inSession(toolCall("WebFetch", map[string]string{"url": "https://docs.example/", "prompt": "x"}), "s")
	}
	e := compileWith(t, "version: 1\n", policy.Hooks{Sessions: brokenStore{load: true}})
	err := e.Check(ctx, fetch())
	assert.Equal(t, middleware.CodeClassifierFailed, middleware.CodeOf(err))
	assert.Equal(t, "flow.store", ruleOf(err))
	assert.ErrorIs(t, err, errStore)

	e = compileWith(t, "version: 1\n", policy.Hooks{Sessions: brokenStore{add: true}})
	assert.Equal(t, "flow.store", ruleOf(e.Check(ctx, fetch())), "what the fetch taught could not be kept")
	assert.NoError(t, e.Check(ctx, inSession(toolCall("Read", map[string]string{"file_path": "main.go"}), "s")),
		"a call that teaches nothing needs no store")
	assert.NoError(t, e.Check(ctx, toolCall("WebFetch", map[string]string{"url": "https://docs.example/", "prompt": "x"})),
		"without a session there is no flow")
}

func TestFlowsSection(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	run := func(t *testing.T, yaml string) error {
		t.Helper()
		e := compileWith(t, yaml, policy.Hooks{Sessions: flow.NewMemory(flow.MemoryOptions{})})
		require.NoError(t, e.Check(ctx, inSession(toolCall("WebFetch", map[string]string{"url": "https://docs.example/", "prompt": "x"}), "s")))
		return e.Check(ctx, inSession(toolCall("Bash", map[string]string{"command": "python3 fetched.py"}), "s"))
	}
	t.Run("default asks", func(t *testing.T) {
		t.Parallel()
		err := run(t, "version: 1\n")
		assert.True(t, middleware.IsAsk(err), "%v", err)
		assert.Equal(t, "flow.untrusted-exec", ruleOf(err))
	})
	t.Run("off", func(t *testing.T) {
		t.Parallel()
		assert.NoError(t, run(t, "version: 1\nflows:\n  enabled: false\n"))
	})
	t.Run("monitor", func(t *testing.T) {
		t.Parallel()
		assert.NoError(t, run(t, "version: 1\nflows:\n  monitor: [flow.untrusted-exec]\n"))
	})
	t.Run("rule disabled", func(t *testing.T) {
		t.Parallel()
		assert.NoError(t, run(t, "version: 1\nflows:\n  rules:\n    - {id: flow.untrusted-exec, disabled: true}\n"))
	})
	t.Run("rule made a deny", func(t *testing.T) {
		t.Parallel()
		err := run(t, "version: 1\nflows:\n  rules:\n    - {id: flow.untrusted-exec, after: untrusted, target: code, action: deny, risk: high}\n")
		assert.Equal(t, middleware.CodeDenied, middleware.CodeOf(err))
	})
	t.Run("bad rule", func(t *testing.T) {
		t.Parallel()
		_, err := policy.Parse("p.yaml", []byte("version: 1\nflows:\n  rules:\n    - {id: x, after: untrusted, target: code, action: allow, risk: high}\n"))
		assert.EqualError(t, err, `p.yaml:2: flows: flow rule "x": action "allow": want deny or ask`)
	})
	t.Run("bad taint", func(t *testing.T) {
		t.Parallel()
		_, err := policy.Parse("p.yaml", []byte("version: 1\nflows:\n  rules:\n    - {id: x, after: later, target: code, action: ask, risk: high}\n"))
		assert.ErrorContains(t, err, "unknown taint")
	})
}

// Decisions name the policy that made them; two engines of the same
// policy agree, another policy differs.
func TestDecisionPolicyVersion(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a := compileWith(t, "version: 1\n", policy.Hooks{}).Decide(ctx, middleware.UserInput("hi"))
	b := compileWith(t, "version: 1\n", policy.Hooks{}).Decide(ctx, middleware.UserInput("hi"))
	c := compileWith(t, "version: 1\ninput:\n  max_length: 50\n", policy.Hooks{}).Decide(ctx, middleware.UserInput("hi"))
	assert.Len(t, a.Policy, 12)
	assert.Equal(t, a.Policy, b.Policy)
	assert.NotEqual(t, a.Policy, c.Policy)
}
