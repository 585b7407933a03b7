package demo

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// What the demo says it is, in the init message, as the CLI does.
const (
	model   = "claude-sonnet-4-5-20250929"
	version = "2.0.14"
	cwd     = "/home/claude/project"
)

var initTools = []string{"Task", "Bash", "Glob", "Grep", "Read", "Edit", "Write", "WebFetch", "TodoWrite", "AskUserQuestion"}

func (r *run) init() error {
	return r.emit(map[string]any{
		"type": "system", "subtype": "init",
		"cwd": cwd, "session_id": r.session, "tools": initTools,
		"mcp_servers": []any{}, "model": model, "permissionMode": "default",
		"slash_commands": []string{"compact", "context", "cost", "init", "review"},
		"apiKeySource":   "none", "claude_code_version": version, "output_style": "default",
		"agents": []string{"general-purpose"}, "skills": []any{}, "plugins": []any{},
	})
}

// newMessage starts a new assistant API message: the blocks emitted until
// the next call share its id, and each counts towards the cost.
func (r *run) newMessage() {
	r.msgID = apiID("msg_")
	r.turns++
	r.cost += 0.0031
}

// block emits one assistant content block on its own line, as the CLI does.
func (r *run) block(b map[string]any, stop any) error {
	if r.msgID == "" {
		r.newMessage()
	}
	return r.emit(map[string]any{
		"type": "assistant",
		"message": map[string]any{
			"model": model, "id": r.msgID, "type": "message", "role": "assistant",
			"content": []any{b}, "stop_reason": stop, "stop_sequence": nil,
			"usage": map[string]any{
				"input_tokens": 4, "cache_creation_input_tokens": 1822, "cache_read_input_tokens": 13410,
				"output_tokens": 1, "service_tier": "standard",
			},
		},
		"parent_tool_use_id": nil, "session_id": r.session,
	})
}

func (r *run) text(s string) error {
	r.lastText = s
	return r.block(map[string]any{"type": "text", "text": s}, nil)
}

func (r *run) thinking(s string) error {
	if err := r.pause(r.a.delay); err != nil {
		return err
	}
	return r.block(map[string]any{"type": "thinking", "thinking": s, "signature": "EqQBCkYIBxgCKkDdemo" + apiID("")}, nil)
}

// toolUse emits a tool_use block and returns its id; the tool result that
// follows starts a new API message.
func (r *run) toolUse(name string, input map[string]any) (string, error) {
	id := apiID("toolu_")
	err := r.block(map[string]any{"type": "tool_use", "id": id, "name": name, "input": input}, "tool_use")
	return id, err
}

// call makes a tool call through the gate, as the bridge does: the tool
// "runs" (its canned output is returned) only if the gate lets it, or, when
// the gate asks, the person approves it (agent.Authorize).
// It returns the gate's error for a denied call, after emitting the tool
// error the model sees.
func (r *run) call(name string, input map[string]any, output string, structured map[string]any) (denied error, err error) {
	id, err := r.toolUse(name, input)
	if err != nil {
		return nil, err
	}
	raw, err := json.Marshal(input)
	if err != nil {
		return nil, err
	}
	op := &middleware.Operation{
		Kind: middleware.KindToolRun, Name: name, Input: raw, Context: r.turn.Context,
		Tenant: r.turn.Tenant, Project: r.turn.Project, Session: r.turn.Session,
	}
	if _, gerr := agent.Authorize(r.ctx, r.a.gate, op); gerr != nil {
		if r.ctx.Err() != nil {
			return nil, errStopped
		}
		res := middleware.ToolErrorResult(id, gerr)
		r.denials = append(r.denials, map[string]any{"tool_name": name, "tool_use_id": id, "tool_input": input})
		r.msgID = ""
		return gerr, r.toolResult(res, map[string]any{"error": res.Content})
	}
	if err := r.pause(r.a.delay); err != nil { // the tool runs
		return nil, err
	}
	r.msgID = ""
	return nil, r.toolResult(middleware.ToolResult{Type: "tool_result", ToolUseID: id, Content: output}, structured)
}

func (r *run) toolResult(res middleware.ToolResult, structured map[string]any) error {
	m := map[string]any{
		"type":               "user",
		"message":            map[string]any{"role": "user", "content": []any{res}},
		"parent_tool_use_id": nil, "session_id": r.session,
	}
	if structured != nil {
		m["tool_use_result"] = structured
	}
	return r.emit(m)
}

// option is one choice of an AskUserQuestion.
type option struct{ Label, Description string }

// ask emits an AskUserQuestion call and waits for Run.Answer; it returns
// the answer to the question (the chosen labels, or free text). Asking
// the person runs nothing, so it is not gated (as in the bridge).
func (r *run) ask(question, header string, opts []option) ([]string, error) {
	var os []any
	for _, o := range opts {
		os = append(os, map[string]any{"label": o.Label, "description": o.Description})
	}
	input := map[string]any{"questions": []any{map[string]any{
		"question": question, "header": header, "options": os, "multiSelect": false,
	}}}
	// Registered before the tool_use line goes out: the person may answer
	// as soon as they see it.
	id := apiID("toolu_")
	ch := make(chan agent.Answer, 1)
	r.mu.Lock()
	r.pending[id] = ch
	r.mu.Unlock()
	if err := r.block(map[string]any{"type": "tool_use", "id": id, "name": "AskUserQuestion", "input": input}, "tool_use"); err != nil {
		return nil, err
	}
	var a agent.Answer
	select {
	case a = <-ch:
	case <-r.ctx.Done():
		return nil, errStopped
	}
	chosen := a.Answers[question]
	if len(chosen) == 0 {
		for _, v := range a.Answers { // a client that keyed it differently
			chosen = v
			break
		}
	}
	if len(chosen) == 0 {
		return nil, errors.New("demo: the answer does not answer the question")
	}
	r.msgID = ""
	content := fmt.Sprintf("User has answered your questions: %q=%q. You can now continue with the user's answers in mind.",
		question, strings.Join(chosen, ", "))
	err := r.toolResult(middleware.ToolResult{Type: "tool_result", ToolUseID: id, Content: content},
		map[string]any{"questions": input["questions"], "answers": map[string]string{question: strings.Join(chosen, ", ")}})
	return chosen, err
}

// result ends a successful turn.
func (r *run) result() error {
	return r.emit(map[string]any{
		"type": "result", "subtype": "success", "is_error": false,
		"duration_ms": time.Since(r.begun).Milliseconds() + 1200, "duration_api_ms": r.apiTime.Milliseconds() + 1100,
		"num_turns": r.turns, "result": r.lastText, "session_id": r.session,
		"total_cost_usd": r.cost, "usage": r.usage(),
		"permission_denials": r.deniedOrEmpty(),
	})
}

func (r *run) usage() map[string]any {
	return map[string]any{
		"input_tokens": 12 * r.turns, "cache_creation_input_tokens": 1822, "cache_read_input_tokens": 13410 * r.turns,
		"output_tokens": 180 * r.turns, "server_tool_use": map[string]any{"web_search_requests": 0}, "service_tier": "standard",
	}
}

func (r *run) deniedOrEmpty() []map[string]any {
	if r.denials == nil {
		return []map[string]any{}
	}
	return r.denials
}
