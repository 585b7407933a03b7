package sanitize

import (
	"bytes"
	"regexp"
	"strings"
)

// The bare-token finder is the catch-all for credentials that carry no
// vendor prefix. A bare random-looking string is only evidence, so it
// must also stand where a credential stands:
//
//   - as the value of an assignment or flag whose name says "secret"
//     (apiKey=…, X-Auth-Token: …, --api-key …, "token" …); a value
//     assigned to any other name (sumOfHashes = …, commit: …) is an id,
//     a hash or data, and is left alone;
//   - or on its own, delimited by spaces, quotes, brackets or sentence
//     punctuation. A run glued to other punctuation (path/…, host.…,
//     a?b, 50%…) is part of a larger structure — a URL, a path, an
//     expression — not a credential.
//
// A unit is a maximal run of token characters [A-Za-z0-9+/_-], joined by
// single dots (JWT-like a.b.c), with up to two trailing '=' of base64
// padding. Then the unit itself must look generated: long, mixing
// letters and digits, switching classes often, high entropy, not hex
// (commit ids, checksums, UUIDs), not made of words, not a keyboard walk,
// not base64 of harmless text. A unit that starts with a vendor prefix
// (sk-, ghp_, xoxb-, AKIA…) is left to that vendor's rule: if the rule
// did not match, the string is a near miss of the format (a test
// fixture, a truncation), not a secret of unknown shape.
const (
	entropyMinRun = 20
	entropyMaxRun = 512
	// entropyLookback bounds how far before a unit its context is read:
	// two quotes, 16 spaces, a 3-byte operator, two closers, 16 spaces
	// and a 48-byte name. A Stream keeps at least this much context.
	entropyLookback = 2 + 16 + 3 + 2 + 16 + 48
	// entropyLookahead is how far past a unit its right context is read:
	// the next line's "-----END " of an armoured block (armour.go), after
	// a CR LF and a little indentation.
	entropyLookahead = 16
)

var tokenByte = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for _, c := range "+/_-" {
		t[c] = true
	}
	return t
}()

// unitEnd returns the end of the unit that contains p (or starts at p).
func unitEnd(text []byte, p int) int {
	n := len(text)
	for p < n {
		switch {
		case tokenByte[text[p]]:
			p++
		case text[p] == '.' && p+1 < n && tokenByte[text[p+1]] && p > 0 && tokenByte[text[p-1]]:
			p++
		default:
			// Up to two '=' of padding, unless an operand follows
			// (name=value is an assignment, not padding).
			q := p
			for q < n && q-p < 2 && text[q] == '=' {
				q++
			}
			if q > p && (q == n || !tokenByte[text[q]] && text[q] != '=') {
				return q
			}
			return p
		}
	}
	return p
}

// insideUnit reports whether p lies inside a unit that began before it.
func insideUnit(text []byte, p int) bool {
	if p <= 0 || p >= len(text) {
		return false
	}
	b := text[p-1]
	return tokenByte[b] || b == '.' && p >= 2 && tokenByte[text[p-2]] && tokenByte[text[p]]
}

func (c *Compiled) collectEntropy(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	p := from
	if insideUnit(text, p) {
		p = unitEnd(text, p) // already judged
	}
	// Only a unit holding a run of longRun token bytes can be a token
	// (its dot-joined parts and padding aside, see unitLooksRandom):
	// nextLongRun finds those without visiting every byte, and the units
	// around them are judged as a unit-by-unit walk would.
	for p < n {
		l, ok := nextLongRun(text, p)
		if !ok {
			break
		}
		next, hold := c.judgeUnit(sc, ri, text, unitStart(text, l, p), eof)
		if hold {
			return next, next
		}
		p = next
	}
	if !eof && p < n {
		// A short unit at the end may still grow into a long one: walk
		// the last units one by one, from a boundary before the end.
		q := max(p, n-3)
		if q > p && insideUnit(text, q) {
			q = unitStart(text, q, p)
		}
		for q < n {
			for q < n && !tokenByte[text[q]] {
				q++
			}
			if q == n {
				break
			}
			next, hold := c.judgeUnit(sc, ri, text, q, eof)
			if hold {
				return next, next
			}
			q = next
		}
	}
	return n, n
}

// judgeUnit judges the unit starting at s: it returns where the walk
// goes on, or, with hold, where it must start again once more text is
// known.
func (c *Compiled) judgeUnit(sc *scratch, ri int, text []byte, s int, eof bool) (int, bool) {
	n := len(text)
	e := unitEnd(text, s)
	long := e-s > entropyMaxRun
	if long && (e-s > b64TextMax || sc.nested) {
		// Too long to be a token, whatever follows (base64 that may
		// be text is read as text below, up to b64TextMax, once the
		// run is whole: its alphabet is checked then, not at every
		// chunk while it grows).
		return e, false
	}
	// A unit may still grow while it touches the end, or a dot or '='
	// right before the end (a.b, x=y); a complete short unit cannot be a
	// token, a long one needs its right context.
	final := e < n && text[e] != '.' && text[e] != '=' || e+3 <= n
	if !eof && !final {
		return s, true
	}
	if e-s < entropyMinRun {
		return e, false
	}
	if !eof && e+entropyLookahead >= n {
		return s, true // its right context is not known yet
	}
	if long {
		if c.encodedUnit(sc, text, s, e) == b64Secret {
			sc.cands = append(sc.cands, cand{ms: s, me: e, s: s, e: e, rule: ri})
		}
		return e, false
	}
	if us, ue, ok := c.bareToken(sc, text, s, e); ok {
		sc.cands = append(sc.cands, cand{ms: s, me: e, s: us, e: ue, rule: ri})
	}
	return e, false
}

// longRun is the shortest run of token bytes a token can hold: a unit of
// entropyMinRun bytes may end in two '=' of padding (base64 of
// user:password is judged with them).
const longRun = entropyMinRun - 2

// nextLongRun returns the start of the first run of at least longRun
// token bytes at or after p. A run starting at l or later covers
// l+longRun-1, so that byte is probed and the bytes before it read
// backwards: a non-token byte at m rules out every start up to m, and
// the next probe is m+longRun; the bytes already read as tokens are not
// read again. Each byte is read at most once and most are skipped; a
// short run is not walked forward to its end, as an earlier version of
// this probe did (this one finds the runs of this repository's docs a
// fifth faster).
//
// It is kept out of line: inlined into collectEntropy, its backward loop
// ran at half speed or full speed depending on where the caller's code
// landed in the binary (the code one shot moved from 441 to 365 MB/s
// when an unrelated function was added to the package); as a function
// of its own it starts aligned, whatever comes before it.
//
//go:noinline
func nextLongRun(text []byte, p int) (int, bool) {
	// Invariant: no run of longRun starts in [p, l), and text[l:lo]
	// are token bytes.
	l, lo := p, p
	for {
		x := l + longRun - 1
		if x >= len(text) {
			return 0, false
		}
		m := x
		for m >= lo && tokenByte[text[m]] {
			m--
		}
		if m < lo {
			return l, true
		}
		l, lo = m+1, x+1
	}
}

// unitStart returns the start of the unit holding position x, no
// earlier than lo (a unit boundary): token bytes, and single dots
// between them.
func unitStart(text []byte, x, lo int) int {
	for x > lo {
		switch {
		case tokenByte[text[x-1]]:
			x--
		case text[x-1] == '.' && x-2 >= lo && tokenByte[text[x-2]] && x < len(text) && tokenByte[text[x]]:
			x--
		default:
			return x
		}
	}
	return x
}

// Context classes of a unit.
const (
	ctxGlued      = iota // part of a larger structure: never a token
	ctxOther             // the value of a non-secret name
	ctxStandalone        // on its own
	ctxSecret            // the value of a secret-ish name
)

// bareToken judges the unit text[s:e] and returns the part to redact.
func (c *Compiled) bareToken(sc *scratch, text []byte, s, e int) (int, int, bool) {
	// An escape sequence glued to the unit (\nXk29… in raw JSON) is not
	// part of it.
	if s > 0 && text[s-1] == '\\' && (text[s] == 'n' || text[s] == 't' || text[s] == 'r') {
		s++
	}
	// Leading dashes or slashes are flag or path syntax, not token.
	for s < e && (text[s] == '-' || text[s] == '/' || text[s] == '+') {
		s++
	}
	if e-s < entropyMinRun {
		return 0, 0, false
	}
	// Before the randomness test: a line of a wrapped public block that
	// does not look random (a run of '/') still carries the block on.
	if c.wrappedPublic(sc, text, s, e) {
		return 0, 0, false
	}
	switch c.encodedUnit(sc, text, s, e) {
	case b64Secret:
		return s, e, true
	case b64PlainJSON, b64Prose:
		return 0, 0, false
	}
	if c.hexEncodedSecret(text[s:e]) {
		if leftContext(text, s) != ctxGlued && rightFree(text, e, true) {
			return s, e, true
		}
		return 0, 0, false
	}
	// Cheapest first: most units are words or identifiers that fail the
	// randomness test. A named value skips only the keyboard-walk check:
	// both tests are read in one pass (unitRandomness), where each was
	// a pass of its own.
	strict, loose := unitRandomness(text[s:e])
	bot := discordBotToken(text[s:e])
	if !strict && !bot && !loose && !base64Credential(text[s:e]) {
		return 0, 0, false
	}
	if bot {
		// The structure is the proof: whatever stands around it (a
		// path, b'…', a value of any name).
		return s, e, true
	}
	ctx := leftContext(text, s)
	if ctx == ctxGlued {
		return 0, 0, false
	}
	if ctx == ctxOther {
		// Whatever the name, base64 of user:password is a credential
		// (Kubernetes secret data, docker auth).
		if rightFree(text, e, false) && base64Credential(text[s:e]) {
			return s, e, true
		}
		return 0, 0, false
	}
	if !rightFree(text, e, ctx == ctxSecret) {
		return 0, 0, false
	}
	if !strict && ctx != ctxSecret || !strict && !loose {
		return 0, 0, false
	}
	// A value that says it is an example (AWS documents its secret key
	// as wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY) is a placeholder.
	if c.vetoed(sc, text, s, e) || benignShape(text, s, e) || publicID(text[s:e]) || unsignedJWTAt(text, s, e) || !noExampleMarker(text[s:e]) {
		return 0, 0, false
	}
	return s, e, true
}

// hexEncodedSecret reports hex whose bytes spell a token (echo 6768705f…
// | xxd -r -p), a line break after it allowed: a vendor's token, or a
// random-looking one. A digest's bytes are all printable token
// characters by chance about once in 4^20, so hex that decodes to them
// is text written as hex, never a hash.
func (c *Compiled) hexEncodedSecret(u []byte) bool {
	const minHex, maxHex = 2 * entropyMinRun, 2 * 256
	if len(u) < minHex || len(u) > maxHex || len(u)%2 != 0 {
		return false
	}
	var buf [maxHex / 2]byte
	for i := 0; i < len(u); i += 2 {
		h, ok1 := hexVal(u[i])
		l, ok2 := hexVal(u[i+1])
		if !ok1 || !ok2 {
			return false
		}
		b := byte(h<<4 | l)
		if !tokenByte[b] && b != '.' && b != ':' && b != '=' && b != '\n' && b != '\r' {
			return false
		}
		buf[i/2] = b
	}
	// A token read from a file keeps the file's last line break
	// (open(…).read().encode().hex() ends in 0a): the token is what
	// comes before it, and a line break anywhere else is no token's.
	d := bytes.TrimRight(buf[:len(u)/2], "\r\n")
	if len(d) < entropyMinRun || bytes.ContainsAny(d, "\r\n") {
		return false
	}
	return c.vendorFormat(d) || unitLooksRandom(d, false) && !isHex(d)
}

// vendorFormat reports bytes d that open with a whole vendor token (no
// letter or digit right after it): vetoed for a text of its own, which
// reads no view.
func (c *Compiled) vendorFormat(d []byte) bool {
	for _, vi := range c.vetoFirst[lowerASCII[d[0]]] {
		v := &c.vetoes[vi]
		if len(d) < len(v.s) {
			continue
		}
		w := d[:len(v.s)]
		if string(w) != v.s && !(v.fold && strings.EqualFold(string(w), v.s)) {
			continue
		}
		loc := v.format.FindIndex(d)
		if loc != nil && (loc[1] == len(d) || !isBoundaryRune(v.boundary, rune(d[loc[1]]))) {
			return true
		}
	}
	return false
}

func isQuote(b byte) bool { return b == '"' || b == '\'' || b == '`' }
func isSpaceByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r'
}
func isNameByte(b byte) bool { return isAlnum(b) || b == '_' || b == '-' || b == '.' }

// leftContext classifies what stands before a unit starting at s.
func leftContext(text []byte, s int) int {
	lim := max(0, s-entropyLookback)
	j := s
	for j > lim && s-j < 2 && isQuote(text[j-1]) {
		j--
	}
	quoted := j < s
	sp := j
	for sp > lim && j-sp < 16 && isSpaceByte(text[sp-1]) {
		sp--
	}
	spaced := sp < j
	if sp == 0 {
		return ctxStandalone
	}
	if sp == lim {
		return ctxStandalone // a long run of spaces: nothing to read
	}
	b := text[sp-1]
	if !spaced && !quoted && (b == ')' || b == ']') {
		// A bracket group right before the unit ("api(--verbose)Xk29…")
		// may be a removal, after which the output reads "api Xk29…":
		// judge the unit as the output will read, so that Sanitize is
		// idempotent.
		open := byte('(')
		if b == ']' {
			open = '['
		}
		o := sp - 2
		for o > lim && sp-o < 64 && text[o] != open && text[o] != '\n' && text[o] != b {
			o--
		}
		if o > lim && text[o] == open {
			sp, spaced = o, true
			for sp > lim && j-sp < 64+16 && isSpaceByte(text[sp-1]) {
				sp--
			}
			if sp == 0 || sp == lim {
				return ctxStandalone
			}
			b = text[sp-1]
		}
	}
	if b == '>' && !spaced && !quoted {
		if name, ok := startTag(text, sp-1, lim); ok {
			// An element's text: <pre>Xk29…</pre>. An element named as
			// an id or a digest (S3's <RequestId> and <HostId>, <ETag>'s
			// kin <ContentHash>) holds one, as a name so written does.
			if !notDescriptor(name) {
				return ctxOther
			}
			return ctxStandalone
		}
	}
	switch {
	case b == '=' || b == ':' || b == '>':
		o := sp
		for o > lim && sp-o < 3 && (text[o-1] == '=' || text[o-1] == ':' || text[o-1] == '>' ||
			text[o-1] == '?' || text[o-1] == '.' || text[o-1] == '+' || text[o-1] == '|' || text[o-1] == '!') {
			o--
		}
		k := o
		for k > lim && o-k < 2 && (isQuote(text[k-1]) || text[k-1] == ']' || text[k-1] == ')') {
			k--
		}
		for w := k; k > lim && w-k < 16 && (text[k-1] == ' ' || text[k-1] == '\t'); {
			k--
		}
		nameEnd := k
		for k > lim && nameEnd-k < 48 && isNameByte(text[k-1]) {
			k--
		}
		if k == nameEnd {
			return ctxStandalone // "= value" with no name
		}
		if secretishName(text[k:nameEnd]) && notDescriptor(text[qualifiedNameStart(text, k, lim):nameEnd]) && !arnPart(text, k, lim) {
			return ctxSecret
		}
		return ctxOther
	case isNameByte(b) && (spaced || quoted):
		// The previous word: a flag (--api-key v), a keyword (token v,
		// unseal v) or anything else (a standalone value).
		if !spaced {
			return ctxGlued // abc"Xk29…: a quote inside a word
		}
		k := sp
		for k > lim && sp-k < 48 && isNameByte(text[k-1]) {
			k--
		}
		if secretishName(text[k:sp]) {
			return ctxSecret
		}
		return ctxStandalone
	case quoted && !spaced && b == ']' && sp-len(ReplToken) >= lim && markerAt(text, sp-len(ReplToken)):
		// A value the sanitizer replaced, then a quote: the marker
		// stands for the value it hid, so the unit is judged as the
		// first pass judged it, glued to that value (a second pass
		// finds what the first found).
		return ctxGlued
	case spaced || quoted:
		return ctxStandalone
	}
	switch b {
	// A closing bracket too: "ab(--verbose)Xk29…" loses its flag and
	// reads "ab Xk29…", so the unit must be judged the same before and
	// after (Sanitize is idempotent).
	case '(', '[', '{', '<', ',', ';', '|', ')', ']':
		return ctxStandalone
	}
	return ctxGlued
}

// rightFree reports whether what follows a unit ending at e leaves it on
// its own: nothing, a space, a quote, a closer, a separator, or sentence
// punctuation followed by one of those. After a secret-ish name, a query
// string separator (&) also ends the value.
func rightFree(text []byte, e int, secretCtx bool) bool {
	for k := 0; k < 2 && e < len(text) && isQuote(text[e]); k++ {
		e++
	}
	if e >= len(text) {
		return true
	}
	switch b := text[e]; b {
	case ' ', '\t', '\n', '\r', ')', ']', '}', '>', ',', ';', '|', '"', '\'', '`', '(', '[':
		// An opening bracket too, for the same reason as a closing one
		// on the left (see leftContext).
		return true
	case '\\':
		// An escape in raw JSON (…Xk29\n or …Xk29\"): the value ends.
		return e+1 < len(text) && strings.IndexByte(`nrt"\`, text[e+1]) >= 0
	case '.', '?', '!', ':':
		if e+1 >= len(text) {
			return true
		}
		switch text[e+1] {
		case ' ', '\t', '\n', '\r', '"', '\'', '`', ')', ']', '}':
			return true
		}
		return false
	case '&':
		return secretCtx
	case '<':
		// An element's end tag: <pre>Xk29…</pre>.
		return e+1 < len(text) && text[e+1] == '/'
	}
	return false
}

// startTag reports that the '>' at i closes an HTML start tag (<pre>,
// <code class="x">) that begins after lim on the same line, and returns
// its name: the letters, digits, '-', '_' and ':' after its '<', up to
// the first other byte (an attribute's space). The unit after it is the
// element's text, not a value after an operator.
func startTag(text []byte, i, lim int) (name []byte, ok bool) {
	for j := i - 1; j >= lim; j-- {
		switch text[j] {
		case '<':
			if j+1 >= i || !isLetter(text[j+1]) {
				return nil, false
			}
			e := j + 1
			for e < i && (isLetter(text[e]) || isDigitByte(text[e]) || text[e] == '-' || text[e] == '_' || text[e] == ':') {
				e++
			}
			return text[j+1 : e], true
		case '>', '\n':
			return nil, false
		}
	}
	return nil, false
}

// vetoPrefix is a vendor prefix whose rule is authoritative for strings
// that start with it and have its format.
type vetoPrefix struct {
	s        string // lower-cased if fold
	fold     bool
	format   *regexp.Regexp // the vendor's whole regex, anchored (in any case if fold)
	boundary Boundary
	rule     uint16 // the vendor's rule
}

// vetoed reports a unit text[s:e] that starts with a vendor prefix and
// has that vendor's format there, bounded as the vendor rule bounds it:
// the vendor rule decides such a string (it redacts it, or rejects it as
// a placeholder). A unit with a vendor prefix but not the format — longer
// than the format, or of another shape — is judged like any other: the
// prefix alone must not hide a random string from the catch-all. It runs
// only for random-looking units with a vendor prefix, so the regex and
// its allocation are rare.
func (c *Compiled) vetoed(sc *scratch, text []byte, s, e int) bool {
	u := text[s:e]
	if len(u) == 0 {
		return false
	}
	for _, vi := range c.vetoFirst[lowerASCII[u[0]]] {
		v := &c.vetoes[vi]
		if len(u) < len(v.s) {
			continue
		}
		w := u[:len(v.s)]
		if string(w) != v.s && !(v.fold && strings.EqualFold(string(w), v.s)) {
			continue
		}
		loc := v.format.FindIndex(text[s:min(len(text), s+maxPatternLen)])
		if loc != nil && c.boundaryOK(sc, v.boundary, text, s, s+loc[1]) {
			return true
		}
	}
	return false
}
