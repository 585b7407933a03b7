package jsonscan

import (
	"strconv"
	"unsafe"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of value. End means there is none: the input is used up, a
// byte starts no value, or the scanner has failed.
const (
	End Kind = iota
	Null
	Bool
	Number
	String
	Object
	Array
)

var kindNames = [...]string{"end", "null", "bool", "number", "string", "object", "array"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// kindOf maps the first byte of a value to its kind.
var kindOf = func() (t [256]Kind) {
	t['n'] = Null
	t['t'], t['f'] = Bool, Bool
	t['-'] = Number
	for c := '0'; c <= '9'; c++ {
		t[c] = Number
	}
	t['"'] = String
	t['{'] = Object
	t['['] = Array
	return t
}()

// DefaultMaxDepth is the nesting limit when Limits.MaxDepth is zero:
// encoding/json's, so that the limit refuses nothing Valid accepts.
const DefaultMaxDepth = 10000

// Limits bound what a Scanner reads.
type Limits struct {
	// MaxDepth is the deepest nesting of objects and arrays accepted;
	// zero means DefaultMaxDepth.
	MaxDepth int
	// MaxSize is the longest document accepted, in bytes; zero means no
	// limit.
	MaxSize int
}

// Scanner reads one JSON document front to back. Every value must be
// consumed exactly once, by Skip or by one of the readers (Bytes, Text,
// Raw, Bool, Number, or Begin followed by NextMember or NextElem until it
// reports false); a value left unread makes the next step a syntax error.
// After a failure every reader reports nothing and Err holds the first
// error. The zero Scanner is an empty document; use New.
type Scanner struct {
	data     []byte
	pos      int
	depth    int
	maxDepth int
	// first is set between opening a container and reading its first
	// member or element, where no comma may come.
	first bool
	err   error
	kbuf  []byte // decoded keys that need decoding
	vbuf  []byte // decoded strings that need decoding
}

// New returns a Scanner at the start of data.
func New(data []byte, lim Limits) Scanner {
	s := Scanner{data: data, maxDepth: lim.MaxDepth}
	if s.maxDepth <= 0 {
		s.maxDepth = DefaultMaxDepth
	}
	if lim.MaxSize > 0 && len(data) > lim.MaxSize {
		s.err = &LimitError{Offset: lim.MaxSize, Limit: "size", Max: lim.MaxSize}
		s.pos = len(data)
	}
	return s
}

// Err returns the first error met, or nil.
func (s *Scanner) Err() error { return s.err }

// Offset returns the scanner's position in the input.
func (s *Scanner) Offset() int { return s.pos }

// Finish reports whether the document ends after the value read: only
// whitespace may follow. It returns the first error met.
func (s *Scanner) Finish() error {
	s.ws()
	if s.err == nil && s.pos < len(s.data) {
		s.fail("data after the top-level value")
	}
	return s.err
}

func (s *Scanner) fail(what string) {
	if s.err == nil {
		s.err = &SyntaxError{Offset: s.pos, What: what}
	}
	s.pos = len(s.data)
}

func (s *Scanner) ws() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// peekByte skips whitespace and returns the next byte, or 0 at the end.
func (s *Scanner) peekByte() byte {
	s.ws()
	if s.pos < len(s.data) {
		return s.data[s.pos]
	}
	return 0
}

// Peek returns the kind of the next value, judged by its first byte, or
// End. It consumes nothing but whitespace.
func (s *Scanner) Peek() Kind {
	if s.err != nil {
		return End
	}
	return kindOf[s.peekByte()]
}

// Begin opens the object or array at the scanner. It reports false, and
// fails the scanner, when the next value is neither or nesting goes past
// the depth limit.
func (s *Scanner) Begin() bool {
	switch s.Peek() {
	case Object, Array:
	default:
		s.fail("expected object or array")
		return false
	}
	if s.depth++; s.depth > s.maxDepth {
		if s.err == nil {
			s.err = &LimitError{Offset: s.pos, Limit: "depth", Max: s.maxDepth}
		}
		s.pos = len(s.data)
		return false
	}
	s.pos++
	s.first = true
	return true
}

// next moves to the next member or element of the container opened last,
// whose closing byte is end: it reports false once the container is
// closed (and consumed) or on an error.
func (s *Scanner) next(end byte) bool {
	if s.err != nil {
		return false
	}
	c := s.peekByte()
	if c == end {
		s.pos++
		s.depth--
		s.first = false
		return false
	}
	if !s.first {
		if c != ',' {
			if end == '}' {
				s.fail("expected comma or end of object")
			} else {
				s.fail("expected comma or end of array")
			}
			return false
		}
		s.pos++
		s.ws()
	}
	s.first = false
	return true
}

// NextElem moves to the next element of the array opened last. It reports
// false when the array is closed (and consumed) or on an error.
func (s *Scanner) NextElem() bool {
	if !s.next(']') {
		return false
	}
	if s.pos >= len(s.data) {
		s.fail("expected value")
		return false
	}
	return true
}

// NextMember moves to the next member of the object opened last and
// returns its key, decoded; the scanner is left at the member's value.
// The key is valid until the next call. It reports false when the object
// is closed (and consumed) or on an error.
func (s *Scanner) NextMember() (key []byte, ok bool) {
	if !s.next('}') {
		return nil, false
	}
	key, ok = s.key(true)
	return key, ok
}

// key reads a member's key and its colon; decode says whether the key is
// needed.
func (s *Scanner) key(decode bool) ([]byte, bool) {
	if s.pos >= len(s.data) || s.data[s.pos] != '"' {
		s.fail("expected object key")
		return nil, false
	}
	start := s.pos + 1
	end, plain := s.stringEnd()
	if s.err != nil {
		return nil, false
	}
	var key []byte
	if decode {
		key = s.data[start : end-1]
		if !plain {
			s.kbuf = appendUnquoted(grow(s.kbuf, len(key)), key)
			key = s.kbuf
		}
	}
	if s.peekByte() != ':' {
		s.fail("expected colon")
		return nil, false
	}
	s.pos++
	s.ws()
	return key, true
}

// Skip validates and passes over one value.
func (s *Scanner) Skip() {
	switch s.Peek() {
	case Object:
		if s.Begin() {
			for s.next('}') {
				if _, ok := s.key(false); !ok {
					return
				}
				s.Skip()
			}
		}
	case Array:
		if s.Begin() {
			for s.NextElem() {
				s.Skip()
			}
		}
	case String:
		s.stringEnd()
	case Number:
		s.number()
	case Bool:
		if s.data[s.pos] == 't' {
			s.literal("true")
		} else {
			s.literal("false")
		}
	case Null:
		s.literal("null")
	default:
		s.fail("expected value")
	}
}

// Raw passes over one value and returns its bytes, validated.
func (s *Scanner) Raw() []byte {
	s.ws()
	start := s.pos
	s.Skip()
	if s.err != nil {
		return nil
	}
	return s.data[start:s.pos]
}

// Bool reads a boolean; ok is false, and the value is skipped, for any
// other kind.
func (s *Scanner) Bool() (v, ok bool) {
	if s.Peek() != Bool {
		s.Skip()
		return false, false
	}
	v = s.data[s.pos] == 't'
	s.Skip()
	return v, s.err == nil
}

// Number reads a number and returns its literal; ok is false, and the
// value is skipped, for any other kind.
func (s *Scanner) Number() (lit []byte, ok bool) {
	if s.Peek() != Number {
		s.Skip()
		return nil, false
	}
	start := s.pos
	s.number()
	if s.err != nil {
		return nil, false
	}
	return s.data[start:s.pos], true
}

// Bytes reads a string and returns it decoded; ok is false, and the value
// is skipped, for any other kind. The bytes alias the input when the
// string needs no decoding, and otherwise are valid until the next call
// of Bytes or Text.
func (s *Scanner) Bytes() (v []byte, ok bool) {
	v, _, ok = s.StringBytes()
	return v, ok
}

// StringBytes is Bytes, also reporting whether v lies in the input, and
// so stays valid as long as the input does, rather than in scratch space.
func (s *Scanner) StringBytes() (v []byte, inInput, ok bool) {
	body, plain, ok := s.stringBody()
	if !ok || plain {
		return body, ok, ok
	}
	s.vbuf = appendUnquoted(grow(s.vbuf, len(body)), body)
	return s.vbuf, false, true
}

// Text reads a string as a new string; ok is false, and the value is
// skipped, for any other kind.
func (s *Scanner) Text() (string, bool) {
	body, plain, ok := s.stringBody()
	switch {
	case !ok:
		return "", false
	case plain:
		return string(body), true
	}
	// Decoded straight into the string's own memory: one allocation.
	v := appendUnquoted(make([]byte, 0, len(body)), body)
	return unsafe.String(unsafe.SliceData(v), len(v)), true
}

// stringBody reads a string and returns its bytes between the quotes, and
// whether they are its value; a value of any other kind is skipped.
func (s *Scanner) stringBody() (body []byte, plain, ok bool) {
	if s.Peek() != String {
		s.Skip()
		return nil, false, false
	}
	start := s.pos + 1
	end, plain := s.stringEnd()
	if s.err != nil {
		return nil, false, false
	}
	return s.data[start : end-1], plain, true
}

// grow returns buf emptied, with room for n bytes.
func grow(buf []byte, n int) []byte {
	if cap(buf) < n {
		return make([]byte, 0, n+n/8)
	}
	return buf[:0]
}

func (s *Scanner) literal(lit string) {
	if len(s.data)-s.pos < len(lit) || string(s.data[s.pos:s.pos+len(lit)]) != lit {
		s.fail("invalid literal")
		return
	}
	s.pos += len(lit)
}

// number passes over a number in JSON's grammar:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *Scanner) number() {
	d, i := s.data, s.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	ok := true
	if i < len(d) && d[i] == '0' {
		i++
	} else {
		i, ok = digits(d, i)
	}
	if ok && i < len(d) && d[i] == '.' {
		i, ok = digits(d, i+1)
	}
	if ok && i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		i, ok = digits(d, i)
	}
	s.pos = i
	if !ok {
		s.fail("invalid number")
	}
}

// digits passes over the decimal digits from d[i]; ok is false when there
// is none.
func digits(d []byte, i int) (end int, ok bool) {
	end = i
	for end < len(d) && '0' <= d[end] && d[end] <= '9' {
		end++
	}
	return end, end > i
}
