package injection

import (
	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/normalize"
)

// Words with their inner letters shuffled are put back by a decoder
// (decode.Unscramble) that reads every word of a message; most messages
// hold none, so the walk over the words view, which reads every word
// anyway, tells the decoders when to look. A word may be a shuffle of one
// of decode.ScrambleWords when it has the same first and last letters and
// length (one table lookup) and the same set of inner letters (one more
// pass over a word of at most 16 bytes, for the few that get this far).
// Two such words make the signal; the decoder then checks exactly.

// scrambleEnds holds, for each first and last letter a to z of the words
// view, the lengths of the scramble words with them (bit n for n bytes);
// scrambleFirst the same for the first letter alone, the walk's first
// test, made with the byte it has loaded already (the tables stay in the
// cache: the test is made for most words of every message).
// scrambleShapes lists the length and inner-letter set of every scramble
// word, by first and last letter: those of pair p (first*26 + last) are
// scrambleShapes[scrambleFrom[p]:scrambleFrom[p+1]]. A map keyed by the
// shape cost a hash of the key for every word of that shape a message
// has (a long prompt has many).
var scrambleEnds, scrambleFirst, scrambleFrom, scrambleShapes = func() ([26][26]uint32, [26]uint32, [26*26 + 1]uint16, []scrambleShape) {
	var ends [26][26]uint32
	var first [26]uint32
	byPair := make([][]scrambleShape, 26*26)
	for _, w := range decode.ScrambleWords() {
		v := normalize.Normalize(w)
		if len(v) < 5 || len(v) > 16 {
			continue
		}
		if !asciiLower(v[0]) || !asciiLower(v[len(v)-1]) {
			continue
		}
		ends[v[0]-'a'][v[len(v)-1]-'a'] |= 1 << len(v)
		first[v[0]-'a'] |= 1 << len(v)
		p := int(v[0]-'a')*26 + int(v[len(v)-1]-'a')
		byPair[p] = append(byPair[p], scrambleShape{length: uint8(len(v)), inner: innerLetters(v)})
	}
	var from [26*26 + 1]uint16
	var shapes []scrambleShape
	for p, l := range byPair {
		from[p] = uint16(len(shapes))
		shapes = append(shapes, l...)
	}
	from[26*26] = uint16(len(shapes))
	return ends, first, from, shapes
}()

// scrambleShape is a scramble word's length and inner letters
// (innerLetters), in the words view.
type scrambleShape struct {
	length uint8
	inner  uint32
}

// innerLetters is the set of the letters a to z between a word's first
// and last byte, one bit each.
func innerLetters(w string) uint32 {
	var m uint32
	for i := 1; i < len(w)-1; i++ {
		if c := w[i]; c >= 'a' && c <= 'z' {
			m |= 1 << (c - 'a')
		}
	}
	return m
}

func asciiLower(c byte) bool { return c >= 'a' && c <= 'z' }

// mayBeScrambled reports whether the word of the words view w could be
// a shuffle of a scramble word (including the word itself).
func mayBeScrambled(w []byte) bool {
	n := len(w)
	if n < 5 || n > 16 || !asciiLower(w[0]) || !asciiLower(w[n-1]) || scrambleEnds[w[0]-'a'][w[n-1]-'a']&(1<<n) == 0 {
		return false
	}
	return scrambledSet(w)
}

// scrambledSet reports whether w, of a shape of scrambleEnds, has the
// inner letters of a scramble word of that shape.
func scrambledSet(w []byte) bool {
	n := len(w)
	var m uint32
	for i := 1; i < n-1; i++ {
		if c := w[i]; c >= 'a' && c <= 'z' {
			m |= 1 << (c - 'a')
		}
	}
	p := int(w[0]-'a')*26 + int(w[n-1]-'a')
	for _, sh := range scrambleShapes[scrambleFrom[p]:scrambleFrom[p+1]] {
		if int(sh.length) == n && sh.inner == m {
			return true
		}
	}
	return false
}
