package sanitize

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// cand is a match found by one rule.
type cand struct {
	ms, me int // the whole match: decides where the rule's search resumes
	s, e   int // the part rewritten (the secret group, or the whole match)
	rule   int
}

// span is a taken match with the range it finally replaces (a removal
// also swallows the spaces or separator it would leave behind).
type span struct {
	cand
	xs, xe int
	edge   byte // what a removal starting at xe sees on its left
	// sep: the removal would join two token characters ("ghp_ab(--x)cd"
	// must not become one token), so a space is written in its place.
	sep bool
	// outAfter is the last byte of the output, as the rules read it,
	// once this span is written (a Stream carries it to the next chunk).
	outAfter byte
}

var sepBytes = []byte(" ")

// out is what span t writes in place of text[t.xs:t.xe].
func (c *Compiled) out(t *span) []byte {
	if t.sep {
		return sepBytes
	}
	return c.rules[t.rule].repl
}

// joins reports a byte that, with another such byte across a removal,
// would join two words into one: letters, digits, token punctuation and
// any non-ASCII byte. Brackets, quotes, separators and spaces keep words
// apart.
func joins(b byte) bool {
	if b >= utf8.RuneSelf {
		return true
	}
	if b <= ' ' || b == 0x7f {
		return false
	}
	switch b {
	case '(', ')', '[', ']', '{', '}', '<', '>', '"', '\'', '`', ',', ';', '!', '?':
		return false
	}
	return true
}

// scratch holds the reusable buffers of one scan, so that steady-state
// scanning allocates nothing.
type scratch struct {
	occ     []occurrence
	occTmp  [4][]occurrence // scanWhole's and scanChunk's lanes
	byRule  [][]int32       // keyword positions per rule, ascending
	touched []uint16        // rules with entries in byRule
	// A Stream runs in full only the active rules: builtins, rules with a
	// keyword in sight, and pinned rules (whose search resumes past the
	// start of what is held back). Every other rule would resume at the
	// start and hold back no more than idleCut, which cut accounts for.
	active []uint16
	pinned []uint16
	mark   []uint32 // mark[i] == epoch: rule i is in active
	epoch  uint32
	cut    int // earliest start of a match not yet final (collectOcc)
	cands  []cand
	taken  []span
	res    []int // per rule: where its search resumes
	// per rule: keywords before rejTo were rejected by a search from
	// rejFrom (collectRegex); both count from the start of the whole
	// text, of which a Stream's text[0] is at base
	rejTo, rejFrom []int
	base           int
	// per rule: the text after the keyword at openK-1 (counted like
	// rejTo) holds no byte the rule's matches cannot hold up to openTo
	// (endsIn resumes there with the next chunk)
	openK, openTo []int
	// the private key block being read (collectPrivateKey)
	pkK, pkLine, pkEnd int
	// the reversed-literal finder's reading of a Stream's last line
	// (reversed.go, literalHold)
	rev   litState
	pkOut bool
	// tailDepth is how many of the last bytes of the text the keyword
	// automaton holds as the start of a keyword (a Stream's; 0 at the end
	// of a text)
	tailDepth int
	// pgNot is the start (from the start of the text) of a last line
	// collectPgpass found to be no .pgpass line however it ends
	pgNot    int
	next     []int // per rule: earliest start of a match not yet final
	out      []byte
	win      byteWindow
	view     view  // the normalised text of a one-shot scan (view.go)
	vw       *view // the view being read: &view, or a Stream's
	pieces   []splitPiece
	joined   []byte
	splitEnd int // end of the run the last split prefix started
	// pubLine is where (from the start of the text) the line break
	// after the last line of a wrapped public base64 block stands, or
	// -1 (wrappedPublic); pubWidth is that line's width: a wrapped block
	// keeps its width down to its last line (a terminal wraps the whole
	// line, a formatter the base64 after "ssh-rsa ").
	pubLine  int
	pubWidth [2]int // the line's width with and without what stands before its base64
	tbl      tableState
	tblCells [][2]int // the cells of the table line judged last
	nested   bool     // a read of decoded text (encoded.go): nothing is decoded again
	decoded  []byte   // that text
}

// finderHits are where rule ri's keywords stand in the text, for a finder
// that decodes what follows them (char-code-list, reversed-literal,
// nested-url): none in a nested read, whose text was decoded already and
// is not decoded again.
func (sc *scratch) finderHits(ri int) []int32 {
	if sc.nested {
		return nil
	}
	return sc.byRule[ri]
}

// byteWindow counts the distinct bytes of a window of text that slides
// forward; moving it costs O(1) per byte entering or leaving.
type byteWindow struct {
	cnt    [256]int32
	lo, hi int
	n      int
	live   bool // false: cnt is stale (reset at every collectRegex call)
}

// atLeast reports whether text[lo:hi] holds at least need distinct
// bytes. Ordinary text has them within a few bytes, so a bit set filled
// from lo stops there; a window that falls short is counted, and the
// windows overlapping it after that slide the count along (keyword-dense
// text of few distinct bytes, key=key=…, where stopping early never
// happens), so each byte is counted O(1) times however dense the
// keywords are.
func (w *byteWindow) atLeast(text []byte, lo, hi, need int) bool {
	if w.live && lo >= w.lo && lo <= w.hi && hi >= w.hi {
		return w.distinct(text, lo, hi) >= need
	}
	var seen [4]uint64
	d := 0
	for i := lo; i < hi; i++ {
		b := text[i]
		if m := uint64(1) << (b & 63); seen[b>>6]&m == 0 {
			seen[b>>6] |= m
			if d++; d >= need {
				return true
			}
		}
	}
	w.live = false
	return w.distinct(text, lo, hi) >= need
}

// distinct returns the number of distinct bytes in text[lo:hi].
func (w *byteWindow) distinct(text []byte, lo, hi int) int {
	if len(text) == 0 || lo >= hi {
		return 0
	}
	if !w.live || lo < w.lo || lo > w.hi || hi < w.hi {
		clear(w.cnt[:])
		w.live = true
		w.lo, w.hi, w.n = lo, lo, 0
	}
	for ; w.hi < hi; w.hi++ {
		b := text[w.hi]
		if w.cnt[b] == 0 {
			w.n++
		}
		w.cnt[b]++
	}
	for ; w.lo < lo; w.lo++ {
		b := text[w.lo]
		w.cnt[b]--
		if w.cnt[b] == 0 {
			w.n--
		}
	}
	return w.n
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func (c *Compiled) reset(sc *scratch) {
	sc.occ = sc.occ[:0]
	sc.cands = sc.cands[:0]
	sc.taken = sc.taken[:0]
	if cap(sc.res) < len(c.rules) {
		sc.res = make([]int, len(c.rules))
		sc.next = make([]int, len(c.rules))
		sc.rejTo = make([]int, len(c.rules))
		sc.rejFrom = make([]int, len(c.rules))
		sc.openK = make([]int, len(c.rules))
		sc.openTo = make([]int, len(c.rules))
		sc.byRule = make([][]int32, len(c.rules))
		sc.mark = make([]uint32, len(c.rules))
		sc.touched = sc.touched[:0]
	}
	sc.pinned = sc.pinned[:0]
	sc.res = sc.res[:len(c.rules)]
	sc.next = sc.next[:len(c.rules)]
	sc.rejTo = sc.rejTo[:len(c.rules)]
	sc.rejFrom = sc.rejFrom[:len(c.rules)]
	sc.openK = sc.openK[:len(c.rules)]
	sc.openTo = sc.openTo[:len(c.rules)]
	clear(sc.rejTo)
	clear(sc.openK)
	sc.pkK = 0
	sc.rev = litState{quote: -1}
	sc.base = 0
	sc.pgNot = -1
	sc.pubLine = -1
	sc.tbl = tableState{next: -1}
}

// need is how far past a match's start the text must be known before the
// match is final.
func (r *rule) need() int {
	n := r.maxLen + lookahead
	if r.remove {
		n += removalReach
	}
	return n
}

// collect runs every rule over text starting at sc.res[i], appending final
// candidates to sc.cands, leaving in sc.res[i] where the rule's search
// stopped and in sc.next[i] the earliest start at which a not-yet-final
// match of rule i could still appear. When eof is
// true every match is final. start is the first byte that may be part of a
// match (bytes before it are context only).
func (c *Compiled) collect(sc *scratch, text []byte, start int, eof bool) {
	if start == 0 {
		sc.occ = c.ac.scanWhole(text, sc.occ[:0], &sc.occTmp)
	} else {
		sc.occ, _ = c.ac.scan(text, start, 0, sc.occ[:0])
	}
	c.collectOcc(sc, text, start, eof)
}

// collectOcc is collect with the keyword occurrences already in sc.occ
// (those starting before start are ignored).
func (c *Compiled) collectOcc(sc *scratch, text []byte, start int, eof bool) {
	// The automaton reports keywords by end; windows need them by start.
	// Nearly sorted already: an insertion sort allocates nothing.
	occ := sc.occ
	for i := 1; i < len(occ); i++ {
		for j := i; j > 0 && occ[j].pos < occ[j-1].pos; j-- {
			occ[j], occ[j-1] = occ[j-1], occ[j]
		}
	}
	k := 0
	for k < len(occ) && int(occ[k].pos) < start {
		k++
	}
	if k > 0 {
		sc.occ = append(occ[:0], occ[k:]...)
	}
	for _, ri := range sc.touched {
		sc.byRule[ri] = sc.byRule[ri][:0]
	}
	sc.touched = sc.touched[:0]
	for _, o := range sc.occ {
		rs, cs := c.kwRules[o.kw], c.kwCase[o.kw]
		for j, ri := range rs {
			if cs[j] {
				if r := &c.rules[ri]; !exactAt(text, int(o.pos), r.kwExact, r.kwLower) {
					continue
				}
			}
			l := sc.byRule[ri]
			if len(l) > 0 && l[len(l)-1] == o.pos {
				continue
			}
			if len(l) == 0 {
				sc.touched = append(sc.touched, ri)
			}
			sc.byRule[ri] = append(l, o.pos)
		}
	}
	// Only active rules run; a rule with no keyword in sight and not
	// pinned would find nothing and resume at start: idleCut holds back
	// what any of them would. Order does not matter: choose sorts the
	// candidates by rule.
	sc.epoch++
	sc.active = sc.active[:0]
	for _, list := range [3][]uint16{c.special, sc.touched, sc.pinned} {
		for _, i := range list {
			if sc.mark[i] != sc.epoch {
				sc.mark[i] = sc.epoch
				sc.active = append(sc.active, i)
			}
		}
	}
	n := len(text)
	sc.cut = n
	if !eof {
		sc.cut = c.idleCut(text, start, sc.tailDepth)
	}
	for _, i := range sc.active {
		c.collectRule(sc, int(i), text, start, eof)
		if !eof {
			sc.cut = min(sc.cut, sc.next[i])
		}
	}
}

// collectRule runs rule i in full.
func (c *Compiled) collectRule(sc *scratch, i int, text []byte, start int, eof bool) {
	{
		from := max(sc.res[i], start)
		switch c.rules[i].builtin {
		case builtinPrivateKey:
			sc.res[i], sc.next[i] = c.collectPrivateKey(sc, i, text, from, eof)
		case builtinEntropy:
			sc.res[i], sc.next[i] = c.collectEntropy(sc, i, text, from, eof)
		case builtinSplit:
			sc.res[i], sc.next[i] = c.collectSplit(sc, i, text, from, eof)
		case builtinPgpass:
			sc.res[i], sc.next[i] = c.collectPgpass(sc, i, text, from, eof)
		case builtinTable:
			sc.res[i], sc.next[i] = c.collectTable(sc, i, text, from, eof)
		case builtinCharList:
			sc.res[i], sc.next[i] = c.collectCharList(sc, i, text, from, eof)
		case builtinReversed:
			sc.res[i], sc.next[i] = c.collectReversed(sc, i, text, from, eof)
		case builtinNestedURL:
			sc.res[i], sc.next[i] = c.collectNestedURL(sc, i, text, from, eof)
		default:
			sc.res[i], sc.next[i] = c.collectRegex(sc, i, text, from, eof)
		}
	}
}

// exactAt reports whether one of a case-sensitive rule's keywords is at
// pos: as written, or in any case when it was written without capitals
// (lower, precomputed at compile time).
func exactAt(text []byte, pos int, kws []string, lower []bool) bool {
	for i, k := range kws {
		if pos+len(k) > len(text) {
			continue
		}
		w := text[pos : pos+len(k)]
		if string(w) == k || lower[i] && strings.EqualFold(string(w), k) {
			return true
		}
	}
	return false
}

// collectRegex finds rule ri's matches from `from` on, as a chain of
// leftmost matches (each search resumes where the previous match ended).
// With keywords, a match containing keyword occurrence k starts in
// [k-lead, k] and ends by k+maxLen, so searching that window alone gives
// the same leftmost match as searching the whole text.
func (c *Compiled) collectRegex(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	r := &c.rules[ri]
	n := len(text)
	need := r.need()
	if !r.hasKeywords {
		for from < n {
			loc := r.re.FindSubmatchIndex(text[from:])
			if loc == nil {
				break
			}
			s := from + loc[0]
			if !eof && s+need > n {
				return from, max(from, min(s, n-need))
			}
			from = c.accept(sc, ri, text, from, loc)
		}
		if eof {
			return from, n
		}
		return from, max(from, n-need)
	}
	occ := sc.byRule[ri]
	sc.win.live = false // a Stream's buffer moves between calls
	// reject ends the examination of keyword k: nothing starts there.
	// A Stream runs the rule again over text it holds back; the memo
	// (rejTo, rejFrom) spares it the keywords already rejected: a search
	// resuming at from >= rejFrom tries a subset of the starts tried
	// then, on the same bytes, and finds nothing either.
	reject := func(k int) {
		sc.rejTo[ri], sc.rejFrom[ri] = sc.base+k+1, sc.base+from
	}
	for oi := 0; oi < len(occ); {
		k := int(occ[oi])
		if k < from || sc.base+k < sc.rejTo[ri] && sc.base+from >= sc.rejFrom[ri] {
			oi++
			continue
		}
		// A gate says no only on what it has read (undecided at the end
		// of the text is a yes), so its no is final even before the
		// match could be: a keyword in prose ("the key to") holds
		// nothing back.
		if r.gate != nil && !r.gate(text, k) {
			reject(k)
			oi++
			continue
		}
		ws := max(from, k-r.lead)
		// A value that runs on past its cap (Pattern.runOn) is waited
		// for below, only when it does: the rule holds back what it held
		// without it.
		if !eof && k+need-r.runOn > n && !r.endsIn(sc, ri, text, k) {
			return from, r.leadStart(text, k, ws)
		}
		// Before its first keyword a match holds only leadSet bytes, so
		// no match whose first keyword is k starts before leadStart; one
		// whose first keyword is earlier was tried at that keyword.
		ws = r.leadStart(text, k, ws)
		// A value has at most log2(distinct bytes) bits of entropy: when
		// every match starting in [ws, k] lies in a stretch of text with
		// too few distinct bytes, none can pass MinEntropy and the regex
		// is not run (key=key=…, sk-sk-…: the same rejected match at
		// every keyword). The window slides with k, so this costs O(1)
		// per byte however dense the keywords are.
		if r.minDistinct > 1 && !sc.win.atLeast(text, ws, min(n, k+r.maxLen), r.minDistinct) {
			reject(k)
			oi++
			continue
		}
		if r.valueGate != nil && !r.valueGate(text, k) {
			reject(k)
			oi++
			continue
		}
		// Try each start in [ws, k] in order with the anchored regex: the
		// first that matches is the leftmost match containing k (or an
		// earlier keyword), exactly what an unanchored search would find.
		found := false
		// No match holds a byte outside the rule's charset, so none
		// from a start at or before k reaches past the first such byte
		// after k: the window ends a lookahead past it (a line of prose
		// ends a match long before the regex's maximum length).
		cut := regexCut(r.charset, text, k, min(n, k+r.runLen))
		for s := ws; s <= k; s++ {
			if !r.first[text[s]] {
				continue
			}
			// The regex that runs is shortened (splitTail): a window of
			// its own length keeps the backtracker's visited set small.
			we := min(n, s+r.runLen+lookahead, cut+lookahead)
			loc := r.anchored.FindSubmatchIndex(text[s:we])
			if loc == nil {
				continue
			}
			if !eof && r.runOn > 0 && r.runsToEnd(text, s+loc[1], inQuery(text, s)) {
				return from, r.leadStart(text, k, ws)
			}
			from = c.accept(sc, ri, text, s, loc)
			found = true
			break
		}
		if !found {
			reject(k)
			oi++
		}
	}
	if eof {
		return from, n
	}
	// A keyword not seen yet starts in the suffix the automaton holds as
	// a keyword's prefix, and a match holds only leadSet bytes before its
	// first keyword.
	p := max(from, n-min(sc.tailDepth, r.maxKwLen-1))
	return from, r.leadStart(text, p, max(from, p-r.lead))
}

// regexCut returns the first byte at or after k, before lim, that no
// match can hold (lim if there is none). The window a regex reads then
// ends a lookahead past it: the backtracker clears a visited set as long
// as the window times the program, and a window short enough lets the
// regexp package backtrack instead of running its slower NFA.
func regexCut(charset *[256]bool, text []byte, k, lim int) int {
	for k < lim && charset[text[k]] {
		k++
	}
	return k
}

// endsIn reports whether every match holding the keyword at k is known
// in text already, before the pattern's maximum length has arrived: a
// match is one run of bytes its regex may hold, so a byte it may not hold
// (r.stop) after k ends every such match there, and once the lookahead
// (and a removal's tidy reach) past that byte is in, the search at k
// reads exactly what it would read in the whole text. A keyword in a
// line of prose thus waits for the line's end, not for 2 KiB of a tool
// list's maximum.
// A Stream asks again with each chunk; the stretch already read is
// remembered (openK, openTo) and not read again.
func (r *rule) endsIn(sc *scratch, ri int, text []byte, k int) bool {
	tail := lookahead
	if r.remove {
		tail += removalReach
	}
	q, lim := k, len(text)-tail
	if sc.openK[ri] == sc.base+k+1 {
		q = max(q, sc.openTo[ri]-sc.base)
	}
	for ; q < lim; q++ {
		if r.stop[text[q]] {
			return true
		}
	}
	sc.openK[ri], sc.openTo[ri] = sc.base+k+1, sc.base+max(q, k)
	return false
}

// leadStart is the earliest start, no earlier than lo, of a match whose
// first keyword is at k: the bytes between must all be in leadSet.
func (r *rule) leadStart(text []byte, k, lo int) int {
	s := k
	for s > lo && r.leadSet[text[s-1]] {
		s--
	}
	return s
}

// accept checks a regex match (loc is relative to base) and records it;
// it returns where the rule's search resumes.
func (c *Compiled) accept(sc *scratch, ri int, text []byte, base int, loc []int) int {
	r := &c.rules[ri]
	runOn := 0 // bytes past the regex's cap (see Pattern.runOn)
	query := inQuery(text, base+loc[0])
	if r.tailExtra > 0 {
		// Extend the shortened trailing run (see splitTail), and past
		// its cap where the rule runs on; a query's value ends at '&'.
		x := r.tailRun(text, base+loc[1], query)
		runOn = max(0, x-r.tailExtra)
		loc[1] += x
		for _, g := range r.tailCaps {
			loc[2*g+1] += x
		}
	}
	ms, me := base+loc[0], base+loc[1]
	s, e := ms, me
	if g := r.secretGroup; g > 0 && loc[2*g] >= 0 {
		s, e = base+loc[2*g], base+loc[2*g+1]
	}
	judged := e - runOn // the part of the value the regex took
	if r.quoted && s > ms && s < e && isQuote(text[s-1]) {
		// The value opens with a quote: it runs to the matching quote on
		// the same line, if that comes within quotedMax and the whole
		// passes the value check (else the regex's value is judged).
		q, lim := text[s-1], min(len(text), s+quotedMax)
		j := s
		for j < lim && text[j] != q && text[j] != '\n' && !(r.tight && (text[j] == ' ' || text[j] == '\t')) {
			j++
		}
		if j < lim && text[j] == q && j > e && valueOK(r, text[s:j]) {
			e, me = j, max(me, j+1)
			judged = e
		}
	}
	var joined []byte // the value's literals read together (concat.go)
	if r.quoted && s > ms && s < e && e < len(text) && isQuote(text[s-1]) && text[e] == text[s-1] {
		if last, v, ok := concatChain(text, s, e, s+quotedMax); ok && valueOK(r, v) {
			joined, e, me = v, last, max(me, last+1)
		}
	}
	if gluedName(text, s, e) {
		// A name and its operator glued to a redaction: what a first
		// pass left of "name=value" (a second pass over
		// "tokeY,00001pAsswd=[token]"), not a value of its own.
		e = s
	}
	if query {
		// A URL query's parameter: its value ends at the next one.
		e = queryValueEnd(text, s, e)
		me, judged = min(me, max(e, s)), min(judged, e)
	}
	nameOK := true
	if g := r.nameGroup; g > 0 && r.nameCheck != nil && loc[2*g] >= 0 {
		// The name with the word before it ("public key"), and a value
		// that is itself a name (env:"DB_PASSWORD", SecretStr).
		ns, ne := base+loc[2*g], base+loc[2*g+1]
		nameOK = !markerName(text, ns) && r.nameCheck(text[ns:ne]) && !valueIsName(text[s:e]) && !openPGPKeyID(text[ns:ne], text[s:e]) && !arnPart(text, ns, 0)
		if q := qualifiedNameStart(text, ns, 0); nameOK && q < ns {
			nameOK = notDescriptor(text[q:ne])
		}
	}
	if !nameOK || !c.boundaryOK(sc, r.boundary, text, ms, me) || joined == nil && !valueOK(r, text[s:max(s, judged)]) || s == e || r.publicAround != nil && r.publicAround(text, s, e) {
		_, size := utf8.DecodeRune(text[ms:])
		next := ms + size
		if g := r.nameGroup; g > 0 && loc[2*g+1] >= 0 {
			// A match starting inside the name is the same assignment
			// read with a shorter name (ublic_key for public_key): the
			// value is the same and the name only loses its qualifiers,
			// so the search resumes past the name.
			next = max(next, base+loc[2*g+1])
		}
		return next
	}
	sc.cands = append(sc.cands, cand{ms: ms, me: me, s: s, e: e, rule: ri})
	return me
}

// boundaryOK checks what touches text[s:e] on either side. Where the view
// dropped something (a terminal sequence, an invisible character), a word
// may end or start: the text shown without it would part the words.
func (c *Compiled) boundaryOK(sc *scratch, b Boundary, text []byte, s, e int) bool {
	if b == BoundaryNone {
		return true
	}
	// A letter folded from another script or width (a Cyrillic У, a
	// fullwidth Ｙ) glued to a token is not part of it to a reader: it
	// does not break the boundary.
	if s > 0 && !sc.vw.deletedAt(s) && !sc.vw.foldedAt(s-1) && !escapedDelimiter(text, s) {
		r, _ := utf8.DecodeLastRune(text[:s])
		if isBoundaryRune(b, r) {
			return false
		}
	}
	if e < len(text) && !sc.vw.deletedAt(e) && !sc.vw.foldedAt(e) {
		r, _ := utf8.DecodeRune(text[e:])
		if isBoundaryRune(b, r) {
			return false
		}
	}
	return true
}

// escapedDelimiter reports a percent escape of a delimiter just before
// text[s] (%3D, %26, %2F in a query string encoded into another one,
// next=%2Fhome%3Faccess_token%3Dya29.…): the '=' or '/' it stands for
// ends what came before, though its last hex digit is a letter or digit.
func escapedDelimiter(text []byte, s int) bool {
	if s < 3 || text[s-3] != '%' {
		return false
	}
	hi, ok1 := hexVal(text[s-2])
	lo, ok2 := hexVal(text[s-1])
	b := byte(hi<<4 | lo)
	return ok1 && ok2 && b < 0x80 && !isAlnum(b) && b != '_' // %20 too: a space ends a word
}

func isBoundaryRune(b Boundary, r rune) bool {
	if b == BoundaryToken {
		return r < utf8.RuneSelf && isAlnum(byte(r))
	}
	if r < utf8.RuneSelf {
		c := byte(r)
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		return alnum || b == BoundaryWord && c == '_'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// choose keeps, in pattern order, every candidate that does not overlap one
// already kept, then computes each kept removal's tidy range. The result in
// sc.taken is sorted by position. lo is where the text may first be
// touched, loEdge what lies before it (see tidy) and loOut the last byte
// of output before it (0 for none).
func (c *Compiled) choose(sc *scratch, text []byte, lo int, loEdge, loOut byte, eof bool) {
	slices.SortFunc(sc.cands, func(a, b cand) int {
		if a.rule != b.rule {
			return a.rule - b.rule
		}
		return a.s - b.s
	})
	taken := sc.taken[:0]
	for _, cd := range sc.cands {
		i, _ := slices.BinarySearchFunc(taken, cd.s, func(t span, s int) int { return t.s - s })
		if i > 0 && taken[i-1].e > cd.s || i < len(taken) && taken[i].s < cd.e {
			continue
		}
		taken = slices.Insert(taken, i, span{cand: cd, xs: cd.s, xe: cd.e})
	}
	// out is the last output byte before the current position: the
	// separator decision reads the output, not the text, so a run of
	// removals is judged by what finally touches.
	out := loOut
	for i := range taken {
		t := &taken[i]
		t.edge = edgeMatch
		prevEnd := lo
		if c.rules[t.rule].remove {
			hi, hiEdge := len(text), byte(edgeRead)
			if i+1 < len(taken) {
				hi, hiEdge = taken[i+1].s, edgeMatch
			} else if eof {
				hiEdge = edgeLine
			}
			var lc byte
			t.xs, t.xe, lc = tidy(text, t.s, t.e, lo, hi, loEdge, hiEdge)
			if t.xs == lo && loEdge != edgeRead {
				lc = loEdge // a run of removals is tidied as one
			}
			t.edge = lc
		}
		if t.xs > prevEnd {
			out = text[t.xs-1]
		}
		switch repl := c.rules[t.rule].repl; {
		case len(repl) > 0:
			out = repl[len(repl)-1]
		case joins(out) && t.xe < len(text) && joinsRight(text, t.xe):
			// A tidy removal never reaches past removalReach, so the
			// byte after xe (and the one after it) is known whenever
			// the span is final, in a Stream as in one shot.
			t.sep, t.edge, out = true, ' ', ' '
		}
		t.outAfter = out
		lo, loEdge = t.xe, t.edge
	}
	sc.taken = taken
}

// joinsRight reports whether text[i] would join the word before a removal
// ending at i: a sentence mark followed by a space or the end ends it.
func joinsRight(text []byte, i int) bool {
	b := text[i]
	if !joins(b) {
		return false
	}
	if b == '.' || b == ':' {
		return i+1 < len(text) && joins(text[i+1])
	}
	return true
}
