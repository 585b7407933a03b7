package decode

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxSpacedRun bounds the letters of one spaced run that are segmented
// into words (the segmentation is quadratic in the longest word only, but
// a bound keeps a message's work fixed).
const maxSpacedRun = 512

// maxGap is the most spacers between two letters of one run: a word gap
// written with the letters' own spacer around a space ("t.h.e. . .r.u.l.e.s",
// every character of the text joined by a dot) is five.
const maxGap = 5

// isSpacer reports whether r may stand between spaced letters: a space,
// punctuation, a line break (letters written one a line, read top to
// bottom), or a symbol such as an emoji with its joiners and variation
// selectors ("i🙂g🙂n🙂o🙂r🙂e").
func isSpacer(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '.', '-', '_', '*', '|', '/', ',', '+', '~', '·', '•', '\u00a0', '\u3000':
		return true
	}
	if _, ok := styledAlpha(r); ok {
		return false // a letter of a styled alphabet (🇮 🇬 🇳 …)
	}
	return emojiPart(r) || r >= 0x2190 && unicode.Is(unicode.So, r)
}

// styledAlphabets are symbol blocks that spell A to Z in order:
// regional indicators (two make a flag), negative circled and negative
// squared capitals. The normalised view reads a run of them as a word
// (internal/normalize); spaced apart, each is a letter of a spaced run.
var styledAlphabets = []rune{0x1F1E6, 0x1F150, 0x1F170}

// styledAlpha returns the lower-case letter a styled-alphabet symbol
// stands for.
func styledAlpha(r rune) (rune, bool) {
	for _, lo := range styledAlphabets {
		if r >= lo && r < lo+26 {
			return 'a' + r - lo, true
		}
	}
	return 0, false
}

// styledSingleAt: the styled letter at s[i:i+size] stands alone, with no
// styled letter right before or after it (a run of them is a word).
func styledSingleAt(s string, i, size int) bool {
	if next, _ := utf8.DecodeRuneInString(s[i+size:]); i+size < len(s) {
		if _, ok := styledAlpha(next); ok {
			return false
		}
	}
	if prev, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 {
		if _, ok := styledAlpha(prev); ok {
			return false
		}
	}
	return true
}

// emojiPart reports the characters that only complete an emoji: the
// zero-width joiner, the variation selector and the skin-tone modifiers.
// They do not widen a gap.
func emojiPart(r rune) bool { return r == '\u200d' || r == '\ufe0f' || r >= 0x1F3FB && r <= 0x1F3FF }

// JoinSpaced rejoins letters written apart ("i g n o r e", "i.g.n.o.r.e",
// "i-g-n-o-r-e   p-r-e-v-i-o-u-s") in place: a run of four or more single
// letters or digits, each separated by a short run of spacers. Wider gaps
// inside a run (more spacers than the narrowest gap, or other ones) end a
// word; a run with no such gap is cut into words with known when it is
// not nil. It reports whether any run was joined.
func JoinSpaced(s string, known func(string) bool) (string, bool) {
	var out strings.Builder
	last := 0
	var run []spacedLetter
	runStart, runEnd := 0, 0
	// joined holds the reading of each run met, by its text: a run
	// repeated through a message at the length limit is cut into words
	// once (Segment asks for every word of every cut).
	var joined map[string]string
	finish := func() {
		// A run of digits alone ("[1, 2, 3, 4]") is a list, not a word
		// spelt out: joined, it would have the message read again for
		// nothing.
		if len(run) >= 4 && !slices.ContainsFunc(run, func(l spacedLetter) bool { return l.r < '0' || l.r > '9' }) {
			run = run[:0]
			return
		}
		if len(run) >= 4 {
			if out.Len() == 0 {
				out.Grow(len(s))
			}
			out.WriteString(s[last:runStart])
			j, ok := joined[s[runStart:runEnd]]
			if !ok {
				if joined == nil {
					joined = map[string]string{}
				}
				j = joinRun(run, known)
				joined[s[runStart:runEnd]] = j
			}
			out.WriteString(j)
			last = runEnd
		}
		run = run[:0]
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if l, ok := styledAlpha(r); ok && styledSingleAt(s, i, size) {
			r = l
		} else if !singleAt(s, i, r, size) {
			finish()
			i += size
			continue
		}
		gap := ""
		if len(run) == 0 {
			runStart = i
		} else {
			gap = s[runEnd:i]
		}
		run = append(run, spacedLetter{r: r, gap: gap})
		i += size
		runEnd = i
		// The spacers up to the next letter: none, or too many, end the run.
		j, n := i, 0
		for j < len(s) && n <= maxGap {
			sr, ssize := utf8.DecodeRuneInString(s[j:])
			if !isSpacer(sr) {
				break
			}
			j += ssize
			if !emojiPart(sr) {
				n++
			}
		}
		if j == i || n > maxGap {
			finish()
		}
		i = j
	}
	finish()
	if last == 0 {
		return s, false
	}
	out.WriteString(s[last:])
	return out.String(), true
}

// spacedLetter is one letter of a spaced run and the spacers before it.
type spacedLetter struct {
	r   rune
	gap string
}

// singleAt reports whether r at s[i:i+size] is a letter or digit standing
// alone: no letter, digit or mark right before or after it.
//
// It is asked of every character of a message that has spaced letters,
// so ASCII is answered by a table (the same answers: an ASCII character
// is a letter or digit exactly when it is [A-Za-z0-9], and no script
// written without spaces, nor a mark, is ASCII).
func singleAt(s string, i int, r rune, size int) bool {
	if r < utf8.RuneSelf {
		if !asciiAlnum[r] {
			return false
		}
	} else if i+size < len(s) && s[i+size] >= utf8.RuneSelf {
		// Outside ASCII the neighbours are asked first: in a text of
		// another script the next letter answers "no" in one look-up,
		// where the letter itself (a letter, not of a script written
		// without spaces) would cost five.
		if next, _ := utf8.DecodeRuneInString(s[i+size:]); unicode.IsLetter(next) || unicode.IsDigit(next) || unicode.Is(unicode.Mn, next) {
			return false
		}
		if !(unicode.IsLetter(r) || unicode.IsDigit(r)) || ownScript(r) {
			return false
		}
	} else if !(unicode.IsLetter(r) || unicode.IsDigit(r)) || ownScript(r) {
		return false
	}
	if i+size < len(s) {
		if c := s[i+size]; c < utf8.RuneSelf {
			if asciiAlnum[c] {
				return false
			}
		} else if next, _ := utf8.DecodeRuneInString(s[i+size:]); unicode.IsLetter(next) || unicode.IsDigit(next) || unicode.Is(unicode.Mn, next) {
			return false
		}
	}
	if i > 0 {
		if c := s[i-1]; c < utf8.RuneSelf {
			if asciiAlnum[c] {
				return false
			}
		} else if prev, _ := utf8.DecodeLastRuneInString(s[:i]); unicode.IsLetter(prev) || unicode.IsDigit(prev) {
			return false
		}
	}
	return true
}

// asciiAlnum marks the ASCII letters and digits.
var asciiAlnum = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	return t
}()

// joinRun writes the letters of a run as words: a gap wider than the
// narrowest one, or made of other spacers, ends a word.
func joinRun(run []spacedLetter, known func(string) bool) string {
	narrow := -1
	for _, l := range run[1:] {
		if n := gapWidth(l.gap); narrow < 0 || n < narrow {
			narrow = n
		}
	}
	kind := letterGap(run, narrow)
	var words []string
	var w []rune
	for k, l := range run {
		if k > 0 && (gapWidth(l.gap) > narrow || strings.TrimSpace(l.gap) != kind) {
			words = append(words, string(w))
			w = w[:0]
		}
		w = append(w, l.r)
	}
	words = append(words, string(w))
	if len(words) == 1 && known != nil && len(words[0]) <= maxSpacedRun {
		return " " + Segment(words[0], known) + " "
	}
	return " " + strings.Join(words, " ") + " "
}

// letterGap is the spacer that stands between the letters of a word: the
// commonest of the narrowest gaps, not the first one, so that a run which
// opens with a one-letter word ("I a.m t.h.e s.y.s.t.e.m") still has its
// words cut where the spaces are. A tie goes to the gap seen first.
func letterGap(run []spacedLetter, narrow int) string {
	var kinds []string
	var counts []int
	best := -1
	for _, l := range run[1:] {
		if gapWidth(l.gap) != narrow {
			continue
		}
		k := strings.TrimSpace(l.gap)
		i := slices.Index(kinds, k)
		if i < 0 {
			kinds, counts, i = append(kinds, k), append(counts, 0), len(kinds)
		}
		counts[i]++
		if best < 0 || counts[i] > counts[best] {
			best = i
		}
	}
	return kinds[best]
}

// gapWidth is how many spacers a gap holds: its characters, less those
// that only complete an emoji (emojiPart).
func gapWidth(gap string) int {
	n := 0
	for _, r := range gap {
		if !emojiPart(r) {
			n++
		}
	}
	return n
}

// ownScript reports scripts written without spaces, where one character
// is a word and spacing letters apart means nothing.
func ownScript(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
