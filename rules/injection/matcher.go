package injection

import (
	"encoding/binary"
	"math/bits"
)

// wordIndex finds the anchors of a pack in the words view without an
// automaton. Anchors only ever match at word boundaries of the words view
// (a text of single-space-separated words), so every match starts with a
// whole word that is the anchor's first word. The index hashes each word of
// the text once, rejects almost all of them with one bit test, and
// verifies the few candidates byte by byte. Nothing is allocated per call
// and the cost per word does not depend on the number of anchors.
//
// An anchor made of one word with a trailing "*" (e.g. "mkfs*") has no
// whole first word; such prefix anchors are found through a second filter
// keyed by the first two bytes of a word.
type wordIndex struct {
	// filter has one bit per hash bucket that holds at least one anchor
	// first word: the fast reject for ordinary words.
	filter [filterBits / 64]uint64
	slots  []slot
	shift  uint // 64 - log2(len(slots)): slots are indexed by the hash's top bits
	// cands holds anchor indices grouped by slot (slot.lo:slot.hi).
	cands []int32
	// prefix lists the single-word prefix anchors, prefixFilter the
	// first-two-byte pairs they can start with (nil when there are none).
	prefix       []int32
	prefixFilter []uint64
}

// slot is one distinct anchor first word: the little-endian value of its
// first eight bytes (zero padded) and its length identify it; words longer
// than eight bytes that share both land in the same slot and are told
// apart by the byte-wise check of the whole anchor.
type slot struct {
	key    uint64
	length uint32 // 0 marks an empty slot (no anchor word is empty)
	lo, hi int32
}

const (
	filterBits = 1 << 14
	hashMul    = 0x9E3779B97F4A7C15 // 2^64 / golden ratio: spreads keys over the top bits
	// padding is how many bytes past the end of the words view the index
	// reads, so a word's first eight bytes and the space search can always
	// load a whole uint64. The caller fills them with spaces (padWords).
	padding = 8

	spaces8 = 0x2020202020202020
	ones8   = 0x0101010101010101
	highs8  = 0x8080808080808080
)

func wordHash(key uint64, length int) uint64 { return (key ^ uint64(length)) * hashMul }

// wordKey is the first min(len(w), 8) bytes of w, little endian, zero
// padded. Words-view bytes are never zero, so for words of up to eight
// bytes the key is the word.
func wordKey(w []byte) uint64 {
	var b [8]byte
	copy(b[:], w)
	return binary.LittleEndian.Uint64(b[:])
}

// newWordIndex indexes anchors (words-view text, single spaces, non-empty).
func newWordIndex(anchors []anchor) *wordIndex {
	x := &wordIndex{}
	type group struct {
		key    uint64
		length int
		ids    []int32
	}
	var groups []*group
	byWord := map[string]*group{}
	for i, a := range anchors {
		first := a.text
		for j := 0; j < len(first); j++ {
			if first[j] == ' ' {
				first = first[:j]
				break
			}
		}
		if a.prefix && len(first) == len(a.text) {
			x.addPrefix(int32(i), first)
			continue
		}
		g := byWord[first]
		if g == nil {
			g = &group{key: wordKey([]byte(first)), length: len(first)}
			byWord[first] = g
			groups = append(groups, g)
		}
		g.ids = append(g.ids, int32(i))
	}
	// A load factor of at most 1/4 keeps probe sequences short.
	size := 16
	for size < 4*len(groups) {
		size *= 2
	}
	x.slots = make([]slot, size)
	x.shift = uint(64 - bits.TrailingZeros(uint(size)))
	// Groups sharing a slot key (same first eight bytes and length) merge.
	for _, g := range groups {
		h := wordHash(g.key, g.length)
		x.filter[(h>>(64-14))/64] |= 1 << ((h >> (64 - 14)) % 64)
		si := h >> x.shift
		for x.slots[si].length != 0 && (x.slots[si].key != g.key || int(x.slots[si].length) != g.length) {
			si = (si + 1) & uint64(size-1)
		}
		x.slots[si].key, x.slots[si].length = g.key, uint32(g.length)
	}
	// Lay the candidate lists out contiguously, slot by slot.
	lists := make([][]int32, size)
	for _, g := range groups {
		si := x.lookup(g.key, g.length)
		lists[si] = append(lists[si], g.ids...)
	}
	for si, l := range lists {
		x.slots[si].lo = int32(len(x.cands))
		x.cands = append(x.cands, l...)
		x.slots[si].hi = int32(len(x.cands))
	}
	return x
}

func (x *wordIndex) addPrefix(id int32, p string) {
	if x.prefixFilter == nil {
		x.prefixFilter = make([]uint64, 1<<16/64)
	}
	x.prefix = append(x.prefix, id)
	set := func(pair int) { x.prefixFilter[pair/64] |= 1 << (pair % 64) }
	if len(p) >= 2 {
		set(int(p[0]) | int(p[1])<<8)
		return
	}
	for b := 0; b < 256; b++ { // a one-byte prefix: any second byte
		set(int(p[0]) | b<<8)
	}
}

// lookup returns the slot holding (key, length), or -1.
func (x *wordIndex) lookup(key uint64, length int) int {
	h := wordHash(key, length)
	if x.filter[(h>>(64-14))/64]&(1<<((h>>(64-14))%64)) == 0 {
		return -1
	}
	mask := uint64(len(x.slots) - 1)
	for si := h >> x.shift; ; si = (si + 1) & mask {
		s := &x.slots[si]
		if s.length == 0 {
			return -1
		}
		if s.key == key && int(s.length) == length {
			return int(si)
		}
	}
}

// next finds the first word at or after pos (a word start) that may begin
// an anchor. It returns the word's bounds and the anchors to verify there:
// exact for anchors whose first word may be this word, prefix when the
// word may begin a single-word prefix anchor. start is -1 when no word is
// left. buf is the words view followed by padding spaces (padWords); n is
// the length of the words view.
func (x *wordIndex) next(buf []byte, n, pos int) (start, end int, exact, prefix []int32) {
	for i := pos; i < n; {
		// The end of the word: the first space, eight bytes at a time. The
		// padding guarantees a space at n at the latest.
		j := i
		for {
			t := binary.LittleEndian.Uint64(buf[j:]) ^ spaces8
			if m := (t - ones8) &^ t & highs8; m != 0 {
				j += bits.TrailingZeros64(m) >> 3
				break
			}
			j += 8
		}
		length := j - i
		key := binary.LittleEndian.Uint64(buf[i:])
		if length < 8 {
			key &= 1<<(8*uint(length)) - 1
		}
		if si := x.lookup(key, length); si >= 0 {
			exact = x.cands[x.slots[si].lo:x.slots[si].hi]
		}
		if x.prefixFilter != nil {
			pair := int(buf[i]) | int(buf[i+1])<<8
			if x.prefixFilter[pair/64]&(1<<(pair%64)) != 0 {
				prefix = x.prefix
			}
		}
		if exact != nil || prefix != nil {
			return i, j, exact, prefix
		}
		i = j + 1
	}
	return -1, n, nil, nil
}

// padWords makes room for and writes the padding spaces after w, returning
// w (same length) with cap(w) >= len(w)+padding.
func padWords(w []byte) []byte {
	n := len(w)
	if cap(w)-n < padding {
		w = append(w, "        "...)
	} else {
		w = w[:n+padding]
		copy(w[n:], "        ")
	}
	return w[:n]
}

// anchorAt reports whether anchor a matches the words view w at word
// start i (whole words, or a continued last word for a prefix anchor), and
// where the match ends.
func anchorAt(w []byte, i int, a *anchor) (end int, ok bool) {
	end = i + len(a.text)
	if end > len(w) || string(w[i:end]) != a.text {
		return 0, false
	}
	if !a.prefix && end < len(w) && w[end] != ' ' {
		return 0, false
	}
	return end, true
}
