package sanitize

import (
	"bytes"
	"regexp"
)

// Private key blocks can run to several kilobytes, longer than any regex
// we allow, so they have a hand-written finder: a block starts at a BEGIN
// marker and ends at the matching END marker if one comes within
// privateKeyCap bytes. Without an END marker the block is the BEGIN marker
// plus the key body that follows it (base64, header lines), still capped.
// A Stream holds everything from a BEGIN marker until one of those is
// decided, so no key line is ever emitted on its own.
const privateKeyCap = 16 << 10

var (
	pkBegin = regexp.MustCompile(`\A-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----`)
	pkEnd   = regexp.MustCompile(`\A-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----`)
)

// pkMarkerMax is the longest BEGIN or END marker.
const pkMarkerMax = 80

func (c *Compiled) collectPrivateKey(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	for _, k32 := range sc.byRule[ri] {
		k := int(k32)
		if k < from {
			continue
		}
		hdr := pkBegin.FindIndex(text[k:min(n, k+pkMarkerMax)])
		if hdr == nil {
			if !eof && k+pkMarkerMax > n {
				return from, k
			}
			continue
		}
		body := k + hdr[1]
		limit := min(n, k+privateKeyCap)
		end := -1
		for p := body; p < limit; {
			i := bytes.Index(text[p:limit], []byte("-----END"))
			if i < 0 {
				break
			}
			p += i
			if m := pkEnd.FindIndex(text[p:min(n, p+pkMarkerMax)]); m != nil {
				end = p + m[1]
				break
			}
			if !eof && p+pkMarkerMax > n {
				return from, k // the END marker may still be arriving
			}
			p += len("-----END")
		}
		if end < 0 {
			if !eof && n < k+privateKeyCap+pkMarkerMax {
				return from, k
			}
			end = keyBodyEnd(text, body, k+privateKeyCap)
		}
		if !eof && end+lookahead > n {
			return from, k
		}
		if keyMaterial(text[body:end]) {
			sc.cands = append(sc.cands, cand{ms: k, me: end, s: k, e: end, rule: ri})
		}
		from = end
	}
	if eof {
		return from, n
	}
	// Hold back only a tail that could begin a BEGIN marker: no longer
	// than what the keyword automaton holds as a keyword's start.
	for j := min(len(pkMarker)-1, n-from, sc.tailDepth); j > 0; j-- {
		if bytes.EqualFold(text[n-j:], pkMarker[:j]) {
			return from, n - j
		}
	}
	return from, n
}

var pkMarker = []byte("-----BEGIN")

// keyMaterial reports a key body with at least 32 base64 characters: a
// block around "..." or "anything" is documentation, not a key.
func keyMaterial(b []byte) bool {
	n := 0
	for _, c := range b {
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' {
			n++
			if n >= 32 {
				return true
			}
		}
	}
	return false
}

// keyBodyEnd returns where the key body after a BEGIN marker stops: after
// the last line made only of base64 (or an RFC 1421 header such as
// "Proc-Type: 4,ENCRYPTED", or blank) and before the first line that is
// anything else, or at limit. Lines may be broken by real newlines or by
// the two bytes \n of an escaped string.
func keyBodyEnd(text []byte, p, limit int) int {
	limit = min(limit, len(text))
	end := p
	for p < limit {
		// one line
		q := p
		base64Only, header := true, false
		for q < limit && text[q] != '\n' && !(text[q] == '\\' && q+1 < limit && text[q+1] == 'n') {
			b := text[q]
			switch {
			case b >= 'A' && b <= 'Z', b >= 'a' && b <= 'z', b >= '0' && b <= '9', b == '+', b == '/', b == '=', b == '\r':
			case b == ':' || b == ',' || b == '-' || b == ' ':
				if b == '-' && bytes.HasPrefix(text[q:], []byte("-----")) {
					return end
				}
				base64Only = false
				header = header || b == ':'
			default:
				return end
			}
			q++
		}
		if !base64Only && !header {
			return end
		}
		end = q
		if q < limit && text[q] == '\\' {
			q++
		}
		p = q + 1
	}
	return min(end, limit)
}
