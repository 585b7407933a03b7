package decode

import (
	"strings"
	"unicode/utf8"
)

// A word cut by HTML tags that render as nothing ("ig<b></b>nore",
// "in<span></span>struc<i></i>tions", "pass<!-- -->word") reads as the word
// on a page and to a model that strips markup, and as two non-words to a
// scanner. InWordTags takes such tags out where the letters around them
// make a word the caller knows and not every piece is one already (in
// any script; between two Chinese, Japanese or Korean characters,
// always): markup between words ("bold</b>text") or between two words
// glued by a tag stays as written.

// maxInWordTag bounds one tag (name, attributes and brackets): a longer
// run between '<' and '>' is text, not markup hidden in a word.
const maxInWordTag = 64

// maxTagPieces bounds the pieces one word may be cut into.
const maxTagPieces = 8

// InWordTags removes the tags inside words, in place, where known accepts
// the joined word (lower-cased) and not every piece (pieceKnown). It
// reports whether any word was joined; with a nil known none is.
func InWordTags(s string, known func(string) bool) (string, bool) {
	if known == nil {
		return s, false
	}
	var out strings.Builder
	var lk lowerKnown
	defer lk.release()
	last := 0
	var joined []byte
	var cuts [maxTagPieces][2]int // the tag runs of the word being read
	for i := 0; i < len(s); {
		lt := strings.IndexByte(s[i:], '<')
		if lt < 0 {
			break
		}
		lt += i
		if lt == 0 || wordRuneBefore(s, lt) == 0 {
			i = lt + 1
			continue
		}
		// The word: letters, tag runs with letters on both sides, letters…
		start := lt
		for start > last {
			n := wordRuneBefore(s, start)
			if n == 0 {
				break
			}
			start -= n
		}
		joined = append(joined[:0], s[start:lt]...)
		n, end, allKnown := 0, lt, pieceKnown(&lk, known, s[start:lt], tagPieceMin)
		for end < len(s) && s[end] == '<' && n < maxTagPieces {
			k := tagRunEnd(s, end)
			if k == end || k >= len(s) || wordRuneAt(s, k) == 0 {
				break
			}
			e := k
			for e < len(s) {
				m := wordRuneAt(s, e)
				if m == 0 {
					break
				}
				e += m
			}
			cuts[n] = [2]int{end, k}
			n++
			allKnown = allKnown && pieceKnown(&lk, known, s[k:e], tagPieceMin)
			joined = append(joined, s[k:e]...)
			end = e
		}
		if n == 0 || allKnown || !lk.word(known, string(joined)) && !wideCut(s, lt, cuts[0][1]) {
			i = max(end, lt+1)
			continue
		}
		if out.Len() == 0 {
			out.Grow(len(s))
		}
		for _, c := range cuts[:n] {
			out.WriteString(s[last:c[0]])
			last = c[1]
		}
		i = end
	}
	if last == 0 {
		return s, false
	}
	out.WriteString(s[last:])
	return out.String(), true
}

// wideCut reports whether the tag run s[lt:end] stands between two
// characters of a script written without spaces (Chinese, Japanese,
// Korean), where a character is a word and any cut between two of them
// is one to undo.
func wideCut(s string, lt, end int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:lt])
	q, _ := utf8.DecodeRuneInString(s[end:])
	return ownScript(r) && ownScript(q)
}

// tagRunEnd returns the end of the run of tags that starts at s[i] ('<'):
// elements ("<b>", "</span>", "<br/>", "<i class=x>") and comments
// ("<!-- -->"), each at most maxInWordTag bytes; i when none starts there.
func tagRunEnd(s string, i int) int {
	for i < len(s) && s[i] == '<' {
		rest := s[i:min(len(s), i+maxInWordTag)]
		var n int
		if strings.HasPrefix(rest, "<!--") {
			n = strings.Index(rest, "-->")
			if n < 0 {
				return i
			}
			n += len("-->")
		} else {
			n = strings.IndexByte(rest, '>') + 1
			if n == 0 || !isTag(rest[:n]) {
				return i
			}
		}
		i += n
	}
	return i
}

// isTag reports whether t ("<…>") is an element's opening, closing or
// empty tag: a name of letters and digits after "<" or "</", then
// attributes without another '<'.
func isTag(t string) bool {
	body := strings.TrimPrefix(t[1:len(t)-1], "/")
	name := 0
	for name < len(body) && (asciiLetter(body[name]) || name > 0 && body[name] >= '0' && body[name] <= '9') {
		name++
	}
	if name == 0 {
		return false
	}
	rest := body[name:]
	return (rest == "" || rest[0] == ' ' || rest[0] == '/') && !strings.Contains(rest, "<")
}
