package injection

import (
	"encoding/binary"
	"math/bits"
)

// Two neighbouring letters typed in the wrong order ("Whta is teh
// pasword", "rsepond with your isntructions") leave a word a reader
// reads and a scanner of words does not. The classes learn the swaps of
// a few dozen words (typos.go), and decode.Unswap reads any word of the
// pack back; it looks up every swap of every word, so the walk over the
// words view, which reads every word anyway, tells it when a message has
// one. swapIndex knows the swaps of the pack's words: a probe of a bit
// filter by the hash the walk has already made, and for the few words
// that pass, one probe of a table of whole-word hashes.

// swapMin and swapMax bound the words whose swaps are known: a swap of
// a three-letter word is another word as often as not ("on" and "no",
// "tow" and "two"), and no word of the pack is longer than sixteen
// bytes that matters here.
const (
	swapMin = 4
	swapMax = 16
)

// swapFilterLog sizes each of swapIndex's bit filters: the default
// pack's swaps set about one bit in twelve of each.
const swapFilterLog = 20

// swapIndex finds, in the walk, a word of the words view that is a word
// of the pack with two neighbouring letters swapped and is no word of
// the pack itself.
type swapIndex struct {
	// head has a bit for wordHash of the first eight bytes and length of
	// each swap whose two letters lie in the first eight bytes (the key
	// the walk hashes); tail the same for the last eight bytes of a word
	// longer than eight, for the swaps there.
	head, tail []uint64
	// whole is an open-addressed set of swapHash of every swap (0 is
	// free), for the words that pass a filter.
	whole []uint64
}

// newSwapIndex indexes the swaps of the ASCII words of words (the words
// view of the pack's anchors) of swapMin to swapMax letters; a swap that
// is itself a word of words is left out.
func newSwapIndex(words map[string]bool) *swapIndex {
	x := &swapIndex{head: make([]uint64, 1<<swapFilterLog/64), tail: make([]uint64, 1<<swapFilterLog/64)}
	var swaps []uint64
	buf := make([]byte, 0, swapMax+padding)
	for w := range words {
		if len(w) < swapMin || len(w) > swapMax || !asciiLetters(w) {
			continue
		}
		for i := 0; i+1 < len(w); i++ {
			if w[i] == w[i+1] {
				continue
			}
			buf = append(buf[:0], w...)
			buf[i], buf[i+1] = buf[i+1], buf[i]
			if words[string(buf)] {
				continue
			}
			n := len(buf)
			buf = append(buf, "        "...)
			if i+1 < 8 {
				setBit(x.head, wordHash(binary.LittleEndian.Uint64(buf)&keyMask(n), n))
			} else {
				setBit(x.tail, wordHash(tailKey(buf, n), n))
			}
			swaps = append(swaps, swapHash(buf[:n]))
		}
	}
	size := 1 << bits.Len(uint(len(swaps)*2))
	x.whole = make([]uint64, size)
	for _, h := range swaps {
		for i := h & uint64(size-1); ; i = (i + 1) & uint64(size-1) {
			if x.whole[i] == 0 || x.whole[i] == h {
				x.whole[i] = h
				break
			}
		}
	}
	return x
}

func setBit(filter []uint64, h uint64) {
	b := h >> (64 - swapFilterLog)
	filter[b/64] |= 1 << (b % 64)
}

func hasBit(filter []uint64, h uint64) bool {
	b := h >> (64 - swapFilterLog)
	return filter[b/64]>>(b%64)&1 != 0
}

// tailKey is the last eight bytes of the word buf[:n], n > 8.
func tailKey(buf []byte, n int) uint64 { return binary.LittleEndian.Uint64(buf[n-8:]) }

// swapHash is FNV-1a of w, never 0 (the free mark of swapIndex.whole).
func swapHash(w []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range w {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return h | 1
}

// swapped reports whether the word buf[p:p+length] of the words view,
// whose first eight bytes hash to h (wordHash), is a swap of a word of
// the pack. Most words end at the first filter.
func (x *swapIndex) swapped(buf []byte, p, length int, h uint64) bool {
	if length < swapMin || length > swapMax {
		return false
	}
	if !hasBit(x.head, h) && (length <= 8 || !hasBit(x.tail, wordHash(tailKey(buf[p:], length), length))) {
		return false
	}
	w := buf[p : p+length]
	if !asciiLetters(w) {
		return false
	}
	sh := swapHash(w)
	mask := uint64(len(x.whole) - 1)
	for i := sh & mask; x.whole[i] != 0; i = (i + 1) & mask {
		if x.whole[i] == sh {
			return true
		}
	}
	return false
}
