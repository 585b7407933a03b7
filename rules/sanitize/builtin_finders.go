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
	for oi := 0; oi < len(sc.occ); oi++ {
		o := sc.occ[oi]
		k := int(o.pos)
		if k < from || !c.serves(o.kw, ri) {
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
		sc.cands = append(sc.cands, cand{ms: k, me: end, s: k, e: end, rule: ri})
		from = end
	}
	if eof {
		return from, n
	}
	return from, max(from, n-c.rules[ri].maxKwLen+1)
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

// The bare-token finder catches credentials that come with no keyword at
// all: a run of token characters that is long, mixes letters and digits,
// and is random enough. Hex-only runs (commit ids, checksums, UUIDs) and
// word-like identifiers are left alone on purpose: agents print them all
// the time and they are not credentials.
const (
	entropyMinRun = 20
	entropyMaxRun = 512
)

var tokenByte = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for _, c := range "+/=_-" {
		t[c] = true
	}
	return t
}()

func (c *Compiled) collectEntropy(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	p := from
	// A run that began before from was already judged.
	if p > 0 && p < n && tokenByte[text[p-1]] {
		for p < n && tokenByte[text[p]] {
			p++
		}
	}
	for p < n {
		for p < n && !tokenByte[text[p]] {
			p++
		}
		s := p
		for p < n && tokenByte[text[p]] {
			p++
		}
		if s == p {
			break
		}
		if p == n && !eof {
			if p-s > entropyMaxRun {
				return p, n // too long to be a token, whatever follows
			}
			return s, s
		}
		if looksRandom(text[s:p]) {
			// A Boundary check is implied: the run is maximal, and a
			// letter outside the token set (é, ß) ends it; reject runs
			// glued to such letters.
			if c.boundaryOK(BoundaryAlnum, text, s, p) {
				sc.cands = append(sc.cands, cand{ms: s, me: p, s: s, e: p, rule: ri})
			}
		}
	}
	return p, n
}

// looksRandom decides whether a maximal token run is a credential.
func looksRandom(run []byte) bool {
	// Trim the punctuation a sentence or a base64 pad may glue on.
	for len(run) > 0 && (run[0] == '-' || run[0] == '=' || run[0] == '/' || run[0] == '+') {
		run = run[1:]
	}
	if len(run) < entropyMinRun || len(run) > entropyMaxRun {
		return false
	}
	var upper, lower, digit, switches, seg, longest int
	hexLower, hexUpper := true, true
	prev := byte(0)
	for _, b := range run {
		cls := byte(0)
		switch {
		case b >= 'a' && b <= 'z':
			lower++
			cls = 'a'
			if b > 'f' {
				hexLower = false
			}
			hexUpper = false
		case b >= 'A' && b <= 'Z':
			upper++
			cls = 'a'
			if b > 'F' {
				hexUpper = false
			}
			hexLower = false
		case b >= '0' && b <= '9':
			digit++
			cls = '0'
		}
		if cls == 0 {
			if seg > longest {
				longest = seg
			}
			seg = 0
		} else {
			seg++
		}
		if cls != 0 && prev != 0 && cls != prev {
			switches++
		}
		if cls != 0 {
			prev = cls
		}
	}
	if seg > longest {
		longest = seg
	}
	if hexLower || hexUpper {
		return false
	}
	if digit < 2 || upper+lower < 6 || switches < 4 || longest < 16 {
		return false
	}
	return entropy(run) >= 3.6
}
