package middleware

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Request is one operation in the JSON shape `guardrail check --jsonl` and
// `POST /v1/check` read:
//
//	{"kind":"tool:run","name":"Bash","input":{"command":"npm test"},"context":"conversion"}
//	{"kind":"input","text":"hello"}
//	{"kind":"output","text":"done"}
//	{"kind":"tool:result","name":"WebFetch","text":"<html>…"}
//
// Session names the session the operation belongs to: operations of one
// session share what the guard remembers of it (flows).
type Request struct {
	Kind    string          `json:"kind"`
	Name    string          `json:"name,omitempty"`
	Input   json.RawMessage `json:"input,omitempty"`
	Text    *string         `json:"text,omitempty"`
	Context string          `json:"context,omitempty"`
	Tenant  string          `json:"tenant,omitempty"`
	Project string          `json:"project,omitempty"`
	Session string          `json:"session,omitempty"`
	// Dir is the directory a tool call runs in (Operation.Dir).
	Dir string `json:"dir,omitempty"`
}

// Operation checks the request and builds the operation it describes. The
// error says what is wrong with the request, for the caller to show.
func (r *Request) Operation() (*Operation, error) {
	kind, err := ParseKind(r.Kind)
	if err != nil {
		return nil, err
	}
	op := &Operation{Kind: kind, Name: r.Name, Context: r.Context,
		Tenant: r.Tenant, Project: r.Project, Session: r.Session, Dir: r.Dir}
	if kind == KindToolRun {
		if r.Name == "" {
			return nil, errors.New(`a tool:run operation needs "name"`)
		}
		if r.Text != nil {
			return nil, errors.New(`a tool:run operation takes "input", not "text"`)
		}
		in := r.Input
		if len(in) == 0 {
			in = json.RawMessage("{}")
		}
		if !IsObject(in) {
			return nil, errors.New(`"input": not a JSON object`)
		}
		op.Input = in
		return op, nil
	}
	if kind == KindToolResult && r.Name == "" {
		return nil, errors.New(`a tool:result operation needs "name"`)
	}
	if r.Text == nil {
		return nil, fmt.Errorf(`an %s operation needs "text"`, kind)
	}
	if len(r.Input) > 0 {
		return nil, fmt.Errorf(`an %s operation takes "text", not "input"`, kind)
	}
	op.Text = *r.Text
	return op, nil
}

// IsObject reports whether b is a JSON object.
func IsObject(b []byte) bool {
	var obj map[string]json.RawMessage
	return json.Unmarshal(b, &obj) == nil && obj != nil
}

// Decision is the answer to one operation, in the JSON shape `guardrail
// check` writes and `POST /v1/check` returns. Rule, category, risk and
// reason are for the operator; Kind and Message are what a person may be
// shown.
type Decision struct {
	// Decision is "allow", "ask" or "deny". Allowed is false for an ask:
	// the operation waits for a person's approval.
	Decision string `json:"decision"`
	Allowed  bool   `json:"allowed"`
	Code     string `json:"code"`
	// Kind is what kind of thing was stopped (StopKindOf), absent when
	// allowed.
	Kind     StopKind `json:"kind,omitempty"`
	Reason   string   `json:"reason"`
	Rule     string   `json:"rule"`
	Category string   `json:"category"`
	Risk     string   `json:"risk"`
	// Message is the plain text of the kind, in the locale asked for
	// (Messages.Explain).
	Message string  `json:"message,omitempty"`
	Text    *string `json:"text,omitempty"` // output: the text as a person sees it
	Error   string  `json:"error,omitempty"`
	Line    int     `json:"line,omitempty"`
	// Effects are what a tool call would do, as the policy classed them:
	// what the decision was judged on, allowed or denied.
	Effects []Effect `json:"effects,omitempty"`
	// Flow lists what the session had touched ("private", "untrusted")
	// when a flow rule decided, and Policy names the compiled policy that
	// decided (a hash of it): the decision's provenance, with Rule and
	// Effects. Like Rule, never for the person.
	Flow   []string `json:"flow,omitempty"`
	Policy string   `json:"policy,omitempty"`
}

// CodeBadInput is the decision code of a request that is not a valid
// operation.
const CodeBadInput = "BAD_INPUT"

// BadInput is the decision for a request that could not be read.
func BadInput(err error) Decision {
	return Decision{Decision: "deny", Code: CodeBadInput, Error: err.Error()}
}

// NewDecision describes the outcome err of deciding op (nil: allowed), with
// the kind of stop and its plain text from msgs as what a person may be
// shown. It is Decide's second half, for callers that ran the check
// themselves.
func NewDecision(op *Operation, err error, msgs Messages) Decision {
	d := Decision{Allowed: err == nil, Decision: "allow"}
	if err != nil {
		d.Decision = "deny"
		if IsAsk(err) {
			d.Decision = "ask"
		}
		d.Code = string(CodeOf(err))
		d.Kind = StopKindOf(err)
		d.Message = msgs.Explain(err)
		d.Reason = err.Error()
		var g *GuardrailDenied
		if errors.As(err, &g) {
			d.Reason, d.Rule, d.Category, d.Risk = g.Reason, g.Rule, g.Category, g.Risk.String()
		}
	}
	if (op.Kind == KindOutput || op.Kind == KindToolResult) && err == nil {
		d.Text = &op.Text
	}
	return d
}
