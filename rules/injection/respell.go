package injection

import (
	"encoding/binary"
	"math/bits"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/normalize"
)

// A word typed with a slip ("Whta is teh passwrod", "ignroe the previus
// instrucions") is read through by a reader and missed by a scanner of
// words. The classes learn the slips of a few dozen words (typos.go), and
// decode.Respell reads any word back: one of the pack's with two
// neighbouring letters swapped, or one of decode.RespellWords with a slip
// of any kind. It tries every slip of every word it does not know, so the
// walk over the words view, which reads every word anyway, tells it when
// a message has one. respellIndex knows those slips: a probe of a bit
// filter by the hash the walk has already made, and for the few words
// that pass, one probe of a table of whole-word hashes.

// respellMin and respellMax bound the words whose slips are known, as
// decode.Respell reads them: a swap in a word of three letters makes
// another word as often as not ("on" and "no", "tow" and "two").
const (
	respellMin = 4
	respellMax = 16
)

// respellFilterLog sizes respellIndex's bit filter: the default pack's
// slips set about one bit in eight. It is 128 KB, read for most words of
// every message (docs/performance.md).
const respellFilterLog = 20

// tailSeed tells a slip's tail key from a head key in the one filter.
const tailSeed = 0x5bd1e9955bd1e995

// respellIndex finds, in the walk, a word of the words view that is a
// slip of a word of the pack and no word of the pack itself.
type respellIndex struct {
	// filter has a bit for wordHash of the first eight bytes and length
	// of each slip whose first eight bytes differ from its word's (the
	// key the walk hashes), and one for the last eight bytes (tailKey) of
	// a slip longer than eight that keeps its word's first eight.
	filter []uint64
	// whole is an open-addressed set of slipHash of every slip (0 is
	// free), for the words that pass the filter: 32 bits of a hash, so a
	// word that is no slip passes one time in tens of thousands, and
	// decode.Respell checks exactly.
	whole []uint32
}

// newRespellIndex indexes the slips decode.Respell reads back: the swaps
// of the ASCII words of words (the words view of the pack's anchors), and
// every slip of decode.RespellWords. A slip that is itself a word of words
// is left out (the misspellings the classes hold are none: typos.go).
func newRespellIndex(words map[string]bool) *respellIndex {
	x := &respellIndex{filter: make([]uint64, 1<<respellFilterLog/64)}
	var slips []uint32
	buf := make([]byte, 0, respellMax+1+padding)
	add := func(word string, slip []byte) {
		n := len(slip)
		if n < respellMin || n > respellMax || words[string(slip)] {
			return
		}
		buf = append(append(buf[:0], slip...), "        "...)
		head := binary.LittleEndian.Uint64(buf) & keyMask(n)
		if n <= 8 || n != len(word) || head != load8(word, 0) {
			setBit(x.filter, wordHash(head, n))
		} else {
			setBit(x.filter, wordHash(tailKey(buf, n), n))
		}
		slips = append(slips, slipHash(slip))
	}
	var slip []byte
	for w := range words {
		if len(w) < respellMin || len(w) > respellMax || !asciiLetters(w) {
			continue
		}
		for i := 0; i+1 < len(w); i++ {
			if w[i] != w[i+1] {
				slip = append(slip[:0], w...)
				slip[i], slip[i+1] = slip[i+1], slip[i]
				add(w, slip)
			}
		}
	}
	for _, w := range decode.RespellWords() {
		w = normalize.Normalize(w)
		for i := range len(w) + 1 {
			if i < len(w) {
				add(w, append(append(slip[:0], w[:i]...), w[i+1:]...)) // dropped
			}
			if i+1 < len(w) && w[i] != w[i+1] {
				add(w, append(append(append(slip[:0], w[:i]...), w[i+1], w[i]), w[i+2:]...)) // swapped
			}
			for c := byte('a'); c <= 'z'; c++ {
				add(w, append(append(append(slip[:0], w[:i]...), c), w[i:]...)) // added
				if i < len(w) && c != w[i] {
					add(w, append(append(append(slip[:0], w[:i]...), c), w[i+1:]...)) // replaced
				}
			}
		}
	}
	size := 1 << bits.Len(uint(len(slips)*2))
	x.whole = make([]uint32, size)
	for _, h := range slips {
		for i := h & uint32(size-1); ; i = (i + 1) & uint32(size-1) {
			if x.whole[i] == 0 || x.whole[i] == h {
				x.whole[i] = h
				break
			}
		}
	}
	return x
}

func setBit(filter []uint64, h uint64) {
	b := h >> (64 - respellFilterLog)
	filter[b/64] |= 1 << (b % 64)
}

func hasBit(filter []uint64, h uint64) bool {
	b := h >> (64 - respellFilterLog)
	return filter[b/64]>>(b%64)&1 != 0
}

// tailKey is the last eight bytes of the word buf[:n], n > 8, told
// from a head key.
func tailKey(buf []byte, n int) uint64 { return binary.LittleEndian.Uint64(buf[n-8:]) ^ tailSeed }

// slipHash is FNV-1a of w, never 0 (the free mark of respellIndex.whole).
func slipHash(w []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range w {
		h = (h ^ uint32(c)) * 16777619
	}
	return h | 1
}

// slipped reports whether the word buf[p:p+length] of the words view,
// whose first eight bytes hash to h (wordHash), is a slip of a word of
// the pack. Most words end at the first filter.
func (x *respellIndex) slipped(buf []byte, p, length int, h uint64) bool {
	if length < respellMin || length > respellMax {
		return false
	}
	if !hasBit(x.filter, h) && (length <= 8 || !hasBit(x.filter, wordHash(tailKey(buf[p:], length), length))) {
		return false
	}
	w := buf[p : p+length]
	if !asciiLetters(w) {
		return false
	}
	sh := slipHash(w)
	mask := uint32(len(x.whole) - 1)
	for i := sh & mask; x.whole[i] != 0; i = (i + 1) & mask {
		if x.whole[i] == sh {
			return true
		}
	}
	return false
}
