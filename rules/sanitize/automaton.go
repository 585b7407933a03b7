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
	// outAt is the row offset of the first state with keywords to
	// report: those states are numbered last, so a scan tells them by
	// comparing the state with outAt. A flag loaded per byte cost a
	// fifth of the scan, which is bound by its loads (the text byte, its
	// class and the next state are three a byte already).
	outAt uint32
	kwLen []int
	maxKw int // the longest keyword
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
	// Renumber: the states without keywords to report first (the root
	// stays 0), then those with. An empty keyword would give the root
	// one: then every state is checked (outAt 0), which is only slower.
	perm := make([]int32, ns)
	var first int32
	if len(a.out[0]) == 0 {
		for s := range ns {
			if len(a.out[s]) == 0 {
				perm[s] = first
				first++
			}
		}
	}
	k := first
	for s := range ns {
		if first == 0 || len(a.out[s]) > 0 {
			perm[s] = k
			k++
		}
	}
	out, depth := make([][]int32, ns), make([]int32, ns)
	// Rows are addressed by offset (state << shift), so a step is one
	// OR and one load; out and depth are indexed by state (offset >>
	// shift), off the chain of steps.
	a.next = make([]uint32, len(full))
	for s := range ns {
		p := int(perm[s])
		out[p], depth[p] = a.out[s], a.depth[s]
		for c := range width {
			a.next[p*width+c] = uint32(perm[full[s*width+c]]) << a.shift
		}
	}
	a.out, a.depth = out, depth
	a.outAt = uint32(first) << a.shift
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
	return a.scanTo(text, from, len(text), from, s, occ)
}

// scanWhole is scan of a whole text from state 0, run as four automata
// over its four quarters at once: one step depends on the one before, so
// a single automaton waits on each table read, while independent ones
// overlap their reads (four lanes read this repository's docs at about
// 1,250 MB/s, two at 830). Lane q starts maxKw bytes before its quarter
// in state 0, which puts it in the true state at the quarter's start (a
// state stands for at most maxKw bytes), and reports only the keywords
// ending inside its quarter: the lanes' reports, joined in order, are
// exactly scan's. Each lane reports into tmp, kept for reuse, and not
// into slices of its own: four states and four positions already fill
// the registers, and a slice header more per lane made the loop spill
// (a fifth slower).
func (a *automaton) scanWhole(text []byte, occ []occurrence, tmp *[4][]occurrence) []occurrence {
	n := len(text)
	if n < 256 || len(a.kwLen) == 0 {
		occ, _ = a.scan(text, 0, 0, occ)
		return occ
	}
	next, outAt, class := a.next, a.outAt, &a.class
	b1, b2, b3 := n/4, n/2, 3*n/4
	j1, j2, j3 := max(0, b1-a.maxKw), max(0, b2-a.maxKw), max(0, b3-a.maxKw)
	tmp[0], tmp[1], tmp[2], tmp[3] = tmp[0][:0], tmp[1][:0], tmp[2][:0], tmp[3][:0]
	var s0, s1, s2, s3 int32
	// Lane 0 reads [0, b1) while the others read as many bytes from
	// their starts; they end their quarters below (j_q+b1 <= b_q+1).
	for i := 0; i < b1; i++ {
		s0 = int32(next[uint32(s0)|uint32(class[text[i]])])
		s1 = int32(next[uint32(s1)|uint32(class[text[j1]])])
		s2 = int32(next[uint32(s2)|uint32(class[text[j2]])])
		s3 = int32(next[uint32(s3)|uint32(class[text[j3]])])
		if uint32(s0) >= outAt {
			tmp[0] = a.report(tmp[0], s0, i)
		}
		if uint32(s1) >= outAt && j1 >= b1 {
			tmp[1] = a.report(tmp[1], s1, j1)
		}
		if uint32(s2) >= outAt && j2 >= b2 {
			tmp[2] = a.report(tmp[2], s2, j2)
		}
		if uint32(s3) >= outAt && j3 >= b3 {
			tmp[3] = a.report(tmp[3], s3, j3)
		}
		j1, j2, j3 = j1+1, j2+1, j3+1
	}
	tmp[1], _ = a.scanTo(text, j1, b2, b1, s1, tmp[1])
	tmp[2], _ = a.scanTo(text, j2, b3, b2, s2, tmp[2])
	tmp[3], _ = a.scanTo(text, j3, n, b3, s3, tmp[3])
	for _, t := range tmp {
		occ = append(occ, t...)
	}
	return occ
}

// scanTo steps the automaton from state s over text[from:to], reporting
// the keywords that end at or after lo, and returns the state reached.
func (a *automaton) scanTo(text []byte, from, to, lo int, s int32, occ []occurrence) ([]occurrence, int32) {
	next, outAt, class := a.next, a.outAt, &a.class
	for j := from; j < to; j++ {
		s = int32(next[uint32(s)|uint32(class[text[j]])])
		if uint32(s) >= outAt && j >= lo {
			occ = a.report(occ, s, j)
		}
	}
	return occ, s
}

// report appends the keywords that end at i in state s.
func (a *automaton) report(occ []occurrence, s int32, i int) []occurrence {
	for _, k := range a.out[s>>a.shift] {
		occ = append(occ, occurrence{pos: int32(i + 1 - a.kwLen[k]), kw: k})
	}
	return occ
}
