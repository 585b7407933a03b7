package httpguard

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// Extractor returns the user texts in a request body, each to be checked as
// one input operation. An error means the body cannot be read as the
// extractor expects; the middleware answers 400 (fail closed) unless
// Options.FailOpen is set. No texts and no error means there is nothing to
// check.
type Extractor func(body []byte) ([]string, error)

// ErrNotJSON is returned by the built-in extractors for a body that is not
// valid JSON.
var ErrNotJSON = errors.New("httpguard: body is not valid JSON")

// ShapeError reports a JSON body whose recognised fields do not have the
// shape the extractor reads: a "messages" that is not an array, a content
// part whose "text" is not a string, a field given twice.
type ShapeError struct {
	// Field is the path of the offending value, e.g. "messages[2].content".
	Field string
	// Want says what was expected there.
	Want string
}

func (e *ShapeError) Error() string {
	return fmt.Sprintf("httpguard: body field %s: %s", e.Field, e.Want)
}

// ExtractLastUser is the default Extractor. It reads the common
// chat-completion body shapes and returns the last user message of each
// conversation in the body, plus every prompt-like string field:
//
//   - OpenAI chat and Anthropic messages: {"messages":[{"role":"user","content": string | [parts]}]}
//   - OpenAI responses: {"input": string | [{"role":"user","content": string | [parts]}]}
//   - Gemini: {"contents":[{"role":"user","parts":[{"text": …}]}]} (a missing role is the user's)
//   - plain: {"prompt": string | [strings]}, {"message": string | message (no role is the user)}, {"text": string}
//
// A part counts when it is a string or an object with a string "text" and a
// "type" of "text" or "input_text" (or no type); images, files, tool calls
// and tool results are skipped. The text parts of one message are joined by
// a newline, so a phrase split across parts is still seen whole.
//
// Keys are matched as Go's encoding/json matches them (case-insensitively,
// after unescaping), so a Go handler behind the middleware cannot be handed
// a field the guard did not read; a recognised key given twice in one
// object is refused (*ShapeError), because parsers disagree on which copy
// wins.
//
// A client that sends the whole conversation on every turn can forge its
// history: use ExtractAllUser when earlier turns did not pass through this
// guard.
func ExtractLastUser(body []byte) ([]string, error) { return extract(body, false) }

// ExtractAllUser is ExtractLastUser, but returns every user message of each
// conversation, not only the last.
func ExtractAllUser(body []byte) ([]string, error) { return extract(body, true) }

var (
	_ Extractor = ExtractLastUser
	_ Extractor = ExtractAllUser
)

// The extractor reads the body with the module's one JSON reader
// (internal/jsonscan) instead of decoding it into structs: it must see
// every key exactly once (encoding/json silently keeps the last of two
// case-variant keys, which is a bypass), and reading allocates only the
// texts it returns. Shapes are checked as the body is read; a shape error
// counts only when the whole body is valid JSON, so invalid JSON is always
// ErrNotJSON.

type extractor struct {
	s     jsonscan.Scanner
	all   bool
	texts []string
	// buf holds the text of the message being read when it is not one
	// string of the body (parts joined, or escapes decoded); spare is
	// swapped with it to keep the last user message's text.
	buf, spare []byte
}

func extract(body []byte, all bool) ([]string, error) {
	x := extractor{s: jsonscan.New(body, jsonscan.Limits{}), all: all}
	var err error
	if x.s.Peek() == jsonscan.Object {
		err = x.top()
	} else {
		x.s.Skip() // valid JSON but not an object: no chat shape
	}
	if err == nil {
		err = x.s.Finish()
	}
	if err != nil {
		if jsonscan.Valid(body, jsonscan.Limits{}) != nil {
			return nil, ErrNotJSON
		}
		return nil, err
	}
	return x.texts, nil
}

var (
	topKeys     = jsonscan.NewFoldKeys("messages", "contents", "input", "prompt", "message", "text")
	messageKeys = jsonscan.NewFoldKeys("role", "content", "parts")
	partKeys    = jsonscan.NewFoldKeys("type", "text")
	promptKeys  = jsonscan.NewFoldKeys("variables")
	userRole    = jsonscan.NewFoldKeys("user")
	textTypes   = jsonscan.NewFoldKeys("text", "input_text")
)

func (x *extractor) top() error {
	s := &x.s
	return x.members(topKeys, func(key string) error {
		switch k := s.Peek(); key {
		case "messages":
			return at(x.conversation("content"), key)
		case "contents":
			return at(x.conversation("parts"), key)
		case "input":
			if k == jsonscan.String {
				return x.addString()
			}
			return at(x.conversation("content"), key)
		case "prompt":
			return at(x.prompt(), key)
		case "message":
			switch k {
			case jsonscan.String:
				return x.addString()
			case jsonscan.Object:
				user, text, err := x.message("content", true)
				if err != nil || !user {
					return at(err, key)
				}
				return x.add(text)
			}
		case "text":
			// {"text": {"format": …}} is the OpenAI responses API's output
			// config, not user text: only a string counts.
			if k == jsonscan.String {
				return x.addString()
			}
		}
		s.Skip()
		return nil
	})
}

// add adds a non-empty text.
func (x *extractor) add(text []byte) error {
	if len(text) > 0 {
		x.texts = append(x.texts, string(text))
	}
	return nil
}

// addString adds the string at the scanner.
func (x *extractor) addString() error {
	v, _ := x.s.Bytes()
	return x.add(v)
}

// at puts the path segment seg in front of a *ShapeError's Field. Paths
// are built only on error, so that reading a well-formed body builds none.
func at(err error, seg string) error {
	se, ok := err.(*ShapeError)
	switch {
	case !ok:
	case se.Field == "" || se.Field[0] == '[':
		se.Field = seg + se.Field
	default:
		se.Field = seg + "." + se.Field
	}
	return err
}

func index(i int) string { return "[" + strconv.Itoa(i) + "]" }

// conversation reads an array of messages whose text is under contentKey
// and adds the last user message's text, or every user message's text.
// Every user message's content is checked for shape either way.
func (x *extractor) conversation(contentKey string) error {
	s := &x.s
	switch s.Peek() {
	case jsonscan.Null:
		s.Skip()
		return nil
	case jsonscan.Array:
	default:
		return &ShapeError{Want: "want an array of messages"}
	}
	var last []byte // the last user message's text
	err := x.elements(func(i int) error {
		switch s.Peek() {
		case jsonscan.String:
			// Bare strings (an embeddings-style input list) are separate
			// texts, not turns of one conversation: every one counts.
			return x.addString()
		case jsonscan.Object:
		default:
			return &ShapeError{Field: index(i), Want: "want an object"}
		}
		// Gemini omits the role of a user turn; OpenAI responses items
		// without a role are function outputs and the like.
		user, text, err := x.message(contentKey, contentKey == "parts")
		switch {
		case err != nil:
			return at(err, index(i))
		case !user:
		case x.all:
			return x.add(text)
		default:
			if x.inBuf(text) { // keep it from the next message's text
				x.buf, x.spare = x.spare, x.buf
			}
			last = text
		}
		return nil
	})
	if err != nil {
		return err
	}
	return x.add(last)
}

// inBuf reports whether text is held in x.buf.
func (x *extractor) inBuf(text []byte) bool {
	return len(text) > 0 && cap(x.buf) > 0 && &text[0] == &x.buf[:1][0]
}

// message reads one message object and reports whether it is the user's
// (noRole says whether it is when it has no role), and the user's text:
// in the body when it is one plain string, in x.buf otherwise, empty when
// there is no content.
func (x *extractor) message(contentKey string, noRole bool) (user bool, text []byte, err error) {
	s := &x.s
	role := -1 // 1: the user's, 0: someone else's
	// A content met before the role is read as if it were the user's; a
	// shape error in it counts only if it is.
	var deferred error
	err = x.members(messageKeys, func(key string) error {
		switch {
		case key == "role":
			role = 0
			if v, ok := s.Bytes(); ok && userRole.Index(v) == 0 {
				role = 1
			}
			return nil
		case key != contentKey || role == 0:
		case role == 1:
			var err error
			text, err = x.content(s)
			return at(err, contentKey)
		default:
			mark := *s
			if text, deferred = x.content(s); deferred != nil {
				*s, text = mark, nil
				deferred = at(deferred, contentKey)
				break
			}
			return nil
		}
		s.Skip()
		return nil
	})
	if err != nil {
		return false, nil, err
	}
	if user = role == 1 || role < 0 && noRole; !user {
		return false, nil, nil
	}
	return true, text, deferred
}

// content reads a string, null or an array of parts, and returns its
// text: the string itself when it is plain in the body, or else in x.buf
// with the parts joined by newlines.
func (x *extractor) content(s *jsonscan.Scanner) ([]byte, error) {
	x.buf = x.buf[:0]
	switch s.Peek() {
	case jsonscan.String:
		v, inInput, _ := s.StringBytes()
		if inInput {
			return v, nil
		}
		x.buf = append(x.buf, v...)
		return x.buf, nil
	case jsonscan.Null:
		s.Skip()
		return nil, nil
	case jsonscan.Array:
	default:
		return nil, &ShapeError{Want: "want a string or an array of parts"}
	}
	if !s.Begin() {
		return nil, s.Err()
	}
	for i := 0; s.NextElem(); i++ {
		mark := len(x.buf)
		if mark > 0 {
			x.buf = append(x.buf, '\n')
		}
		switch s.Peek() {
		case jsonscan.String:
			v, _ := s.Bytes()
			x.buf = append(x.buf, v...)
		case jsonscan.Object:
			var ok bool
			var err error
			if x.buf, ok, err = x.part(s, x.buf); err != nil {
				return nil, at(err, index(i))
			}
			if !ok {
				x.buf = x.buf[:mark]
			}
		default:
			return nil, &ShapeError{Field: index(i), Want: "want a string or an object"}
		}
		if len(x.buf) == mark+1 && mark > 0 { // an empty part
			x.buf = x.buf[:mark]
		}
	}
	return x.buf, s.Err()
}

// part reads a content part object and appends its text to dst when it is
// a text part: ok is false for any other kind of part.
func (x *extractor) part(s *jsonscan.Scanner, dst []byte) (out []byte, ok bool, err error) {
	mark := len(dst)
	typeOK, hasText := true, false
	err = x.membersOf(s, partKeys, func(key string) error {
		if key == "type" {
			v, isStr := s.Bytes()
			if !isStr {
				return &ShapeError{Field: "type", Want: "want a string"}
			}
			typeOK = textTypes.Index(v) >= 0
			return nil
		}
		v, isStr := s.Bytes()
		if !isStr {
			return &ShapeError{Field: "text", Want: "want a string"}
		}
		dst, hasText = append(dst[:mark], v...), true
		return nil
	})
	if err != nil || !hasText || !typeOK {
		return dst[:mark], false, err
	}
	return dst, true, nil
}

// prompt reads a string, an array of strings, or a prompt template
// reference whose string variables are user text.
func (x *extractor) prompt() error {
	s := &x.s
	switch s.Peek() {
	case jsonscan.String:
		return x.addString()
	case jsonscan.Array:
		return x.elements(func(i int) error {
			if s.Peek() != jsonscan.String {
				// Token-id prompts cannot be checked: refuse rather than pass.
				return &ShapeError{Field: index(i), Want: "want a string"}
			}
			return x.addString()
		})
	case jsonscan.Object:
		return x.members(promptKeys, func(key string) error {
			if s.Peek() != jsonscan.Object {
				s.Skip()
				return nil
			}
			return at(x.variables(), key)
		})
	case jsonscan.Null:
		s.Skip()
		return nil
	}
	return &ShapeError{Want: "want a string or an array of strings"}
}

// variables reads a prompt template's variables: each string, and each
// text part, is user text.
func (x *extractor) variables() error {
	s := &x.s
	if !s.Begin() {
		return s.Err()
	}
	for {
		name, ok := s.NextMember()
		if !ok {
			return s.Err()
		}
		switch s.Peek() {
		case jsonscan.String:
			if err := x.addString(); err != nil {
				return err
			}
		case jsonscan.Object:
			seg := string(name)
			var text bool
			var err error
			if x.buf, text, err = x.part(s, x.buf[:0]); err != nil {
				return at(err, seg)
			}
			if text {
				_ = x.add(x.buf)
			}
		default:
			s.Skip()
		}
	}
}

// members calls fn, with the name as keys spells it, for each member of
// the object at the scanner whose key is one of keys, skipping the others;
// fn must read the value. A name given twice, in any case, is a
// *ShapeError.
func (x *extractor) members(keys *jsonscan.Keys, fn func(key string) error) error {
	return x.membersOf(&x.s, keys, fn)
}

func (x *extractor) membersOf(s *jsonscan.Scanner, keys *jsonscan.Keys, fn func(key string) error) error {
	if !s.Begin() {
		return s.Err()
	}
	var seen uint64
	for {
		i, ok := s.NextKey(keys, &seen)
		if !ok {
			break
		}
		if err := fn(keys.Name(i)); err != nil {
			return err
		}
	}
	err := s.Err()
	if dup, ok := errors.AsType[*jsonscan.DuplicateKeyError](err); ok {
		return &ShapeError{Field: dup.Key, Want: "given more than once"}
	}
	return err
}

// elements calls fn for each element of the array at the scanner; fn must
// read the element.
func (x *extractor) elements(fn func(i int) error) error {
	s := &x.s
	if !s.Begin() {
		return s.Err()
	}
	for i := 0; s.NextElem(); i++ {
		if err := fn(i); err != nil {
			return err
		}
	}
	return s.Err()
}
