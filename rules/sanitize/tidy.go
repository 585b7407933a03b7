package sanitize

// Removals must leave readable text: "run it with --output-format json
// now" becomes "run it with now", not "run it with  now"; "(--verbose)"
// disappears with its brackets; "flags: --x y, --z" keeps "flags: --z".
// tidy widens a removal to take the spaces or the separator it would
// otherwise strand. Every scan is capped (maxSpaceRun spaces, one
// separator, one bracket pair) so its reach stays within removalReach,
// which is what lets a Stream tidy exactly like a one-shot pass.

const maxSpaceRun = 64

// Edge markers for positions where tidy may not look further: the start or
// end of the text behaves like a line break, a neighbouring match like a
// word.
const (
	edgeRead  = 0    // read the byte in text
	edgeLine  = '\n' // start or end of the text
	edgeMatch = 'x'  // another match is adjacent
)

func isHSpace(b byte) bool { return b == ' ' || b == '\t' }

// isHoldByte reports bytes a later removal might delete to its left: a
// Stream never emits them at the end of a chunk.
func isHoldByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '(' || b == '['
}

// tidy returns the range to delete for a removal of text[s:e]. lo and hi
// bound it (the previous and next matches, or the ends of what is known);
// loEdge and hiEdge say what lies at lo and hi when tidy reaches them. It
// also returns the left context it saw, which the next removal inherits
// when the two touch, so a run of removals is tidied as one.
func tidy(text []byte, s, e, lo, hi int, loEdge, hiEdge byte) (int, int, byte) {
	xs, xe := s, e
	for range 2 {
		l := xs
		for l > lo && isHSpace(text[l-1]) && xs-l < maxSpaceRun {
			l--
		}
		if l > lo && isHSpace(text[l-1]) {
			l = xs // too long a run to be a stray space: leave it
		}
		r := xe
		for r < hi && isHSpace(text[r]) && r-xe < maxSpaceRun {
			r++
		}
		if r < hi && isHSpace(text[r]) {
			r = xe
		}
		var lc byte
		switch {
		case l > lo:
			lc = text[l-1]
		case loEdge != edgeRead:
			lc = loEdge
		case l == 0:
			lc = edgeLine
		default:
			lc = text[l-1]
		}
		var rc byte
		switch {
		case r < hi:
			rc = text[r]
		case hiEdge != edgeRead:
			rc = hiEdge
		case r < len(text):
			rc = text[r]
		default:
			rc = edgeLine
		}
		switch {
		case (rc == ',' || rc == ';') && isOpenCtx(lc):
			// "flags: --x y, --z": the separator goes with the removal.
			r2 := r + 1
			for r2 < hi && isHSpace(text[r2]) && r2-r-1 < maxSpaceRun {
				r2++
			}
			return xs, r2, lc
		case lc == '(' && rc == ')' || lc == '[' && rc == ']':
			// Empty brackets left behind go too; then tidy around them.
			if l-1 < lo || r+1 > hi {
				return l, r, lc
			}
			xs, xe = l-1, r+1
			continue
		case isCloseCtx(rc):
			return l, r, lc
		case lc == edgeLine || lc == '\r' || isHSpace(lc) || l < xs:
			return xs, r, ' '
		default:
			return xs, xe, lc
		}
	}
	return xs, xe, edgeMatch
}

func isOpenCtx(b byte) bool {
	switch b {
	case edgeLine, '\r', '(', '[', ',', ';', ':':
		return true
	}
	return false
}

func isCloseCtx(b byte) bool {
	switch b {
	case edgeLine, '\r', '.', ',', ';', ':', '!', '?', ')', ']', '}':
		return true
	}
	return false
}
