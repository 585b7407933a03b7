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
	return &ChatAgent{policy: src, scope: Scope{Channel: "chat"}}, nil
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
// what the agent should receive.
func (a *ChatAgent) ProcessInput(ctx context.Context, msg string) ProcessedInput {
	e := a.policy.Snapshot()
	err := e.Check(ctx, a.op(middleware.KindInput, msg))
	cleaned := strings.TrimSpace(msg)
	if err == nil && cleaned != msg {
		// What the agent receives is checked too, whatever trimming does.
		err = e.Check(ctx, a.op(middleware.KindInput, cleaned))
	}
	if err != nil {
		return ProcessedInput{Error: e.Messages().For(err), Code: codeOf(err), Err: err}
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
// the message is an error with the policy's generic text and the
// *middleware.GuardrailDenied is returned. Check Hidden before showing.
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
	var err error
	if pm.Content, err = a.render(ctx, e, segs); err != nil {
		return a.denied(e, err)
	}
	if an.typ == TypeMultiQuestion {
		if an.ask != nil {
			pm.QuestionID = an.ask.ID
		}
		if pm.Options, err = a.sanitizeQuestions(ctx, e, an.questions); err != nil {
			return a.denied(e, err)
		}
	}
	if tool != "" {
		if tool, err = a.sanitize(ctx, e, tool, maxSummary, "…"); err != nil {
			return a.denied(e, err)
		}
	}
	pm.Metadata = metadata(&m, &an, tool)
	return pm, nil
}

// denied is the frame for output the chain refused: the policy's generic
// message, nothing of the text.
func (a *ChatAgent) denied(e middleware.Snapshot, err error) (ProcessedMessage, error) {
	return ProcessedMessage{Type: TypeError, Content: e.Messages().For(err)}, err
}

// render sanitizes each segment, cuts it to its limit and joins them.
func (a *ChatAgent) render(ctx context.Context, e middleware.Snapshot, segs []segment) (string, error) {
	if len(segs) == 1 {
		return a.sanitizeSegment(ctx, e, segs[0])
	}
	var b strings.Builder
	for _, sg := range segs {
		s, err := a.sanitizeSegment(ctx, e, sg)
		if err != nil {
			return "", err
		}
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(sg.sep)
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

func (a *ChatAgent) sanitizeSegment(ctx context.Context, e middleware.Snapshot, sg segment) (string, error) {
	if !sg.line {
		return a.sanitize(ctx, e, sg.text, sg.limit, truncMarker)
	}
	s, err := a.sanitize(ctx, e, sg.text, sg.limit, "…")
	if err == nil && sg.more && !strings.HasSuffix(s, "…") {
		s += "…"
	}
	return s, err
}

// sanitize runs text through the output chain and cuts it to limit,
// ending a cut with marker. The cut comes after sanitizing (of a window a
// margin past the limit), so it can never leave half a secret for the
// sanitizer to miss.
func (a *ChatAgent) sanitize(ctx context.Context, e middleware.Snapshot, text string, limit int, marker string) (string, error) {
	if text == "" {
		return "", nil
	}
	full := text
	cut := limit > 0 && len(text) > limit+sanitizeMargin
	if cut {
		text = text[:runeCut(text, limit+sanitizeMargin)]
	}
	op := a.op(middleware.KindOutput, text)
	if err := e.Check(ctx, op); err != nil {
		return "", err
	}
	// What the window's cut may have split (half a secret the sanitizer
	// could not recognise) lies in its last safeTail bytes of output. If
	// redactions shrank the window so far that those bytes would fall
	// within the limit, sanitize the whole text instead.
	if cut && len(op.Text) < limit+safeTail {
		op = a.op(middleware.KindOutput, full)
		if err := e.Check(ctx, op); err != nil {
			return "", err
		}
	}
	return truncate(op.Text, limit, marker), nil
}

func (a *ChatAgent) sanitizeQuestions(ctx context.Context, e middleware.Snapshot, qs []Question) ([]Question, error) {
	out := make([]Question, len(qs))
	var err error
	for i, q := range qs {
		o := Question{MultiSelect: q.MultiSelect, Options: make([]Option, len(q.Options))}
		if o.Question, err = a.sanitize(ctx, e, q.Question, MaxContent, truncMarker); err != nil {
			return nil, err
		}
		if o.Header, err = a.sanitize(ctx, e, q.Header, maxSummary, "…"); err != nil {
			return nil, err
		}
		for j, opt := range q.Options {
			if o.Options[j].Label, err = a.sanitize(ctx, e, opt.Label, maxSummary, "…"); err != nil {
				return nil, err
			}
			if o.Options[j].Description, err = a.sanitize(ctx, e, opt.Description, MaxToolResult, truncMarker); err != nil {
				return nil, err
			}
		}
		out[i] = o
	}
	return out, nil
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
	tools map[string]string
	cwd   string // from system/init, for relPaths
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
		if s.tools == nil || len(s.tools) >= maxTracked {
			// Forgetting old calls costs only a tool name in metadata.
			s.tools = make(map[string]string, 16)
		}
		s.tools[b.ID] = b.Name
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
		name := s.tools[b.ToolUseID]
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
// to it: "wd/a/b" becomes "a/b" and wd itself ".". A path that merely
// starts with the same letters ("wd2/x") is left alone.
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
			b.WriteByte('.')
		case j == len(text) || !isPathByte(text[j]):
			b.WriteString(text[:i])
			b.WriteByte('.')
		default:
			b.WriteString(text[:j])
		}
		text = text[j:]
	}
	b.WriteString(text)
	return b.String()
}

func isPathByte(c byte) bool {
	return c == '-' || c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
