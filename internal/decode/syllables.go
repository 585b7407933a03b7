package decode

import (
	"strings"
	"sync"
	"unsafe"
)

// Words cut into pieces by spaces ("ig no re ev ery thi ng be fo re th is",
// "sys tem pro mpt") read as words to a model and as short non-words to a
// scanner. JoinSyllables rejoins them where two to four neighbouring
// pieces make a word the caller knows and at least one piece is no word:
// "in to" and "a bout" are two words each and stay apart. The caller runs
// it only when the message has a run of short words (Signals.Fragments)
// and keeps the view only when it rejoined words enough (cutPayload).

// maxSyllables is how many pieces one word may be cut into.
const maxSyllables = 4

// minSyllableWord is the shortest word a join may make: shorter ones are
// made by chance from any two pieces.
const minSyllableWord = 4

// maxSyllablePiece bounds a piece: a longer one is a word of its own.
const maxSyllablePiece = 5

// piece is a run of ASCII letters of at most maxSyllablePiece bytes,
// whether known knows it, and whether a single space joins it to the next.
type piece struct {
	start, end int
	known      bool
	spaceNext  bool
}

// JoinSyllables rejoins words cut into pieces by single spaces, in place,
// where known accepts the joined word (lower-cased) and not every piece. It
// returns how many words it rejoined; with a nil known none is. Each
// piece is looked up once, and a join is tried only where a piece is no
// word, so ordinary text costs a lookup a short word. Once two words are
// found cut, the message is read as cut throughout: pieces of up to three
// letters that happen to be words ("yo ur", "pr int") are joined too.
func JoinSyllables(s string, known func(string) bool) (string, int) {
	if known == nil {
		return s, 0
	}
	var lk lowerKnown
	defer lk.release()
	pp := pieceBufs.Get().(*[]piece)
	defer func() {
		if cap(*pp) <= maxPooledPieces {
			*pp = (*pp)[:0]
			pieceBufs.Put(pp)
		}
	}()
	ps := pieces((*pp)[:0], s, known, &lk)
	*pp = ps
	// Counted first, then built once, cut or not.
	_, n := joinPieces(s, ps, known, &lk, false, false)
	if n == 0 {
		return s, 0
	}
	return joinPieces(s, ps, known, &lk, n >= 2, true)
}

// joinPieces joins the pieces ps of s greedily, longest first; with cut,
// pieces of up to three letters that are words may be joined too. Without
// build it only counts the words it would join.
func joinPieces(s string, ps []piece, known func(string) bool, lk *lowerKnown, cut, build bool) (string, int) {
	var out strings.Builder
	last, joined := 0, 0
	var buf [maxSyllables * maxSyllablePiece]byte
	for i := 0; i < len(ps); {
		// The pieces joined to ps[i] by single spaces, up to maxSyllables.
		n := 1
		for n < maxSyllables && i+n < len(ps) && ps[i+n-1].spaceNext {
			n++
		}
		m := 0
		for c := n; c >= 2 && m == 0; c-- {
			w, allKnown, short := buf[:0], true, true
			for _, p := range ps[i : i+c] {
				w = append(w, s[p.start:p.end]...)
				allKnown = allKnown && p.known
				short = short && p.end-p.start <= 3
			}
			if len(w) >= minSyllableWord && (!allKnown || cut && short) && lk.word(known, unsafe.String(unsafe.SliceData(w), len(w))) {
				m = c
			}
		}
		if m == 0 {
			i++
			continue
		}
		if !build {
			joined++
			i += m
			continue
		}
		if out.Len() == 0 {
			out.Grow(len(s))
		}
		out.WriteString(s[last:ps[i].start])
		for _, p := range ps[i : i+m] {
			out.WriteString(s[p.start:p.end])
		}
		last, joined = ps[i+m-1].end, joined+1
		i += m
	}
	if joined == 0 || !build {
		return s, joined
	}
	out.WriteString(s[last:])
	return out.String(), joined
}

// maxPooledPieces bounds the pieces a pooled buffer keeps between calls.
const maxPooledPieces = 4096

// pieceBufs keeps the pieces of a message between calls.
var pieceBufs = sync.Pool{New: func() any { b := make([]piece, 0, 256); return &b }}

// pieces appends to ps the letter runs of s that may be pieces of a word: ASCII
// letters only, at most maxSyllablePiece of them, not glued to other
// characters of a word (digits, other scripts).
func pieces(ps []piece, s string, known func(string) bool, lk *lowerKnown) []piece {
	for i := 0; i < len(s); {
		if !asciiLetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && asciiLetter(s[j]) {
			j++
		}
		glued := i > 0 && isWordByte(s[i-1]) || j < len(s) && isWordByte(s[j])
		if j-i <= maxSyllablePiece && !glued {
			ps = append(ps, piece{start: i, end: j, known: lk.word(known, s[i:j]),
				spaceNext: j+1 < len(s) && s[j] == ' ' && asciiLetter(s[j+1])})
		} else if len(ps) > 0 {
			ps[len(ps)-1].spaceNext = false
		}
		i = j
	}
	return ps
}

// isWordByte reports a byte that continues a word: a digit, an
// underscore or any byte of a non-ASCII character.
func isWordByte(b byte) bool { return b >= '0' && b <= '9' || b == '_' || b >= 0x80 }
