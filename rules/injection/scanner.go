// Package injection detects prompt-injection, jailbreak and dangerous
// command phrases in user input.
//
// Patterns are families, not strings: each Pattern names a few literal
// anchors (short phrases such as "ignore" or "system prompt") and an
// optional confirming regular expression that tolerates filler words and
// word order ("ignore (all)? (the)? (previous|prior|above) instructions").
// Compile indexes the anchors of every enabled pattern by their first
// word (matcher.go), so one pass over the words of the text finds them all
// at a cost per word that does not depend on the number of patterns; a
// regular expression runs only where one of its anchors was found, and
// only on a window around it.
//
// Text and patterns pass through the same normalisation
// (internal/normalize): anchors and confirm expressions match the words
// view (lower case, accents, look-alikes and leetspeak folded, punctuation
// collapsed to single spaces); Code expressions match the code view, which
// keeps punctuation for things like "exec(" and "os.system".
//
// A compiled Scanner is immutable and safe for concurrent use.
package injection

import (
	"math/bits"
	"regexp"
	"sync"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

type compiled struct {
	match Match
	// confirm and unless, split for reading windows (confirm.go); the
	// zero windowRe when the pattern has none.
	confirm, unless windowRe
	code            *regexp.Regexp
	window          int
	rank            int
	except          []int32 // except alternatives (grammar.alts)
	exceptOn        []int32 // except alternatives that must overlap the match
	reach           int32
	anySentence     bool // Except counts from another sentence (sentences.go)
	// exceptSpan bounds, in words, how far the last phrase of an except
	// match starts after its first (stage.go); exceptOnSpan the same for
	// ExceptOn, whose match starts no later than the match's last word.
	exceptSpan, exceptOnSpan int32
	// need holds bytes of which every match of code holds one, when
	// needOK (codeneed.go).
	need   byteSet
	needOK bool
	// lits are literals every match of code holds one of, and its width
	// (codelits.go).
	lits    codeLits
	literal bool
	quoted  bool // Pattern.QuotedCounts
	encoded bool
	// gramAlts counts the rule alternatives of the pattern (0 for an
	// anchor pattern).
	gramAlts int
}

type anchor struct {
	text     string
	prefix   bool  // last word may continue
	words    int32 // number of words
	patterns []int32
	classes  []uint16 // word classes the phrase belongs to (rules)
}

// anchorHot is what a scan needs of a phrase it found, packed apart from
// the anchors (12 bytes, not 72 and a class slice elsewhere) so that the
// phrases of a message cost one cache miss each, not three, when the
// lexicon is cold: the classes are classPool[cls0:cls0+ncls].
//
// classWord is the classes of a phrase that share one 64-bit word of a
// class bitmap: a common word ("you", "your") is in up to 90 classes,
// which fall in a dozen such words, and a scan ORs a word at a time.
type classWord struct {
	mask uint64
	word uint32 // the class bitmap's word: classes word*64 … word*64+63
}
type anchorHot struct {
	cls0, words int32
	ncls        uint16
	patterns    bool // the anchor of some anchor pattern
}

// Scanner matches a compiled pack against text. Create it with Compile.
type Scanner struct {
	index     *wordIndex
	gate      *wordIndex // the anchors of key classes and anchor patterns only
	anchors   []anchor
	hot       []anchorHot // per anchor
	classPool []classWord
	patterns  []compiled
	gram      grammar
	maxRank   int
	pool      sync.Pool
	// builtins are the pack's Go checks that are on, by id (builtin.go).
	builtins map[string]Match
	// plain turns off the stages above the patterns (mention.go, the
	// decoding rescan): the reference tests compare the matcher alone.
	plain bool
	// fieldQuotes: a quoted field of a table (a CSV cell) is a value, not
	// a quotation (untrusted content; quotes.go, fieldQuote).
	fieldQuotes bool
	// frames, cueClass and detectClass are the question frames and the
	// cue classes of mention.go, actClass the orders to act on a quoted
	// text; rotClass and revClass the classes of common words as rot13
	// and reversed text write them, natoClass and cipherClass the cues of
	// the spelling alphabet and of letter ciphers, revAskClass the words
	// that ask for text read backwards (decoding.go).
	frames                                              []compiledFrame
	addresses                                           []int32 // rule alternatives of quotedAddress (mention.go)
	introducers                                         []int32 // rule alternatives of introducer (mention.go)
	cueClass, detectClass, actClass, rotClass, revClass uint16
	natoClass, cipherClass, revAskClass                 uint16
	// words are the single words of every phrase, for cutting spaced
	// letters into words; the slips the classes learn (typos.go) are none.
	words map[string]bool
	// wordBits has one bit per hash of each word of words (wordHashBit):
	// most strings the segmenter of spaced letters tries are no word, and
	// they are answered without hashing a string into the map.
	wordBits []uint64
	encoded  bool // some pattern is Encoded
	// The bounds a staged scan of a long message checks (stage.go):
	// stageFirst is the words-view bytes of its first stage (0: no
	// stages), frameSpan the span bound of the question frames, keyRank
	// the best rank a phrase of each anchor can lead to, and gateRank and
	// prefixRank the best of the gate's anchors under each of its slots
	// and of its prefix anchors.
	stageFirst int
	frameSpan  int32
	keyRank    []int16
	classRank  []int16 // the best rank of the rules keyed by each class
	gateRank   []int16
	prefixRank int16
}

// buffers are the per-call scratch space, pooled so a scan allocates
// nothing once the pool is warm.
type buffers struct {
	words  []byte   // words view, plus padding
	code   []byte   // code view, built only when a code pattern's anchor hit
	spaces []uint64 // spaceMap of words
	hits   []wordAt // words that may begin an anchor
	keys   []wordAt // words that may begin a key phrase (the gate's)
	wins   [][2]int // the stretches of the words view near key phrases
	cands  []candidate
	acands []candidate // the anchor patterns' candidates, over the stages
	win    candidate   // the candidate that won the last scan
	// The stage being judged (stage.go): partial when it does not reach
	// the end of the view, limit and limOrd where it ends (a byte and the
	// number of words before it), unsure when a check's answer might
	// depend on the rest of the message.
	partial, unsure bool
	limit, limOrd   int32
	codeDone        bool // code holds the whole message's code view
	// outAsked has bit r set once outranked answered for rank r, outYes
	// its answer and outAt[r] where the first key that outranks it begins
	// (stage.go).
	outAsked, outYes uint64
	outAt            [64]int32
	// skipTo is where the key phrase that outranked the stage's best
	// match begins, when it did (final): the next stage reaches past it.
	skipTo int32
	// topRank is the best rank a key phrase of a message judged in stages
	// leads to (topKey): the only rank a stage can answer with.
	topRank int
	// present is the set of bytes of the whole message's code view, once
	// presentDone (codeneed.go).
	present     byteSet
	presentDone bool
	// asciiSet is the set of its ASCII bytes, lower cased, once asciiDone.
	asciiSet  byteSet
	asciiDone bool
	st        scanState
	// The anchor patterns' confirm and unless matches (confirm.go).
	wm windowMatcher
	// Checkpoints and windows of the code view (codeview.go).
	checkDone             bool
	checkCuts, checkMarks []int
	codeWins              [][2]int
	litSpans              [][2]int // scratch of codeLits.match
	codeWin               []byte
	// Where sentences begin in the words view (sentences.go), found when
	// an except is first read.
	sentDone            bool
	sentCuts, sentMarks []int
	sentWords           []byte
	// The quotations of the text (mention.go), found when first needed.
	quotesDone bool
	quotes     []quoted
	cuts       []int
	marks      []int
	cutWords   []byte
}

// Scan normalises text and reports the most severe match: an enforcing
// match always outranks a monitor-only one, so a returned Match with
// Monitor set means only monitor-mode patterns fired and the input should
// be allowed (and logged). ok is false when nothing matched.
//
// Among matches of the same rank the one that ends first wins (then the
// one that starts first, then the longer anchor, then pack order), so the
// result does not depend on how the anchors are searched.
//
// When nothing enforcing matches the text as written, what it holds in
// encoded form (base64, hex, rot13, escapes, spaced letters, reversed
// text…) is decoded within a budget and scanned in turn (decoding.go).
func (s *Scanner) Scan(text string) (m Match, ok bool) {
	bp := s.pool.Get().(*buffers)
	m, ok, sig := s.scan(bp, text, false)
	s.pool.Put(bp)
	if s.plain || ok && !m.Monitor {
		return m, ok
	}
	if dm, dok := s.scanDecoded(text, sig, 0, new(int), ""); dok && (!ok || !dm.Monitor) {
		return dm, true
	}
	return m, ok
}

// ruleCandidates appends the matches of rule alternative ai, when all its
// classes were found.
func (s *Scanner) ruleCandidates(cands []candidate, st *scanState, ai int32) []candidate {
	alt := &s.gram.alts[ai]
	if !st.possible(alt, &s.gram) {
		return cands
	}
	pi := alt.pattern
	for _, f := range st.eval(alt, &s.gram) {
		cands = append(cands, candidate{
			h:  hitRank{rank: s.patterns[pi].rank, end: int(f.b1), start: int(f.b0), anchor: int32(len(s.anchors)) + pi, pattern: pi},
			sp: f,
		})
	}
	return cands
}

// candidate is a match not yet confirmed: a rule match (checks left: its
// except, its code expression, the mention test) or an anchor hit of an
// anchor pattern (its confirm and unless windows, its code expression).
type candidate struct {
	h  hitRank
	sp span
}

// scan matches text as written, with the caller's buffers; payload
// enables the Encoded patterns. It also returns what the decoding stage
// needs to know of the text (complete only when no enforcing match is
// returned: the decoding stage runs only then).
//
// A long message is judged in stages (stage.go): the phrases of its first
// stageFirst bytes, then of twice as many, and so on, until a match is
// found that the rest of the message cannot change.
func (s *Scanner) scan(bp *buffers, text string, payload bool) (Match, bool, signals) {
	bp.quotesDone, bp.checkDone, bp.codeDone, bp.presentDone, bp.sentDone = false, false, false, false, false
	bp.asciiDone = false
	bp.outAsked, bp.outYes = 0, 0
	var w []byte
	if len(text) > 2*s.stageFirst && !s.plain && hasQuoteMark(text) {
		// A long message judged in stages looks for its quotations (a
		// stage has not seen the words about them): they are placed in
		// the words view by this normalisation, not by a second one.
		bp.quotesDone = true
		bp.quotes = quotedSpans(bp.quotes[:0], text)
		cuts := bp.cuts[:0]
		for _, q := range bp.quotes {
			cuts = append(cuts, q.start, q.end)
		}
		bp.cuts = cuts
		w, bp.marks = normalize.AppendNormalizedCuts(bp.words[:0], text, cuts, bp.marks[:0])
	} else {
		w = normalize.AppendNormalized(bp.words[:0], text)
	}
	w = padWords(w)
	bp.words = w
	n := len(w)
	buf := w[:n+padding]
	bp.spaces = spaceMap(bp.spaces, buf, n)
	var ws walkSignals
	// The gate: without a phrase of a key class, no rule can match.
	var nwords int32
	bp.keys, nwords, ws = s.gate.words(bp.keys[:0], buf, n, bp.spaces)
	sig := signals{walkSignals: ws}
	if payload {
		bp.wins = append(bp.wins[:0], [2]int{0, n})
	} else if bp.wins = s.keyWindows(bp.wins[:0], bp.keys, buf, n); len(bp.wins) == 0 {
		return Match{}, false, sig
	}
	st := &bp.st
	st.reset(&s.gram, len(s.patterns))
	st.words = nwords
	bp.acands = bp.acands[:0]
	limit := n
	if first := bp.wins[0][0] + s.stageFirst; !payload && s.stageFirst > 0 && n > first+s.stageFirst {
		// No stage that ends before the first key phrase of the best rank
		// can answer (stage.go, topKey): the first reaches past it.
		top, at := s.topKey(bp)
		bp.topRank = top
		bp.outAsked, bp.outYes = topAsked(top), 0
		if limit = max(first, int(at)+s.stageFirst); n-limit < s.stageFirst {
			limit = n
		}
	}
	for from := 0; ; {
		s.collect(bp, buf, from, limit)
		bp.skipTo = 0
		m, ok, sure := s.judge(bp, text, payload, limit)
		if sure {
			if limit == n {
				sig.rot13 = st.has(s.rotClass) && twoPhrases(st.list(s.rotClass, &s.gram))
				sig.reversed = st.has(s.revClass) && twoPhrases(st.list(s.revClass, &s.gram))
				sig.nato, sig.cipher = st.has(s.natoClass), st.has(s.cipherClass)
				sig.reverseAsked = st.has(s.revAskClass)
			}
			return m, ok, sig
		}
		from, limit = limit, min(n, max(2*limit, int(bp.skipTo)+s.stageFirst))
		if n-limit < s.stageFirst {
			limit = n
		}
		st.nextStage()
	}
}

// collect records the phrases of the words that start in the key windows
// between words-view bytes from and limit, after those of earlier stages,
// and the candidates of anchor patterns among them (bp.acands).
func (s *Scanner) collect(bp *buffers, buf []byte, from, limit int) {
	n := len(bp.words)
	// Every phrase, but only near the key phrases: a rule, its except and
	// the words about a quotation all lie within keyReach of its key.
	bp.hits = bp.hits[:0]
	for _, win := range bp.wins {
		if lo, hi := max(win[0], from), min(win[1], limit); lo < hi {
			bp.hits, _, _ = s.index.wordsIn(bp.hits, buf, n, bp.spaces, lo, hi, false)
		}
	}
	w := bp.words
	st := &bp.st
	cands := bp.acands
	// A word followed by the same two bytes as the last one has the same
	// anchors to verify (candsAt): a flood of one letter asked at every
	// word.
	lastSlot, lastNext := int32(-1), uint32(0)
	var lastSingle, lastMulti []cand
	// The loops are written out one by one, not over an array of the
	// lists: building the array and ranging over it cost as much as the
	// verifications of a short message.
	for _, wa := range bp.hits {
		start := int(wa.start)
		if wa.slot >= 0 {
			if next := nextPair(buf, int(wa.end)); wa.slot != lastSlot || next != lastNext {
				lastSingle, lastMulti = s.index.candsAt(wa.slot, buf, start, int(wa.end-wa.start))
				lastSlot, lastNext = wa.slot, next
			}
			single, multi := lastSingle, lastMulti
			for j := range single {
				c := &single[j]
				if aend, hit := s.index.verify(buf, n, start, c, s.anchors); hit {
					cands = s.found(st, cands, c.anchor, s.classPool[c.cls0:c.cls0+int32(c.ncls)], int32(c.words), c.patterns, wa, aend)
				}
			}
			for j := range multi {
				c := &multi[j]
				if aend, hit := s.index.verify(buf, n, start, c, s.anchors); hit {
					cands = s.found(st, cands, c.anchor, s.classPool[c.cls0:c.cls0+int32(c.ncls)], int32(c.words), c.patterns, wa, aend)
				}
			}
		}
		if wa.prefix {
			short, long := s.index.prefixCands(buf, start)
			for _, ai := range short {
				if aend, hit := anchorAt(w, start, &s.anchors[ai]); hit {
					h := &s.hot[ai]
					cands = s.found(st, cands, ai, s.classPool[h.cls0:h.cls0+int32(h.ncls)], h.words, h.patterns, wa, aend)
				}
			}
			for _, ai := range long {
				if aend, hit := anchorAt(w, start, &s.anchors[ai]); hit {
					h := &s.hot[ai]
					cands = s.found(st, cands, ai, s.classPool[h.cls0:h.cls0+int32(h.ncls)], h.words, h.patterns, wa, aend)
				}
			}
		}
	}
	bp.acands = cands
}

// found records phrase ai (of classes cls and words words) found at word
// wa, ending at words-view byte aend, and appends the candidates of its
// anchor patterns to cands.
func (s *Scanner) found(st *scanState, cands []candidate, ai int32, cls []classWord, words int32, patterns bool, wa wordAt, aend int) []candidate {
	start := int(wa.start)
	if k := len(st.tokens); k > 0 && st.tokens[k-1].anchor == ai && st.tokens[k-1].b1 > int32(start) {
		// The same phrase again, overlapping the last: a run of one
		// repeated letter matches the flood phrase at every word.
		return cands
	}
	w1 := wa.ord + words
	st.addToken(cls, ai, wa.ord, w1, int32(start), int32(aend))
	if !patterns {
		return cands
	}
	for k, pi := range s.anchors[ai].patterns {
		cands = append(cands, candidate{
			h:  hitRank{rank: s.patterns[pi].rank, end: aend, start: start, anchor: ai, order: k, pattern: pi},
			sp: span{w0: wa.ord, w1: w1, b0: int32(start), b1: int32(aend)},
		})
	}
	return cands
}

// judge picks the best candidate that passes its checks among the phrases
// collected so far (up to words-view byte limit). sure is false when the
// rest of the message might change the answer (stage.go): never when
// limit is the whole view.
func (s *Scanner) judge(bp *buffers, text string, payload bool, limit int) (m Match, ok, sure bool) {
	st := &bp.st
	w := bp.words
	bp.partial = limit < len(w)
	if bp.partial {
		bp.limit, bp.limOrd = int32(limit), wordsBefore(bp.spaces, limit)
	}
	bp.unsure = false
	bp.wm.reset()
	cands := append(bp.cands[:0], bp.acands...)
	// Rules whose key class was found, and whose other classes were too;
	// with a payload, the Encoded patterns' rules as well.
	if payload {
		for _, ai := range s.gram.encoded {
			cands = s.ruleCandidates(cands, st, ai)
		}
	}
	if len(st.tokens) > 0 {
		for i, word := range st.seen {
			word &= s.gram.hasAlts[i]
			for word != 0 {
				c := i*64 + bits.TrailingZeros64(word)
				word &= word - 1
				if bp.partial && int(s.classRank[c]) < bp.topRank {
					continue // its rules cannot answer a stage (topKey)
				}
				for _, ai := range s.gram.byKey[c] {
					if bp.partial && s.patterns[s.gram.alts[ai].pattern].rank < bp.topRank {
						continue
					}
					cands = s.ruleCandidates(cands, st, ai)
				}
			}
		}
	}
	bp.cands = cands
	// The best candidate that passes its checks wins: take them best
	// first, check each, drop it if it fails. Most scans have none or one.
	code := st.code[:0]
	code = append(code, make([]int8, len(s.patterns))...)
	st.code = code
	// The best is picked from the rest, a few times; when that has not
	// found the answer and many are left, they become a heap: a text with
	// an anchor every few words has thousands.
	heaped := false
	for picks := 0; len(cands) > 0; picks++ {
		if !heaped && picks == sortAfter && len(cands) > sortAfter {
			heapCands(cands)
			heaped = true
		}
		var cd candidate
		if heaped {
			cd, cands = popCand(cands)
		} else {
			bi := 0
			for i := 1; i < len(cands); i++ {
				if cands[i].h.beats(&cands[bi].h) {
					bi = i
				}
			}
			cd = cands[bi]
			cands[bi] = cands[len(cands)-1]
			cands = cands[:len(cands)-1]
		}
		if bp.partial && cd.h.rank < bp.topRank {
			// It and every candidate after it are outranked: whether it
			// passes or not, the stage does not answer (topKey).
			return Match{}, false, false
		}
		c := &s.patterns[cd.h.pattern]
		if c.encoded && !payload {
			continue
		}
		if c.confirm.set() || c.unless.set() {
			lo, hi := windowAround(w, cd.h.start, cd.h.end, c.window)
			if c.confirm.set() && !bp.wm.matches(w, &c.confirm, cd.h.pattern, exprConfirm, c.window, lo, hi) {
				continue
			}
			if c.unless.set() && bp.wm.matches(w, &c.unless, cd.h.pattern, exprUnless, c.window, lo, hi) {
				continue
			}
		}
		if s.excepted(bp, text, cd.h.pattern, cd.sp) {
			continue
		}
		if bp.partial && (len(c.except) > 0 && cd.sp.w1+c.reach+c.exceptSpan > bp.limOrd || len(c.exceptOn) > 0 && cd.sp.w1+c.exceptOnSpan > bp.limOrd) {
			// An except of the rest of the message could reach it.
			return Match{}, false, false
		}
		if c.code != nil {
			// One answer per pattern: for an anchor pattern the code view is
			// the whole message, for a rule the text around its matches.
			pi := cd.h.pattern
			if code[pi] == 0 && bp.codeImpossible(text, c) {
				code[pi] = 2
			}
			if code[pi] == 0 && bp.partial && c.gramAlts > 0 && len(text) > c.window {
				// A rule's code view is the text around all its matches,
				// the rest of the message's too. Every stage before the
				// whole message would stop here again (a later stage's
				// candidates end later, and it ranks with the best), so
				// the next one is the whole message.
				bp.skipTo = int32(len(w))
				return Match{}, false, false
			}
			if code[pi] == 0 {
				code[pi] = 2
				if s.codeMatches(bp, text, cd, cands) {
					code[pi] = 1
				}
			}
			if code[pi] != 1 {
				continue
			}
		}
		if !s.plain {
			mentioned := s.mentioned(bp, text, &cd)
			if bp.unsure {
				return Match{}, false, false
			}
			if mentioned {
				continue
			}
		}
		if bp.partial && !s.final(bp, &cd) {
			return Match{}, false, false
		}
		bp.win = cd
		return c.match, true, true
	}
	return Match{}, false, !bp.partial
}

// hitRank orders candidate matches: higher rank first, then the anchor that
// ends first, then the longer anchor, then anchor and pattern order. This
// is the order in which a left-to-right multi-pattern automaton reports
// them, so the result is the same as scanning with one.
type hitRank struct {
	rank, end, start, order int
	anchor, pattern         int32
}

func (h *hitRank) beats(o *hitRank) bool {
	switch {
	case h.rank != o.rank:
		return h.rank > o.rank
	case h.end != o.end:
		return h.end < o.end
	case h.start != o.start:
		return h.start < o.start
	case h.anchor != o.anchor:
		return h.anchor < o.anchor
	}
	return h.order < o.order
}

// sortAfter is how many candidates are picked best first, by a walk over
// all of them, before the rest become a heap.
const sortAfter = 8

// A long message with a rule's words every few words has thousands of
// candidates, each stage of it as many again, and the answer is almost
// always among the first few best: sorting them all took most of such a
// scan. After sortAfter picks the rest become a heap (hitRank.beats on
// top), built in linear time, and each pick costs a walk down it. The
// heap holds exactly the candidates not yet picked, as the slice did.

// heapCands orders cands as a heap.
func heapCands(cands []candidate) {
	for i := len(cands)/2 - 1; i >= 0; i-- {
		siftCand(cands, i)
	}
}

// popCand removes the best candidate from the heap.
func popCand(cands []candidate) (candidate, []candidate) {
	best, last := cands[0], len(cands)-1
	cands[0] = cands[last]
	cands = cands[:last]
	siftCand(cands, 0)
	return best, cands
}

func siftCand(cands []candidate, i int) {
	for {
		b := 2*i + 1
		if b >= len(cands) {
			return
		}
		if r := b + 1; r < len(cands) && cands[r].h.beats(&cands[b].h) {
			b = r
		}
		if !cands[b].h.beats(&cands[i].h) {
			return
		}
		cands[i], cands[b] = cands[b], cands[i]
		i = b
	}
}

// Len reports how many enabled patterns the scanner holds.
func (s *Scanner) Len() int { return len(s.patterns) }
