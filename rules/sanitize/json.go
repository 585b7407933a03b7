package sanitize

import (
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// ErrInvalidJSON is returned by SanitizeJSON for input that is not JSON.
var ErrInvalidJSON = errors.New("sanitize: invalid JSON")

// SanitizeJSON rewrites every string value of a JSON document (at any
// depth; object keys are left alone) and returns valid JSON. Strings that
// need no change are copied byte for byte, escapes included; a changed
// string is re-encoded, so an escape is never cut in half.
func (c *Compiled) SanitizeJSON(data []byte) ([]byte, error) {
	if !json.Valid(data) {
		return nil, ErrInvalidJSON
	}
	out := make([]byte, 0, len(data)+16)
	var tmp []byte
	for i := 0; i < len(data); {
		if data[i] != '"' {
			// Outside strings valid JSON has no quotes: copy up to the next.
			j := i + 1
			for j < len(data) && data[j] != '"' {
				j++
			}
			out = append(out, data[i:j]...)
			i = j
			continue
		}
		j, escaped := stringEnd(data, i)
		lit := data[i:j]
		if isObjectKey(data, j) {
			out = append(out, lit...)
			i = j
			continue
		}
		var s []byte
		if !escaped {
			s = lit[1 : len(lit)-1]
		} else {
			var str string
			if err := json.Unmarshal(lit, &str); err != nil {
				return nil, ErrInvalidJSON
			}
			s = unsafeBytes(str)
		}
		tmp = c.AppendSanitized(tmp[:0], s)
		if string(tmp) == string(s) {
			out = append(out, lit...)
		} else {
			out = appendJSONString(out, tmp)
		}
		i = j
	}
	return out, nil
}

// SanitizeJSON applies the default pack to a JSON document.
func SanitizeJSON(data []byte) ([]byte, error) { return Default().SanitizeJSON(data) }

// stringEnd returns the index after the string literal starting at i, and
// whether it contains escapes.
func stringEnd(data []byte, i int) (int, bool) {
	escaped := false
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			escaped = true
			j++
		case '"':
			return j + 1, escaped
		}
	}
	return len(data), escaped
}

func isObjectKey(data []byte, j int) bool {
	for ; j < len(data); j++ {
		switch data[j] {
		case ' ', '\t', '\n', '\r':
			continue
		case ':':
			return true
		}
		return false
	}
	return false
}

const hexDigits = "0123456789abcdef"

// appendJSONString encodes s as a JSON string literal; invalid UTF-8
// becomes U+FFFD, as encoding/json does.
func appendJSONString(dst, s []byte) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			switch {
			case b == '"' || b == '\\':
				dst = append(dst, '\\', b)
			case b == '\n':
				dst = append(dst, '\\', 'n')
			case b == '\r':
				dst = append(dst, '\\', 'r')
			case b == '\t':
				dst = append(dst, '\\', 't')
			case b < 0x20:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xf])
			default:
				dst = append(dst, b)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, `\ufffd`...)
		} else {
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}
