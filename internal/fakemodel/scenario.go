package fakemodel

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Scenario is what the model answers, one Step per request of the
// agent's loop, in order.
type Scenario []Step

// Step is one model response. Its content blocks come in a fixed order:
// thinking, text, then the tool calls (ToolUse, then Ask). A Step with an
// Error answers with that API error instead. A Step with nothing set
// answers an empty text block.
//
// As a JSON line: {"thinking":"…","text":"…"}, {"tool_use":{"name":"Bash",
// "input":{"command":"ls"}}}, {"ask":{"questions":[…]}},
// {"error":{"status":529}}.
type Step struct {
	Thinking string      `json:"thinking,omitempty"`
	Text     string      `json:"text,omitempty"`
	ToolUse  *ToolUse    `json:"tool_use,omitempty"`
	Ask      *Ask        `json:"ask,omitempty"`
	Error    *ErrorReply `json:"error,omitempty"`
}

// ToolUse is a tool call. ID is filled in by the server when empty.
type ToolUse struct {
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name"`
	Input json.RawMessage `json:"input,omitempty"`
}

// Ask is an AskUserQuestion call: its input is {"questions": Questions}.
type Ask struct {
	ID        string     `json:"id,omitempty"`
	Questions []Question `json:"questions"`
}

// Question is one question of an AskUserQuestion call.
type Question struct {
	Question    string   `json:"question"`
	Header      string   `json:"header"`
	Options     []Option `json:"options"`
	MultiSelect bool     `json:"multiSelect"`
}

// Option is one choice of a Question.
type Option struct {
	Label       string `json:"label"`
	Description string `json:"description"`
}

// ErrorReply is an API error answered instead of a message. Type and
// Message default from Status as the API words them.
type ErrorReply struct {
	Status  int    `json:"status"`
	Type    string `json:"type,omitempty"`
	Message string `json:"message,omitempty"`
	// Sticky makes the step answer every later request too, so a client
	// that retries sees the same error until it gives up.
	Sticky bool `json:"sticky,omitempty"`
}

// apiErrors is the API's error type and message for each status it uses.
var apiErrors = map[int][2]string{
	400: {"invalid_request_error", "Invalid request"},
	401: {"authentication_error", "invalid x-api-key"},
	403: {"permission_error", "Permission denied"},
	404: {"not_found_error", "Not found"},
	413: {"request_too_large", "Request exceeds the maximum allowed number of bytes."},
	429: {"rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"},
	500: {"api_error", "Internal server error"},
	529: {"overloaded_error", "Overloaded"},
}

// Text is a step answering text.
func Text(s string) Step { return Step{Text: s} }

// Thinking is a step answering a thinking block, then text.
func Thinking(thought, text string) Step { return Step{Thinking: thought, Text: text} }

// Tool is a step calling a tool; input is marshalled to JSON.
func Tool(name string, input any) Step {
	b, err := json.Marshal(input)
	if err != nil {
		panic(fmt.Sprintf("fakemodel: tool input: %v", err)) // a test's own literal
	}
	return Step{ToolUse: &ToolUse{Name: name, Input: b}}
}

// Bash is a step calling the Bash tool with a command.
func Bash(command string) Step {
	return Tool("Bash", map[string]string{"command": command, "description": "Run " + command})
}

// AskUser is a step calling AskUserQuestion.
func AskUser(qs ...Question) Step { return Step{Ask: &Ask{Questions: qs}} }

// APIError is a step answering an API error with the given status.
func APIError(status int) Step { return Step{Error: &ErrorReply{Status: status}} }

// ErrBadStep reports a scenario line that is not a usable step.
var ErrBadStep = errors.New("fakemodel: bad step")

// validate reports what makes a step unusable.
func (s Step) validate() error {
	if s.Error != nil {
		if s.Error.Status < 400 || s.Error.Status > 599 {
			return fmt.Errorf("%w: error status %d is not 4xx or 5xx", ErrBadStep, s.Error.Status)
		}
		if s.Thinking != "" || s.Text != "" || s.ToolUse != nil || s.Ask != nil {
			return fmt.Errorf("%w: an error step has no content", ErrBadStep)
		}
	}
	if s.ToolUse != nil {
		if s.ToolUse.Name == "" {
			return fmt.Errorf("%w: tool_use without a name", ErrBadStep)
		}
		if in := bytes.TrimSpace(s.ToolUse.Input); len(in) > 0 && in[0] != '{' {
			return fmt.Errorf("%w: tool_use input is not a JSON object", ErrBadStep)
		}
	}
	if s.Ask != nil && len(s.Ask.Questions) == 0 {
		return fmt.Errorf("%w: ask without questions", ErrBadStep)
	}
	return nil
}

// Parse reads a scenario as JSON lines, one step a line; blank lines and
// lines starting with # are skipped. Unknown fields are an error, so a
// typo does not silently become an empty step.
func Parse(r io.Reader) (Scenario, error) {
	var sc Scenario
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 {
			if s, ok, perr := parseLine(line); perr != nil {
				return nil, fmt.Errorf("line %d: %w", n, perr)
			} else if ok {
				sc = append(sc, s)
			}
		}
		if errors.Is(err, io.EOF) {
			return sc, nil
		}
		if err != nil {
			return nil, fmt.Errorf("fakemodel: reading the scenario: %w", err)
		}
	}
}

func parseLine(line []byte) (Step, bool, error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 || line[0] == '#' {
		return Step{}, false, nil
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	var s Step
	if err := dec.Decode(&s); err != nil {
		return Step{}, false, fmt.Errorf("%w: %v", ErrBadStep, err)
	}
	if dec.More() {
		return Step{}, false, fmt.Errorf("%w: more than one JSON value on the line", ErrBadStep)
	}
	if err := s.validate(); err != nil {
		return Step{}, false, err
	}
	return s, true, nil
}

// Load reads a scenario file (see Parse).
func Load(path string) (Scenario, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc, err := Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return sc, nil
}

// MustParse is Parse for a scenario written in a test.
func MustParse(jsonl string) Scenario {
	sc, err := Parse(strings.NewReader(jsonl))
	if err != nil {
		panic(err)
	}
	return sc
}
