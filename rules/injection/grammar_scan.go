package injection

import (
	"math/bits"
	"slices"
)

// The grammar at scan time: the tokens one scan found, the lists of each
// class's tokens (a bitmap of each token's classes while a scan has few
// tokens, byWord lists past that), and the rules' steps evaluated over
// them (grammar.go compiles the steps).

// scanState is the per-scan scratch space of the grammar, pooled.
type scanState struct {
	tokens []token
	// byWord holds, per word of the class bitmap (64 classes), every
	// token that has a class of it, in text order, with its classes of
	// that word: what list reads once a message has too many tokens for
	// tokBits, so it need not follow each token to its anchor's class
	// slice (a cache miss per token in a pack of thousands of phrases). A
	// common word's phrase is in dozens of classes but a dozen words, and
	// a message lists few of the classes it has.
	byWord [][]wordToken
	filled bool // some byWord list is not empty
	// tokBits holds, while there are at most smallScan tokens and few
	// enough classes (maxBitsWords words), a bitmap of the classes of each
	// token (tokens[i]'s is tokBits[i*len(seen):]): list then tests one
	// bit a token instead of reading every class of every token.
	tokBits []uint64
	bitsOK  bool
	// tokCls holds, while tokBits does, the classes of each token's
	// phrase, from which byWord is written when tokBits is left.
	tokCls [][]classWord
	seen   []uint64
	// kept is, per class, where list left its list in lists (fromWord),
	// valid in the scan kept[c].scan (scanID).
	kept     []keptList
	lists    []int32
	scanID   uint32
	cur, nxt []chain
	pend     []int32
	tmp      []int32 // the class lists found by list, one after another
	listed   [24]listed
	nListed  int
	code     []int8 // per pattern: 0 not tried, 1 the code view matches, 2 it does not
	finals   []span
	exceptOK []int8 // per pattern: 0 not evaluated, 1 evaluated
	excepts  []span // spans of evaluated except rules, per pattern in exceptAt
	// exceptAt[3*pi:3*pi+3] bound pattern pi's spans in excepts: those of
	// Except from the first to the second, of ExceptOn to the third.
	exceptAt []int32
	words    int32 // number of words in the view
	// The matches of the mention frames and addresses (mention.go), per
	// rule alternative, kept while evalAt holds the current gen.
	evalAt    []uint32
	evalSpans [][]span
	gen       uint32
}

// chain is a partial match: the words and bytes it covers so far, and
// where its last token starts (chains of a step are in that order).
type chain struct {
	span
	l0 int32
}

// reset prepares st for a scan with g.
func (st *scanState) reset(g *grammar, patterns int) {
	st.unfill()
	st.newGen()
	st.scanID++
	if st.scanID == 0 { // wrapped: an entry of 0 would read as current
		clear(st.kept)
		st.scanID = 1
	}
	if st.lists == nil {
		st.lists = make([]int32, 0, 1024) // never nil: see fromWord
	}
	st.lists = st.lists[:0]
	st.tokens = st.tokens[:0]
	st.tmp = st.tmp[:0]
	st.nListed = 0
	n := (g.classes + 63) / 64
	if cap(st.seen) < n {
		st.seen = make([]uint64, n)
	}
	st.seen = st.seen[:n]
	clear(st.seen)
	if len(st.kept) < g.classes {
		st.kept = make([]keptList, g.classes)
		st.byWord = make([][]wordToken, n)
	}
	// The bitmaps are zero when a token takes them: those the last scan
	// set are cleared here, once.
	clear(st.tokBits)
	st.tokBits = st.tokBits[:0]
	clear(st.tokCls) // the pack's class slices, not to be kept alive
	st.tokCls = st.tokCls[:0]
	st.bitsOK = n <= maxBitsWords
	if cap(st.exceptOK) < patterns {
		st.exceptOK = make([]int8, patterns)
		st.exceptAt = make([]int32, patterns*3)
	}
	st.exceptOK = st.exceptOK[:patterns]
	st.exceptAt = st.exceptAt[:patterns*3]
	clear(st.exceptOK)
	st.excepts = st.excepts[:0]
}

// wordToken is a token (tokens[tok]) of some classes of one word of the
// class bitmap (mask).
type wordToken struct {
	mask uint64
	tok  int32
}

// keptList is where a class's list is in lists (lo:hi): its tokens among
// the first cursor of its word's byWord list, in scan scan.
type keptList struct {
	scan           uint32
	lo, hi, cursor int32
}

// unfill empties the byWord lists.
func (st *scanState) unfill() {
	if !st.filled {
		return
	}
	for w := range st.byWord {
		st.byWord[w] = st.byWord[w][:0]
	}
	st.filled = false
}

// addToken records phrase ai, of classes cls, found at words [w0, w1),
// bytes [b0, b1).
func (st *scanState) addToken(cls []classWord, ai, w0, w1, b0, b1 int32) {
	if len(cls) == 0 {
		return
	}
	ti := int32(len(st.tokens))
	st.tokens = append(st.tokens, token{w0: w0, w1: w1, b0: b0, b1: b1, anchor: ai})
	if st.bitsOK {
		if len(st.tokens) <= smallScan {
			nw := len(st.seen)
			k := len(st.tokBits)
			if cap(st.tokBits) < k+nw {
				// Room for every token a look at each serves, zeroed.
				st.tokBits = append(make([]uint64, 0, (smallScan+1)*nw), st.tokBits...)
			}
			st.tokBits = st.tokBits[:k+nw]
			b := st.tokBits[k : k+nw]
			for _, cw := range cls {
				st.seen[cw.word] |= cw.mask
				b[cw.word] |= cw.mask
			}
			st.tokCls = append(st.tokCls, cls)
			return
		}
		// Too many tokens for a look at each: list reads byWord from here
		// on.
		st.bitsOK = false
		st.byWordFromBits()
	}
	st.filled = true
	for _, cw := range cls {
		st.seen[cw.word] |= cw.mask
		st.byWord[cw.word] = append(st.byWord[cw.word], wordToken{mask: cw.mask, tok: ti})
	}
}

// byWordFromBits writes byWord for the tokens whose classes tokBits
// holds, from their phrases' classes (one mask per word of the class
// bitmap, as tokBits has them: appendClassWords), not from a look at
// every word of every token's bitmap.
func (st *scanState) byWordFromBits() {
	st.filled = true
	for ti, cls := range st.tokCls {
		for _, cw := range cls {
			st.byWord[cw.word] = append(st.byWord[cw.word], wordToken{mask: cw.mask, tok: int32(ti)})
		}
	}
}

// maxBitsWords bounds the bitmap of a token's classes (tokBits): 128
// words, 8,192 classes. The default pack reached 4,099 on 2026-12-02;
// past the bound every message takes the byWord lists, so the bound
// stays well above the pack (TestClassListsAgree fails when it is not).
// A token's bitmap is as long as the pack's, so what a scan clears grows
// with the classes, not with the bound.
const maxBitsWords = 128

func (st *scanState) has(c uint16) bool { return st.seen[c>>6]>>(c&63)&1 != 0 }

// smallScan is the token count up to which a class's tokens are found by
// looking at every token (one bit of its class bitmap, tokBits) rather
// than among the tokens of its word of the class bitmap (byWord). 96:
// over every prompt of the corpora, instructions per message (cachegrind)
// 77.7k at 48, 75.2k at 96, 77.3k at 160 (measured when the lists of a
// long message were a counting sort of every class of every token).
const smallScan = 96

// list returns the tokens of class c in text order, toks[idx[i]] for
// each i: from the tokens of its word of the class bitmap when there are
// many tokens (or too many classes for the bitmaps), else from a look at
// each token. Either way the list is kept in tmp for the rest of the
// stage.
func (st *scanState) list(c uint16, g *grammar) (toks []token, idx []int32) {
	if !st.bitsOK {
		return st.tokens, st.fromWord(c)
	}
	// A message asks for a class's list two or three times (the steps of
	// several alternatives, the signals, the cues), and a common word's
	// phrase is in dozens of classes, so memb is long: the lists found
	// are kept for the rest of the scan.
	for k := range st.nListed {
		if st.listed[k].class == c {
			l := st.listed[k]
			return st.tokens, st.tmp[l.lo:l.hi:l.hi]
		}
	}
	lo := len(st.tmp)
	out := st.tmp
	nw := len(st.seen)
	w, bit := int(c>>6), uint64(1)<<(c&63)
	for ti := range st.tokens {
		if st.tokBits[ti*nw+w]&bit != 0 {
			out = append(out, int32(ti))
		}
	}
	st.tmp = out
	if st.nListed < len(st.listed) {
		st.listed[st.nListed] = listed{class: c, lo: int32(lo), hi: int32(len(out))}
		st.nListed++
	}
	return st.tokens, out[lo:len(out):len(out)]
}

// fromWord is the list of class c from the tokens of its word of the
// class bitmap. It is kept for the rest of the scan: the tokens of a
// later stage only add to the end of the word's tokens, and those alone
// are read then (a long message has three or four stages, and its common
// words a hundred tokens or more). It is never nil: a nil list reads as
// every token (at, count).
func (st *scanState) fromWord(c uint16) []int32 {
	from := st.byWord[c>>6]
	l := st.kept[c]
	if l.scan != st.scanID {
		n := int32(len(st.lists))
		l = keptList{scan: st.scanID, lo: n, hi: n}
	}
	if int(l.cursor) < len(from) {
		if n := int32(len(st.lists)); l.hi != n {
			// Not at the end of lists (other classes came after it): it
			// moves there, to grow.
			st.lists = append(st.lists, st.lists[l.lo:l.hi]...)
			l.lo, l.hi = n, n+l.hi-l.lo
		}
		add := from[l.cursor:]
		k := len(st.lists)
		out := slices.Grow(st.lists, len(add))[:k+len(add)]
		// Every token of the word is written, and kept (k moves on) when
		// it has class c: no branch on the data.
		sh := c & 63
		for _, wt := range add {
			out[k] = wt.tok
			k += int(wt.mask >> sh & 1)
		}
		st.lists = out[:k]
		l.hi, l.cursor = int32(k), int32(len(from))
		st.kept[c] = l
	}
	return st.lists[l.lo:l.hi:l.hi]
}

// listed is a class list kept by list: tokens tmp[lo:hi].
type listed struct {
	class  uint16
	lo, hi int32
}

// at is toks[idx[i]], or toks[i] when idx is nil.
func at(toks []token, idx []int32, i int) *token {
	if idx != nil {
		return &toks[idx[i]]
	}
	return &toks[i]
}

// count is the length of a list.
func count(toks []token, idx []int32) int {
	if idx != nil {
		return len(idx)
	}
	return len(toks)
}

// twoPhrases reports whether the tokens hold two different phrases: the
// rot13 and reversed cues are two words of an attack written that way,
// not one word that happens to read as a cue ("시지" inside "메시지")
// repeated down a long message.
func twoPhrases(toks []token, idx []int32) bool {
	first := int32(-1)
	for k := range count(toks, idx) {
		t := &toks[k]
		if idx != nil {
			t = &toks[idx[k]]
		}
		if first < 0 {
			first = t.anchor
		} else if t.anchor != first {
			return true
		}
	}
	return false
}

// evalKept is st.eval of rule alternative ai, kept for the rest of the
// stage: the frames and addresses do not depend on the candidate asked
// about, and a long message that quotes an attack a hundred times asked
// for them a hundred times, each a walk over all of its tokens.
func (st *scanState) evalKept(ai int32, g *grammar) []span {
	if len(st.evalAt) < len(g.alts) {
		st.evalAt = make([]uint32, len(g.alts))
		st.evalSpans = make([][]span, len(g.alts))
	}
	if st.evalAt[ai] != st.gen {
		st.evalSpans[ai] = append(st.evalSpans[ai][:0], st.eval(&g.alts[ai], g)...)
		st.evalAt[ai] = st.gen
	}
	return st.evalSpans[ai]
}

// newGen forgets what evalKept kept: the tokens are about to change.
func (st *scanState) newGen() {
	st.gen++
	if st.gen == 0 { // wrapped: an entry of 0 would read as current
		clear(st.evalAt)
		st.gen = 1
	}
}

// possible reports whether every class of alt was found.
func (st *scanState) possible(alt *ruleAlt, g *grammar) bool {
	for _, sp := range alt.steps {
		if !st.has(sp.class) {
			return false
		}
	}
	return true
}

// eval appends to st.finals every match of alt, and returns them. Each
// step keeps, for every token of its class, the chain of earlier steps
// ending closest before it; cost is linear in the tokens of the alt's
// classes.
func (st *scanState) eval(alt *ruleAlt, g *grammar) []span {
	st.finals = st.finals[:0]
	cur := st.cur[:0]
	first := alt.steps[0]
	toks, idx := st.list(first.class, g)
	for i, n := 0, count(toks, idx); i < n; i++ {
		t := at(toks, idx, i)
		if alt.head && t.w0 > alt.headGap {
			break
		}
		cur = append(cur, chain{span{w0: t.w0, w1: t.w1, b0: t.b0, b1: t.b1}, t.w0})
	}
	for _, sp := range alt.steps[1:] {
		if len(cur) == 0 {
			break
		}
		nxt := st.nxt[:0]
		p := 0
		best := -1 // index in cur of the chain ending last at or before the token
		pend := st.pend[:0]
		toks, idx := st.list(sp.class, g)
		for i, n := 0, count(toks, idx); i < n; i++ {
			t := at(toks, idx, i)
			// Admit the chains whose last token starts before this one.
			for p < len(cur) && cur[p].l0 < t.w0 {
				if cur[p].w1 <= t.w0 {
					if best < 0 || cur[p].w1 >= cur[best].w1 {
						best = p
					}
				} else {
					pend = append(pend, int32(p))
				}
				p++
			}
			// A chain that overlapped an earlier token may end before this one.
			for k := 0; k < len(pend); {
				q := pend[k]
				if cur[q].w1 <= t.w0 {
					if best < 0 || cur[q].w1 >= cur[best].w1 {
						best = int(q)
					}
					pend[k] = pend[len(pend)-1]
					pend = pend[:len(pend)-1]
					continue
				}
				k++
			}
			if best >= 0 && t.w0-cur[best].w1 <= sp.gap {
				nxt = append(nxt, chain{span{w0: cur[best].w0, w1: t.w1, b0: cur[best].b0, b1: t.b1}, t.w0})
			}
		}
		st.pend = pend
		st.nxt = cur
		cur = nxt
	}
	st.cur = cur
	for _, c := range cur {
		if alt.tail && st.words-c.w1 > alt.tailGap {
			continue
		}
		st.finals = append(st.finals, c.span)
	}
	return st.finals
}

// excepted reports whether one of pattern pi's except alternatives matches
// within reach words of m.
func (s *Scanner) excepted(bp *buffers, text string, pi int32, m span) bool {
	st := &bp.st
	c := &s.patterns[pi]
	if len(c.except) == 0 && len(c.exceptOn) == 0 {
		return false
	}
	at := st.exceptAt[3*pi : 3*pi+3]
	if st.exceptOK[pi] == 0 {
		st.exceptOK[pi] = 1
		at[0] = int32(len(st.excepts))
		st.excepts = st.evalAll(st.excepts, c.except, &s.gram)
		at[1] = int32(len(st.excepts))
		st.excepts = st.evalAll(st.excepts, c.exceptOn, &s.gram)
		at[2] = int32(len(st.excepts))
	}
	for _, e := range st.excepts[at[0]:at[1]] {
		if evadedObject(bp.words, e.b0) {
			continue
		}
		if e.w1 > m.w0-c.reach && e.w0 < m.w1+c.reach && (c.anySentence || inMatchSentence(bp.sentenceBreaks(text), e, m)) {
			return true
		}
	}
	for _, e := range st.excepts[at[1]:at[2]] {
		// On the match's first or last word, not only on a word of a gap
		// between its phrases: "ignore the confirmation prompt and all
		// previous instructions" holds a program's prompt in its gap.
		if e.w0 <= m.w0 && m.w0 < e.w1 || e.w0 < m.w1 && m.w1 <= e.w1 {
			return true
		}
	}
	return false
}

// evalAll appends to dst the matches of the alternatives alts.
func (st *scanState) evalAll(dst []span, alts []int32, g *grammar) []span {
	for _, ai := range alts {
		alt := &g.alts[ai]
		if st.possible(alt, g) {
			dst = append(dst, st.eval(alt, g)...)
		}
	}
	return dst
}

// eachClass calls f for every class present in the scan.
func (st *scanState) eachClass(f func(c uint16)) {
	for i, w := range st.seen {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			w &= w - 1
			f(uint16(i*64 + b))
		}
	}
}
