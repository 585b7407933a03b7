package claude

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// Control protocol identifiers the bridge chooses.
const (
	initRequestID         = "guardrail-initialize"
	preToolUseCallbackID  = "guardrail-pretooluse"
	postToolUseCallbackID = "guardrail-posttooluse"
)

// AskUserQuestion is the tool through which the model asks the person.
const AskUserQuestion = "AskUserQuestion"

// envelope is what dispatch reads of every stream-json line.
type envelope struct {
	Type      string          `json:"type"`
	Subtype   string          `json:"subtype"`
	RequestID string          `json:"request_id"`
	Request   json.RawMessage `json:"request"`
	Response  *struct {
		Subtype   string `json:"subtype"`
		RequestID string `json:"request_id"`
		Error     string `json:"error"`
	} `json:"response"`
	Message *struct {
		Content json.RawMessage `json:"content"`
	} `json:"message"`
}

// block is a content block, as much as dispatch needs.
type block struct {
	Type      string `json:"type"`
	ID        string `json:"id"`
	Name      string `json:"name"`
	ToolUseID string `json:"tool_use_id"`
}

// dispatch looks at one line and reports whether it goes to Messages. The
// control protocol is the bridge's business and never reaches the chat.
func (r *run) dispatch(line []byte) bool {
	var env envelope
	if err := json.Unmarshal(line, &env); err != nil {
		return true // valid JSON of another shape: the classifier decides
	}
	switch env.Type {
	case "control_request":
		r.startControl(env.RequestID, env.Request)
		return false
	case "control_response":
		// Only the initialize request is ours: its answer decides whether
		// the prompt is sent (run.go).
		if env.Response != nil && env.Response.RequestID == initRequestID {
			var err error
			if env.Response.Subtype != "success" {
				err = fmt.Errorf("the CLI refused it: %s", r.a.redact(fmt.Sprint(env.Response.Error)))
			}
			select {
			case r.initDone <- err:
			default:
			}
		}
		return false
	case "control_cancel_request":
		r.mu.Lock()
		cancel := r.inflight[env.RequestID]
		r.mu.Unlock()
		if cancel != nil {
			cancel()
		}
		return false
	case "keep_alive":
		return false
	case "system":
		if env.Subtype == "init" {
			r.a.markStarted(r.session)
		}
	case "assistant":
		for _, b := range blocks(env) {
			if b.Type == "tool_use" && b.Name == AskUserQuestion && b.ID != "" {
				r.question(b.ID)
			}
		}
	case "user":
		for _, b := range blocks(env) {
			if b.Type == "tool_result" && b.ToolUseID != "" {
				r.dropQuestion(b.ToolUseID)
				r.takeApproved(b.ToolUseID)
			}
		}
	case "result":
		r.mu.Lock()
		r.sawResult = true
		r.mu.Unlock()
		// One process per turn: ending its input lets it exit.
		r.closeStdin()
	}
	return true
}

func blocks(env envelope) []block {
	if env.Message == nil || len(env.Message.Content) == 0 || env.Message.Content[0] != '[' {
		return nil
	}
	var bs []block
	_ = json.Unmarshal(env.Message.Content, &bs)
	return bs
}

// controlRequest is the union of the requests the bridge answers.
type controlRequest struct {
	Subtype string `json:"subtype"`
	// can_use_tool
	ToolName  string          `json:"tool_name"`
	Input     json.RawMessage `json:"input"` // the tool's input; for hook_callback, the hook's
	ToolUseID string          `json:"tool_use_id"`
	// hook_callback
	CallbackID string `json:"callback_id"`
}

// startControl answers a control request in its own goroutine: an
// AskUserQuestion waits for a person, and the output must keep flowing
// meanwhile.
func (r *run) startControl(id string, raw json.RawMessage) {
	ctx, cancel := context.WithCancel(r.ctx)
	r.mu.Lock()
	r.inflight[id] = cancel
	r.mu.Unlock()
	r.handlers.Go(func() {
		defer func() {
			r.mu.Lock()
			delete(r.inflight, id)
			r.mu.Unlock()
			cancel()
		}()
		resp, err := r.control(ctx, raw)
		if ctx.Err() != nil {
			return // withdrawn or the turn is over: the CLI no longer listens
		}
		inner := map[string]any{"subtype": "success", "request_id": id, "response": resp}
		if err != nil {
			inner = map[string]any{"subtype": "error", "request_id": id, "error": err.Error()}
		}
		if werr := r.write(map[string]any{"type": "control_response", "response": inner}); werr != nil {
			r.a.log.Warn("claude: answering a control request", "request_id", id, "err", werr)
		}
	})
}

// control decides one request; an error becomes an error response.
func (r *run) control(ctx context.Context, raw json.RawMessage) (any, error) {
	var req controlRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		return nil, fmt.Errorf("malformed control request: %w", err)
	}
	switch req.Subtype {
	case "can_use_tool":
		return r.canUseTool(ctx, req)
	case "hook_callback":
		if req.CallbackID != preToolUseCallbackID && req.CallbackID != postToolUseCallbackID {
			return NoOpinion{}, nil
		}
		var in HookInput
		if err := json.Unmarshal(req.Input, &in); err != nil {
			return nil, fmt.Errorf("malformed hook input: %w", err)
		}
		if req.CallbackID == postToolUseCallbackID {
			return r.toolResult(ctx, in)
		}
		if in.Event != EventPreToolUse || in.ToolName == AskUserQuestion {
			return NoOpinion{}, nil
		}
		approved, err := r.check(ctx, in.ToolName, in.ToolInput, in.ToolUseID)
		switch {
		case err != nil:
			return DenyToolUse(r.a.redact(denyMessage(in.ToolName, err))), nil
		case approved:
			// The person said yes: the CLI must not prompt again (a hook's
			// allow skips its permission prompt, not its deny rules).
			r.rememberApproved(in.ToolUseID)
			return AllowToolUse(reasonApproved), nil
		}
		return NoOpinion{}, nil
	default:
		return nil, fmt.Errorf("unsupported control request subtype: %s", req.Subtype)
	}
}

func (r *run) canUseTool(ctx context.Context, req controlRequest) (any, error) {
	if req.ToolName == AskUserQuestion {
		// Asking the person runs nothing: it is not gated, it waits.
		q := r.question(req.ToolUseID)
		select {
		case answers := <-q.answer:
			r.dropQuestion(req.ToolUseID)
			input, err := withAnswers(req.Input, answers)
			if err != nil {
				return nil, err
			}
			return map[string]any{"behavior": "allow", "updatedInput": input}, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if _, err := r.check(ctx, req.ToolName, req.Input, req.ToolUseID); err != nil {
		return map[string]any{"behavior": "deny", "message": r.a.redact(denyMessage(req.ToolName, err))}, nil
	}
	input := req.Input
	if len(input) == 0 {
		input = json.RawMessage("{}")
	}
	return map[string]any{"behavior": "allow", "updatedInput": input}, nil
}

// withAnswers returns the AskUserQuestion input with the person's answers
// added, as the CLI's own dialog fills them in.
func withAnswers(input json.RawMessage, answers map[string]string) (map[string]json.RawMessage, error) {
	m := map[string]json.RawMessage{}
	if len(input) > 0 {
		if err := json.Unmarshal(input, &m); err != nil {
			return nil, fmt.Errorf("malformed AskUserQuestion input: %w", err)
		}
	}
	b, err := json.Marshal(answers)
	if err != nil {
		return nil, err
	}
	m["answers"] = b
	return m, nil
}

// reasonApproved is the hook's reason when the person approved an ask.
const reasonApproved = "approved by the person"

// check runs a tool call through the gate and, when the gate asks, asks
// the person (agent.Authorize, through the approver in the turn's
// context); approved reports a person's yes. A call the person approved at
// the PreToolUse hook is not asked about again if can_use_tool follows for
// the same tool_use id: the gate still decides it, and only its ask counts
// as answered.
func (r *run) check(ctx context.Context, name string, input json.RawMessage, toolUseID string) (approved bool, err error) {
	op := &middleware.Operation{
		Kind: middleware.KindToolRun, Name: name, Input: input,
		Context: r.turn.Context,
		Tenant:  r.turn.Tenant, Project: r.turn.Project, Session: r.turn.Session,
	}
	if r.takeApproved(toolUseID) {
		if err = r.a.gate(ctx, op); middleware.IsAsk(err) {
			err, approved = nil, true
		}
	} else {
		approved, err = agent.Authorize(ctx, r.a.gate, op)
	}
	if err != nil {
		r.a.log.Info("claude: tool call denied", "tool", name, "code", string(middleware.CodeOf(err)), "session", r.session)
	}
	return approved, err
}

// toolResult passes what a tool brought back through the gate as a
// tool:result before the model reads it: stopped (instructions to the
// assistant), the model reads a notice; with secrets redacted, the
// redacted text; otherwise it is left alone. The session learns from it
// either way (flows).
func (r *run) toolResult(ctx context.Context, in HookInput) (any, error) {
	if in.Event != EventPostToolUse || in.ToolName == "" || in.ToolName == AskUserQuestion {
		return NoOpinion{}, nil
	}
	op := r.resultOp(in.ToolName, "")
	answer, denied, err := JudgeToolResult(ctx, Checker(r.a.gate), op, in.ToolResponse)
	if err != nil {
		return nil, err // an error response: the CLI's onFailure blocks
	}
	if denied != nil {
		r.a.log.Info("claude: tool result withheld", "tool", in.ToolName, "code", string(middleware.CodeOf(denied)), "session", r.session)
	}
	return answer, nil
}

// resultOp is the tool:result operation of what the named tool returned.
func (r *run) resultOp(tool, text string) *middleware.Operation {
	return &middleware.Operation{Kind: middleware.KindToolResult, Name: tool, Text: text,
		Tenant: r.turn.Tenant, Project: r.turn.Project, Session: r.turn.Session}
}

// rememberApproved notes that the person approved the call id at the hook.
func (r *run) rememberApproved(id string) {
	if id == "" {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.approved[id] = true
}

// takeApproved reports, and forgets, whether the person approved the call
// id at the hook. The call's tool_result forgets it too, so the set holds
// only calls in flight.
func (r *run) takeApproved(id string) bool {
	if id == "" {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ok := r.approved[id]
	delete(r.approved, id)
	return ok
}

// denyMessage is what the model reads for a denied call, in the shape of
// middleware.ToolErrorText: the denial's reason, so it can try another way,
// its code and its kind, so the chat shows the person a blocked card (the
// caller passes it through the policy's Redact, as everything the bridge
// writes). A gate failure that is not a denial fails closed without
// echoing the internal error.
func denyMessage(tool string, err error) string {
	if !middleware.IsGuardError(err) {
		err = &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Kind: middleware.KindToolRun, Name: tool,
			Reason: "the guardrail could not check this call"}
	}
	return middleware.ToolErrorText(err)
}
