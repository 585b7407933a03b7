package sanitize

// automaton is a small Aho-Corasick DFA over ASCII-lowercased bytes. It is
// hand-written rather than taken from a library because the hot path must
// not allocate: a scan reports keyword ends through a callback-free loop
// into a reusable slice.
type automaton struct {
	// next[s<<shift|class[b]] is the state after reading byte b. Bytes
	// are mapped to classes first (every byte no keyword holds shares
	// class 0, and case is folded), which shrinks the table from 256
	// columns to the few dozen the keywords use: the scan reads one row
	// per byte, and a row that stays in cache is the difference between
	// a table lookup and a cache miss per byte.
	next  []uint32 // the next state's row offset (state << shift)
	class [256]uint8
	shift uint
	// out[s] lists keyword indexes ending in state s (including those
	// reached through failure links).
	out [][]int32
	// hasOut[s] caches len(out[s]) > 0.
	hasOut []bool
	kwLen  []int
	maxKw  int // the longest keyword
	// depth[s] is the length of the text suffix state s stands for: the
	// longest suffix that is a prefix of some keyword.
	depth []int32
}

var lowerASCII = func() (t [256]byte) {
	for i := range t {
		b := byte(i)
		if b >= 'A' && b <= 'Z' {
			b += 'a' - 'A'
		}
		t[i] = b
	}
	return t
}()

func buildAutomaton(kws []string) *automaton {
	a := &automaton{kwLen: make([]int, len(kws))}
	// trie
	goTo := []map[byte]int32{{}}
	a.out = [][]int32{nil}
	a.depth = []int32{0}
	for ki, k := range kws {
		a.kwLen[ki] = len(k)
		a.maxKw = max(a.maxKw, len(k))
		s := int32(0)
		for i := 0; i < len(k); i++ {
			b := lowerASCII[k[i]]
			n, ok := goTo[s][b]
			if !ok {
				n = int32(len(goTo))
				goTo = append(goTo, map[byte]int32{})
				a.out = append(a.out, nil)
				a.depth = append(a.depth, int32(i+1))
				goTo[s][b] = n
			}
			s = n
		}
		a.out[s] = append(a.out[s], int32(ki))
	}
	ns := len(goTo)
	if ns > 1<<16 {
		panic("sanitize: too many keyword states") // far beyond any pack
	}
	// Byte classes: one per distinct (lowered) keyword byte, 0 for the rest.
	ncls := 1
	for _, k := range kws {
		for i := 0; i < len(k); i++ {
			b := lowerASCII[k[i]]
			if a.class[b] == 0 {
				a.class[b] = uint8(ncls)
				ncls++
			}
		}
	}
	for b := range 256 {
		a.class[b] = a.class[lowerASCII[b]]
	}
	for 1<<a.shift < ncls {
		a.shift++
	}
	width := 1 << a.shift
	full := make([]int32, ns*width) // transitions by class
	fail := make([]int32, ns)
	queue := make([]int32, 0, ns)
	rep := make([]byte, width) // a lowered byte of each class
	for b := 255; b >= 0; b-- {
		rep[a.class[b]] = lowerASCII[b]
	}
	for c := 0; c < width; c++ {
		if n, ok := goTo[0][rep[c]]; ok && c > 0 {
			full[c] = n
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		a.out[s] = append(a.out[s], a.out[fail[s]]...)
		for c := 0; c < width; c++ {
			if n, ok := goTo[s][rep[c]]; ok && c > 0 {
				fail[n] = full[int(fail[s])*width+c]
				full[int(s)*width+c] = n
				queue = append(queue, n)
			} else {
				full[int(s)*width+c] = full[int(fail[s])*width+c]
			}
		}
	}
	// Rows are addressed by offset (state << shift), so a step is one
	// OR and one load; hasOut, out and depth are indexed by state
	// (offset >> shift), off the chain of steps.
	a.next = make([]uint32, len(full))
	for i, n := range full {
		a.next[i] = uint32(n) << a.shift
	}
	a.hasOut = make([]bool, ns)
	for s := range a.out {
		a.hasOut[s] = len(a.out[s]) > 0
	}
	return a
}

// occurrence is a keyword found in the text.
type occurrence struct {
	pos int32 // start of the keyword
	kw  int32
}

// scan appends every keyword occurrence in text[from:] to occ, in order
// of their end position, starting in state s (0 at the start of a text)
// and returning the state reached. Positions are indexes into text. A
// Stream carries the state from one chunk to the next, so each byte goes
// through the automaton once however the text is cut; a keyword that
// straddles two chunks is reported when its last byte arrives.
func (a *automaton) scan(text []byte, from int, s int32, occ []occurrence) ([]occurrence, int32) {
	if len(a.kwLen) == 0 {
		return occ, 0
	}
	next, hasOut, class, shift := a.next, a.hasOut, &a.class, a.shift
	for i := from; i < len(text); i++ {
		s = int32(next[uint32(s)|uint32(class[text[i]])])
		if hasOut[s>>shift] {
			for _, k := range a.out[s>>shift] {
				occ = append(occ, occurrence{pos: int32(i + 1 - a.kwLen[k]), kw: k})
			}
		}
	}
	return occ, s
}

// scanWhole is scan of a whole text from state 0, run as two automata
// over its two halves at once: one step depends on the one before, so a
// single automaton waits on each table read, while two independent ones
// overlap their reads. The second starts maxKw bytes before the middle
// in state 0, which puts it in the true state at the middle (a state
// stands for at most maxKw bytes), and reports only the keywords ending
// after the middle. tmp is scratch space; both slices are returned for
// reuse.
func (a *automaton) scanWhole(text []byte, occ, tmp []occurrence) ([]occurrence, []occurrence) {
	n := len(text)
	if n < 256 || len(a.kwLen) == 0 {
		occ, _ = a.scan(text, 0, 0, occ)
		return occ, tmp
	}
	next, hasOut, class, shift, kwLen := a.next, a.hasOut, &a.class, a.shift, a.kwLen
	mid := n / 2
	w := max(0, mid-a.maxKw)
	tmp = tmp[:0]
	var s1, s2 int32
	j := w
	for i := 0; i < mid; i++ {
		s1 = int32(next[uint32(s1)|uint32(class[text[i]])])
		s2 = int32(next[uint32(s2)|uint32(class[text[j]])])
		if hasOut[s1>>shift] {
			for _, k := range a.out[s1>>shift] {
				occ = append(occ, occurrence{pos: int32(i + 1 - kwLen[k]), kw: k})
			}
		}
		if hasOut[s2>>shift] && j >= mid {
			for _, k := range a.out[s2>>shift] {
				tmp = append(tmp, occurrence{pos: int32(j + 1 - kwLen[k]), kw: k})
			}
		}
		j++
	}
	for ; j < n; j++ {
		s2 = int32(next[uint32(s2)|uint32(class[text[j]])])
		if hasOut[s2>>shift] && j >= mid {
			for _, k := range a.out[s2>>shift] {
				tmp = append(tmp, occurrence{pos: int32(j + 1 - kwLen[k]), kw: k})
			}
		}
	}
	return append(occ, tmp...), tmp
}
