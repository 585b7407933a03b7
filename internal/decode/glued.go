package decode

import "strings"

// Words written without the spaces between them ("Ignoreallprevious
// instructions", "#RevealYourSystemPrompt") are read by a model as
// easily as a hashtag is by a person; a scanner of words sees one
// unknown word. Unglue cuts such a run back into words: at its capitals
// when it is written in camel case, otherwise with Segment and the
// caller's lexicon. Segmenting costs a lookup for every pair of places
// within maxWord of each other, so only a run holding one of
// gluedStems, the words an order to the assistant turns on, is cut;
// long compounds and identifiers without one ("Donaudampfschifffahrt",
// "internationalization") are left after the look. And only a text that
// is mostly such runs is read so: source code is full of camel-case
// names ("GetPreviousPrioritiesConfig", "SecretManagerClient") that,
// cut into words and read without their code, make sentences nobody
// wrote.

// gluedShare: the runs cut must hold at least one byte of the text in
// gluedShare.
const gluedShare = 2

// codeBytes are the bytes of a line of code (calls, blocks, statements,
// assignments, generics, slices, template literals, snake_case and
// Go_Enum_Names): a text holding one is not read for glued words, however
// many names it holds. A double quote is not one of them: prose quotes
// too ('Say"hello"').
const codeBytes = "{}();=<>[]`_"

// minGlued is the shortest run of letters read as words glued together:
// the scanner asks only about messages with a word of sixteen bytes.
const minGlued = 12

// maxGlued bounds the run Segment cuts, keeping a message's work fixed.
const maxGlued = 256

// minCamel is how many capitals after the first letter make a run camel
// case: "getUser" is an identifier, "IgnoreAllPreviousRules" four words.
const minCamel = 2

// gluedStems are the stems whose presence in a lower-case run has it
// segmented: what an override, a disclosure or a persona is made of.
var gluedStems = []string{
	"ignor", "instruct", "prompt", "passw", "secret", "rule", "forget", "previous",
	"disregard", "reveal", "system", "pretend", "jailbr", "restrict", "override",
	"bypass", "confiden", "guideline", "developer", "unfilter", "censor",
}

// Unglue writes every run of minGlued or more ASCII letters as words, at
// its capitals when it is camel case and by Segment otherwise, when those
// runs hold half the text at least, one of them is camel case or holds
// one of gluedStems (the mark of an order), and the text has none of
// codeBytes. A run Segment cannot cut into two words of two letters or
// more stays as written. Every long run is cut, not only the one with a
// stem: read back in part, a text loses the words that made it harmless.
// It reports whether it did.
func Unglue(s string, known func(string) bool) (string, bool) {
	if strings.ContainsAny(s, codeBytes) {
		return s, false
	}
	covered := 0
	marked := false // a run in camel case or with a stem
	var lower [maxGlued]byte
	for i, j := range letterRuns(s) {
		if j-i < minGlued || j-i > maxGlued {
			continue
		}
		covered += j - i
		if !marked {
			run := s[i:j]
			lw := lower[:len(run)]
			for k := range len(run) {
				lw[k] = run[k] | 0x20
			}
			marked = camelCaps(run) >= minCamel || known != nil && holdsStem(string(lw))
		}
	}
	if !marked || covered*gluedShare < len(s) {
		return s, false
	}
	var cuts []span
	for i, j := range letterRuns(s) {
		if j-i < minGlued || j-i > maxGlued {
			continue
		}
		run := s[i:j]
		var cut string
		if camelCaps(run) >= minCamel {
			cut = splitCamel(run)
		} else if known != nil {
			if cut = Segment(run, known); wordsOfTwo(cut) < minGluedWords {
				continue
			}
		} else {
			continue
		}
		cuts = append(cuts, span{i, j, cut})
	}
	if len(cuts) == 0 {
		return s, false
	}
	return replaceSpans(s, cuts), true
}

// minGluedWords is how many words of two letters or more Segment must cut
// a run into ("showinstructions" is two).
const minGluedWords = 2

// camelCaps counts the places of run where a camel-case word begins
// (camelStart).
func camelCaps(run string) int {
	n := 0
	for k := 1; k < len(run); k++ {
		if camelStart(run, k) {
			n++
		}
	}
	return n
}

// camelStart reports whether a word begins at run[k], k > 0: a capital
// after a lower-case letter ("ignoreAll"), or a capital before one after
// another capital ("IAm", "HTTPServer": "HTTP Server").
func camelStart(run string, k int) bool {
	if !isUpper(run[k]) {
		return false
	}
	return !isUpper(run[k-1]) || k+1 < len(run) && !isUpper(run[k+1])
}

// isUpper reports an ASCII capital.
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// splitCamel puts a space where each camel-case word begins.
func splitCamel(run string) string {
	var b strings.Builder
	b.Grow(len(run) + len(run)/4)
	for k := range len(run) {
		if k > 0 && camelStart(run, k) {
			b.WriteByte(' ')
		}
		b.WriteByte(run[k])
	}
	return b.String()
}

// holdsStem reports whether the lower-case run holds one of gluedStems.
func holdsStem(lw string) bool {
	for _, st := range gluedStems {
		if strings.Contains(lw, st) {
			return true
		}
	}
	return false
}

// wordsOfTwo counts the words of seg of two letters or more.
func wordsOfTwo(seg string) int {
	n := 0
	for w := range strings.FieldsSeq(seg) {
		if len(w) >= 2 {
			n++
		}
	}
	return n
}
