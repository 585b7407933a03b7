package sanitize

// automaton is a small Aho-Corasick DFA over ASCII-lowercased bytes. It is
// hand-written rather than taken from a library because the hot path must
// not allocate: a scan reports keyword ends through a callback-free loop
// into a reusable slice.
type automaton struct {
	// next[s*256+b] is the state after reading byte b (already lowered).
	next []int32
	// out[s] lists keyword indexes ending in state s (including those
	// reached through failure links).
	out [][]int32
	// hasOut[s] caches len(out[s]) > 0.
	hasOut []bool
	kwLen  []int
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
	a.next = make([]int32, ns*256)
	fail := make([]int32, ns)
	queue := make([]int32, 0, ns)
	for b := 0; b < 256; b++ {
		if n, ok := goTo[0][byte(b)]; ok {
			a.next[b] = n
			queue = append(queue, n)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		a.out[s] = append(a.out[s], a.out[fail[s]]...)
		for b := 0; b < 256; b++ {
			if n, ok := goTo[s][byte(b)]; ok {
				fail[n] = a.next[int(fail[s])*256+b]
				a.next[int(s)*256+b] = n
				queue = append(queue, n)
			} else {
				a.next[int(s)*256+b] = a.next[int(fail[s])*256+b]
			}
		}
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
	next, hasOut := a.next, a.hasOut
	for i := from; i < len(text); i++ {
		s = next[int(s)<<8|int(lowerASCII[text[i]])]
		if hasOut[s] {
			for _, k := range a.out[s] {
				occ = append(occ, occurrence{pos: int32(i + 1 - a.kwLen[k]), kw: k})
			}
		}
	}
	return occ, s
}
