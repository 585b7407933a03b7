package chat_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/chat"
)

// Recorded-shape lines: the fields Claude Code's stream-json carries
// (Agent SDK sdk.d.ts), including the internal ones that must never reach
// a frame (session ids, cwd, tool and server lists, model, uuids).
const (
	sid = `"session_id":"8f14e45f-ceea-467f-a8d3-6d4b0a4e1f11","uuid":"0b1c7b9e-3f51-4a53-9d2a-2f1f0c6f9a10"`
	// asst wraps content blocks in an assistant line.
	asstHead = `{"type":"assistant","message":{"id":"msg_01XFDUDYJgAACzvnptvVoYEL","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":[`
	asstTail = `],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":4,"cache_creation_input_tokens":6412,"cache_read_input_tokens":13288,"output_tokens":1,"service_tier":"standard"}},"parent_tool_use_id":null,` + sid + `}`
	userHead = `{"type":"user","message":{"role":"user","content":[`
	userTail = `]},"parent_tool_use_id":null,` + sid + `}`
)

func asst(blocks string) string { return asstHead + blocks + asstTail }
func user(blocks string) string { return userHead + blocks + userTail }

const askInput = `{"questions":[{"question":"Which database should the service use?","header":"Database","multiSelect":false,"options":[{"label":"PostgreSQL","description":"Relational, what the other services use"},{"label":"SQLite","description":"Embedded, no server to run"}]},{"question":"Which features do you want?","header":"Features","multiSelect":true,"options":[{"label":"Metrics","description":"Prometheus endpoint"},{"label":"Tracing","description":"OpenTelemetry spans"},{"label":"Audit log","description":"Every denial, stored"}]}]}`

type outCase struct {
	name    string
	raw     string
	typ     chat.MessageType
	hidden  bool
	content string // exact, unless contains is set
	// contains are substrings the content must hold, absent ones it must not.
	contains, absent []string
	// empty expects an empty content (content "" otherwise means unchecked).
	empty bool
	meta  map[string]any
	err   bool
}

var outCases = []outCase{
	// ---- system: internal unless meant for people ----
	{name: "system/init", raw: `{"type":"system","subtype":"init","cwd":"/home/ana/proj","tools":["Task","Bash","Glob","Grep","Read","Edit","Write","AskUserQuestion","mcp__github__create_issue"],"mcp_servers":[{"name":"github","status":"connected"}],"model":"claude-sonnet-4-5-20250929","permissionMode":"default","slash_commands":["compact","gsd:plan"],"apiKeySource":"none","claude_code_version":"2.0.14","output_style":"default","agents":["general-purpose"],"skills":[],"plugins":[],` + sid + `}`,
		typ: chat.TypeInfo, hidden: true},
	{name: "system/status", raw: `{"type":"system","subtype":"status","status":"compacting",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/api_retry is an error, hidden", raw: `{"type":"system","subtype":"api_retry","attempt":1,"max_retries":10,"retry_delay_ms":1200,"error_status":529,"error":"overloaded",` + sid + `}`, typ: chat.TypeError, hidden: true},
	{name: "system/compact_boundary", raw: `{"type":"system","subtype":"compact_boundary","compact_metadata":{"trigger":"auto","pre_tokens":160000},` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/hook_started", raw: `{"type":"system","subtype":"hook_started","hook_id":"h1","hook_name":"PreToolUse:Bash","hook_event":"PreToolUse",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/hook_response", raw: `{"type":"system","subtype":"hook_response","hook_id":"h1","hook_name":"PreToolUse:Bash","hook_event":"PreToolUse","output":"","stdout":"","stderr":"blocked: rm -rf","exit_code":2,"outcome":"success",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/task_started", raw: `{"type":"system","subtype":"task_started","task_id":"t1","tool_use_id":"toolu_01","description":"Explore the repo","subagent_type":"Explore",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/task_notification", raw: `{"type":"system","subtype":"task_notification","task_id":"t1","status":"failed","output_file":"/tmp/claude/t1.out","summary":"failed",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/permission_denied", raw: `{"type":"system","subtype":"permission_denied","tool_name":"Bash","tool_use_id":"toolu_01","message":"denied by rule",` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "system/mirror_error", raw: `{"type":"system","subtype":"mirror_error","error":"ENOSPC","key":{"projectKey":"p","sessionId":"s"},` + sid + `}`, typ: chat.TypeError, hidden: true},
	{name: "system/notification shown", raw: `{"type":"system","subtype":"notification","key":"k","text":"Context is almost full; older messages will be summarised.","priority":"low",` + sid + `}`,
		typ: chat.TypeInfo, content: "Context is almost full; older messages will be summarised."},
	{name: "system/informational never a question", raw: `{"type":"system","subtype":"informational","content":"Stop hook asked: continue?","level":"notice",` + sid + `}`,
		typ: chat.TypeInfo, content: "Stop hook asked: continue?"},
	{name: "system/local_command_output sanitized", raw: `{"type":"system","subtype":"local_command_output","content":"Claude Code v2.0.14 with config in /home/claude/.claude/settings.json",` + sid + `}`,
		typ: chat.TypeInfo, contains: []string{"[assistant]", "[config]"}, absent: []string{"Claude Code", "/home/claude/.claude"}},

	// ---- assistant text: question or info ----
	{name: "assistant/text info", raw: asst(`{"type":"text","text":"I read the handler and the tests all pass."}`), typ: chat.TypeInfo, content: "I read the handler and the tests all pass."},
	{name: "assistant/text ending in ?", raw: asst(`{"type":"text","text":"I found two configs. Should the staging one win?"}`), typ: chat.TypeQuestion},
	{name: "assistant/? inside emphasis", raw: asst(`{"type":"text","text":"Two options:\n\n**Do you want me to apply the fix?**"}`), typ: chat.TypeQuestion},
	{name: "assistant/What would you cue without ?", raw: asst(`{"type":"text","text":"The migration is ready. What would you like me to do next."}`), typ: chat.TypeQuestion},
	{name: "assistant/Which option cue", raw: asst(`{"type":"text","text":"There are three ways to fix this.\n\nWhich option fits your deployment: the cache, the queue or the retry"}`), typ: chat.TypeQuestion},
	{name: "assistant/Portuguese cue", raw: asst(`{"type":"text","text":"Encontrei dois arquivos. Você gostaria que eu apagasse o antigo."}`), typ: chat.TypeQuestion},
	{name: "assistant/cue mid-sentence is a report", raw: asst(`{"type":"text","text":"I measured which option is faster: the cache wins by 3x."}`), typ: chat.TypeInfo},
	{name: "assistant/cue word must end", raw: asst(`{"type":"text","text":"Should it fail again, the retry loop takes over."}`), typ: chat.TypeInfo},
	{name: "assistant/question then a statement paragraph", raw: asst(`{"type":"text","text":"Why did it fail?\n\nBecause the lock was held. I fixed it."}`), typ: chat.TypeInfo},
	{name: "assistant/two text blocks joined", raw: asst(`{"type":"text","text":"First part."},{"type":"text","text":"Second part."}`), typ: chat.TypeInfo, content: "First part.\n\nSecond part."},
	{name: "assistant/secret and CLI name sanitized", raw: asst(`{"type":"text","text":"Done with Claude Code. Use ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s to push."}`),
		typ: chat.TypeInfo, contains: []string{"[assistant]", "[token]"}, absent: []string{"Claude Code", "ghp_"}},
	{name: "assistant/empty is hidden", raw: asst(``), typ: chat.TypeInfo, hidden: true},
	{name: "assistant/blank text is hidden", raw: asst(`{"type":"text","text":"  \n"}`), typ: chat.TypeInfo, hidden: true},

	// ---- tool calls ----
	{name: "assistant/tool_use Bash", raw: asst(`{"type":"tool_use","id":"toolu_01A09q90qw90lq917835lq9","name":"Bash","input":{"command":"go test ./...","description":"Run the tests"}}`),
		typ: chat.TypeToolResult, content: "Bash: go test ./...", meta: map[string]any{"tool": "Bash", "tool_phase": "call"}},
	{name: "assistant/text + tool_use", raw: asst(`{"type":"text","text":"Let me check the file, shall I?"},{"type":"tool_use","id":"toolu_02","name":"Read","input":{"file_path":"/srv/app/main.go"}}`),
		typ: chat.TypeToolResult, content: "Let me check the file, shall I?\nRead: /srv/app/main.go", meta: map[string]any{"tool": "Read", "tool_phase": "call"}},
	{name: "assistant/tool_use multi-line command cut to one line", raw: asst(`{"type":"tool_use","id":"toolu_03","name":"Bash","input":{"command":"cat <<EOF > x\nsecret\nEOF"}}`),
		typ: chat.TypeToolResult, content: "Bash: cat <<EOF > x…"},
	{name: "assistant/tool_use no summary field", raw: asst(`{"type":"tool_use","id":"toolu_04","name":"TodoWrite","input":{"todos":[{"content":"x","status":"pending"}]}}`),
		typ: chat.TypeToolResult, content: "TodoWrite"},
	{name: "assistant/MCP tool named without its server", raw: asst(`{"type":"tool_use","id":"toolu_05","name":"mcp__github__create_issue","input":{"description":"Track the flaky test"}}`),
		typ: chat.TypeToolResult, content: "create_issue: Track the flaky test", meta: map[string]any{"tool": "create_issue", "tool_phase": "call"}, absent: []string{"github", "mcp__"}},
	{name: "assistant/tool_use command holding a secret", raw: asst(`{"type":"tool_use","id":"toolu_06","name":"Bash","input":{"command":"curl -H 'Authorization: Bearer sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sQw8eRt5yU1iO9pA3sD6fG2hJ4kL7zX0cV5bN8mQ1wE4rT7yU0iO3pA6sD9fGAA' https://api.example.com"}}`),
		typ: chat.TypeToolResult, contains: []string{"Bash: curl", "[token]"}, absent: []string{"sk-ant-api03"}},

	// ---- AskUserQuestion ----
	{name: "assistant/AskUserQuestion", raw: asst(`{"type":"tool_use","id":"toolu_ask1","name":"AskUserQuestion","input":` + askInput + `}`),
		typ: chat.TypeMultiQuestion, content: "Which database should the service use?\nWhich features do you want?", meta: map[string]any{"tool": "AskUserQuestion"}},
	{name: "assistant/AskUserQuestion without options is a tool call", raw: asst(`{"type":"tool_use","id":"toolu_ask2","name":"AskUserQuestion","input":{"questions":[{"question":"Anything else?","header":"More","options":[],"multiSelect":false}]}}`),
		typ: chat.TypeToolResult, content: "AskUserQuestion"},
	{name: "assistant/error beats AskUserQuestion", raw: strings.Replace(asst(`{"type":"tool_use","id":"toolu_ask3","name":"AskUserQuestion","input":`+askInput+`}`), `"parent_tool_use_id":null`, `"parent_tool_use_id":null,"error":"max_output_tokens"`, 1),
		typ: chat.TypeError, content: "The agent reported an error: max output tokens."},

	// ---- thinking ----
	{name: "assistant/thinking", raw: asst(`{"type":"thinking","thinking":"The user wants the tests fixed; first read the failing one.","signature":"EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"}`),
		typ: chat.TypeThinking, content: "The user wants the tests fixed; first read the failing one."},
	{name: "assistant/thinking empty text", raw: asst(`{"type":"thinking","thinking":"","signature":"EqQB"}`), typ: chat.TypeThinking, empty: true},
	{name: "assistant/redacted_thinking", raw: asst(`{"type":"redacted_thinking","data":"EmwKAhgBEgy3va3pzix/LafPsn4a"}`), typ: chat.TypeThinking, empty: true},
	{name: "assistant/thinking + question text reads as the text", raw: asst(`{"type":"thinking","thinking":"Two candidates.","signature":"x"},{"type":"text","text":"Which file should I keep?"}`),
		typ: chat.TypeQuestion, content: "Which file should I keep?"},
	{name: "assistant/thinking + tool_use is a tool call", raw: asst(`{"type":"thinking","thinking":"Run it.","signature":"x"},{"type":"tool_use","id":"toolu_07","name":"Grep","input":{"pattern":"TODO","path":"src"}}`),
		typ: chat.TypeToolResult, content: "Grep: TODO"},

	// ---- assistant errors ----
	{name: "assistant/error field with text", raw: strings.Replace(asst(`{"type":"text","text":"Invalid API key · Please run /login"}`), `"parent_tool_use_id":null`, `"parent_tool_use_id":null,"error":"authentication_failed"`, 1),
		typ: chat.TypeError, content: "Invalid API key · Please run /login"},
	{name: "assistant/error field without text", raw: strings.Replace(asst(``), `"parent_tool_use_id":null`, `"parent_tool_use_id":null,"error":"rate_limit"`, 1),
		typ: chat.TypeError, content: "The agent reported an error: rate limit."},

	// ---- user: tool results ----
	{name: "user/tool_result string", raw: user(`{"tool_use_id":"toolu_01A09q90qw90lq917835lq9","type":"tool_result","content":"ok  \tgithub.com/acme/app\t0.412s","is_error":false}`),
		typ: chat.TypeToolResult, content: "ok  \tgithub.com/acme/app\t0.412s"},
	{name: "user/tool_result blocks", raw: user(`{"tool_use_id":"toolu_02","type":"tool_result","content":[{"type":"text","text":"package main"},{"type":"image","source":{"type":"base64","media_type":"image/png","data":"iVBORw0KGgo="}}]}`),
		typ: chat.TypeToolResult, content: "package main\n[image]"},
	{name: "user/tool_result is_error (a denied call)", raw: user(`{"type":"tool_result","content":"Tool \"Bash\" denied: recursive delete of the filesystem root","is_error":true,"tool_use_id":"toolu_08"}`),
		typ: chat.TypeError, content: middleware.MessagesEN.Kinds[middleware.StopDenied], meta: map[string]any{"is_error": true, "tool": "Bash"}},
	{name: "user/tool_result denied by a hook (the CLI's wrapper removed)", raw: user(`{"type":"tool_result","content":"PreToolUse:Bash hook error: Tool \"Bash\" denied: recursive deletion of the current or parent directory (., .., *)","is_error":true,"tool_use_id":"toolu_12"}`),
		typ: chat.TypeError, content: middleware.MessagesEN.Kinds[middleware.StopDenied], meta: map[string]any{"is_error": true, "tool": "Bash"}},
	{name: "user/tool_result denied by an MCP tool's hook", raw: user(`{"type":"tool_result","content":"PreToolUse:mcp__github__create_issue hook error: denied","is_error":true,"tool_use_id":"toolu_13"}`),
		typ: chat.TypeError, content: "denied"},
	{name: "user/tool output that mentions a hook error is kept", raw: user(`{"type":"tool_result","content":"PreToolUse:Bash hook error: x","tool_use_id":"toolu_14"}`),
		typ: chat.TypeToolResult, content: "PreToolUse:Bash hook error: x"},
	{name: "user/an error that only looks like the wrapper is kept", raw: user(`{"type":"tool_result","content":"see pre:tool use hook error: x","is_error":true,"tool_use_id":"toolu_15"}`),
		typ: chat.TypeError, content: "see pre:tool use hook error: x"},
	{name: "user/one failed result of two is an error", raw: user(`{"type":"tool_result","content":"fine","tool_use_id":"toolu_09"},{"type":"tool_result","content":"Exit code 1","is_error":true,"tool_use_id":"toolu_10"}`),
		typ: chat.TypeError, content: "fine\n\nExit code 1"},
	{name: "user/tool_result with config path", raw: user(`{"type":"tool_result","content":"read /home/claude/.claude/settings.json","tool_use_id":"toolu_11"}`),
		typ: chat.TypeToolResult, contains: []string{"[config]"}, absent: []string{".claude"}},
	{name: "user/prompt echo hidden", raw: `{"type":"user","message":{"role":"user","content":"fix the tests"},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "user/text blocks hidden", raw: user(`{"type":"text","text":"[Request interrupted by user]"}`), typ: chat.TypeInfo, hidden: true},

	// ---- result ----
	{name: "result/success", raw: `{"type":"result","subtype":"success","is_error":false,"duration_ms":12873,"duration_api_ms":11020,"num_turns":6,"result":"All 42 tests pass. Should I open a PR?","stop_reason":"end_turn","total_cost_usd":0.0841,"usage":{"input_tokens":23,"cache_creation_input_tokens":9120,"cache_read_input_tokens":80112,"output_tokens":1402,"server_tool_use":{"web_search_requests":0},"service_tier":"standard"},"modelUsage":{"claude-sonnet-4-5-20250929":{"inputTokens":23,"outputTokens":1402,"costUSD":0.0841}},"permission_denials":[{"tool_name":"Bash","tool_use_id":"toolu_08","tool_input":{"command":"rm -rf /"}}],` + sid + `}`,
		typ: chat.TypeInfo, content: "All 42 tests pass. Should I open a PR?",
		meta: map[string]any{"duration_ms": int64(12873), "duration_api_ms": int64(11020), "num_turns": int64(6), "total_cost_usd": 0.0841, "is_error": false, "stop_reason": "end_turn",
			"usage": map[string]any{"input_tokens": int64(23), "output_tokens": int64(1402), "cache_creation_input_tokens": int64(9120), "cache_read_input_tokens": int64(80112)}}},
	{name: "result/success with is_error", raw: `{"type":"result","subtype":"success","is_error":true,"duration_ms":900,"duration_api_ms":0,"num_turns":1,"result":"API Error: 500 Internal server error","total_cost_usd":0,"usage":{"input_tokens":0,"output_tokens":0},` + sid + `}`,
		typ: chat.TypeError, content: "API Error: 500 Internal server error"},
	{name: "result/error_max_turns without errors", raw: `{"type":"result","subtype":"error_max_turns","is_error":false,"duration_ms":50000,"duration_api_ms":40000,"num_turns":10,"stop_reason":null,"total_cost_usd":0.31,"usage":{"input_tokens":100,"output_tokens":200},"permission_denials":[],"errors":[],` + sid + `}`,
		typ: chat.TypeError, content: "The agent stopped: it reached the maximum number of turns.", meta: map[string]any{"duration_ms": int64(50000), "duration_api_ms": int64(40000), "num_turns": int64(10), "total_cost_usd": 0.31, "is_error": true, "usage": map[string]any{"input_tokens": int64(100), "output_tokens": int64(200)}}},
	{name: "result/error_during_execution with errors", raw: `{"type":"result","subtype":"error_during_execution","is_error":true,"duration_ms":10,"duration_api_ms":0,"num_turns":0,"total_cost_usd":0,"usage":{},"errors":["Claude Code could not reach Anthropic"],` + sid + `}`,
		typ: chat.TypeError, content: "[assistant] could not reach [provider]"},
	{name: "result/bad field type tolerated", raw: `{"type":"result","subtype":"success","is_error":"no","num_turns":"six","result":"Done."}`, typ: chat.TypeInfo, content: "Done."},

	// ---- stream_event: hidden, typed ----
	{name: "stream/text_delta", raw: `{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "stream/thinking_delta", raw: `{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"Let"}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeThinking, hidden: true},
	{name: "stream/input_json_delta", raw: `{"type":"stream_event","event":{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"comm"}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeToolResult, hidden: true},
	{name: "stream/tool_use start", raw: `{"type":"stream_event","event":{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_01","name":"Bash","input":{}}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeToolResult, hidden: true},
	{name: "stream/error event", raw: `{"type":"stream_event","event":{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeError, hidden: true},
	{name: "stream/message_start", raw: `{"type":"stream_event","event":{"type":"message_start","message":{"id":"msg_1","model":"claude-sonnet-4-5","role":"assistant","content":[]}},"parent_tool_use_id":null,` + sid + `}`, typ: chat.TypeInfo, hidden: true},

	// ---- other internal lines ----
	{name: "control_request AskUserQuestion stays hidden", raw: `{"type":"control_request","request_id":"req_1","request":{"subtype":"can_use_tool","tool_name":"AskUserQuestion","input":` + askInput + `,"tool_use_id":"toolu_ask1"}}`, typ: chat.TypeInfo, hidden: true},
	{name: "control_response", raw: `{"type":"control_response","response":{"subtype":"success","request_id":"req_1","response":{"behavior":"allow"}}}`, typ: chat.TypeInfo, hidden: true},
	{name: "rate_limit_event", raw: `{"type":"rate_limit_event","rate_limit_info":{"status":"allowed_warning","resetsAt":1760000000,"rateLimitType":"five_hour","utilization":0.91},` + sid + `}`, typ: chat.TypeInfo, hidden: true},
	{name: "tool_progress", raw: `{"type":"tool_progress","tool_use_id":"toolu_01","tool_name":"Bash","parent_tool_use_id":null,"elapsed_time_seconds":12,` + sid + `}`, typ: chat.TypeToolResult, hidden: true},
	{name: "tool_use_summary", raw: `{"type":"tool_use_summary","summary":"Read 3 files","preceding_tool_use_ids":["toolu_01"],` + sid + `}`, typ: chat.TypeToolResult, hidden: true},
	{name: "auth_status error", raw: `{"type":"auth_status","isAuthenticating":false,"output":[],"error":"token expired",` + sid + `}`, typ: chat.TypeError, hidden: true},
	{name: "unknown type with text stays hidden", raw: `{"type":"prompt_suggestion","suggestion":"run the linter","text":"Try: run the linter?",` + sid + `}`, typ: chat.TypeQuestion, hidden: true},
	{name: "no type", raw: `{"hello":"world"}`, typ: chat.TypeInfo, hidden: true},

	// ---- the seeds' generic shapes ----
	{name: "generic/error message string", raw: `{"type":"error","message":"Process exited with code 1"}`, typ: chat.TypeError, content: "Process exited with code 1"},
	{name: "generic/API error object", raw: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`, typ: chat.TypeError, content: "Overloaded"},
	{name: "generic/error without text", raw: `{"type":"error"}`, typ: chat.TypeError, content: "The agent reported an error."},
	{name: "generic/text question", raw: `{"type":"text","content":"Can you share the failing log?"}`, typ: chat.TypeQuestion, content: "Can you share the failing log?"},
	{name: "generic/text info", raw: `{"type":"text","content":"Build finished."}`, typ: chat.TypeInfo, content: "Build finished."},
	{name: "generic/options array", raw: `{"type":"message","content":"Pick a deployment target","options":["staging",{"label":"production","description":"needs approval"},{"value":"local"},{"description":"no label"}]}`,
		typ: chat.TypeMultiQuestion, content: "Pick a deployment target"},
	{name: "generic/empty options is not multi", raw: `{"type":"message","content":"Pick one?","options":[]}`, typ: chat.TypeQuestion, content: "Pick one?"},
	{name: "generic/error beats options", raw: `{"type":"message","is_error":true,"content":"Failed","options":["retry"]}`, typ: chat.TypeError, content: "Failed"},
	{name: "generic/tool_result", raw: `{"type":"tool_result","content":"3 files changed"}`, typ: chat.TypeToolResult, content: "3 files changed"},
	{name: "generic/tool_use", raw: `{"type":"tool_use","text":"Running the linter"}`, typ: chat.TypeToolResult, content: "Running the linter"},
	{name: "generic/thinking", raw: `{"type":"thinking","content":"Considering the options"}`, typ: chat.TypeThinking, content: "Considering the options"},

	// ---- not a message ----
	{name: "malformed/garbage", raw: `not json at all`, typ: chat.TypeError, content: "invalid agent message", err: true},
	{name: "malformed/truncated", raw: `{"type":"assistant","message":{"content":[{"type":"text","text":"hi`, typ: chat.TypeError, content: "invalid agent message", err: true},
	{name: "malformed/array", raw: `[{"type":"assistant"}]`, typ: chat.TypeError, content: "invalid agent message", err: true},
	{name: "malformed/null", raw: `null`, typ: chat.TypeError, content: "invalid agent message", err: true},
	{name: "malformed/empty", raw: ``, typ: chat.TypeError, content: "invalid agent message", err: true},
	{name: "malformed/trailing garbage", raw: `{"type":"text","content":"hi"} {"x":1}`, typ: chat.TypeError, content: "invalid agent message", err: true},
}

// internalStrings never appear in a frame: they come from fields that are
// never decoded.
var internalStrings = []string{
	"8f14e45f", "0b1c7b9e", "/home/ana", "msg_01", "toolu_", "claude-sonnet", "service_tier",
	"mcp_servers", "permission_denials", "modelUsage", "apiKeySource", "session", "uuid", "signature", "EqQB",
}

func newAgent(t testing.TB) *chat.ChatAgent {
	t.Helper()
	a, err := chat.New(policy.DefaultEngine())
	require.NoError(t, err)
	return a
}

func TestProcessOutput(t *testing.T) {
	t.Parallel()
	a := newAgent(t)
	for _, tc := range outCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			pm, err := a.ProcessOutput(context.Background(), []byte(tc.raw))
			if tc.err {
				require.ErrorIs(t, err, chat.ErrInvalidMessage)
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tc.typ, pm.Type, "type")
			assert.Equal(t, tc.hidden, pm.Hidden, "hidden")
			assert.Equal(t, tc.typ, chat.Classify([]byte(tc.raw)), "Classify agrees with ProcessOutput")
			if tc.hidden {
				assert.Empty(t, pm.Content, "hidden lines carry no content")
				assert.Nil(t, pm.Metadata)
				return
			}
			if tc.content != "" || tc.empty {
				assert.Equal(t, tc.content, pm.Content, "content")
			}
			for _, s := range tc.contains {
				assert.Contains(t, pm.Content, s)
			}
			for _, s := range tc.absent {
				assert.NotContains(t, pm.Content, s)
			}
			if tc.meta != nil {
				assert.Equal(t, tc.meta, pm.Metadata, "metadata")
			}
			if pm.Type != chat.TypeMultiQuestion {
				assert.Nil(t, pm.Options)
				assert.Empty(t, pm.QuestionID)
			}
			frame, err := json.Marshal(pm)
			require.NoError(t, err)
			for _, s := range internalStrings {
				assert.NotContains(t, string(frame), s, "frame leaks an internal field")
			}
		})
	}
}

func TestProcessOutputAskUserQuestion(t *testing.T) {
	t.Parallel()
	a := newAgent(t)
	input := strings.Replace(askInput, `"Embedded, no server to run"`, `"Embedded; the Claude Code way, see /home/claude/.claude"`, 1)
	pm, err := a.ProcessOutput(context.Background(), []byte(asst(`{"type":"text","text":"Before I start:"},{"type":"tool_use","id":"toolu_ask1","name":"AskUserQuestion","input":`+input+`}`)))
	require.NoError(t, err)
	assert.Equal(t, chat.TypeMultiQuestion, pm.Type)
	assert.Equal(t, "toolu_ask1", pm.QuestionID, "the server routes the answer by it")
	assert.Equal(t, "Before I start:\nWhich database should the service use?\nWhich features do you want?", pm.Content)
	require.Len(t, pm.Options, 2)
	assert.Equal(t, chat.Question{
		Question: "Which database should the service use?", Header: "Database",
		Options: []chat.Option{
			{Label: "PostgreSQL", Description: "Relational, what the other services use"},
			{Label: "SQLite", Description: "Embedded; the [assistant] way, see [config]"},
		},
	}, pm.Options[0], "descriptions are sanitized")
	assert.True(t, pm.Options[1].MultiSelect)
	assert.Len(t, pm.Options[1].Options, 3)

	frame, err := json.Marshal(pm)
	require.NoError(t, err)
	assert.NotContains(t, string(frame), "toolu_", "the question id never leaves the server")
	assert.Contains(t, string(frame), `"multiSelect":true`)
	assert.Contains(t, string(frame), `"header":"Features"`)
}

func TestProcessOutputGenericOptions(t *testing.T) {
	t.Parallel()
	pm, err := newAgent(t).ProcessOutput(context.Background(), []byte(`{"type":"message","content":"Pick a deployment target","options":["staging",{"label":"production","description":"needs approval"},{"value":"local"},{"description":"no label"}]}`))
	require.NoError(t, err)
	assert.Equal(t, []chat.Question{{Question: "Pick a deployment target", Options: []chat.Option{
		{Label: "staging"}, {Label: "production", Description: "needs approval"}, {Label: "local"},
	}}}, pm.Options)
	assert.Empty(t, pm.QuestionID)
}

func TestProcessOutputTruncates(t *testing.T) {
	t.Parallel()
	a := newAgent(t)
	long := strings.Repeat("line of build output ", 1000) // 21 kB
	// A secret straddling the cut is rewritten whole, not shown in part.
	secret := "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s"
	at := chat.MaxToolResult - 10
	body := long[:at] + secret + long[at:]
	raw, err := json.Marshal(map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": []any{
		map[string]any{"type": "tool_result", "tool_use_id": "toolu_1", "content": body},
	}}})
	require.NoError(t, err)
	pm, err := a.ProcessOutput(context.Background(), raw)
	require.NoError(t, err)
	assert.Equal(t, chat.TypeToolResult, pm.Type)
	assert.True(t, strings.HasSuffix(pm.Content, "… [truncated]"), "marked")
	assert.LessOrEqual(t, len(pm.Content), chat.MaxToolResult+len("\n… [truncated]"))
	assert.NotContains(t, pm.Content, "ghp_X")
	assert.Contains(t, pm.Content, "[tok")

	// Multi-byte runes are never split.
	wide := strings.Repeat("ação ", 3000)
	raw, err = json.Marshal(map[string]any{"type": "result", "subtype": "success", "result": strings.Repeat(wide, 5)})
	require.NoError(t, err)
	pm, err = a.ProcessOutput(context.Background(), raw)
	require.NoError(t, err)
	assert.True(t, json.Valid([]byte(`"`+pm.Content+`"`)) || strings.ToValidUTF8(pm.Content, "") == pm.Content)
	assert.Equal(t, strings.ToValidUTF8(pm.Content, "\uFFFD"), pm.Content)
	assert.LessOrEqual(t, len(pm.Content), chat.MaxContent+len("\n… [truncated]"))
}

func TestMessageClassifierZeroValue(t *testing.T) {
	t.Parallel()
	var c chat.MessageClassifier
	assert.Equal(t, chat.TypeQuestion, c.Classify([]byte(asst(`{"type":"text","text":"Ready?"}`))))
	assert.Equal(t, chat.TypeError, c.Classify([]byte(`{`)))
	for _, typ := range []chat.MessageType{chat.TypeQuestion, chat.TypeMultiQuestion, chat.TypeInfo, chat.TypeToolResult, chat.TypeError, chat.TypeThinking} {
		assert.True(t, typ.Valid(), typ)
	}
	assert.False(t, chat.MessageType("status").Valid())
}
