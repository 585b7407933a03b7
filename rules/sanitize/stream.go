package sanitize

import (
	"errors"
	"io"
	"unicode/utf8"
)

// ErrClosed is returned by a Stream used after a write error.
var ErrClosed = errors.New("sanitize: stream failed earlier")

// compactAt is how much emitted text a Stream lets pile up before it
// drops it (keeping contextBytes).
const compactAt = 4 << 10

// contextBytes is how much already-emitted text a Stream keeps to judge
// boundaries (one rune) and the bare-token finder's left context (the
// name a value is assigned to).
const contextBytes = 96

var _ = [contextBytes - entropyLookback]struct{}{} // contextBytes >= entropyLookback

// Stream sanitizes text that arrives in chunks. Each Write emits, through
// the underlying writer, every byte that can no longer be part of a match
// and keeps back only a tail that might: at most the longest keyword plus
// the largest lead for ordinary text, a pattern's maximum length once its
// keyword is seen, and a whole private key block until its END marker (or
// the size cap). For any way of cutting a text into chunks, the bytes
// written equal Sanitize of the whole text. A Stream never splits a UTF-8
// sequence it emits and allocates nothing per chunk in steady state.
//
// A Stream is not safe for concurrent use; use one per output stream.
type Stream struct {
	c *Compiled
	w io.Writer
	// raw holds the text not yet emitted after a little emitted context:
	// raw[:rawDone] is emitted, raw[:rawSeen] is normalised into v, and
	// the rest is a sequence the view cannot decide yet (view.go).
	raw     []byte
	rawDone int
	rawSeen int
	// v is the view the rules read; positions below are in it.
	v       view
	start   int  // v.text[:start] is emitted context
	atBOT   bool // v.text[start] is the first byte of the text
	lastEnd int  // end of the last emitted rewrite, or -1
	lastEdg byte // its edge (see span.edge)
	lastOut byte // the last output byte as the rules read it, 0 before the first
	// The keyword automaton runs once over each byte: acState is its
	// state after v.text[:scanned], and sc.occ keeps the occurrences found
	// that may still matter (starting at or after start).
	acState int32 // the automaton's state (a row offset, see automaton)
	scanned int
	sc      scratch
	carry   []cand // matches found after the last cut, not emitted yet
	err     error
}

// NewStream returns a Stream writing sanitized text to w.
func NewStream(c *Compiled, w io.Writer) *Stream {
	s := &Stream{c: c, w: w}
	s.reset()
	return s
}

func (s *Stream) reset() {
	s.carry = s.carry[:0]
	s.raw = s.raw[:0]
	s.rawDone, s.rawSeen = 0, 0
	s.v.text = s.v.text[:0]
	s.v.edits = s.v.edits[:0]
	s.start = 0
	s.atBOT = true
	s.lastEnd = -1
	s.lastOut = 0
	s.acState, s.scanned = 0, 0
	s.c.reset(&s.sc)
	clear(s.sc.res)
}

// Write adds a chunk and emits what is settled. It returns len(p) unless
// the underlying writer failed.
func (s *Stream) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, ErrClosed
	}
	s.raw = append(s.raw, p...)
	s.rawSeen = s.v.normalize(s.raw, s.rawSeen, false)
	s.process(false, false)
	if s.err != nil {
		return 0, s.err
	}
	return len(p), nil
}

// WriteString is Write for a string chunk.
func (s *Stream) WriteString(p string) (int, error) {
	return s.Write(unsafeBytes(p))
}

// Flush ends the text: everything held back is decided and emitted, and
// the Stream is ready for a new, independent text. Call it at the end of
// a message or turn; a secret cut by an early Flush is not recognised.
func (s *Stream) Flush() error {
	if s.err != nil {
		return ErrClosed
	}
	s.rawSeen = s.v.normalize(s.raw, s.rawSeen, true)
	s.process(true, false)
	s.reset()
	return s.err
}

// FlushIdle emits the part of the held-back tail that provably cannot
// belong to a secret: call it when the output has paused (the server does
// on a short timer), so that text does not wait for the next chunk or
// the end of the turn. What may still become a credential stays held:
// the current run of token characters, the bytes a pending vendor-format
// or assignment match could start at (only bytes that pattern's match can
// contain, back to its keyword's lead), a private key block. Patterns of
// other categories (names, config paths, CLI flags) do not hold text
// back here: a name cut by the pause ("Anthro" | "pic") is emitted as it
// is, so after FlushIdle the output may differ from Sanitize(text) in
// such names, never in a secret. It returns ErrClosed after a write
// error, like Write.
func (s *Stream) FlushIdle() error {
	if s.err != nil {
		return ErrClosed
	}
	s.process(false, true)
	return s.err
}

// secretCut is the earliest start of a secret match not yet final: the
// active secret rules' own answer, and for every other secret keyword
// rule the earliest position from which the rest of the text consists of
// bytes its match may contain, no further back than its idle hold.
func (s *Stream) secretCut() int {
	c, sc, text := s.c, &s.sc, s.v.text
	n := len(text)
	cut := n
	for _, i := range sc.active {
		if c.rules[i].category == CategorySecret {
			cut = min(cut, sc.next[i])
		}
	}
	// An idle rule's keyword has not arrived: it may start at any j ≤ d
	// bytes before the end, where d is how much of the tail the automaton
	// holds as a keyword prefix, preceded by lead bytes of the rule's
	// leadSet.
	d := int(c.ac.depth[s.acState>>c.ac.shift])
	for _, i := range c.secretKw {
		if sc.mark[i] == sc.epoch {
			continue // active: counted above
		}
		r := &c.rules[i]
		lo := max(s.start, n-r.idleHold)
		for j := 0; j <= d && n-j >= lo; j++ {
			cut = min(cut, r.leadStart(text, n-j, max(lo, n-j-r.lead)))
		}
	}
	return cut
}

// idleCut is the earliest start of a match of a keyword rule with no
// keyword in sight, the text ending with d bytes the automaton holds as
// the start of a keyword: a keyword not seen yet starts no earlier than
// p = len(text)-d, and a match at most its rule's lead before that, over
// bytes of the rule's leadSet. Such a rule, run, would return no less
// (collectRegex's last lines; the split finder's p): with one bound for
// the rules whose lead may hold a space (a few bytes) and one walk over
// the others' lead bytes (a name, stopped by the space before it), a
// Stream holds back a word or so where it held the largest idleHold (90
// bytes) after every chunk.
func (c *Compiled) idleCut(text []byte, start, d int) int {
	p := max(start, len(text)-d)
	s, lo := p, max(start, p-c.wordLead)
	for s > lo && c.wordSet[text[s-1]] {
		s--
	}
	return min(s, max(start, p-c.spacedLead))
}

// Buffered reports how many bytes are held back.
func (s *Stream) Buffered() int { return len(s.raw) - s.rawDone }

func (s *Stream) process(eof, idle bool) {
	c, sc, text := s.c, &s.sc, s.v.text
	sc.vw = &s.v
	n := len(text)
	sc.cands = append(sc.cands[:0], s.carry...)
	sc.occ, s.acState = c.ac.scanChunk(text, s.scanned, s.acState, sc.occ, &sc.occTmp)
	s.scanned = n
	sc.tailDepth = int(c.ac.depth[s.acState>>c.ac.shift])
	c.collectOcc(sc, text, s.start, eof)
	cut := sc.cut
	if idle {
		cut = s.secretCut()
	}
	var loEdge byte = edgeRead
	switch {
	case s.lastEnd == s.start:
		loEdge = s.lastEdg
	case s.atBOT:
		loEdge = edgeLine
	}
	c.choose(sc, text, s.start, loEdge, s.lastOut, eof)
	if !eof {
		cut = s.settle(cut)
	}
	if cut <= s.start && !eof {
		s.restart(cut)
		return
	}
	// Emit the raw text up to the cut, each match replacing the raw
	// bytes its view bytes stand for (as render does in one shot).
	sc.out = sc.out[:0]
	p := s.rawDone
	lastSpan := -1
	for i := range sc.taken {
		t := &sc.taken[i]
		if t.xs >= cut {
			break
		}
		xs := max(p, s.v.rawLeft(t.xs))
		sc.out = append(sc.out, s.raw[p:xs]...)
		sc.out = append(sc.out, c.out(t)...)
		p = max(xs, s.v.rawRight(t.xe))
		s.lastEnd, s.lastEdg = t.xe, t.edge
		lastSpan = i
	}
	end := len(s.raw)
	if !eof {
		end = max(p, s.v.rawLeft(cut))
	}
	sc.out = append(sc.out, s.raw[p:end]...)
	s.rawDone = end
	switch {
	case lastSpan >= 0 && sc.taken[lastSpan].xe == cut:
		s.lastOut = sc.taken[lastSpan].outAfter
	case cut > s.start:
		s.lastOut = text[cut-1]
	}
	if len(sc.out) > 0 {
		if _, err := s.w.Write(sc.out); err != nil {
			s.err = err
			return
		}
	}
	if cut > s.start {
		s.atBOT = false
	}
	s.restart(cut)
}

// settle moves the cut back until nothing that could still change spans
// it: no candidate match, no rewrite with its tidy range, and no trailing
// space or open bracket that a coming removal might delete.
//
// Every step is bounded, so the hold-back stays within the longest
// pattern plus a small constant however the text runs: a removal is held
// only while a match not yet found could start at its end (pending, at
// or after sc.cut), and the walk back over spaces and brackets stops
// after removalReach bytes or at the end of a rewrite (a coming removal's
// tidy never reaches past either).
func (s *Stream) settle(cut int) int {
	sc, text := &s.sc, s.v.text
	pending := min(cut, sc.cut)
	walked := -1
	for {
		old := cut
		for _, cd := range sc.cands {
			if cd.ms < cut && cut < cd.me {
				cut = cd.ms
			}
		}
		floor := s.start
		for _, t := range sc.taken {
			// A removal's tidy range read the byte at xe; a match that
			// starts there and is not found yet would change it.
			if t.xs < cut && (cut < t.xe || cut == t.xe && t.xe >= pending && s.c.rules[t.rule].remove) {
				cut = t.xs
			}
			if t.xe <= cut {
				floor = max(floor, t.xe)
			}
		}
		if cut != walked {
			from := cut
			for cut > floor && from-cut < removalReach && isHoldByte(text[cut-1]) {
				cut--
			}
			walked = cut
		}
		for cut > s.start && cut < len(text) && !utf8.RuneStart(text[cut]) {
			cut--
		}
		if cut == len(text) {
			// Never emit the first bytes of a rune whose rest is to come.
			ls := cut - 1
			for ls > s.start && cut-ls < utf8.UTFMax && !utf8.RuneStart(text[ls]) {
				ls--
			}
			if ls >= s.start && !utf8.FullRune(text[ls:cut]) {
				cut = ls
			}
		}
		if cut == old {
			return cut
		}
	}
}

// restart drops emitted bytes (keeping a little context) and sets where
// each rule resumes: at its first match not yet emitted, else no earlier
// than the cut.
func (s *Stream) restart(cut int) {
	sc := &s.sc
	for _, i := range sc.active {
		sc.res[i] = max(sc.res[i], cut)
	}
	// The matches found but not emitted are kept, and their rules resume
	// after them, as a search does after a match: each match is found
	// once however long the text is held back.
	s.carry = s.carry[:0]
	for _, cd := range sc.cands {
		if cd.ms >= cut {
			s.carry = append(s.carry, cd)
		}
	}
	// Emitted text is dropped (all but contextBytes of it) only once
	// there is enough of it to be worth moving what follows: until then
	// every position stays where it is.
	k := max(0, cut-contextBytes)
	if k < compactAt {
		k = 0
	}
	for k > 0 && !utf8.RuneStart(s.v.text[k]) {
		k--
	}
	// Rules resuming past the cut stay pinned; the others resume at the
	// start (res 0 is read as "the start").
	sc.pinned = sc.pinned[:0]
	for _, i := range sc.active {
		if sc.res[i] > cut {
			sc.pinned = append(sc.pinned, i)
			sc.res[i] -= k
		} else {
			sc.res[i] = 0
		}
	}
	if k > 0 {
		rk := s.v.rawLeft(k)
		s.v.trim(k, rk)
		s.raw = s.raw[:copy(s.raw, s.raw[rk:])]
		s.rawDone -= rk
		s.rawSeen -= rk
		if s.lastEnd >= 0 {
			s.lastEnd -= k
		}
		for i := range sc.occ {
			sc.occ[i].pos -= int32(k)
		}
		for i := range s.carry {
			cd := &s.carry[i]
			cd.ms, cd.me, cd.s, cd.e = cd.ms-k, cd.me-k, cd.s-k, cd.e-k
		}
		sc.base += k
		s.scanned -= k
	}
	s.start = cut - k
}
