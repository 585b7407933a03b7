package chat

import (
	"context"
	"errors"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Scope says where messages come from: the channel (an operation's Name,
// so policy rules can gate it), the tool context and who asks. It reaches
// the guards and, through their OnDeny hooks, the logs; never a frame.
type Scope struct {
	Channel                  string
	Context                  string
	Tenant, Project, Session string
	// Workdir is the directory the agent runs in. Paths under it are shown
	// relative to it ("/srv/t/acme/api/main.go" reads "main.go"), so
	// frames do not reveal the server's layout. A Stream also learns it
	// from the system/init line.
	Workdir string
}

// ChatAgent validates what people send and turns what the agent emits into
// frames fit to show them. It is immutable and safe for concurrent use;
// per-conversation state lives in a Stream.
type ChatAgent struct {
	policy middleware.Source
	scope  Scope
}

// ErrNoPolicy is returned by New for a nil source, or one that holds no
// policy: a chat agent without a guardrail would pass everything through
// unchecked.
var ErrNoPolicy = errors.New("chat: no policy")

// New returns a ChatAgent that checks input and sanitizes output with the
// policy in force in src at each message (a compiled policy, or a live one,
// so that a reloaded policy applies to the next message of every
// conversation without a restart). Each message is decided by one snapshot
// throughout. Its channel is "chat".
func New(src middleware.Source) (*ChatAgent, error) {
	if src == nil || src.Snapshot() == nil {
		return nil, ErrNoPolicy
	}
	return &ChatAgent{policy: src, scope: Scope{Channel: middleware.ChannelChat}}, nil
}

// WithScope returns a copy of a that tags its operations with s. It is
// cheap: a server calls it once per connection.
func (a *ChatAgent) WithScope(s Scope) *ChatAgent {
	c := *a
	c.scope = s
	return &c
}

func (a *ChatAgent) op(kind middleware.Kind, text string) *middleware.Operation {
	return &middleware.Operation{
		Kind: kind, Name: a.scope.Channel, Text: text, Context: a.scope.Context,
		Tenant: a.scope.Tenant, Project: a.scope.Project, Session: a.scope.Session,
	}
}

// ProcessInput runs a person's message through the input guard (length
// limit, slash commands, injection families, the policy's rules). The
// guard judges the message exactly as sent, and the trimmed form too when
// it differs; Cleaned, the message trimmed of surrounding whitespace, is
// what the agent should receive. A stop's text is in the language ctx
// carries (middleware.WithLocale).
func (a *ChatAgent) ProcessInput(ctx context.Context, msg string) ProcessedInput {
	e := a.policy.Snapshot()
	err := e.Check(ctx, a.op(middleware.KindInput, msg))
	cleaned := strings.TrimSpace(msg)
	if err == nil && cleaned != msg {
		// What the agent receives is checked too, whatever trimming does.
		err = e.Check(ctx, a.op(middleware.KindInput, cleaned))
	}
	if err != nil {
		return ProcessedInput{Error: e.Messages(middleware.LocaleFrom(ctx)).Explain(err), Code: codeOf(err),
			Kind: middleware.StopKindOf(err), Err: err}
	}
	return ProcessedInput{Valid: true, Cleaned: cleaned}
}

// codeOf is the denial's code; an error that is not a guard error (a
// cancelled context) still stops the message, as a plain denial.
func codeOf(err error) middleware.Code {
	if c := middleware.CodeOf(err); c != "" {
		return c
	}
	return middleware.CodeDenied
}

// ProcessOutput classifies one stream-json line and extracts what a person
// should see, sanitized through the policy's output chain. It keeps no
// state between lines; use a Stream to name the tool of each tool result.
//
// A line that is not a JSON object gives an error message reading
// "invalid agent message" and an *InvalidMessageError to log. When the
// output chain denies the text (a policy with output.on_secret: deny),
// the message is an error with the policy's text for the kind of stop (in
// the language ctx carries) and the *middleware.GuardrailDenied is
// returned. A failed tool result that reads as the guard's stop of the
// call (middleware.ReadToolStop) is an error message with Kind set: the
// call as a blocked card. Check Hidden before showing.
func (a *ChatAgent) ProcessOutput(ctx context.Context, raw []byte) (ProcessedMessage, error) {
	return a.process(ctx, raw, nil)
}

func (a *ChatAgent) process(ctx context.Context, raw []byte, s *Stream) (ProcessedMessage, error) {
	var m wireMsg
	if err := decode(raw, &m); err != nil {
		return ProcessedMessage{Type: TypeError, Content: invalidContent}, &InvalidMessageError{Err: err}
	}
	var an analysis
	analyze(&m, &an)
	tool := displayToolName(firstTool(&m))
	if s != nil {
		s.observe(&m)
		if m.Type == "user" && !an.hidden {
			var ask bool
			tool, ask = s.resultTool(&m)
			// The answer to (or auto-denial of) a question the person was
			// shown is plumbing between the server and the agent.
			an.hidden = ask
		}
	}
	if an.hidden {
		return ProcessedMessage{Type: an.typ, Hidden: true}, nil
	}
	e := a.policy.Snapshot()
	if m.Type == "user" && an.typ == TypeError {
		if st, id, ok := toolStop(&m); ok {
			return a.blocked(ctx, e, s, st, id)
		}
	}
	pm := ProcessedMessage{Type: an.typ}
	var buf [4]segment
	segs := extract(&m, &an, buf[:0])
	if s != nil && m.Type == "result" && an.typ == TypeInfo && s.lastText != "" &&
		strings.TrimSpace(m.Result) == s.lastText {
		segs = segs[:0]
	}
	wd := a.scope.Workdir
	if s != nil && s.cwd != "" {
		wd = s.cwd
	}
	if wd = strings.TrimRight(wd, "/"); wd != "" {
		for i := range segs {
			segs[i].text = relPaths(segs[i].text, wd)
		}
	}
	// Every text of the frame (content, questions, labels, the tool's
	// name) is decided by one output operation.
	var pbuf [6]piece
	ps := pbuf[:0]
	for _, sg := range segs {
		marker := truncMarker
		if sg.line {
			marker = "…"
		}
		ps = append(ps, newPiece(sg.text, sg.limit, marker))
	}
	qs := len(ps)
	if an.typ == TypeMultiQuestion {
		for _, q := range an.questions {
			ps = append(ps, newPiece(q.Question, MaxContent, truncMarker), newPiece(q.Header, maxSummary, "…"))
			for _, o := range q.Options {
				ps = append(ps, newPiece(o.Label, maxSummary, "…"), newPiece(o.Description, MaxToolResult, truncMarker))
			}
		}
	}
	ps = append(ps, newPiece(tool, maxSummary, "…"))
	if err := a.sanitizeAll(ctx, e, ps); err != nil {
		return a.denied(ctx, e, err)
	}
	pm.Content = joinSegments(segs, ps[:qs])
	if an.typ == TypeMultiQuestion {
		if an.ask != nil {
			pm.QuestionID = an.ask.ID
		}
		pm.Options = questionsFrom(an.questions, ps[qs:len(ps)-1])
	}
	pm.Metadata = metadata(&m, &an, ps[len(ps)-1].out)
	return pm, nil
}

// denied is the frame for output the chain refused: the policy's text for
// the kind of stop, nothing of the text.
func (a *ChatAgent) denied(ctx context.Context, e middleware.Snapshot, err error) (ProcessedMessage, error) {
	return ProcessedMessage{Type: TypeError, Kind: middleware.StopKindOf(err),
		Content: e.Messages(middleware.LocaleFrom(ctx)).Explain(err)}, err
}

// joinSegments joins the sanitized segments, each after its separator,
// skipping those that came out empty. A one-line summary that left lines
// out ends with "…".
func joinSegments(segs []segment, ps []piece) string {
	if len(ps) == 1 {
		return withMore(segs[0], ps[0].out)
	}
	var b strings.Builder
	for i, sg := range segs {
		s := withMore(sg, ps[i].out)
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(sg.sep)
		}
		b.WriteString(s)
	}
	return b.String()
}

func withMore(sg segment, s string) string {
	if sg.line && sg.more && !strings.HasSuffix(s, "…") {
		return s + "…"
	}
	return s
}

// questionsFrom rebuilds the questions from their sanitized pieces, in the
// order process laid them out: question, header, then label and
// description of each option.
func questionsFrom(qs []Question, ps []piece) []Question {
	out := make([]Question, len(qs))
	k := 0
	for i, q := range qs {
		o := Question{MultiSelect: q.MultiSelect, Options: make([]Option, len(q.Options)),
			Question: ps[k].out, Header: ps[k+1].out}
		k += 2
		for j := range q.Options {
			o.Options[j] = Option{Label: ps[k].out, Description: ps[k+1].out}
			k += 2
		}
		out[i] = o
	}
	return out
}

// maxTracked bounds the tool calls a Stream remembers; a turn rarely has
// more than a few dozen in flight.
const maxTracked = 1024

// Stream processes the lines of one agent run in order, remembering which
// tool each tool_use id names so that a tool result carries its tool's
// name, paths under the agent's working directory (from system/init) are
// shown relative to it, and the result of an AskUserQuestion (the person's answer going
// back, or the CLI's auto-denial of it) stays hidden. A Stream is for one
// goroutine; make one per run.
type Stream struct {
	a     *ChatAgent
	tools map[string]toolCall
	// toolBytes is what tools holds of calls' inputs, for maxCallBytes.
	toolBytes int
	cwd       string // from system/init, for relPaths
	// lastText is the last assistant text shown: a success result that
	// repeats it carries only its numbers, so people see the answer once.
	lastText string
}

// NewStream returns a Stream over a.
func (a *ChatAgent) NewStream() *Stream { return &Stream{a: a} }

// Process is ProcessOutput with the stream's memory of tool calls.
func (s *Stream) Process(ctx context.Context, raw []byte) (ProcessedMessage, error) {
	return s.a.process(ctx, raw, s)
}

func (s *Stream) observe(m *wireMsg) {
	if m.Type == "system" && m.Subtype == "init" && m.Cwd != "" {
		s.cwd = m.Cwd
	}
	if m.Type != "assistant" || m.Message == nil {
		return
	}
	if t := strings.TrimSpace(joinText(m.Message.Content)); t != "" {
		s.lastText = t
	}
	for i := range m.Message.Content {
		b := &m.Message.Content[i]
		if (b.Type != "tool_use" && b.Type != "server_tool_use") || b.ID == "" {
			continue
		}
		c := toolCall{name: b.Name, input: callText(b.Input)}
		if s.tools == nil || len(s.tools) >= maxTracked || s.toolBytes+len(c.input) > maxCallBytes {
			// Forgetting old calls costs only a tool name in metadata,
			// or a blocked call's command.
			s.tools, s.toolBytes = make(map[string]toolCall, 16), 0
		}
		s.tools[b.ID] = c
		s.toolBytes += len(c.input)
	}
}

// resultTool returns the display name of the tool a user line's first
// tool result answers, and whether all its results answer AskUserQuestion
// calls.
func (s *Stream) resultTool(m *wireMsg) (tool string, ask bool) {
	if m.Message == nil {
		return "", false
	}
	results, asks := 0, 0
	for i := range m.Message.Content {
		b := &m.Message.Content[i]
		if b.Type != "tool_result" {
			continue
		}
		results++
		name := s.tools[b.ToolUseID].name
		if name == askTool {
			asks++
		}
		if tool == "" && name != "" {
			tool = displayToolName(name)
		}
	}
	return tool, results > 0 && asks == results
}

// relPaths rewrites absolute paths under wd (no trailing slash) relative
// to it: "wd/a/b" becomes "a/b", and wd itself "[workspace]", never the
// server's real path. A path that merely starts with the same letters
// ("wd2/x") is left alone.
func relPaths(text, wd string) string {
	if len(wd) < 2 || !strings.Contains(text, wd) {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, wd)
		if i < 0 {
			break
		}
		j := i + len(wd)
		switch {
		case j+1 < len(text) && text[j] == '/' && isPathByte(text[j+1]):
			b.WriteString(text[:i])
			j++
		case j < len(text) && text[j] == '/':
			b.WriteString(text[:i])
			b.WriteString(workspaceName)
		case j == len(text) || !isPathByte(text[j]):
			b.WriteString(text[:i])
			b.WriteString(workspaceName)
		default:
			b.WriteString(text[:j])
		}
		text = text[j:]
	}
	b.WriteString(text)
	return b.String()
}

// workspaceName is what a person reads for the agent's working directory.
const workspaceName = "[workspace]"

func isPathByte(c byte) bool {
	return c == '-' || c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
