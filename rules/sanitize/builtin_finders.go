package sanitize

import (
	"bytes"
	"regexp"
)

// Private key blocks can run to several kilobytes, longer than any regex
// we allow, so they have a hand-written finder. A block is a BEGIN
// marker, the key body (lines of base64 or RFC 1421/4880 headers, as they
// stand in code, YAML, JSON or a quote: indented, quoted, commented,
// concatenated) and the END marker if it opens the line that ends the
// body; without one, the block is the marker and the body. The body is
// at most privateKeyCap bytes. A Stream holds everything from a BEGIN
// marker until the body's end is known, so no key line is ever emitted
// on its own, and no longer: a line of prose after the marker ends it.
const privateKeyCap = 16 << 10

// OpenVPN's static key (openvpn --genkey, the key of --secret,
// --tls-auth and --tls-crypt, also inline in <tls-auth>…</tls-auth>) is
// 2048 bits of hex between its own markers, "OpenVPN Static key V1":
// a shared secret, read like a private key.
var (
	pkBegin = regexp.MustCompile(`\A-----BEGIN(?:[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?| OpenVPN Static key V[0-9])-----`)
	pkEnd   = regexp.MustCompile(`\A-----END(?:[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?| OpenVPN Static key V[0-9])-----`)
)

// pkMarkerMax is the longest BEGIN or END marker.
const pkMarkerMax = 80

// pkDecorMax bounds the decoration before an END marker on its line.
const pkDecorMax = 16

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
		// A Stream asks again with each chunk: the key lines already
		// read are not read again (pkK, pkLine, pkEnd count like rejTo).
		p, end0, out0 := body, body, false
		if sc.pkK == sc.base+k+1 {
			p, end0, out0 = sc.pkLine-sc.base, sc.pkEnd-sc.base, sc.pkOut
		}
		end, stop, more, resume, out := keyBody(text, p, end0, min(n, body+privateKeyCap), out0, eof)
		if more || !eof && stop < 0 && n < body+privateKeyCap+pkMarkerMax {
			sc.pkK, sc.pkLine, sc.pkEnd, sc.pkOut = sc.base+k+1, sc.base+resume, sc.base+end, out
			return from, k // the body's end is not known yet
		}
		blockEnd := end
		if stop >= 0 {
			q := stop
			for q < n && q-stop < pkDecorMax && pkDecor(text[q]) {
				q++
			}
			if !eof && q+pkMarkerMax > n {
				return from, k // an END marker may be arriving
			}
			if m := pkEnd.FindIndex(text[q:min(n, q+pkMarkerMax)]); m != nil {
				blockEnd = q + m[1]
			}
		}
		if !eof && blockEnd+lookahead > n {
			return from, k
		}
		material := text[body:end]
		if blockEnd > end {
			// With its END marker the block is everything between the
			// markers (-----BEGIN … KEY-----<br>MIIE…<br>-----END … KEY-----,
			// or key lines the reader does not know).
			material = text[body:stop]
		}
		if keyMaterial(material) {
			sc.cands = append(sc.cands, cand{ms: k, me: blockEnd, s: k, e: blockEnd, rule: ri})
			from = blockEnd
		} else {
			from = body
		}
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

// keyBody reads the key body from p (just after a BEGIN marker, or where
// an earlier call resumed, the body so far ending at end, out telling
// whether a line other than a key line came already) on, line by line,
// up to limit. The body is the key lines right after the marker; after
// them, lines that are neither key lines nor prose (code, markup the
// reader does not know) are crossed in search of an END marker, and a
// line of prose stops the search. keyBody returns where the body ends,
// where the prose line or the "-----" that stopped it starts (stop; -1
// when it ran to limit), and more when the text ended before that was
// known (never when eof), with the start of the line not judged yet
// (resume) and out. Lines may be broken by real newlines or by the two
// bytes \n of an escaped string; a "-----" stops the search where it
// stands, since a marker may follow the last key bytes on their line.
func keyBody(text []byte, p, end, limit int, out, eof bool) (_, stop int, more bool, resume int, _ bool) {
	for p < limit {
		q := p
		for q < limit && text[q] != '\n' && !(text[q] == '\\' && q+1 < len(text) && text[q+1] == 'n') {
			q++
		}
		line := text[p:q]
		if i := bytes.Index(line, []byte("-----")); i >= 0 {
			if !out && keyLine(line[:i]) {
				end = p + i
			}
			return end, p + i, false, p, out
		}
		if q == len(text) && !eof {
			return end, -1, true, p, out // the line is not whole yet
		}
		switch {
		case keyLine(line):
			if !out {
				end = q
			}
		case proseLine(line):
			return end, p, false, p, out
		default:
			out = true
		}
		if q >= limit {
			return end, -1, false, p, out
		}
		if text[q] == '\\' {
			q++
		}
		p = q + 1
	}
	return end, -1, false, p, out
}

// proseLine reports a line of prose: three words or more of letters
// only (a word may end in punctuation), after any decoration.
func proseLine(l []byte) bool {
	words, w, letters := 0, 0, true
	for k := 0; k <= len(l); k++ {
		if k == len(l) || l[k] == ' ' || l[k] == '\t' {
			if w >= 2 && letters {
				words++
			}
			w, letters = 0, true
			continue
		}
		b := l[k]
		switch {
		case isLetter(b):
			w++
		case w > 0 && (b == '.' || b == ',' || b == ';' || b == ':' || b == '!' || b == '?') && (k+1 == len(l) || l[k+1] == ' '):
		case w == 0 && pkDecor(b):
		default:
			letters = false
		}
	}
	return words >= 3
}

// pkDecor are the bytes a key line may carry around its base64 where it
// is quoted, indented, commented, concatenated or escaped.
func pkDecor(b byte) bool {
	switch b {
	case ' ', '\t', '\r', '"', '\'', '`', '#', '>', '*', '/', '+', ',', ';', '(', ')', '\\', '|', '$', '@':
		return true
	}
	return false
}

// keyLine reports a line of a key body: blank or decoration only, a
// header ("Proc-Type: 4,ENCRYPTED", "Comment: …"), or base64 — one word,
// or words of which one is 16 characters or more (a key flattened onto
// one line with spaces). The line may start with a line number (cat -n,
// a file read by the agent's tool: "    12\t…", "12→…", "12: …") or a
// diff's "+"/"-". A line of prose has short words and punctuation, and
// ends the body.
func keyLine(l []byte) bool {
	i, j := 0, len(l)
	for i < j && (pkDecor(l[i]) || l[i] == '-') {
		i++
	}
	if d := i; d < j && isDigitByte(l[d]) {
		for d < j && d-i < 8 && isDigitByte(l[d]) {
			d++
		}
		switch {
		case d < j && (l[d] == '\t' || l[d] == ' ' || l[d] == ':' || l[d] == '|'):
			i = d + 1
		case bytes.HasPrefix(l[d:j], []byte("→")):
			i = d + len("→")
		}
		for i < j && (pkDecor(l[i]) || l[i] == '-') {
			i++
		}
	}
	// A string literal's prefix (Python's b"…", r'…', rb"…").
	if p := i; p < j && bytes.IndexByte([]byte("bBrRuUfF"), l[p]) >= 0 {
		if p+1 < j && bytes.IndexByte([]byte("bBrR"), l[p+1]) >= 0 {
			p++
		}
		if p+1 < j && (l[p+1] == '"' || l[p+1] == '\'') {
			i = p + 1
			for i < j && pkDecor(l[i]) {
				i++
			}
		}
	}
	// HTML tags around a line (<code>, <br/>, </p>) are markup, like
	// the decoration around them.
	for t := 0; t < 4 && i < j && l[i] == '<'; t++ {
		e := bytes.IndexByte(l[i:j], '>')
		if e < 0 || e > 8 {
			break
		}
		i += e + 1
		for i < j && pkDecor(l[i]) {
			i++
		}
	}
	for t := 0; t < 8; t++ {
		for j > i && pkDecor(l[j-1]) && l[j-1] != '>' {
			j--
		}
		if j == i || l[j-1] != '>' {
			break
		}
		if b := bytes.LastIndexByte(l[i:j], '<'); b >= 0 && j-(i+b) <= 8 {
			j = i + b
		} else {
			j-- // a '>' alone
		}
	}
	l = l[i:j]
	if len(l) == 0 {
		return true
	}
	if h := bytes.IndexByte(l, ':'); h > 0 && h <= 40 && isLetter(l[0]) && (h+1 == len(l) || l[h+1] == ' ') {
		name := true
		for _, b := range l[:h] {
			name = name && (isAlnum(b) || b == '-')
		}
		if name {
			return true
		}
	}
	words, long, w := 0, false, 0
	for k := 0; k <= len(l); k++ {
		if k == len(l) || l[k] == ' ' {
			if w > 0 {
				words++
				long = long || w >= 16
			}
			w = 0
			continue
		}
		b := l[k]
		if !isAlnum(b) && b != '+' && b != '/' && b != '=' {
			return false
		}
		w++
	}
	return words == 1 || long
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
