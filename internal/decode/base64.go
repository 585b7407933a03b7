package decode

import (
	"encoding/base64"
	"strings"
)

// minRun is the shortest base64 or hex run decoded: shorter ones are
// mostly ordinary words, numbers and hashes' prefixes.
const minRun = 16

func isB64(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '-' || c == '_'
}

// Base64Runs decodes, in place, every run of 16 or more base64 characters
// (standard or URL alphabet, padded or not) whose decoding is readable
// text. It reports whether any run was decoded.
func Base64Runs(s string) (string, bool) {
	var sp splicer
	for i := 0; i < len(s); {
		if !isB64(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isB64(s[j]) {
			j++
		}
		end := j
		for end < len(s) && end-j < 2 && s[end] == '=' {
			end++
		}
		if j-i >= minRun {
			if dec, ok := decodeB64(s[i:end]); ok {
				sp.put(s, i, end, dec)
			}
		}
		i = end
	}
	return sp.result(s)
}

// decodeB64 tries the alphabets and paddings a run can be in.
func decodeB64(run string) ([]byte, bool) {
	body := strings.TrimRight(run, "=")
	enc := base64.RawStdEncoding
	if strings.ContainsAny(body, "-_") {
		if strings.ContainsAny(body, "+/") {
			return nil, false
		}
		enc = base64.RawURLEncoding
	}
	// A run whose length is one more than a multiple of four is a word
	// that happens to be long, or a truncated paste: drop the odd byte.
	if len(body)%4 == 1 {
		body = body[:len(body)-1]
	}
	dec, err := enc.DecodeString(body)
	if err != nil || !readable(dec) {
		return nil, false
	}
	return dec, true
}
