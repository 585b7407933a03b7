package rules

import (
	"encoding/json"
	"errors"
	"unicode/utf8"
	"unsafe"
)

var errBadJSON = errors.New("tool input is not a JSON object")

// stringField returns the string value of key at the top level of the JSON
// object in input. found is false when the key is absent or not a string.
//
// It exists so that a specifier can read a tool's "command" or "file_path"
// without encoding/json's allocations: on the common path (no escapes) the
// returned string aliases input and nothing is copied. The caller must not
// keep the string beyond the life of input. As JSON.parse and encoding/json
// do, the last occurrence of a duplicated key wins, so an agent cannot show
// the guard one command and the tool another.
func stringField(input []byte, key string) (val string, found bool, err error) {
	i := skipSpace(input, 0)
	if i >= len(input) || input[i] != '{' {
		return "", false, errBadJSON
	}
	i = skipSpace(input, i+1)
	if i < len(input) && input[i] == '}' {
		return "", false, checkTail(input, i+1)
	}
	for {
		if i >= len(input) || input[i] != '"' {
			return "", false, errBadJSON
		}
		kEnd, kEsc, ok := scanString(input, i)
		if !ok {
			return "", false, errBadJSON
		}
		keyMatch := false
		if kEsc {
			var k string
			if json.Unmarshal(input[i:kEnd], &k) != nil {
				return "", false, errBadJSON
			}
			keyMatch = k == key
		} else {
			keyMatch = string(input[i+1:kEnd-1]) == key
		}
		i = skipSpace(input, kEnd)
		if i >= len(input) || input[i] != ':' {
			return "", false, errBadJSON
		}
		i = skipSpace(input, i+1)
		vStart := i
		vEnd, ok := skipValue(input, i)
		if !ok {
			return "", false, errBadJSON
		}
		if keyMatch {
			found = false
			val = ""
			if input[vStart] == '"' {
				found = true
				if _, esc, _ := scanString(input, vStart); esc {
					var s string
					if json.Unmarshal(input[vStart:vEnd], &s) != nil {
						return "", false, errBadJSON
					}
					val = s
				} else if vEnd-vStart > 2 {
					raw := input[vStart+1 : vEnd-1]
					val = unsafe.String(&raw[0], len(raw))
				}
			}
		}
		i = skipSpace(input, vEnd)
		if i >= len(input) {
			return "", false, errBadJSON
		}
		switch input[i] {
		case ',':
			i = skipSpace(input, i+1)
		case '}':
			if err := checkTail(input, i+1); err != nil {
				return "", false, err
			}
			return val, found, nil
		default:
			return "", false, errBadJSON
		}
	}
}

func checkTail(b []byte, i int) error {
	if skipSpace(b, i) != len(b) {
		return errBadJSON
	}
	return nil
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// scanString returns the index just past the closing quote of the string
// starting at b[i] (which must be '"'), and whether it contains escapes.
// Control characters are refused, as JSON requires.
//
// A string holding bytes that are not valid UTF-8 also counts as escaped:
// decoders replace them with U+FFFD, and the guard must read the string the
// tool will read.
func scanString(b []byte, i int) (end int, escaped, ok bool) {
	high := false
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			if high && !escaped && !utf8.Valid(b[i+1:j]) {
				escaped = true
			}
			return j + 1, escaped, true
		case c >= 0x80:
			high = true
		case c == '\\':
			escaped = true
			j++
		case c < 0x20:
			return 0, false, false
		}
	}
	return 0, false, false
}

// skipValue returns the index just past the JSON value starting at b[i].
// It validates structure loosely (balanced brackets, well-formed strings);
// a value that encoding/json would refuse for subtler reasons may pass here,
// which is harmless because only string values are ever read.
func skipValue(b []byte, i int) (int, bool) {
	if i >= len(b) {
		return 0, false
	}
	switch b[i] {
	case '"':
		end, _, ok := scanString(b, i)
		return end, ok
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				end, _, ok := scanString(b, j)
				if !ok {
					return 0, false
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, true
				}
			}
		}
		return 0, false
	default:
		j := i
		for j < len(b) {
			c := b[j]
			if c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r' {
				break
			}
			j++
		}
		if j == i {
			return 0, false
		}
		return j, true
	}
}
