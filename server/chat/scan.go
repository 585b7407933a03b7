package chat

import (
	"strconv"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// The stream-json envelope is read with the module's one JSON reader
// (internal/jsonscan): one pass over the line, validating every byte
// (what it accepts is exactly what json.Valid accepts) and keeping only
// the fields wireMsg names. A value of an unexpected JSON type leaves its
// field empty, as encoding/json leaves it; strings come out as valid UTF-8
// (bad bytes and lone surrogates become U+FFFD). A key this decoder reads
// that an object gives twice makes the line invalid: Claude Code never
// writes one, and parsers disagree on which copy counts. Keys match
// exactly: Claude Code writes them in one case only.

// The fields of each object the decoder reads, and their indices.
var (
	wireKeys = jsonscan.NewKeys("type", "subtype", "message", "error", "is_error", "result", "errors",
		"duration_ms", "duration_api_ms", "num_turns", "total_cost_usd", "usage", "stop_reason", "event",
		"content", "text", "options", "questions", "cwd")
	messageKeys = jsonscan.NewKeys("content", "stop_reason")
	blockKeys   = jsonscan.NewKeys("type", "text", "thinking", "id", "name", "input", "tool_use_id", "content", "is_error")
	usageKeys   = jsonscan.NewKeys("input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
	eventKeys   = jsonscan.NewKeys("type", "content_block", "delta")
	typeKeys    = jsonscan.NewKeys("type")
)

const (
	wType = iota
	wSubtype
	wMessage
	wError
	wIsError
	wResult
	wErrors
	wDurationMS
	wDurationAPIMS
	wNumTurns
	wTotalCostUSD
	wUsage
	wStopReason
	wEvent
	wContent
	wText
	wOptions
	wQuestions
	wCwd
)

const (
	bType = iota
	bText
	bThinking
	bID
	bName
	bInput
	bToolUseID
	bContent
	bIsError
)

// scanner reads one line.
type scanner struct{ jsonscan.Scanner }

// fields calls field with the index in keys of each member of the object
// at the scanner named in keys; field must read the value. It does
// nothing but skip a value that is not an object.
func (s *scanner) fields(keys *jsonscan.Keys, field func(i int)) {
	if s.Peek() != jsonscan.Object {
		s.Skip()
		return
	}
	s.Begin()
	var seen uint64
	for {
		i, ok := s.NextKey(keys, &seen)
		if !ok {
			return
		}
		field(i)
	}
}

// str reads a string value; any other value is skipped and gives "".
func (s *scanner) str() string {
	v, _ := s.Text()
	return v
}

// boolean reads true or false; any other value is skipped and gives false.
func (s *scanner) boolean() bool {
	v, _ := s.Bool()
	return v
}

// number reads a number; any other value (null included) is skipped and
// gives nil.
func (s *scanner) number() *float64 {
	lit, ok := s.Number()
	if !ok {
		return nil
	}
	f, err := strconv.ParseFloat(string(lit), 64)
	if err != nil { // out of range: encoding/json leaves the field too
		return nil
	}
	return &f
}

// optString reads a string; null and other values give nil.
func (s *scanner) optString() *string {
	if s.Peek() != jsonscan.String {
		s.Skip()
		return nil
	}
	v := s.str()
	return &v
}

// ---- the envelope ----

func (s *scanner) wire(m *wireMsg) {
	s.fields(wireKeys, func(i int) {
		switch i {
		case wType:
			m.Type = s.str()
		case wSubtype:
			m.Subtype = s.str()
		case wMessage:
			switch s.Peek() {
			case jsonscan.Object:
				m.Message = new(apiMessage)
				s.apiMessage(m.Message)
			case jsonscan.String:
				m.msgText = s.str()
			default:
				s.Skip()
			}
		case wError:
			m.Error = s.Raw()
		case wIsError:
			m.IsError = s.boolean()
		case wResult:
			m.Result = s.str()
		case wErrors:
			m.Errors = s.strings()
		case wDurationMS:
			m.DurationMS = s.number()
		case wDurationAPIMS:
			m.DurationAPIMS = s.number()
		case wNumTurns:
			m.NumTurns = s.number()
		case wTotalCostUSD:
			m.TotalCostUSD = s.number()
		case wUsage:
			m.Usage = s.usage()
		case wStopReason:
			m.StopReason = s.optString()
		case wEvent:
			m.Event = s.event()
		case wContent:
			m.Content = s.Raw()
		case wText:
			m.Text = s.str()
		case wOptions:
			m.Options = s.Raw()
		case wQuestions:
			m.Questions = s.Raw()
		case wCwd:
			m.Cwd = s.str()
		}
	})
}

func (s *scanner) strings() []string {
	if s.Peek() != jsonscan.Array {
		s.Skip()
		return nil
	}
	var out []string
	s.Begin()
	for s.NextElem() {
		if s.Peek() == jsonscan.String {
			out = append(out, s.str())
			continue
		}
		s.Skip()
	}
	return out
}

func (s *scanner) apiMessage(am *apiMessage) {
	s.fields(messageKeys, func(i int) {
		if i == 1 {
			am.StopReason = s.optString()
			return
		}
		if s.Peek() != jsonscan.Array {
			s.Skip() // a string content: the person's own prompt
			return
		}
		s.Begin()
		for s.NextElem() {
			am.Content = append(am.Content, block{})
			s.block(&am.Content[len(am.Content)-1])
		}
	})
}

// block reads one content block; a block that is not an object stays
// empty, as encoding/json leaves it.
func (s *scanner) block(b *block) {
	s.fields(blockKeys, func(i int) {
		switch i {
		case bType:
			b.Type = s.str()
		case bText:
			b.Text = s.str()
		case bThinking:
			b.Thinking = s.str()
		case bID:
			b.ID = s.str()
		case bName:
			b.Name = s.str()
		case bInput:
			b.Input = s.Raw()
		case bToolUseID:
			b.ToolUseID = s.str()
		case bContent:
			b.Content = s.Raw()
		case bIsError:
			b.IsError = s.boolean()
		}
	})
}

func (s *scanner) usage() *wireUsage {
	if s.Peek() != jsonscan.Object {
		s.Skip()
		return nil
	}
	u := new(wireUsage)
	s.fields(usageKeys, func(i int) {
		n := s.number()
		switch i {
		case 0:
			u.InputTokens = n
		case 1:
			u.OutputTokens = n
		case 2:
			u.CacheCreationInputTokens = n
		case 3:
			u.CacheReadInputTokens = n
		}
	})
	return u
}

func (s *scanner) event() *streamEvent {
	if s.Peek() != jsonscan.Object {
		s.Skip()
		return nil
	}
	e := new(streamEvent)
	s.fields(eventKeys, func(i int) {
		switch i {
		case 0:
			e.Type = s.str()
		case 1:
			e.ContentBlock = s.typeOnly()
		case 2:
			e.Delta = s.typeOnly()
		}
	})
	return e
}

func (s *scanner) typeOnly() *typed {
	if s.Peek() != jsonscan.Object {
		s.Skip()
		return nil
	}
	t := new(typed)
	s.fields(typeKeys, func(int) { t.Type = s.str() })
	return t
}
