// Command fakeclaude stands in for the Claude Code CLI in the bridge's
// tests. It checks its flags as the real CLI does, reads stream-json on
// stdin (the SDK's initialize request, then a user message), and replays
// the stream-json of a turn chosen by the prompt:
//
//	read PATH   a Read call (gated by the PreToolUse hook only, as the
//	            real CLI runs Read without asking)
//	bash CMD    a Bash call (hook, then can_use_tool unless allowed)
//	ask         an AskUserQuestion, answered through can_use_tool
//	anything    an echo
//
// FAKECLAUDE_MODE changes the turn: refuse-init / silent-init (answer the
// initialize request with an error / not at all), crash (exit 3 mid-turn, with a secret
// on stderr), hang (start a grandchild, then never finish), bigline (a
// 5 MB line), noresult (exit 0 without a result), garbage (a non-JSON
// line first), child (the grandchild: sleep). FAKECLAUDE_IGNORE_TERM=1
// ignores SIGTERM; FAKECLAUDE_CHILD_OWN_GROUP=1 starts hang's grandchild in
// a process group of its own. FAKECLAUDE_STATE is where sessions are kept.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

var (
	out       = bufio.NewWriter(os.Stdout)
	in        *bufio.Scanner
	sessionID string
	hooks     []string // PreToolUse callback ids from initialize
	allowed   = map[string]bool{}
	denials   []map[string]any
	nextID    int
)

func main() {
	mode := os.Getenv("FAKECLAUDE_MODE")
	if mode == "child" {
		time.Sleep(time.Hour)
		return
	}
	if os.Getenv("FAKECLAUDE_IGNORE_TERM") == "1" {
		signal.Ignore(syscall.SIGTERM)
	}
	flags := parseFlags(os.Args[1:])
	in = bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 8<<20)

	prompt := readPrompt()
	emit(map[string]any{
		"type": "system", "subtype": "init", "session_id": sessionID,
		"cwd": mustCwd(), "tools": []string{"Bash", "Read", "Grep", "AskUserQuestion"},
		"mcp_servers": []any{}, "model": "claude-sonnet-4-5", "permissionMode": "default",
		"apiKeySource": "none", "claude_code_version": "2.0.0-fake",
		"fake_argv": os.Args[1:], "fake_hooks": len(hooks) > 0, "fake_flags": flags,
	})

	switch mode {
	case "crash":
		text("Looking at it now.")
		fmt.Fprintln(os.Stderr, "Error: unexpected failure at /home/claude/.claude/projects/x.jsonl token=sk-ant-api03-"+strings.Repeat("Ab3x", 20))
		os.Exit(3)
	case "hang":
		child := exec.Command(os.Args[0])
		child.Env = append(os.Environ(), "FAKECLAUDE_MODE=child")
		if os.Getenv("FAKECLAUDE_CHILD_OWN_GROUP") == "1" {
			// As the real CLI starts its Bash tool: out of the CLI's group.
			child.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		}
		if err := child.Start(); err != nil {
			fatal(err.Error())
		}
		emit(map[string]any{"type": "system", "subtype": "status", "child_pid": child.Process.Pid, "session_id": sessionID})
		time.Sleep(time.Hour) // not select{}: the runtime would call that a deadlock and exit
	case "bigline":
		text(strings.Repeat("x", 5<<20))
	case "noresult":
		text("Started, but not finishing.")
		out.Flush()
		os.Exit(0)
	case "garbage":
		fmt.Fprintln(out, "this is not json")
		text("after garbage")
	}

	var summary string
	switch fields := strings.Fields(prompt); {
	case len(fields) > 1 && fields[0] == "read":
		summary = toolCall("Read", map[string]any{"file_path": fields[1]})
	case len(fields) > 1 && fields[0] == "bash":
		summary = toolCall("Bash", map[string]any{"command": strings.TrimPrefix(prompt, "bash "), "description": "run it"})
	case len(fields) > 0 && fields[0] == "ask":
		summary = toolCall("AskUserQuestion", map[string]any{"questions": []any{map[string]any{
			"question": "Which database should we use?", "header": "Database", "multiSelect": false,
			"options": []any{
				map[string]any{"label": "Postgres", "description": "Relational"},
				map[string]any{"label": "SQLite", "description": "Embedded"},
			},
		}}})
	default:
		summary = "echo: " + prompt
	}
	text(summary)
	emit(map[string]any{
		"type": "result", "subtype": "success", "is_error": false, "duration_ms": 12,
		"duration_api_ms": 10, "num_turns": 2, "result": summary, "session_id": sessionID,
		"total_cost_usd": 0.0012, "permission_denials": denialsOrEmpty(),
	})
	// Like the real CLI with stream-json input: wait for more input, exit
	// when it ends.
	for in.Scan() {
	}
}

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

func parseFlags(args []string) map[string]string {
	f := map[string]string{}
	valued := map[string]bool{"--output-format": true, "--input-format": true, "--permission-prompt-tool": true,
		"--allowedTools": true, "--session-id": true, "--resume": true, "--max-turns": true, "--model": true}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if k, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(a, "--") {
			f[k] = v
			continue
		}
		if valued[a] {
			if i+1 >= len(args) {
				fatal("error: option '" + a + "' argument missing")
			}
			f[a] = args[i+1]
			i++
			continue
		}
		f[a] = "true"
	}
	if f["-p"] != "true" {
		fatal("fakeclaude: only print mode (-p) is faked")
	}
	if f["--output-format"] != "stream-json" || f["--input-format"] != "stream-json" {
		fatal("fakeclaude: want --output-format stream-json and --input-format stream-json")
	}
	if f["--verbose"] != "true" {
		fatal("Error: When using --print, --output-format=stream-json requires --verbose")
	}
	if f["--permission-prompt-tool"] != "stdio" {
		fatal("fakeclaude: want --permission-prompt-tool stdio")
	}
	for t := range strings.SplitSeq(f["--allowedTools"], ",") {
		if t != "" {
			allowed[t] = true
		}
	}
	state := os.Getenv("FAKECLAUDE_STATE")
	switch id, resume := f["--session-id"], f["--resume"]; {
	case id != "" && resume != "":
		fatal("Error: --session-id cannot be used with --resume")
	case id != "":
		if !uuidRE.MatchString(id) {
			fatal("Error: Invalid session ID. Must be a valid UUID.")
		}
		p := filepath.Join(state, id)
		if _, err := os.Stat(p); err == nil {
			fatal("Error: Session ID " + id + " is already in use.")
		}
		if state != "" {
			_ = os.WriteFile(p, nil, 0o600)
		}
		sessionID = id
	case resume != "":
		if _, err := os.Stat(filepath.Join(state, resume)); state == "" || err != nil {
			fatal("No conversation found with session ID: " + resume)
		}
		sessionID = resume
	default:
		sessionID = "00000000-0000-4000-8000-000000000000"
	}
	return f
}

// readPrompt answers control requests until the user message arrives.
func readPrompt() string {
	for in.Scan() {
		var m struct {
			Type      string `json:"type"`
			RequestID string `json:"request_id"`
			Request   struct {
				Subtype string `json:"subtype"`
				Hooks   map[string][]struct {
					HookCallbackIDs []string `json:"hookCallbackIds"`
				} `json:"hooks"`
			} `json:"request"`
			Message struct {
				Content string `json:"content"`
			} `json:"message"`
		}
		if err := json.Unmarshal(in.Bytes(), &m); err != nil {
			fatal("Error parsing streaming input line: " + err.Error())
		}
		switch m.Type {
		case "control_request":
			if m.Request.Subtype != "initialize" {
				fatal("fakeclaude: unexpected control request " + m.Request.Subtype)
			}
			for _, h := range m.Request.Hooks["PreToolUse"] {
				hooks = append(hooks, h.HookCallbackIDs...)
			}
			switch os.Getenv("FAKECLAUDE_MODE") {
			case "refuse-init": // a CLI that does not know hooks
				emit(map[string]any{"type": "control_response", "response": map[string]any{
					"subtype": "error", "request_id": m.RequestID, "error": "unknown field hooks"}})
				continue
			case "silent-init": // a CLI that never answers
				continue
			}
			emit(map[string]any{"type": "control_response", "response": map[string]any{
				"subtype": "success", "request_id": m.RequestID,
				"response": map[string]any{"commands": []any{}, "models": []any{}, "account": map[string]any{"email": "someone@example.com"}},
			}})
		case "user":
			return m.Message.Content
		default:
			fatal("fakeclaude: unexpected input " + m.Type)
		}
	}
	fatal("fakeclaude: stdin ended before a user message")
	return ""
}

// ask sends a control request and waits for its response.
func ask(req map[string]any) map[string]any {
	nextID++
	id := fmt.Sprintf("req_%d", nextID)
	emit(map[string]any{"type": "control_request", "request_id": id, "request": req})
	for in.Scan() {
		var m struct {
			Type     string `json:"type"`
			Response struct {
				Subtype   string         `json:"subtype"`
				RequestID string         `json:"request_id"`
				Response  map[string]any `json:"response"`
				Error     string         `json:"error"`
			} `json:"response"`
		}
		if err := json.Unmarshal(in.Bytes(), &m); err != nil {
			fatal("Error parsing streaming input line: " + err.Error())
		}
		if m.Type != "control_response" || m.Response.RequestID != id {
			continue
		}
		if m.Response.Subtype != "success" {
			fatal("fakeclaude: control request failed: " + m.Response.Error)
		}
		return m.Response.Response
	}
	fatal("fakeclaude: stdin ended while waiting for " + id)
	return nil
}

// toolCall plays one tool call as the CLI does and returns a summary.
func toolCall(name string, input map[string]any) string {
	nextID++
	useID := fmt.Sprintf("toolu_fake%04d", nextID)
	emit(assistant([]any{map[string]any{"type": "tool_use", "id": useID, "name": name, "input": input}}))

	denied, hookAllowed := "", false
	for _, cb := range hooks {
		resp := ask(map[string]any{"subtype": "hook_callback", "callback_id": cb, "tool_use_id": useID,
			"input": map[string]any{"hook_event_name": "PreToolUse", "session_id": sessionID, "cwd": mustCwd(),
				"transcript_path": "/tmp/x.jsonl", "tool_name": name, "tool_input": input, "tool_use_id": useID}})
		if hso, _ := resp["hookSpecificOutput"].(map[string]any); hso != nil {
			switch hso["permissionDecision"] {
			case "deny":
				denied, _ = hso["permissionDecisionReason"].(string)
			case "allow":
				hookAllowed = true
			}
			if denied != "" {
				break
			}
		}
	}
	// A hook's allow skips the permission prompt, as in the real CLI;
	// FAKECLAUDE_PROMPT_ANYWAY=1 plays a CLI whose own ask rules prompt
	// anyway.
	prompt := !hookAllowed || os.Getenv("FAKECLAUDE_PROMPT_ANYWAY") == "1"
	readOnly := name == "Read" || name == "Grep" || name == "Glob"
	if denied == "" && prompt && !readOnly && !allowed[name] {
		resp := ask(map[string]any{"subtype": "can_use_tool", "tool_name": name, "input": input, "tool_use_id": useID})
		switch resp["behavior"] {
		case "allow":
			if u, ok := resp["updatedInput"].(map[string]any); ok {
				input = u
			} else {
				fatal("fakeclaude: allow without updatedInput")
			}
		case "deny":
			denied, _ = resp["message"].(string)
			if denied == "" {
				fatal("fakeclaude: deny without a message")
			}
		default:
			fatal(fmt.Sprintf("fakeclaude: bad permission result %v", resp))
		}
	}
	if denied != "" {
		denials = append(denials, map[string]any{"tool_name": name, "tool_use_id": useID, "tool_input": input})
		emit(toolResult(useID, denied, true))
		return "denied: " + denied
	}
	var content string
	switch name {
	case "Read":
		content = "     1\tpackage main\n"
	case "Bash":
		content = fmt.Sprintf("ran: %v", input["command"])
	case "AskUserQuestion":
		answers, _ := input["answers"].(map[string]any)
		var parts []string
		for q, a := range answers {
			parts = append(parts, fmt.Sprintf("%q=%q", q, a))
		}
		if len(parts) == 0 {
			fatal("fakeclaude: AskUserQuestion allowed without answers")
		}
		content = "User has answered your questions: " + strings.Join(parts, ", ") + ". You can now continue with the user's answers in mind."
	}
	emit(toolResult(useID, content, false))
	return content
}

func assistant(content []any) map[string]any {
	return map[string]any{"type": "assistant", "session_id": sessionID, "parent_tool_use_id": nil,
		"message": map[string]any{"id": "msg_fake", "type": "message", "role": "assistant",
			"model": "claude-sonnet-4-5", "content": content, "stop_reason": nil}}
}

func text(s string) { emit(assistant([]any{map[string]any{"type": "text", "text": s}})) }

func toolResult(id, content string, isErr bool) map[string]any {
	return map[string]any{"type": "user", "session_id": sessionID, "parent_tool_use_id": nil,
		"message": map[string]any{"role": "user", "content": []any{map[string]any{
			"type": "tool_result", "tool_use_id": id, "content": content, "is_error": isErr}}}}
}

func denialsOrEmpty() []map[string]any {
	if denials == nil {
		return []map[string]any{}
	}
	return denials
}

func emit(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		fatal(err.Error())
	}
	out.Write(b)
	out.WriteByte('\n')
	out.Flush()
}

func mustCwd() string {
	d, _ := os.Getwd()
	return d
}

func fatal(msg string) {
	out.Flush()
	fmt.Fprintln(os.Stderr, msg)
	os.Exit(1)
}
