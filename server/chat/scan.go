package chat

import (
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A hand-written decoder for the stream-json envelope. encoding/json
// spent two thirds of a typical message's budget validating and then
// decoding it by reflection; this walks the line once, validating every
// byte (what it accepts is exactly what json.Valid accepts) and keeping
// only the fields wireMsg names. Semantics follow encoding/json where
// they matter here: a value of an unexpected JSON type leaves its field
// empty, strings come out as valid UTF-8 (bad bytes and lone surrogates
// become U+FFFD), the last of duplicate keys wins. Unlike encoding/json,
// keys match exactly: Claude Code writes them in one case only.

// maxDepth bounds nesting, as encoding/json does, so a hostile line
// cannot exhaust the stack.
const maxDepth = 10000

type scanner struct {
	data  []byte
	i     int
	depth int
	err   error
}

// SyntaxError reports where a line stops being JSON.
type SyntaxError struct {
	Offset int
	msg    string
}

func (e *SyntaxError) Error() string {
	return e.msg + " at offset " + strconv.Itoa(e.Offset)
}

var errTooDeep = errors.New("exceeded max depth")

func (s *scanner) fail(msg string) {
	if s.err == nil {
		s.err = &SyntaxError{Offset: s.i, msg: msg}
	}
	s.i = len(s.data)
}

func (s *scanner) ws() {
	for s.i < len(s.data) {
		switch s.data[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek returns the next non-space byte, or 0 at the end.
func (s *scanner) peek() byte {
	s.ws()
	if s.i < len(s.data) {
		return s.data[s.i]
	}
	return 0
}

// enter opens an object or array at the scanner: open is false on a syntax
// error or past maxDepth, done is true when it was empty (and is closed).
func (s *scanner) enter(first, last byte, what string) (open, done bool) {
	if s.peek() != first {
		s.fail(what)
		return false, false
	}
	if s.depth++; s.depth > maxDepth {
		s.err = errTooDeep
		s.i = len(s.data)
		return false, false
	}
	s.i++
	if s.peek() == last {
		s.i++
		s.depth--
		return true, true
	}
	return true, false
}

// object walks an object, calling field for each key with the scanner at
// its value; field must consume the value. It reports false on a syntax
// error.
func (s *scanner) object(field func(key []byte)) bool {
	if open, done := s.enter('{', '}', "expected object"); !open || done {
		return open
	}
	for {
		if s.peek() != '"' {
			s.fail("expected object key")
			return false
		}
		key, ok := s.rawKey()
		if !ok {
			return false
		}
		if s.peek() != ':' {
			s.fail("expected colon")
			return false
		}
		s.i++
		s.ws()
		field(key)
		if s.err != nil {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case '}':
			s.i++
			s.depth--
			return true
		default:
			s.fail("expected comma or end of object")
			return false
		}
	}
}

// array walks an array, calling elem with the scanner at each element.
func (s *scanner) array(elem func()) bool {
	if open, done := s.enter('[', ']', "expected array"); !open || done {
		return open
	}
	for {
		s.ws()
		elem()
		if s.err != nil {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case ']':
			s.i++
			s.depth--
			return true
		default:
			s.fail("expected comma or end of array")
			return false
		}
	}
}

// rawKey returns a key's bytes: unquoted in place when it has no escapes
// (every key Claude Code writes), decoded otherwise.
func (s *scanner) rawKey() ([]byte, bool) {
	start := s.i + 1
	end, esc := s.stringEnd()
	if s.err != nil {
		return nil, false
	}
	if !esc {
		return s.data[start : end-1], true
	}
	return []byte(unquote(s.data[start : end-1])), true
}

// stringEnd validates the string at s.i and moves past it, returning the
// end offset and whether it holds escapes or non-ASCII bytes.
func (s *scanner) stringEnd() (int, bool) {
	i := s.i + 1
	slow := false
	for i < len(s.data) {
		c := s.data[i]
		switch {
		case c == '"':
			s.i = i + 1
			return s.i, slow
		case c == '\\':
			slow = true
			if i+1 >= len(s.data) {
				s.i = i
				s.fail("unterminated escape")
				return 0, false
			}
			switch s.data[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(s.data) || !isHex4(s.data[i+2:i+6]) {
					s.i = i
					s.fail("invalid \\u escape")
					return 0, false
				}
				i += 6
			default:
				s.i = i
				s.fail("invalid escape")
				return 0, false
			}
		case c < 0x20:
			s.i = i
			s.fail("control character in string")
			return 0, false
		case c >= utf8.RuneSelf:
			slow = true
			i++
		default:
			i++
		}
	}
	s.i = i
	s.fail("unterminated string")
	return 0, false
}

func isHex4(b []byte) bool {
	for _, c := range b[:4] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// str reads a string value; any other value is skipped and gives "".
func (s *scanner) str() string {
	if s.peek() != '"' {
		s.skip()
		return ""
	}
	start := s.i + 1
	end, slow := s.stringEnd()
	if s.err != nil {
		return ""
	}
	b := s.data[start : end-1]
	if !slow {
		return string(b)
	}
	return unquote(b)
}

// boolean reads true or false; any other value is skipped and gives false.
func (s *scanner) boolean() bool {
	if s.peek() == 't' {
		s.literal("true")
		return s.err == nil
	}
	s.skip()
	return false
}

// number reads a number; any other value (null included) is skipped and
// gives nil.
func (s *scanner) number() *float64 {
	c := s.peek()
	if c != '-' && (c < '0' || c > '9') {
		s.skip()
		return nil
	}
	start := s.i
	s.num()
	if s.err != nil {
		return nil
	}
	f, err := strconv.ParseFloat(string(s.data[start:s.i]), 64)
	if err != nil { // out of range: encoding/json leaves the field too
		return nil
	}
	return &f
}

// optString reads a string; null and other values give nil.
func (s *scanner) optString() *string {
	if s.peek() != '"' {
		s.skip()
		return nil
	}
	v := s.str()
	return &v
}

// raw returns the value's bytes, validated.
func (s *scanner) raw() json.RawMessage {
	s.ws()
	start := s.i
	s.skip()
	if s.err != nil {
		return nil
	}
	return json.RawMessage(s.data[start:s.i])
}

// skip validates and passes over one value.
func (s *scanner) skip() {
	switch c := s.peek(); {
	case c == '{':
		s.object(func([]byte) { s.skip() })
	case c == '[':
		s.array(s.skip)
	case c == '"':
		s.stringEnd()
	case c == 't':
		s.literal("true")
	case c == 'f':
		s.literal("false")
	case c == 'n':
		s.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		s.num()
	default:
		s.fail("expected value")
	}
}

func (s *scanner) literal(lit string) {
	if len(s.data)-s.i < len(lit) || string(s.data[s.i:s.i+len(lit)]) != lit {
		s.fail("invalid literal")
		return
	}
	s.i += len(lit)
}

// num passes over a number in JSON's grammar:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scanner) num() {
	d := s.data
	i := s.i
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && '1' <= d[i] && d[i] <= '9':
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	default:
		s.i = i
		s.fail("invalid number")
		return
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			s.i = i
			s.fail("invalid number")
			return
		}
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			s.i = i
			s.fail("invalid number")
			return
		}
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
	}
	s.i = i
}

// unquote decodes a validated string body with escapes or non-ASCII
// bytes, coercing it to valid UTF-8 as encoding/json does.
func unquote(b []byte) string {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '\\':
			switch b[i+1] {
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r := hex4(b[i+2:])
				i += 6
				if utf16.IsSurrogate(r) {
					if i+6 <= len(b) && b[i] == '\\' && b[i+1] == 'u' {
						if r2 := utf16.DecodeRune(r, hex4(b[i+2:])); r2 != utf8.RuneError {
							out = utf8.AppendRune(out, r2)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				out = utf8.AppendRune(out, r)
				continue
			default: // " \ /
				out = append(out, b[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				out = utf8.AppendRune(out, utf8.RuneError)
			} else {
				out = append(out, b[i:i+size]...)
			}
			i += size
		}
	}
	return string(out)
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		default:
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}

// ---- the envelope ----

func (s *scanner) wire(m *wireMsg) {
	s.object(func(k []byte) {
		switch string(k) {
		case "type":
			m.Type = s.str()
		case "subtype":
			m.Subtype = s.str()
		case "message":
			switch s.peek() {
			case '{':
				if m.Message == nil {
					m.Message = new(apiMessage)
				}
				s.apiMessage(m.Message)
			case '"':
				m.msgText = s.str()
			default:
				s.skip()
			}
		case "error":
			m.Error = s.raw()
		case "is_error":
			m.IsError = s.boolean()
		case "result":
			m.Result = s.str()
		case "errors":
			m.Errors = s.strings()
		case "duration_ms":
			m.DurationMS = s.number()
		case "duration_api_ms":
			m.DurationAPIMS = s.number()
		case "num_turns":
			m.NumTurns = s.number()
		case "total_cost_usd":
			m.TotalCostUSD = s.number()
		case "usage":
			m.Usage = s.usage(m.Usage)
		case "stop_reason":
			m.StopReason = s.optString()
		case "event":
			m.Event = s.event(m.Event)
		case "content":
			m.Content = s.raw()
		case "text":
			m.Text = s.str()
		case "options":
			m.Options = s.raw()
		case "questions":
			m.Questions = s.raw()
		case "cwd":
			m.Cwd = s.str()
		default:
			s.skip()
		}
	})
}

func (s *scanner) strings() []string {
	if s.peek() != '[' {
		s.skip()
		return nil
	}
	var out []string
	s.array(func() {
		if s.peek() == '"' {
			out = append(out, s.str())
			return
		}
		s.skip()
	})
	return out
}

func (s *scanner) apiMessage(am *apiMessage) {
	s.object(func(k []byte) {
		switch string(k) {
		case "content":
			if s.peek() != '[' {
				s.skip() // a string content: the person's own prompt
				return
			}
			am.Content = am.Content[:0]
			s.array(func() {
				if s.peek() != '{' {
					s.skip()
					am.Content = append(am.Content, block{})
					return
				}
				am.Content = append(am.Content, block{})
				s.block(&am.Content[len(am.Content)-1])
			})
		case "stop_reason":
			am.StopReason = s.optString()
		default:
			s.skip()
		}
	})
}

func (s *scanner) block(b *block) {
	s.object(func(k []byte) {
		switch string(k) {
		case "type":
			b.Type = s.str()
		case "text":
			b.Text = s.str()
		case "thinking":
			b.Thinking = s.str()
		case "id":
			b.ID = s.str()
		case "name":
			b.Name = s.str()
		case "input":
			b.Input = s.raw()
		case "tool_use_id":
			b.ToolUseID = s.str()
		case "content":
			b.Content = s.raw()
		case "is_error":
			b.IsError = s.boolean()
		default:
			s.skip()
		}
	})
}

// usage, event and typeOnly decode into u when it is set, as encoding/json
// does with a duplicate key.
func (s *scanner) usage(u *wireUsage) *wireUsage {
	if s.peek() != '{' {
		s.skip()
		return nil
	}
	if u == nil {
		u = new(wireUsage)
	}
	s.object(func(k []byte) {
		switch string(k) {
		case "input_tokens":
			u.InputTokens = s.number()
		case "output_tokens":
			u.OutputTokens = s.number()
		case "cache_creation_input_tokens":
			u.CacheCreationInputTokens = s.number()
		case "cache_read_input_tokens":
			u.CacheReadInputTokens = s.number()
		default:
			s.skip()
		}
	})
	return u
}

func (s *scanner) event(e *streamEvent) *streamEvent {
	if s.peek() != '{' {
		s.skip()
		return nil
	}
	if e == nil {
		e = new(streamEvent)
	}
	s.object(func(k []byte) {
		switch string(k) {
		case "type":
			e.Type = s.str()
		case "content_block":
			e.ContentBlock = s.typeOnly(e.ContentBlock)
		case "delta":
			e.Delta = s.typeOnly(e.Delta)
		default:
			s.skip()
		}
	})
	return e
}

func (s *scanner) typeOnly(t *typed) *typed {
	if s.peek() != '{' {
		s.skip()
		return nil
	}
	if t == nil {
		t = new(typed)
	}
	s.object(func(k []byte) {
		if string(k) == "type" {
			t.Type = s.str()
			return
		}
		s.skip()
	})
	return t
}
