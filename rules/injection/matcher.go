package injection

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"slices"
	"strings"
)

// wordIndex finds the anchors of a pack in the words view without an
// automaton. Anchors only ever match at word boundaries of the words view
// (single-space-separated words), so every match begins with a whole word
// equal to the anchor's first word. The index therefore looks at words,
// not bytes: a bitmap of the spaces in the text gives every word's start
// and length with a few bit operations, each word is hashed from its first
// eight bytes and length, one bit test rejects almost all of them, and the
// few candidates are checked against the anchors that begin with that word.
// The work per word is independent of the previous word's, so the CPU
// overlaps it; nothing is allocated per call (the caller lends buffers) and
// the cost does not depend on the number of anchors.
//
// An anchor of one word with a trailing "*" ("mkfs*") has no whole first
// word; such prefix anchors are found through a second filter keyed by the
// first two bytes of a word (taken from the same load).
type wordIndex struct {
	// filter has one bit per hash bucket that holds an anchor first word:
	// the fast reject for ordinary words.
	filter [filterBits / 64]uint64
	slots  []slot
	shift  uint // 64 - log2(len(slots)): slots are indexed by the hash's top bits
	// cands holds the anchors to verify, grouped by slot (slot.lo:slot.hi);
	// nexts[i] is the nextKey of cands[i], apart so that the binary search of a
	// common word's hundreds of phrases reads 4 bytes a probe, not 40.
	cands []cand
	nexts []uint32
	// runs finds, for a slot with more than smallRun anchors of several
	// words, the anchors whose next two bytes are a given pair, with one
	// probe of a hash table rather than a binary search whose every probe
	// is a cache miss on a cold lexicon (candsAt).
	runs     []nextRun
	runShift uint
	// prefix lists the single-word prefix anchors, prefixFilter the
	// first-two-byte pairs they can start with (nil when there are none).
	// Stems of four bytes or more are grouped by their first four bytes
	// (byStem), so a word is checked only against the stems it begins
	// with; shorter ones (short) against every word the filter lets by.
	prefix       []int32
	prefixFilter [1 << pairLog / 64]uint64 // by pairBit of the first two bytes
	byStem       map[uint32][]int32
	stemFilter   [stemBits / 64]uint64 // one bit per hash of a stem's first four bytes
	short        []int32
	// respell finds words typed with a slip (respell.go); only the gate,
	// whose walk reads the signals, has it.
	respell *respellIndex
}

const (
	stemLog  = 12
	stemBits = 1 << stemLog
	// pairLog: the prefix filter keeps the low six bits of each of a
	// word's first two bytes, 512 bytes instead of 8 KB for every pair:
	// it is read for every word, and a filter that big took a quarter of
	// the first-level cache from the rest of a scan. The words view is
	// lower-case letters, digits and spaces, so few pairs share bits.
	pairLog = 12
)

// pairBit is the prefix filter's bit for a word's first two bytes, pair
// (the first byte, and the second or 0, in the low sixteen bits).
func pairBit(pair uint64) uint64 { return pair&63 | pair>>8&63<<6 }

func stemHash(k uint32) uint32 { return k * 0x9E3779B1 >> (32 - stemLog) }

// prefixCands returns the prefix anchors to check at word start i of the
// padded words view buf: the short stems, and the stems sharing the
// word's first four bytes (the padding makes the load safe).
func (x *wordIndex) prefixCands(buf []byte, i int) (short, long []int32) {
	k := binary.LittleEndian.Uint32(buf[i:])
	if h := stemHash(k); x.stemFilter[h/64]>>(h%64)&1 == 0 {
		return x.short, nil
	}
	return x.short, x.byStem[k]
}

// slot is one distinct anchor first word: the little-endian value of its
// first eight bytes (zero padded) and its length. Words longer than eight
// bytes that share both land in the same slot and are told apart by the
// byte-wise check of the whole anchor.
type slot struct {
	key    uint64
	length uint32 // 0 marks an empty slot (no anchor word is empty)
	lo, hi int32
	multi  int32 // cands[lo:multi] are single-word anchors (see candsAt)
	// follow has bit b&63 set for the first byte b of the word that follows
	// the first word in one of the slot's anchors, and every bit when one of
	// them is a single word: "you" is common, "you are now" is not.
	follow uint64
}

// cand is an anchor to verify where its first word was found: its first
// sixteen bytes (masked) settle almost every case with two compares. An
// anchor of up to sixteen bytes is then settled by its size and prefix
// flag kept here, without reading the anchor or its text (two cache
// misses a phrase when the lexicon is cold, as it is for the next
// message); anchorAt confirms longer ones.
//
// It also carries what a scan records of the phrase it found (anchorHot's
// fields, filled by Compile), so that a phrase found costs the cache line
// of its candidate and of its classes, not one more for its anchorHot.
type cand struct {
	head, mask [2]uint64
	anchor     int32
	cls0       int32  // the phrase's classes are classPool[cls0:cls0+ncls]
	ncls       uint16 //
	size       uint16 // len(anchor text), when at most 16 (else 0: use anchorAt)
	words      uint16 // number of words of the phrase
	prefix     bool
	patterns   bool // the anchor of some anchor pattern
}

// wordAt is a word that may begin an anchor: exact anchors from slot (-1
// for none), and the prefix anchors when prefix is set.
type wordAt struct {
	start, end int32
	ord        int32 // the word's position: 0 for the first word of the view
	slot       int32
	prefix     bool
}

const (
	filterLog  = 14
	filterBits = 1 << filterLog
	hashMul    = 0x9E3779B97F4A7C15 // 2^64 / golden ratio: spreads keys over the top bits
	// padding is how many bytes past the end of the words view the index
	// reads, so every eight-byte load stays inside the buffer; padWords
	// fills them with spaces.
	padding = 16

	lanesSpace = 0x2020202020202020
	lanes7f    = 0x7f7f7f7f7f7f7f7f
	gather8    = 0x0102040810204080 // collects the top bit of each byte into the top byte
)

func wordHash(key uint64, length int) uint64 { return (key ^ uint64(length)) * hashMul }

// load8 reads up to eight bytes of s at i, little endian, zero padded.
func load8(s string, i int) uint64 {
	var b [8]byte
	if i < len(s) {
		copy(b[:], s[i:])
	}
	return binary.LittleEndian.Uint64(b[:])
}

// keyMask keeps the first min(length, 8) bytes of an eight-byte load.
// Words-view bytes are never zero, so for words of up to eight bytes the
// masked load is the word itself.
func keyMask(length int) uint64 {
	return ^uint64(0) >> (64 - 8*uint(min(length, 8)))
}

// firstBytes[s] keeps the bytes of an eight-byte load that come before the
// first space, given the space bits s of those eight bytes (bit 0 is never
// set: a word starts there).
var firstBytes = func() (t [256]uint64) {
	for s := range t {
		t[s] = keyMask(min(bits.TrailingZeros8(uint8(s)), 8))
	}
	return t
}()

// newWordIndex indexes the anchors for which keep returns true (all when
// keep is nil); anchors are words-view text: non-empty, single spaces.
func newWordIndex(anchors []anchor, keep func(int) bool) *wordIndex {
	x := &wordIndex{}
	type group struct {
		key    uint64
		length int
		ids    []int32
		follow uint64
	}
	var groups []*group
	byWord := map[string]*group{}
	for i, a := range anchors {
		if keep != nil && !keep(i) {
			continue
		}
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
			g = &group{key: load8(first, 0) & keyMask(len(first)), length: len(first)}
			byWord[first] = g
			groups = append(groups, g)
		}
		g.ids = append(g.ids, int32(i))
		if len(first) == len(a.text) {
			g.follow = ^uint64(0)
		} else {
			g.follow |= 1 << (a.text[len(first)+1] & 63)
		}
	}
	// A load factor of at most 1/4 keeps probe sequences short.
	size := 16
	for size < 4*len(groups) {
		size *= 2
	}
	x.slots = make([]slot, size)
	x.shift = uint(64 - bits.TrailingZeros(uint(size)))
	lists := make([][]int32, size)
	for _, g := range groups {
		h := wordHash(g.key, g.length)
		x.filter[h>>(64-filterLog)/64] |= 1 << (h >> (64 - filterLog) % 64)
		si := h >> x.shift
		for x.slots[si].length != 0 && (x.slots[si].key != g.key || int(x.slots[si].length) != g.length) {
			si = (si + 1) & uint64(size-1)
		}
		// Groups with the same key and length (long words sharing their
		// first eight bytes) merge into one slot.
		x.slots[si].key, x.slots[si].length = g.key, uint32(g.length)
		x.slots[si].follow |= g.follow
		lists[si] = append(lists[si], g.ids...)
	}
	for si, l := range lists {
		x.slots[si].lo = int32(len(x.cands))
		for _, ai := range l {
			t := anchors[ai].text
			c := cand{anchor: ai, prefix: anchors[ai].prefix}
			if len(t) <= 16 {
				c.size = uint16(len(t))
			}
			for k := range 2 {
				if rest := len(t) - 8*k; rest > 0 {
					c.mask[k] = keyMask(rest)
					c.head[k] = load8(t, 8*k) & c.mask[k]
				}
			}
			x.cands = append(x.cands, c)
		}
		x.slots[si].hi = int32(len(x.cands))
		// Anchors of one word (checked at every occurrence) first, then
		// the others in the order of the two bytes after the first word,
		// so a word shared by hundreds of phrases ("you …") is checked
		// against the few that go on as the text does.
		group := x.cands[x.slots[si].lo:x.slots[si].hi]
		slices.SortStableFunc(group, func(a, b cand) int {
			return cmp.Compare(nextKey(&anchors[a.anchor]), nextKey(&anchors[b.anchor]))
		})
		multi := x.slots[si].lo
		for multi < x.slots[si].hi && nextKey(&anchors[x.cands[multi].anchor]) == anyNext {
			multi++
		}
		x.slots[si].multi = multi
	}
	x.nexts = make([]uint32, len(x.cands))
	for i := range x.cands {
		x.nexts[i] = nextKey(&anchors[x.cands[i].anchor])
	}
	x.indexRuns()
	return x
}

// smallRun is the most anchors of several words a slot has for which
// candsAt searches its next-keys (a few cache lines); a slot with more
// is in runs.
const smallRun = 16

// nextRun is the anchors of slot si, of several words, whose next-key is
// key: nexts[multi+lo:multi+hi]. id is runID(si, key), 0 for an empty
// entry.
type nextRun struct {
	id     uint64
	lo, hi int32
}

func runID(si int32, key uint32) uint64 { return uint64(si+1)<<32 | uint64(key) }

// indexRuns fills runs with every run of one next-key of the slots with
// more than smallRun anchors of several words.
func (x *wordIndex) indexRuns() {
	n := 0
	for _, sl := range x.slots {
		if rest := x.nexts[sl.multi:sl.hi]; len(rest) > smallRun {
			for i := range rest {
				if i == 0 || rest[i] != rest[i-1] {
					n++
				}
			}
		}
	}
	size := 16
	for size < 2*n {
		size *= 2
	}
	x.runs = make([]nextRun, size)
	x.runShift = uint(64 - bits.TrailingZeros(uint(size)))
	for si, sl := range x.slots {
		rest := x.nexts[sl.multi:sl.hi]
		if len(rest) <= smallRun {
			continue
		}
		for lo := 0; lo < len(rest); {
			hi := lo + 1
			for hi < len(rest) && rest[hi] == rest[lo] {
				hi++
			}
			id := runID(int32(si), rest[lo])
			i := id * hashMul >> x.runShift
			for x.runs[i].id != 0 {
				i = (i + 1) & uint64(size-1)
			}
			x.runs[i] = nextRun{id: id, lo: int32(lo), hi: int32(hi)}
			lo = hi
		}
	}
}

// anyNext is the next-key of an anchor that must be checked whatever
// follows its first word.
const anyNext = 0

// nextKey is the two bytes after an anchor's first word and its space
// (a space stands in for a missing second byte), or anyNext for an anchor
// of one word, or whose second word is a one-byte prefix.
func nextKey(a *anchor) uint32 {
	i := strings.IndexByte(a.text, ' ')
	if i < 0 || a.prefix && len(a.text)-i-1 < 2 && !strings.Contains(a.text[i+1:], " ") {
		return anyNext
	}
	b1, b2 := a.text[i+1], byte(' ')
	if i+2 < len(a.text) {
		b2 = a.text[i+2]
	}
	return 1 + uint32(b1) | uint32(b2)<<8
}

// nextPair is the next-key (nextKey) of the text's word that ends at
// end of the padded words view buf: the two bytes after its space.
func nextPair(buf []byte, end int) uint32 {
	return 1 + uint32(buf[end+1]) | uint32(buf[end+2])<<8
}

// candsAt returns the anchors to verify for word slot si at word start
// p of length n in the padded words view buf: those of one word, and
// those whose next two bytes are the text's. It depends on si and
// nextPair(buf, p+n) alone.
func (x *wordIndex) candsAt(si int32, buf []byte, p, n int) (single, multi []cand) {
	sl := &x.slots[si]
	single = x.cands[sl.lo:sl.multi]
	rest := x.nexts[sl.multi:sl.hi]
	if len(rest) == 0 {
		return single, nil
	}
	key := nextPair(buf, p+n)
	if len(rest) > smallRun {
		id := runID(si, key)
		mask := uint64(len(x.runs) - 1)
		for i := id * hashMul >> x.runShift; ; i = (i + 1) & mask {
			r := &x.runs[i]
			if r.id == id {
				return single, x.cands[sl.multi+r.lo : sl.multi+r.hi]
			}
			if r.id == 0 {
				return single, nil
			}
		}
	}
	// The first next-key at or after key, by a binary search without a
	// branch on the data: the answer lies in rest[lo:lo+size+1], a probe
	// moves lo by half when rest[lo+half] < key (the sign of their
	// difference as a mask), and a common word's probes are unpredictable.
	lo, size := 0, len(rest)
	for size > 1 {
		half := size >> 1
		less := (int64(rest[lo+half]) - int64(key)) >> 63 // -1 when below key
		lo += half & int(less)
		size -= half
	}
	if rest[lo] < key {
		lo++
	}
	j := lo
	for j < len(rest) && rest[j] == key {
		j++
	}
	return single, x.cands[int(sl.multi)+lo : int(sl.multi)+j]
}

func (x *wordIndex) addPrefix(id int32, p string) {
	x.prefix = append(x.prefix, id)
	if len(p) >= 4 {
		if x.byStem == nil {
			x.byStem = map[uint32][]int32{}
		}
		k := binary.LittleEndian.Uint32([]byte(p[:4]))
		x.byStem[k] = append(x.byStem[k], id)
		h := stemHash(k)
		x.stemFilter[h/64] |= 1 << (h % 64)
	} else {
		x.short = append(x.short, id)
	}
	set := func(pair uint64) {
		b := pairBit(pair)
		x.prefixFilter[b/64] |= 1 << (b % 64)
	}
	if len(p) >= 2 {
		set(uint64(p[0]) | uint64(p[1])<<8)
		return
	}
	for b := range 256 { // a one-byte prefix: any second byte, or none (0)
		set(uint64(p[0]) | uint64(b)<<8)
	}
}

// spaceMap sets bit i%64 of word i/64 for every space at position i of
// buf[:n], and for every position from n on (the padding counts as space).
// It returns the map in dst's storage.
func spaceMap(dst []uint64, buf []byte, n int) []uint64 {
	words := n/64 + 1
	if cap(dst) < words {
		dst = make([]uint64, words, words+words/4)
	}
	dst = dst[:words]
	// Whole 64-byte blocks, unrolled: eight lanes of eight bytes each.
	k := 0
	for ; (k+1)*64 <= n; k++ {
		b := buf[k*64 : k*64+64]
		dst[k] = spaces8(b[0:]) | spaces8(b[8:])<<8 | spaces8(b[16:])<<16 | spaces8(b[24:])<<24 |
			spaces8(b[32:])<<32 | spaces8(b[40:])<<40 | spaces8(b[48:])<<48 | spaces8(b[56:])<<56
	}
	// The last block reads up to position n, a padding space, so that a
	// word always ends inside the map; positions after it are set too.
	var m uint64
	base := k * 64
	for o := base; o <= n; o += 8 {
		m |= spaces8(buf[o:]) << uint(o-base)
	}
	if r := n + 1 - base; r < 64 {
		m |= ^uint64(0) << uint((r+7)&^7)
	}
	dst[k] = m
	return dst
}

// spaces8 returns one bit per byte of b[:8] that is a space (bit i for
// b[i]).
func spaces8(b []byte) uint64 {
	t := binary.LittleEndian.Uint64(b) ^ lanesSpace
	// Exact per-byte zero test: 0x80 in every byte of t that is 0 ...
	z := ^((t&lanes7f + lanes7f) | t | lanes7f)
	// ... gathered into the top byte by one multiplication.
	return z >> 7 * gather8 >> 56
}

// walkSignals are what the walk over the words notices for the decoding
// stage: a word long enough to be a base64 or hex run, and a run of
// one-letter words (letters spaced apart).
type walkSignals struct {
	long, spaced bool
	// fragments: four words of two or three letters in a row, which
	// may be the pieces of longer ones (decode.JoinSyllables).
	fragments bool
	// scrambled: two words or more may be scramble words with their
	// inner letters shuffled (scramble.go).
	scrambled bool
	// typos: a word is a word of the pack typed with a slip (respell.go).
	typos bool
}

// binaryWord is the eight-byte load of a word of eight binary digits,
// with the low bit of every byte cleared.
const binaryWord = 0x3030303030303030

// words appends to dst every word of the words view buf[:n] that may begin
// an anchor, in text order, and returns the number of words. spaces is
// spaceMap(buf, n).
func (x *wordIndex) words(dst []wordAt, buf []byte, n int, spaces []uint64) ([]wordAt, int32, walkSignals) {
	return x.wordsIn(dst, buf, n, spaces, 0, n, true)
}

// wordsIn is words for the words that start in buf[from:to]; their
// positions (ord) count every word of the view. The number of words it
// returns is only that of the whole view when from is 0 and to is n. The
// signals are read only when walk is set: the second pass over the key
// windows would read again what the first found.
func (x *wordIndex) wordsIn(dst []wordAt, buf []byte, n int, spaces []uint64, from, to int, walk bool) ([]wordAt, int32, walkSignals) {
	k0 := from / 64
	carry := uint64(1) // the position before the text counts as a space
	ord := int32(-1)
	for j := range k0 {
		sp := spaces[j]
		ord += int32(bits.OnesCount64(^sp & (sp<<1 | carry)))
		carry = sp >> 63
	}
	var sig walkSignals
	singles, pairs, frags, shuffled := 0, 0, 0, 0
	for k := k0; k < len(spaces) && k*64 < to; k++ {
		sp := spaces[k]
		starts := ^sp & (sp<<1 | carry)
		carry = sp >> 63
		if k == k0 {
			low := uint64(1)<<uint(from%64) - 1
			ord += int32(bits.OnesCount64(starts & low))
			starts &^= low
		}
		if end := to - k*64; end < 64 {
			starts &= uint64(1)<<uint(end) - 1
		}
		for starts != 0 {
			b := bits.TrailingZeros64(starts)
			starts &= starts - 1
			p := k*64 + b
			ord++
			var length int
			var mask uint64
			if rest := sp >> uint(b); rest != 0 {
				length = bits.TrailingZeros64(rest)
				// Bits past the map's end read as non-space, but they come
				// after the space just found, so the mask is right.
				mask = firstBytes[rest&0xff]
			} else {
				length = 64 - b
				for j := k + 1; ; j++ { // spaces[last] always has a set bit
					if spaces[j] != 0 {
						length += bits.TrailingZeros64(spaces[j])
						break
					}
					length += 64
				}
				mask = keyMask(length)
			}
			// One letter (one byte, or one two-byte rune): spaced letters
			// when four come in a row.
			// Six two-byte words in a row may be hex pairs (or character
			// codes in decimal, with three-digit ones), an eight-bit word a
			// byte in binary: they go to the decoders with the long words.
			key := binary.LittleEndian.Uint64(buf[p:]) & mask
			switch {
			case !walk:
			case length == 1 || length == 2 && buf[p]&0xE0 == 0xC0:
				singles++
				pairs = 0
				sig.spaced = sig.spaced || singles >= 4
			case length == 2, length == 3 && key&0xF0F0F0 == 0x303030, length == 4 && key&0xFFFF == 0x786f:
				// Two characters, a three-digit code, or a byte as 0xNN
				// (the words view reads its 0 as o: "oxas").
				pairs++
				singles = 0
				sig.long = sig.long || pairs >= 6
				if length == 2 {
					frags++
					sig.fragments = sig.fragments || frags >= 4
				}
			case length == 3:
				singles, pairs = 0, 0
				frags++
				sig.fragments = sig.fragments || frags >= 4
			default:
				singles, pairs, frags = 0, 0, 0
				sig.long = sig.long || length >= 16 || length == 8 && key&^0x0101010101010101 == binaryWord
				// The shape test first, inline: one table lookup for most
				// words (scramble.go).
				if f := byte(key) - 'a'; f < 26 && scrambleFirst[f]>>length&1 != 0 && mayBeScrambled(buf[p:p+length]) {
					shuffled++
					sig.scrambled = sig.scrambled || shuffled >= 2
				}
			}
			h := wordHash(key, length)
			if walk && !sig.typos && length >= respellMin && x.respell != nil {
				sig.typos = x.respell.slipped(buf, p, length, h)
			}
			hit := x.filter[h>>(64-filterLog)/64] >> (h >> (64 - filterLog) % 64)
			// The first two bytes of the word, or the only one and a zero.
			pb := pairBit(key)
			pfx := x.prefixFilter[pb/64] >> (pb % 64)
			if (hit|pfx)&1 == 0 {
				continue
			}
			si := int32(-1)
			if hit&1 != 0 {
				si = x.lookup(h, key, length, buf[p+length+1])
			}
			if si >= 0 || pfx&1 != 0 {
				dst = append(dst, wordAt{start: int32(p), end: int32(p + length), ord: ord, slot: si, prefix: pfx&1 != 0})
			}
		}
	}
	// The padding after the text reads as spaces, so no word starts there.
	return dst, ord + 1, sig
}

// lookup returns the slot of the word (key, length) whose next word starts
// with byte follow, or -1.
func (x *wordIndex) lookup(h, key uint64, length int, follow byte) int32 {
	mask := uint64(len(x.slots) - 1)
	for si := h >> x.shift; ; si = (si + 1) & mask {
		s := &x.slots[si]
		if s.length == 0 {
			return -1
		}
		if s.key == key && int(s.length) == length {
			if s.follow>>(follow&63)&1 == 0 {
				return -1
			}
			return int32(si)
		}
	}
}

// verify reports whether candidate c matches at word start i of the
// padded words view buf (n bytes of text), and where the match ends.
func (x *wordIndex) verify(buf []byte, n, i int, c *cand, anchors []anchor) (end int, ok bool) {
	if binary.LittleEndian.Uint64(buf[i:])&c.mask[0] != c.head[0] ||
		binary.LittleEndian.Uint64(buf[i+8:])&c.mask[1] != c.head[1] {
		return 0, false
	}
	if c.size > 0 {
		// The two compares covered every byte of the anchor (the padding
		// after the text is spaces, which no anchor ends in); what is left
		// is that it lies within the text and ends on a word boundary.
		end = i + int(c.size)
		if end > n || !c.prefix && end < n && buf[end] != ' ' {
			return 0, false
		}
		return end, true
	}
	return anchorAt(buf[:n], i, &anchors[c.anchor])
}

// padWords makes room for and writes the padding spaces after w, returning
// w (same length) with cap(w) >= len(w)+padding.
func padWords(w []byte) []byte {
	n := len(w)
	const pad = "                " // padding spaces
	if cap(w)-n < padding {
		w = append(w, pad...)
	} else {
		w = w[:n+padding]
		copy(w[n:], pad)
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
