package sanitize

import "strings"

// A secret written as its character codes: a list of numbers (or of
// one-character literals) that code spells out byte by byte.
//
//	key := []byte{0x67, 0x68, 0x70, 0x5f, …}              // Go
//	char[] k = {'s','k','_','l','i','v','e', …};           // Java
//	String.fromCharCode(115, 107, 95, 108, …)              // JavaScript
//	bytes([103, 104, 112, 95, …]).decode()                 // Python
//	static const unsigned char k[] = {0x41, 0x4b, …};      // C
//
// No pattern sees a token there: not one byte of it is written as
// itself. The finder starts where a language opens such a list (a row of
// charListOpeners), reads the items up to the first byte that is none,
// and when every item is a printable character and there are at least
// charListMin of them, reads the text they spell as the pack reads any
// text (nothing inside is decoded again, as for base64 in encoded.go).
// The list is a secret when that read finds a structured one (a vendor's
// format, an assignment, a key block): a lookup table, a test vector or
// a greeting spelled in codes spells no token, and a random-looking run
// alone is no proof, as for base64.
//
// Streams: a list is judged whole. From its opener on, text is held
// back while the list may still go on, never more than charListMax
// bytes.

const (
	// charListMin is the fewest items read: the shortest token a vendor
	// format or an assignment finds is about this long.
	charListMin = 16
	// charListMax bounds the bytes from an opener to its list's end. A
	// longer list is read up to it.
	charListMax = 4096
	// charListReach is how far past an opener that does not end in a
	// bracket ("byte[]", "[u8") the list's bracket may stand: a name and
	// "= new byte[] " fit.
	charListReach = 48
)

// charListOpeners are where languages open a list of character codes.
// An opener that ends in a bracket is followed by the list; the others
// name a type, and the list follows the next bracket within
// charListReach bytes on the same statement. The bare assignments ("=
// {", "= [") and a JSON or YAML key's list (": [") cover C arrays,
// Python and JavaScript lists and JSON arrays: what decides is what the
// items spell, not the opener. Keywords match in any case.
var charListOpeners = []string{
	"fromcharcode(",                  // JavaScript String.fromCharCode(…)
	"[]byte{", "[]uint8{", "[]rune{", // Go
	"byte[]", "char[]", "sbyte[]", // Java, C#: new byte[]{…}, char[] k = {…}
	"bytes([", "bytearray([", "bytes((", // Python
	"map(chr,",                                                             // Python: "".join(map(chr, […]))
	"buffer.from([", "uint8array([", "uint8array.of(", "uint8array.from([", // JavaScript
	"vec![", "[u8", // Rust
	"= {", "={", "= [", "=[", ": [", "=> [", // assignments and keys of a list
}

// charListPattern is the finder's row of the pack.
func charListPattern() Pattern {
	return Pattern{ID: "char-code-list", Category: CategorySecret, Replacement: ReplToken, Enabled: true, builtin: builtinCharList,
		Keywords:    charListOpeners,
		Description: "a secret spelled as a list of character codes or one-character literals (Go []byte{…}, Java char[], String.fromCharCode, Python bytes([…]))"}
}

// collectCharList judges the lists after the openers' occurrences.
func (c *Compiled) collectCharList(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	for _, k32 := range sc.finderHits(ri) {
		k := int(k32)
		if k < from {
			continue
		}
		s, e, items, done := charListAt(text, k, eof)
		if !done {
			return from, k // the list may still go on
		}
		from = k + 1
		if items < charListMin {
			continue
		}
		if c.charListSecret(text[s:e], nameBefore(text, k)) {
			sc.cands = append(sc.cands, cand{ms: k, me: e, s: s, e: e, rule: ri})
			from = e
		}
	}
	if !eof {
		// An opener may still complete at the end; its list starts after
		// it, so nothing of the text before is held back for it.
		return max(from, n-c.rules[ri].maxKwLen+1), n
	}
	return n, n
}

// charListAt reads the list whose opener starts at k: where its first
// item starts (s) and its last one ends (e), and how many items it has
// (0 when there is no list of character codes there). done is false
// when the text ended before the list did and more may come.
func charListAt(text []byte, k int, eof bool) (s, e, items int, done bool) {
	n := len(text)
	limit := min(n, k+charListMax)
	more := limit == n && !eof // the text may go on past limit
	p := k + charListOpenerLen(text[k:limit])
	if p == k {
		return 0, 0, 0, true
	}
	if !isListBracket(text[p-1]) {
		// The opener names a type: the list opens at the next bracket
		// on its line, past empty pairs ("byte[] k = new byte[]{").
		for ; p < limit && p-k <= charListReach && text[p] != '\n'; p++ {
			if isListBracket(text[p]) && !(text[p] == '[' && p+1 < limit && text[p+1] == ']') {
				break
			}
		}
		if p == limit && more {
			return 0, 0, 0, false
		}
		if p >= limit || p-k > charListReach || !isListBracket(text[p]) {
			return 0, 0, 0, true
		}
		p++
	}
	for {
		p = skipListSpace(text, p, limit)
		if p == limit {
			break
		}
		v, end := charItem(text, p, limit)
		if end < 0 {
			if end == -2 && more {
				return 0, 0, 0, false // an item cut at the chunk's end
			}
			break
		}
		if !printableCode(v) {
			return 0, 0, 0, true // bytes of something else than text
		}
		if items == 0 {
			s = p
		}
		items++
		e = end
		p = skipListSpace(text, end, limit)
		if p == limit || text[p] != ',' {
			break
		}
		p++
	}
	if p == limit && more {
		return 0, 0, 0, false
	}
	return s, e, items, true
}

// charListOpenerLen is the length of the longest opener t begins with
// (in any case), or 0.
func charListOpenerLen(t []byte) int {
	best := 0
	for _, o := range charListOpeners {
		if len(o) > best && len(t) >= len(o) && strings.EqualFold(string(t[:len(o)]), o) {
			best = len(o)
		}
	}
	return best
}

// isListBracket reports a byte that opens a list in some language.
func isListBracket(b byte) bool { return b == '{' || b == '[' || b == '(' }

// skipListSpace skips white space and line breaks from p.
func skipListSpace(text []byte, p, limit int) int {
	for p < limit && (text[p] == ' ' || text[p] == '\t' || text[p] == '\n' || text[p] == '\r') {
		p++
	}
	return p
}

// charItem reads one item at p: a decimal or 0x hexadecimal integer with
// an optional type suffix (103u8, 0x67L), or a one-character literal
// ('g', "g", '\”). It returns the item's value and end, or end -1 when
// no item stands there and -2 when one may be cut by limit.
func charItem(text []byte, p, limit int) (v, end int) {
	switch b := text[p]; {
	case b == '\'' || b == '"':
		q := p + 1
		if q < limit && text[q] == '\\' {
			q++
			if q < limit && !(text[q] == '\\' || text[q] == '\'' || text[q] == '"') {
				return 0, -1 // \n, \x67, \u0067: not one of the plain escapes
			}
		}
		if q+1 >= limit {
			return 0, -2
		}
		if text[q] >= 0x80 || text[q+1] != b {
			return 0, -1
		}
		return int(text[q]), q + 2
	case b >= '0' && b <= '9':
		q := p
		base := 10
		if b == '0' && q+1 < limit && (text[q+1] == 'x' || text[q+1] == 'X') {
			base = 16
			q += 2
		}
		digits := 0
		for q < limit && digits < 6 {
			d := digitValue(text[q], base)
			if d < 0 {
				break
			}
			v = v*base + d
			q++
			digits++
		}
		if digits == 0 && q == limit {
			return 0, -2 // "0x" cut at limit
		}
		if digits == 0 {
			return 0, -1
		}
		for q < limit && q-p < 12 && isAlnum(text[q]) { // a type suffix: u8, L, U, i32
			q++
		}
		if q == limit {
			return 0, -2
		}
		return v, q
	}
	return 0, -1
}

// digitValue is the value of b as a digit in base (10 or 16), or -1.
func digitValue(b byte, base int) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case base == 16 && b >= 'a' && b <= 'f':
		return int(b-'a') + 10
	case base == 16 && b >= 'A' && b <= 'F':
		return int(b-'A') + 10
	}
	return -1
}

// printableCode reports the code of a printable ASCII character, a tab
// or a line break: what the text of a secret is made of.
func printableCode(v int) bool { return v >= 0x20 && v < 0x7f || v == '\t' || v == '\n' || v == '\r' }

// charListSecret decodes the items of list (the bytes from the first
// item to the end of the last) and reports whether the text they spell,
// under the identifier the list is assigned to (char[] STORE_PASS =
// {…}), holds a structured secret.
func (c *Compiled) charListSecret(list, name []byte) bool {
	return c.readUnderName(name, func(d []byte) []byte {
		for p := 0; p < len(list); {
			p = skipListSpace(list, p, len(list))
			v, end := charItem(list, p, len(list))
			if end < 0 {
				// The last item ends the slice: read it with a sentinel.
				v, end = charItem(append(list[p:len(list):len(list)], ','), 0, len(list)-p+1)
				end += p
			}
			d = append(d, byte(v))
			p = skipListSpace(list, end, len(list))
			if p < len(list) && list[p] == ',' {
				p++
			}
		}
		return d
	})
}
