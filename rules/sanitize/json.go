package sanitize

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// ErrInvalidJSON is returned by SanitizeJSON for input that is not JSON.
var ErrInvalidJSON = errors.New("sanitize: invalid JSON")

// SanitizeJSON rewrites every string value of a JSON document (at any
// depth, every copy of a repeated key included; object keys are left
// alone) and returns valid JSON. The document is read as every JSON
// reader of the module reads it (internal/jsonscan): exactly what
// encoding/json accepts, each string's value as encoding/json decodes it
// (invalid UTF-8 as U+FFFD). Strings that need no change are copied byte
// for byte, escapes included; a changed string is re-encoded, so an escape
// is never cut in half.
func (c *Compiled) SanitizeJSON(data []byte) ([]byte, error) {
	out := make([]byte, 0, len(data)+16)
	var tmp []byte
	copied := 0 // data before this offset is in out
	err := jsonscan.Strings(data, jsonscan.Limits{}, func(start, end int, val []byte) error {
		tmp = c.AppendSanitized(tmp[:0], val)
		if string(tmp) == string(val) {
			return nil
		}
		out = append(out, data[copied:start]...)
		out = appendJSONString(out, tmp)
		copied = end
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidJSON, err)
	}
	return append(out, data[copied:]...), nil
}

// SanitizeJSON applies the default pack to a JSON document.
func SanitizeJSON(data []byte) ([]byte, error) { return Default().SanitizeJSON(data) }

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
