package sanitize

import (
	"errors"
	"io"
	"unicode/utf8"
)

// ErrClosed is returned by a Stream used after a write error.
var ErrClosed = errors.New("sanitize: stream failed earlier")

// contextBytes is how much already-emitted text a Stream keeps to judge
// boundaries (one rune is enough; a little more costs nothing).
const contextBytes = 8

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
	c       *Compiled
	w       io.Writer
	buf     []byte
	start   int  // buf[:start] is emitted context
	atBOT   bool // buf[start] is the first byte of the text
	lastEnd int  // end of the last emitted rewrite in buf, or -1
	lastEdg byte // its edge (see span.edge)
	sc      scratch
	err     error
}

// NewStream returns a Stream writing sanitized text to w.
func NewStream(c *Compiled, w io.Writer) *Stream {
	s := &Stream{c: c, w: w}
	s.reset()
	return s
}

func (s *Stream) reset() {
	s.buf = s.buf[:0]
	s.start = 0
	s.atBOT = true
	s.lastEnd = -1
	s.c.reset(&s.sc)
	clear(s.sc.res)
}

// Write adds a chunk and emits what is settled. It returns len(p) unless
// the underlying writer failed.
func (s *Stream) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, ErrClosed
	}
	s.buf = append(s.buf, p...)
	s.process(false)
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
	s.process(true)
	s.reset()
	return s.err
}

// Buffered reports how many bytes are held back.
func (s *Stream) Buffered() int { return len(s.buf) - s.start }

func (s *Stream) process(eof bool) {
	c, sc, text := s.c, &s.sc, s.buf
	n := len(text)
	sc.cands = sc.cands[:0]
	c.collect(sc, text, s.start, eof)
	cut := n
	if !eof {
		for _, x := range sc.next {
			cut = min(cut, x)
		}
	}
	var loEdge byte = edgeRead
	switch {
	case s.lastEnd == s.start:
		loEdge = s.lastEdg
	case s.atBOT:
		loEdge = edgeLine
	}
	c.choose(sc, text, s.start, loEdge, eof)
	if !eof {
		cut = s.settle(cut)
	}
	if cut <= s.start && !eof {
		s.restart(cut)
		return
	}
	sc.out = sc.out[:0]
	p := s.start
	for _, t := range sc.taken {
		if t.xs >= cut {
			break
		}
		sc.out = append(sc.out, text[p:t.xs]...)
		sc.out = append(sc.out, c.rules[t.rule].repl...)
		p = t.xe
		s.lastEnd, s.lastEdg = t.xe, t.edge
	}
	sc.out = append(sc.out, text[p:cut]...)
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
func (s *Stream) settle(cut int) int {
	sc, text := &s.sc, s.buf
	for {
		old := cut
		for _, cd := range sc.cands {
			if cd.ms < cut && cut < cd.me {
				cut = cd.ms
			}
		}
		for _, t := range sc.taken {
			// A removal's tidy range read the byte at xe; a match starting
			// there later would change it, so hold it until then.
			if t.xs < cut && (cut < t.xe || cut == t.xe && s.c.rules[t.rule].remove) {
				cut = t.xs
			}
		}
		for b := cut; b > s.start && cut-b < removalReach && isHoldByte(text[b-1]); b-- {
			cut = b - 1
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
	for i := range sc.res {
		sc.res[i] = max(sc.res[i], cut)
	}
	for _, cd := range sc.cands {
		if cd.ms >= cut && cd.ms < sc.res[cd.rule] {
			sc.res[cd.rule] = cd.ms
		}
	}
	k := max(0, cut-contextBytes)
	for k > 0 && !utf8.RuneStart(s.buf[k]) {
		k--
	}
	if k > 0 {
		n := copy(s.buf, s.buf[k:])
		s.buf = s.buf[:n]
		for i := range sc.res {
			sc.res[i] -= k
		}
		if s.lastEnd >= 0 {
			s.lastEnd -= k
		}
	}
	s.start = cut - k
}
