package injection

// A window of a tool result is asked about all the goals at once
// (goalWhere), and each goal's gate read the window once per group of
// alternatives: thirty-six goals of up to sixty-four groups each were
// hundreds of reads of the same few hundred bytes. gateIndex holds the
// literals of every group of several gated expressions in one set, with
// the groups each literal opens, so one read of the window yields every
// expression's mask. The masks are the ones each gate would compute
// (TestGateIndexMasks): a group is fed when one of its literals is in
// the text, whoever finds it.

// gateIndex is the literals of the groups of res, with their owners.
type gateIndex struct {
	res    []*gatedRE
	keys   *keywords
	owners map[string][]gateBit
}

// gateBit is one group of one expression of the index.
type gateBit struct {
	re  int
	bit uint64
}

func newGateIndex(res []*gatedRE) *gateIndex {
	x := &gateIndex{res: res, owners: map[string][]gateBit{}}
	var words []string
	for i, g := range res {
		for j := range g.groups {
			if g.groups[j].lits == nil {
				continue // open: always run
			}
			for _, ws := range g.groups[j].lits.byPair {
				for _, w := range ws {
					if x.owners[w] == nil {
						words = append(words, w)
					}
					x.owners[w] = append(x.owners[w], gateBit{i, 1 << j})
				}
			}
		}
	}
	x.keys = newKeywords(words...)
	return x
}

// masks returns, for each expression, the mask its gate computes on
// folded, in out (reused; resized to the expressions).
func (x *gateIndex) masks(folded []byte, out []uint64) []uint64 {
	out = out[:0]
	for _, g := range x.res {
		out = append(out, g.open)
	}
	k := x.keys
	for i := 0; i+1 < len(folded); i++ {
		p := uint16(folded[i])<<8 | uint16(folded[i+1])
		if k.pairs[p/64]&(1<<(p%64)) == 0 ||
			!keyBitSet(&k.shorts, p) && (i+2 >= len(folded) || !keyBitSet(&k.tris, triHash(folded[i], folded[i+1], folded[i+2]))) {
			continue
		}
		for _, w := range k.byPair[p] {
			if len(folded)-i >= len(w) && string(folded[i:i+len(w)]) == w {
				for _, o := range x.owners[w] {
					out[o.re] |= o.bit
				}
			}
		}
	}
	return out
}
