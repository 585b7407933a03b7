package injection

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Markdown's fenced code blocks, as the segmenter reads them: a fence
// line (three or more backticks or tildes, also inside a comment), the
// line that closes it, a reStructuredText underline that only looks like
// one, and which fences a later line closes at all (an unclosed fence is
// no fence: reading the rest of the text as code would hide it).

// fenceLine is a Markdown fence line: its marker (a backtick or a
// tilde), how many of them, and whether nothing follows them (only such a
// line closes a block: "```go" opens one, never closes one).
type fenceLine struct {
	mark byte
	n    int
	bare bool
}

// fenceOf reads a Markdown fence line (CommonMark: three or more
// backticks or tildes, then an optional info string that, after
// backticks, holds no backtick: "```a```" is inline code), also inside a
// comment ("// ```"): a README's code block pasted into a doc comment is
// still one block.
func fenceOf(body string) (fenceLine, bool) {
	body = trimTags(uncomment(body))
	if len(body) < 3 || body[0] != '`' && body[0] != '~' {
		return fenceLine{}, false
	}
	n := 0
	for n < len(body) && body[n] == body[0] {
		n++
	}
	info := strings.TrimSpace(body[n:])
	if n < 3 || body[0] == '`' && strings.IndexByte(info, '`') >= 0 {
		return fenceLine{}, false
	}
	return fenceLine{mark: body[0], n: n, bare: info == ""}, true
}

// closes reports whether f closes the block open opened: the same
// marker, at least as many, nothing after them.
func (f fenceLine) closes(open fenceLine) bool {
	return f.bare && f.mark == open.mark && f.n >= open.n
}

// underlines reports whether f is the underline of the title above it (a
// reStructuredText section title in a docstring: "requests.sessions" over
// "~~~~~~~~~~~~~~~~~"), not a fence: nothing but markers, at least four,
// and as long as the line of text right above it. A fence that ends a
// sentence ("Add this:" over "```") is shorter than the sentence.
func (f fenceLine) underlines(above string) bool {
	if !f.bare || f.n < 4 || isBlank(above) {
		return false
	}
	if _, ok := fenceOf(above); ok {
		return false
	}
	return f.n >= utf8.RuneCountInString(trimTags(uncomment(above)))
}

// uncomment drops the comment marker a line opens with, and the spaces
// after it.
func uncomment(body string) string {
	for _, m := range commentMarkers {
		if strings.HasPrefix(body, m) {
			return strings.TrimLeft(body[len(m):], " \t")
		}
	}
	return body
}

// fenceIndex lists the bare fence lines of a text (the only ones that
// close a block), with, for each, the longest run of each marker from it
// to the end of the text.
type fenceIndex struct {
	pos      []int // the byte offset of each bare fence line
	maxAfter [][2]int
}

// closable reports whether a block opened by f, on the line that ends at
// end, is closed later in text. CommonMark lets a block nothing closes run
// to the end of the document; here such a line is no fence, because
// reading the rest of the text as code would hide it (a stray "```", an
// underline of tildes): a fence must be closed to hide anything. The
// index is built at the first fence line (*idx), so text without one
// costs nothing and a text with many costs one pass.
func closable(idx **fenceIndex, text string, end int, f fenceLine) bool {
	if *idx == nil {
		*idx = buildFenceIndex(text)
	}
	x := *idx
	i, _ := slices.BinarySearch(x.pos, end)
	if i == len(x.pos) {
		return false
	}
	m := 0
	if f.mark == '~' {
		m = 1
	}
	return x.maxAfter[i][m] >= f.n
}

func buildFenceIndex(text string) *fenceIndex {
	x := &fenceIndex{}
	var runs [][2]int
	for pos := 0; pos < len(text); {
		end := lineEnd(text, pos)
		if f, ok := fenceOf(stripLinePrefix(text[pos:end])); ok && f.bare {
			var r [2]int
			if f.mark == '~' {
				r[1] = f.n
			} else {
				r[0] = f.n
			}
			x.pos = append(x.pos, pos)
			runs = append(runs, r)
		}
		pos = end + 1
	}
	x.maxAfter = runs
	for i := len(runs) - 2; i >= 0; i-- {
		runs[i][0] = max(runs[i][0], runs[i+1][0])
		runs[i][1] = max(runs[i][1], runs[i+1][1])
	}
	return x
}

// fenceInside returns the lines of fenced block s between its opening
// fence line and its closing one (or the end), "" when there are none.
func fenceInside(s string) string {
	_, rest, ok := strings.Cut(s, "\n")
	if !ok {
		return ""
	}
	body := strings.TrimRight(rest, "\n")
	last := body[strings.LastIndexByte(body, '\n')+1:]
	if _, isFence := fenceOf(stripLinePrefix(last)); isFence {
		rest = body[:len(body)-len(last)]
	}
	return rest
}
