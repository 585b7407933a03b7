package decode

import (
	"encoding/base32"
	"strings"
)

// isB32 reports whether c is of base32's alphabet (RFC 4648: A–Z and 2–7),
// upper or lower case.
func isB32(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '2' && c <= '7'
}

// b32Neighbour reports whether c next to a run makes it part of a longer
// token: a letter, a digit, or base64's '+' and '/'. A hyphen or an
// underscore joins words ("x-" before a run), not encodings.
func b32Neighbour(c byte) bool { return isB64(c) && c != '-' && c != '_' }

// Base32Runs decodes, in place, every run of 16 or more base32 characters
// (one case throughout, padded or not) whose decoding is readable text.
// A run of letters alone is a word, not an encoding: base32 of text holds
// digits. It reports whether any run was decoded.
func Base32Runs(s string) (string, bool) {
	var sp splicer
	for i := 0; i < len(s); {
		if !isB32(s[i]) || i > 0 && b32Neighbour(s[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isB32(s[j]) {
			j++
		}
		end := j
		for end < len(s) && end-j < 6 && s[end] == '=' {
			end++
		}
		// A run that goes on in base64's other characters is not base32.
		if j-i >= minRun && (end == len(s) || !b32Neighbour(s[end])) {
			if dec, ok := decodeB32(s[i:j]); ok {
				sp.put(s, i, end, dec)
			}
		}
		i = max(end, i+1)
	}
	return sp.result(s)
}

// decodeB32 decodes run, base32 without its padding, when it is in one case
// and holds a digit, and its decoding is readable.
func decodeB32(run string) ([]byte, bool) {
	upper, lower := strings.ToUpper(run), strings.ToLower(run)
	if run != upper && run != lower || !strings.ContainsAny(run, "234567") {
		return nil, false
	}
	// Eight characters carry five bytes; a tail of 1, 3 or 6 is no
	// length base32 makes: drop it, as a truncated paste.
	body := upper
	if r := len(body) % 8; r == 1 || r == 3 || r == 6 {
		body = body[:len(body)-1]
	}
	dec, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(body)
	if err != nil || !readable(dec) {
		return nil, false
	}
	return dec, true
}
