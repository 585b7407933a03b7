package httpguard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
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

// The extractor walks the body's bytes instead of decoding it into structs:
// it must see every key exactly once (encoding/json silently keeps the last
// of two case-variant keys, which is a bypass), and walking allocates only
// the texts it returns. valid (json.Valid's answer) runs first, so the
// walk may assume well-formed JSON.

type extractor struct {
	b     []byte
	all   bool
	texts []string
	buf   []byte // joins the parts of one message
}

func extract(body []byte, all bool) ([]string, error) {
	if !valid(body) {
		return nil, ErrNotJSON
	}
	x := extractor{b: body, all: all}
	i := skipWS(body, 0)
	if body[i] != '{' {
		return nil, nil // valid JSON but not an object: no chat shape
	}
	err := x.fields(i, func(key string, v int) error {
		switch key {
		case "messages":
			return at(x.conversation(v, "content"), key)
		case "contents":
			return at(x.conversation(v, "parts"), key)
		case "input":
			if body[v] == '"' {
				return x.add(x.str(v))
			}
			return at(x.conversation(v, "content"), key)
		case "prompt":
			return at(x.prompt(v), key)
		case "message":
			switch body[v] {
			case '"':
				return x.add(x.str(v))
			case '{':
				user, content, err := x.message(v, "content", true)
				if err != nil || !user || content < 0 {
					return at(err, key)
				}
				text, err := x.content(content, true)
				if err != nil {
					return at(at(err, "content"), key)
				}
				return x.add(text)
			}
		case "text":
			// {"text": {"format": …}} is the OpenAI responses API's output
			// config, not user text: only a string counts.
			if body[v] == '"' {
				return x.add(x.str(v))
			}
		}
		return nil
	}, topKeys)
	if err != nil {
		return nil, err
	}
	return x.texts, nil
}

var (
	topKeys     = []string{"messages", "contents", "input", "prompt", "message", "text"}
	messageKeys = []string{"role", "content", "parts"}
	partKeys    = []string{"type", "text"}
	promptKeys  = []string{"variables"}
)

func (x *extractor) add(s string) error {
	if s != "" {
		x.texts = append(x.texts, s)
	}
	return nil
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
// Every user message's content is checked for shape either way, but only
// the texts returned are decoded.
func (x *extractor) conversation(v int, contentKey string) error {
	if x.b[v] == 'n' { // null
		return nil
	}
	if x.b[v] != '[' {
		return &ShapeError{Want: "want an array of messages"}
	}
	last := -1 // the last user message's content
	err := x.elements(v, func(i, e int) error {
		switch x.b[e] {
		case '"':
			// Bare strings (an embeddings-style input list) are separate
			// texts, not turns of one conversation: every one counts.
			return x.add(x.str(e))
		case '{':
		default:
			return &ShapeError{Field: index(i), Want: "want an object"}
		}
		// Gemini omits the role of a user turn; OpenAI responses items
		// without a role are function outputs and the like.
		user, content, err := x.message(e, contentKey, contentKey == "parts")
		if err != nil {
			return at(err, index(i))
		}
		if !user {
			return nil
		}
		if content < 0 {
			last = -1
			return nil
		}
		text, err := x.content(content, x.all)
		if err != nil {
			return at(at(err, contentKey), index(i))
		}
		if x.all {
			return x.add(text)
		}
		last = content
		return nil
	})
	if err != nil || x.all || last < 0 {
		return err
	}
	text, _ := x.content(last, true) // its shape was checked above
	return x.add(text)
}

// message reads one message object: whether it is the user's (noRole says
// whether it is when it has no role), and where its content is (-1 for
// none).
func (x *extractor) message(v int, contentKey string, noRole bool) (user bool, content int, err error) {
	role := -1
	content = -1
	err = x.fields(v, func(key string, val int) error {
		switch key {
		case "role":
			role = val
		case contentKey:
			content = val
		}
		return nil
	}, messageKeys)
	if err != nil {
		return false, -1, err
	}
	switch {
	case role < 0:
		user = noRole
	case x.b[role] == '"':
		user = x.strIs(role, "user")
	}
	return user, content, nil
}

// content reads a string, null or an array of parts, and returns its text
// (parts joined by newlines) when build is set; otherwise it only checks
// the shape.
func (x *extractor) content(v int, build bool) (string, error) {
	switch x.b[v] {
	case '"':
		if !build {
			return "", nil
		}
		return x.str(v), nil
	case 'n':
		return "", nil
	case '[':
	default:
		return "", &ShapeError{Want: "want a string or an array of parts"}
	}
	x.buf = x.buf[:0]
	parts := 0
	err := x.elements(v, func(i, e int) error {
		start, end := -1, -1 // the part's text, as a JSON string
		switch x.b[e] {
		case '"':
			start = e
		case '{':
			var err error
			if start, err = x.part(e); err != nil {
				return at(err, index(i))
			}
		default:
			return &ShapeError{Field: index(i), Want: "want a string or an object"}
		}
		if !build || start < 0 {
			return nil
		}
		end = skipString(x.b, start)
		if end-start <= 2 { // ""
			return nil
		}
		if parts > 0 {
			x.buf = append(x.buf, '\n')
		}
		x.buf = x.appendStr(x.buf, x.b[start:end])
		parts++
		return nil
	})
	if err != nil || parts == 0 {
		return "", err
	}
	return string(x.buf), nil
}

// part returns where the text of a text part is (its opening quote), or -1
// for any other kind of part.
func (x *extractor) part(v int) (int, error) {
	typ, text := -1, -1
	err := x.fields(v, func(key string, val int) error {
		switch key {
		case "type":
			typ = val
		case "text":
			text = val
		}
		return nil
	}, partKeys)
	if err != nil || text < 0 {
		return -1, err
	}
	if typ >= 0 {
		if x.b[typ] != '"' {
			return -1, &ShapeError{Field: "type", Want: "want a string"}
		}
		if !x.strIs(typ, "text") && !x.strIs(typ, "input_text") {
			return -1, nil
		}
	}
	if x.b[text] != '"' {
		return -1, &ShapeError{Field: "text", Want: "want a string"}
	}
	return text, nil
}

// prompt reads a string, an array of strings, or a prompt template
// reference whose string variables are user text.
func (x *extractor) prompt(v int) error {
	switch x.b[v] {
	case '"':
		return x.add(x.str(v))
	case '[':
		return x.elements(v, func(i, e int) error {
			if x.b[e] != '"' {
				// Token-id prompts cannot be checked: refuse rather than pass.
				return &ShapeError{Field: index(i), Want: "want a string"}
			}
			return x.add(x.str(e))
		})
	case '{':
		return x.fields(v, func(key string, vars int) error {
			if key != "variables" || x.b[vars] != '{' {
				return nil
			}
			return x.fields(vars, func(name string, val int) error {
				switch x.b[val] {
				case '"':
					return x.add(x.str(val))
				case '{':
					text, err := x.part(val)
					if err != nil {
						return at(at(err, name), key)
					}
					if text < 0 {
						return nil
					}
					return x.add(x.str(text))
				}
				return nil
			}, nil)
		}, promptKeys)
	case 'n':
		return nil
	}
	return &ShapeError{Want: "want a string or an array of strings"}
}

// fields calls fn for each member of the object at b[v] whose key folds to
// one of known (all members when known is nil), with the key as known
// spells it and the index of its value. A known key given twice, in any
// case, is a *ShapeError.
func (x *extractor) fields(v int, fn func(key string, val int) error, known []string) error {
	var seen uint32 // bit i: known[i] was seen
	b := x.b
	i := skipWS(b, v+1)
	if b[i] == '}' {
		return nil
	}
	for {
		keyStart := i
		i = skipString(b, i)
		rawKey := b[keyStart:i]
		i = skipWS(b, i)
		i = skipWS(b, i+1) // ':'
		val := i
		if known == nil {
			if err := fn(x.unquote(rawKey), val); err != nil {
				return err
			}
		} else if k := matchKey(rawKey, known); k >= 0 {
			if seen&(1<<k) != 0 {
				return &ShapeError{Field: known[k], Want: "given more than once"}
			}
			seen |= 1 << k
			if err := fn(known[k], val); err != nil {
				return err
			}
		}
		i = skipWS(b, skipValue(b, val))
		if b[i] == '}' {
			return nil
		}
		i = skipWS(b, i+1) // ','
	}
}

// elements calls fn for each element of the array at b[v].
func (x *extractor) elements(v int, fn func(i, at int) error) error {
	b := x.b
	i := skipWS(b, v+1)
	if b[i] == ']' {
		return nil
	}
	for n := 0; ; n++ {
		if err := fn(n, i); err != nil {
			return err
		}
		i = skipWS(b, skipValue(b, i))
		if b[i] == ']' {
			return nil
		}
		i = skipWS(b, i+1)
	}
}

// matchKey returns the index in known of the name rawKey (a quoted JSON
// string) folds to, or -1. Folding is Unicode simple folding, as
// encoding/json's, so "MESSAGES" and "meſſages" both name "messages".
// known names are lower-case ASCII.
func matchKey(rawKey []byte, known []string) int {
	inner := rawKey[1 : len(rawKey)-1]
	ascii := true
	for _, c := range inner {
		if c == '\\' || c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		for i, k := range known {
			if asciiFoldEq(inner, k) {
				return i
			}
		}
		return -1
	}
	// An escape or a non-ASCII letter (ſ folds to s, K to k): the slow,
	// exact path.
	var key string
	if err := json.Unmarshal(rawKey, &key); err != nil {
		return -1
	}
	for i, k := range known {
		if strings.EqualFold(key, k) {
			return i
		}
	}
	return -1
}

// asciiFoldEq reports whether the ASCII b equals the lower-case ASCII k
// ignoring case.
func asciiFoldEq(b []byte, k string) bool {
	if len(b) != len(k) {
		return false
	}
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != k[i] {
			return false
		}
	}
	return true
}

// strIs reports whether the string at b[v] folds to the lower-case ASCII
// name, without unescaping it when it needs none.
func (x *extractor) strIs(v int, name string) bool {
	raw := x.b[v:skipString(x.b, v)]
	if matchKey(raw, []string{name}) == 0 {
		return true
	}
	return false
}

// appendStr appends the decoded JSON string raw to dst.
func (x *extractor) appendStr(dst, raw []byte) []byte {
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return append(dst, inner...)
	}
	return append(dst, x.unquote(raw)...)
}

// str returns the string at b[v] (its opening quote), unescaped.
func (x *extractor) str(v int) string {
	return x.unquote(x.b[v:skipString(x.b, v)])
}

// unquote decodes a quoted JSON string. The common case, no escapes and
// valid UTF-8, is one copy; the rest goes through encoding/json so that
// every escape and invalid byte is read exactly as a Go handler reads it.
func (x *extractor) unquote(raw []byte) string {
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') < 0 && utf8.Valid(inner) {
		return string(inner)
	}
	var s string
	_ = json.Unmarshal(raw, &s) // raw is a valid JSON string
	return s
}

func skipWS(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// skipString returns the index just past the string starting at b[i]. It
// jumps from quote to quote (bytes.IndexByte is vectorised); a quote
// preceded by an odd run of backslashes is escaped.
func skipString(b []byte, i int) int {
	for i++; i < len(b); {
		j := bytes.IndexByte(b[i:], '"')
		if j < 0 {
			return len(b)
		}
		i += j
		k := i
		for k > 0 && b[k-1] == '\\' {
			k--
		}
		i++
		if (i-1-k)%2 == 0 {
			return i
		}
	}
	return i
}

// skipValue returns the index just past the value starting at b[i].
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				i = skipString(b, i)
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
			i++
		}
		return i
	}
	for i < len(b) {
		switch b[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i
		}
		i++
	}
	return i
}
