package chat

import (
	"encoding/json"
	"math"
	"strings"
	"unicode/utf8"
)

// Content size limits, in bytes. A tool's output or the model's reasoning
// can run to megabytes; a chat frame should not.
const (
	// MaxContent bounds the content of text, result and error messages.
	MaxContent = 64 << 10
	// MaxToolResult bounds the content of tool results and thinking,
	// which the page shows collapsed.
	MaxToolResult = 4 << 10
	// maxSummary bounds the one-line summary of a tool call.
	maxSummary = 160
	// sanitizeMargin is how much past the limit is sanitized before the
	// cut, so a secret straddling the limit is rewritten whole rather than
	// shown in part. It exceeds the longest secret the sanitizer knows (a
	// PEM private key).
	sanitizeMargin = 8 << 10
	// safeTail bounds how much output a secret cut by the window can
	// leave: longer than any pattern's match except a private key block,
	// whose BEGIN marker alone is enough to hide the rest.
	safeTail = 4 << 10
)

// truncMarker ends a truncated content.
const truncMarker = "\n… [truncated]"

// segment is one piece of a message's content with its own size limit:
// each is sanitized before it is cut, so a cut never leaves half a secret
// behind for the sanitizer to miss.
type segment struct {
	text  string
	limit int
	// line marks a one-line tool call summary: cut with "…" rather than
	// the truncation marker, and "…" also when lines were left out.
	line, more bool
	// sep goes before the segment when it is not the first.
	sep string
}

func seg(text string, limit int) segment { return segment{text: text, limit: limit, sep: "\n\n"} }

// extract appends the pieces of text a person should see for the message,
// before sanitizing. Hidden messages have none: what is not shown is not
// extracted.
func extract(m *wireMsg, an *analysis, segs []segment) []segment {
	if an.hidden {
		return segs
	}
	switch m.Type {
	case "assistant":
		return extractAssistant(m, an, segs)
	case "user":
		return extractToolResults(m, segs)
	case "result":
		switch {
		case an.typ != TypeError:
			return append(segs, seg(m.Result, MaxContent))
		case len(m.Errors) > 0:
			errs := make([]string, len(m.Errors))
			for i, e := range m.Errors {
				errs[i] = apiErrorText(e)
			}
			return append(segs, seg(strings.Join(errs, "\n"), MaxToolResult))
		case m.Result != "":
			return append(segs, seg(m.Result, MaxToolResult))
		}
		return append(segs, seg(resultError(m.Subtype), MaxContent))
	case "system":
		if s := rawString(m.Content); s != "" {
			return append(segs, seg(s, MaxContent))
		}
		return append(segs, seg(m.Text, MaxContent))
	}
	// The generic shapes of hand-written agents.
	switch an.typ {
	case TypeMultiQuestion:
		return appendQuestions(segs, an.questions)
	case TypeError:
		if s := genericText(m); s != "" {
			return append(segs, seg(s, MaxContent))
		}
		code, msg := errorText(m.Error)
		if msg != "" {
			return append(segs, seg(msg, MaxContent))
		}
		return append(segs, seg(agentError(code), MaxContent))
	case TypeToolResult, TypeThinking:
		return append(segs, seg(genericText(m), MaxToolResult))
	}
	return append(segs, seg(genericText(m), MaxContent))
}

func extractAssistant(m *wireMsg, an *analysis, segs []segment) []segment {
	var blocks []block
	if m.Message != nil {
		blocks = m.Message.Content
	}
	switch an.typ {
	case TypeError:
		if s := joinText(blocks); s != "" {
			return append(segs, seg(apiErrorText(s), MaxContent))
		}
		code, msg := errorText(m.Error)
		if msg != "" {
			return append(segs, seg(msg, MaxContent))
		}
		return append(segs, seg(agentError(code), MaxContent))
	case TypeMultiQuestion:
		if s := joinText(blocks); s != "" {
			segs = append(segs, seg(strings.TrimSpace(s), MaxContent))
		}
		return appendQuestions(segs, an.questions)
	case TypeToolResult:
		for i := range blocks {
			switch blocks[i].Type {
			case "text":
				if s := strings.TrimSpace(blocks[i].Text); s != "" {
					segs = append(segs, segment{text: s, limit: MaxContent, sep: "\n"})
				}
			case "tool_use", "server_tool_use":
				segs = append(segs, toolSummary(&blocks[i]))
			}
		}
		return segs
	case TypeThinking:
		for i := range blocks {
			if blocks[i].Type == "thinking" && blocks[i].Thinking != "" {
				segs = append(segs, seg(blocks[i].Thinking, MaxToolResult))
			}
		}
		return segs
	}
	return append(segs, seg(joinText(blocks), MaxContent))
}

// extractToolResults appends the text of a user line's tool_result blocks.
func extractToolResults(m *wireMsg, segs []segment) []segment {
	if m.Message == nil {
		return segs
	}
	for i := range m.Message.Content {
		b := &m.Message.Content[i]
		if b.Type != "tool_result" {
			continue
		}
		s := toolResultText(b.Content)
		if b.IsError {
			s = unwrapHookError(s)
		}
		if s != "" {
			segs = append(segs, seg(s, MaxToolResult))
		}
	}
	return segs
}

// toolResultText reads a tool_result's content: a string, or blocks of
// which text is kept and an image is named.
func toolResultText(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	if raw[0] == '"' {
		return rawString(raw)
	}
	if raw[0] != '[' {
		return ""
	}
	var bs []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	_ = json.Unmarshal(raw, &bs)
	var parts []string
	for _, b := range bs {
		switch b.Type {
		case "text":
			if b.Text != "" {
				parts = append(parts, b.Text)
			}
		case "image":
			parts = append(parts, "[image]")
		}
	}
	return strings.Join(parts, "\n")
}

// hookErrorSep is what Claude Code puts between a hook's name and the
// reason it gives when a hook blocks a tool call: "PreToolUse:Bash hook
// error: Tool "Bash" denied: …".
const hookErrorSep = " hook error: "

// unwrapHookError returns the reason of a failed tool result that Claude
// Code wrapped as "<Event>:<Tool> hook error: <reason>": the event and the
// word "hook" are the CLI's internals, and "error" would present the
// guard's decision as a fault. Any other text is returned as it is.
func unwrapHookError(s string) string {
	head, reason, ok := strings.Cut(s, hookErrorSep)
	if !ok || reason == "" {
		return s
	}
	event, tool, ok := strings.Cut(head, ":")
	if !ok || tool == "" || strings.ContainsAny(tool, " \t\n") || !isHookEvent(event) {
		return s
	}
	return reason
}

// isHookEvent reports whether s has the shape of a hook event name
// (PreToolUse, PostToolUse, PermissionRequest…): an upper-case ASCII
// letter, then ASCII letters.
func isHookEvent(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// summaryFields are the tool input fields that say what a call does, in
// the order they are preferred (sdk-tools.d.ts: Bash command, Read/Write/
// Edit file_path, NotebookEdit notebook_path, Glob/Grep pattern, WebFetch
// url, WebSearch query, Skill skill, Task description…).
type summaryFields struct {
	Command      string `json:"command"`
	FilePath     string `json:"file_path"`
	NotebookPath string `json:"notebook_path"`
	Pattern      string `json:"pattern"`
	Path         string `json:"path"`
	URL          string `json:"url"`
	Query        string `json:"query"`
	Skill        string `json:"skill"`
	Description  string `json:"description"`
	Prompt       string `json:"prompt"`
}

// toolSummary renders a tool call as its name and the first line of its
// input: "Bash: go test ./...", "Read: src/main.go".
func toolSummary(b *block) segment {
	name := displayToolName(b.Name)
	var in summaryFields
	if len(b.Input) > 0 && b.Input[0] == '{' {
		_ = json.Unmarshal(b.Input, &in)
	}
	for _, s := range [...]string{in.Command, in.FilePath, in.NotebookPath, in.Pattern, in.Path, in.URL, in.Query, in.Skill, in.Description, in.Prompt} {
		if l, more := firstLine(s); l != "" {
			return segment{text: name + ": " + l, limit: maxSummary, line: true, more: more, sep: "\n"}
		}
	}
	return segment{text: name, limit: maxSummary, line: true, sep: "\n"}
}

// displayToolName shows an MCP tool by its own name: "mcp__github__
// create_issue" would name the server behind it, which is internal.
func displayToolName(name string) string {
	rest, ok := strings.CutPrefix(name, "mcp__")
	if !ok {
		return name
	}
	if _, tool, ok := strings.Cut(rest, "__"); ok && tool != "" {
		return tool
	}
	return "mcp"
}

// firstLine returns the first line of s, trimmed, and whether more
// followed.
func firstLine(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimSpace(s[:i]), true
	}
	return s, false
}

// runeCut returns the largest n <= max such that s[:n] ends on a rune
// boundary.
func runeCut(s string, max int) int {
	if max >= len(s) {
		return len(s)
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return max
}

// truncate cuts s to limit bytes on a rune boundary, ending it with
// marker.
func truncate(s string, limit int, marker string) string {
	if limit <= 0 || len(s) <= limit {
		return s
	}
	return s[:runeCut(s, limit)] + marker
}

// appendQuestions adds the questions' texts, one a line.
func appendQuestions(segs []segment, qs []Question) []segment {
	for _, q := range qs {
		if strings.TrimSpace(q.Question) != "" {
			segs = append(segs, segment{text: q.Question, limit: MaxContent, sep: "\n"})
		}
	}
	return segs
}

// apiErrorText rewords the CLI's "API Error: 529 {…json…}" for a person:
// the status and the error's type, not the raw response body. Other text
// is returned as it is.
func apiErrorText(s string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(s), "API Error: ")
	if !ok || len(rest) < 3 {
		return s
	}
	status := rest[:3]
	for _, c := range status {
		if c < '0' || c > '9' {
			return s
		}
	}
	var body struct {
		Error struct {
			Type string `json:"type"`
		} `json:"error"`
	}
	kind := ""
	if i := strings.IndexByte(rest, '{'); i >= 0 && json.Unmarshal([]byte(rest[i:]), &body) == nil {
		kind = strings.ReplaceAll(strings.TrimSuffix(body.Error.Type, "_error"), "_", " ")
	}
	if kind == "" {
		return "The assistant's model service answered with an error (" + status + "). Please try again."
	}
	return "The assistant's model service answered with an error (" + status + " " + kind + "). Please try again."
}

// agentError words an assistant error code ("rate_limit") for a person.
func agentError(code string) string {
	if code == "" || code == "error" || code == "unknown" {
		return "The agent reported an error."
	}
	return "The agent reported an error: " + strings.ReplaceAll(strings.TrimSuffix(code, "_error"), "_", " ") + "."
}

// resultError words an error result that carries no message.
func resultError(subtype string) string {
	switch subtype {
	case "error_max_turns":
		return "The agent stopped: it reached the maximum number of turns."
	case "error_max_budget_usd":
		return "The agent stopped: it reached its budget."
	case "error_during_execution":
		return "The agent stopped because of an error during execution."
	case "error_max_structured_output_retries":
		return "The agent stopped: it could not produce the requested output."
	}
	return "The agent stopped because of an error."
}

var knownStopReasons = map[string]bool{
	"end_turn": true, "max_tokens": true, "stop_sequence": true, "tool_use": true,
	"pause_turn": true, "refusal": true, "model_context_window_exceeded": true,
}

// metadata copies the allow-listed fields: durations, turns, cost, token
// counts, stop reason, is_error, the tool's display name and whether a
// tool message is its call or its result. Nothing else of a line reaches a
// frame.
func metadata(m *wireMsg, an *analysis, tool string) map[string]any {
	var md map[string]any
	put := func(k string, v any) {
		if md == nil {
			md = make(map[string]any, 8)
		}
		md[k] = v
	}
	num := func(k string, f *float64) {
		if f != nil && !math.IsNaN(*f) && !math.IsInf(*f, 0) {
			put(k, number(*f))
		}
	}
	stop := m.StopReason
	var usage *wireUsage // the result's: the turn's total
	switch m.Type {
	case "result":
		num("duration_ms", m.DurationMS)
		num("duration_api_ms", m.DurationAPIMS)
		num("num_turns", m.NumTurns)
		num("total_cost_usd", m.TotalCostUSD)
		put("is_error", m.IsError || an.typ == TypeError)
		usage = m.Usage
	case "assistant":
		if m.Message != nil {
			stop = m.Message.StopReason
		}
	case "user":
		if an.typ == TypeError {
			put("is_error", true)
		}
	}
	// Only the API's own values: the field is text the agent's process
	// wrote, and metadata is never sanitized prose.
	if stop != nil && knownStopReasons[*stop] {
		put("stop_reason", *stop)
	}
	if usage != nil {
		u := make(map[string]any, 4)
		for _, f := range [...]struct {
			k string
			v *float64
		}{
			{"input_tokens", usage.InputTokens},
			{"output_tokens", usage.OutputTokens},
			{"cache_creation_input_tokens", usage.CacheCreationInputTokens},
			{"cache_read_input_tokens", usage.CacheReadInputTokens},
		} {
			if f.v != nil && !math.IsNaN(*f.v) && !math.IsInf(*f.v, 0) {
				u[f.k] = number(*f.v)
			}
		}
		if len(u) > 0 {
			put("usage", u)
		}
	}
	if tool != "" {
		put("tool", tool)
	}
	if phase := toolPhase(m, an); phase != "" {
		put("tool_phase", phase)
	}
	return md
}

// toolPhase tells a tool_result message's call ("call": the agent asks to
// run a tool) from its outcome ("result": what the tool returned), so a
// page can show them differently; "" for other messages.
func toolPhase(m *wireMsg, an *analysis) string {
	if an.typ != TypeToolResult {
		return ""
	}
	switch m.Type {
	case "assistant", "tool_use":
		return "call"
	case "user", "tool_result":
		return "result"
	}
	return ""
}

// number keeps whole numbers integral, so a Go consumer reads an int64.
func number(f float64) any {
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return int64(f)
	}
	return f
}

// firstTool returns the name of the first tool call of an assistant line.
func firstTool(m *wireMsg) string {
	if m.Type != "assistant" || m.Message == nil {
		return ""
	}
	for i := range m.Message.Content {
		if t := m.Message.Content[i].Type; t == "tool_use" || t == "server_tool_use" {
			return m.Message.Content[i].Name
		}
	}
	return ""
}
