package sanitize

import "bytes"

// A URL passed as a query parameter's value (a redirect's return_to, a
// webhook's target, an OAuth state) is percent-encoded, and a logger or
// a second redirect may encode it again: "https%3A%2F%2Fhooks.slack.com
// %2Fservices%2F…", "https%253A%252F%252F…". No pattern sees a webhook,
// a signed URL's signature or an api_key parameter there: the slashes,
// the '=' and the '&' are all escapes. The finder starts at the encoded
// "://", reads the encoded URL to its end, decodes it (twice at most
// more: a value inside the nested URL is encoded once more than the URL
// itself), and reads the decoded text as the pack reads any text
// (nothing inside is decoded again, as for base64 in encoded.go). Each
// structured secret that read finds is mapped back to the escapes it
// was decoded from and redacted there; the host and path stay readable.
//
// Streams: from its "://" on, an encoded URL is held back while it may go
// on, never more than nestedURLMax bytes.

const (
	// nestedURLMax bounds an encoded URL read.
	nestedURLMax = 4096
	// nestedURLLevels is how many times it is decoded at most.
	nestedURLLevels = 3
	// schemeMax bounds the scheme read back from the "://".
	schemeMax = 12
)

// nestedURLPattern is the finder's row of the pack.
func nestedURLPattern() Pattern {
	return Pattern{ID: "nested-url", Category: CategorySecret, Replacement: ReplToken, Enabled: true, builtin: builtinNestedURL,
		Keywords:    []string{"%3a%2f%2f", "%253a%252f%252f"},
		Description: "a secret inside a URL percent-encoded as a query parameter's value (once or twice), decoded and read again"}
}

// collectNestedURL judges the encoded URLs at the keywords' occurrences.
func (c *Compiled) collectNestedURL(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	for _, k32 := range sc.finderHits(ri) {
		k := int(k32)
		if k < from {
			continue
		}
		e := encodedURLEnd(text, k)
		if e == n && !eof && e-k < nestedURLMax {
			return from, k // the URL may go on
		}
		s := k
		for s > 0 && k-s < schemeMax && isLetter(text[s-1]) {
			s--
		}
		from = k + 1
		for _, sp := range c.nestedURLSecrets(text[s:e]) {
			sc.cands = append(sc.cands, cand{ms: s + sp[0], me: s + sp[1], s: s + sp[0], e: s + sp[1], rule: ri})
			from = e
		}
	}
	if !eof {
		return max(from, n-c.rules[ri].maxKwLen+1), n
	}
	return n, n
}

// encodedURLEnd returns where the encoded URL that holds text[k] ends:
// at the first byte that an encoded query value does not hold (a space,
// a quote, the outer query's '&'), or nestedURLMax bytes on.
func encodedURLEnd(text []byte, k int) int {
	lim := min(len(text), k+nestedURLMax)
	for i := k; i < lim; i++ {
		if b := text[i]; !(isAlnum(b) || b == '%' || b == '-' || b == '.' || b == '_' || b == '~' || b == '+') {
			return i
		}
	}
	return lim
}

// nestedURLSecrets decodes u (an encoded URL) and returns the spans of u
// that the structured secrets of the decoded text were decoded from.
func (c *Compiled) nestedURLSecrets(u []byte) [][2]int {
	dec, origin := percentDecodeMap(u, nil)
	for level := 1; level < nestedURLLevels && hasEscape(dec); level++ {
		next, o := percentDecodeMap(dec, nil)
		for i := range o {
			o[i] = origin[o[i]]
		}
		dec, origin = next, o
	}
	in := scratchPool.Get().(*scratch)
	defer scratchPool.Put(in)
	if !c.nestedStructured(in, dec) {
		return nil
	}
	// The nested read's spans are in its view of dec (which may have
	// undone an entity or deleted an invisible character): mapped to
	// dec first, then to u.
	var spans [][2]int
	for _, t := range in.taken {
		if r := &c.rules[t.rule]; r.category == CategorySecret && r.builtin != builtinEntropy {
			s, e := in.vw.rawLeft(t.s), in.vw.rawRight(t.e)
			if s < e && e <= len(dec) {
				spans = append(spans, [2]int{int(origin[s]), int(origin[e])})
			}
		}
	}
	return spans
}

// percentDecodeMap decodes every %XX of u into dst and returns it with
// origin: origin[i] is where in u decoded byte i starts, origin[len] is
// len(u).
func percentDecodeMap(u, dst []byte) ([]byte, []int32) {
	origin := make([]int32, 0, len(u)+1)
	for i := 0; i < len(u); {
		if b, ok := escapeValue(u[i:]); ok {
			origin = append(origin, int32(i))
			dst = append(dst, b)
			i += 3
			continue
		}
		origin = append(origin, int32(i))
		dst = append(dst, u[i])
		i++
	}
	return dst, append(origin, int32(len(u)))
}

// hasEscape reports a %XX left in d.
func hasEscape(d []byte) bool {
	for i := bytes.IndexByte(d, '%'); i >= 0; {
		if _, ok := escapeValue(d[i:]); ok {
			return true
		}
		j := bytes.IndexByte(d[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}
