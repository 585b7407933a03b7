package decode

import "strings"

// splicer builds a copy of a text with some runs replaced by what they
// decode to, set apart by spaces; it allocates only once a run is put.
type splicer struct {
	out  strings.Builder
	last int // the end of the last run put
	n    int // runs put
}

// put replaces s[start:end] with dec.
func (sp *splicer) put(s string, start, end int, dec []byte) {
	if sp.n == 0 {
		sp.out.Grow(len(s))
	}
	sp.out.WriteString(s[sp.last:start])
	sp.out.WriteByte(' ')
	sp.out.Write(dec)
	sp.out.WriteByte(' ')
	sp.last = end
	sp.n++
}

// result returns the spliced text and whether any run was put (s itself
// when none was).
func (sp *splicer) result(s string) (string, bool) {
	if sp.n == 0 {
		return s, false
	}
	sp.out.WriteString(s[sp.last:])
	return sp.out.String(), true
}
