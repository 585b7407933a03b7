package decode

// The NATO spelling alphabet spells a word a code word a letter, and a
// model reads it back: "india golf november oscar romeo echo" is
// "ignore". A run is code words in a row; a slash, a bar, a full stop, a
// line break or two spaces end a word of the decoded text.

// natoWords maps each code word (lower case, as people write them: the
// ICAO spellings and the common English ones) to its letter.
var natoWords = map[string]byte{
	"alfa": 'a', "alpha": 'a', "bravo": 'b', "charlie": 'c', "delta": 'd', "echo": 'e',
	"foxtrot": 'f', "golf": 'g', "hotel": 'h', "india": 'i', "juliett": 'j', "juliet": 'j',
	"kilo": 'k', "lima": 'l', "mike": 'm', "november": 'n', "oscar": 'o', "papa": 'p',
	"quebec": 'q', "romeo": 'r', "sierra": 's', "tango": 't', "uniform": 'u', "victor": 'v',
	"whiskey": 'w', "whisky": 'w', "xray": 'x', "x-ray": 'x', "yankee": 'y', "zulu": 'z',
}

// NatoWords returns the code words of the spelling alphabet, for a caller
// that looks for them cheaply before calling NatoRuns.
func NatoWords() []string {
	out := make([]string, 0, len(natoWords))
	for w := range natoWords {
		out = append(out, w)
	}
	return out
}

// minNatoLetters is the fewest letters a run decodes to: "Echo, Delta and
// Kilo company" or a hotel in India is no spelling.
const minNatoLetters = 6

// NatoRuns decodes, in place, every run of at least minNatoLetters code
// words of the spelling alphabet. It reports whether any run was decoded.
func NatoRuns(s string) (string, bool) {
	var sp splicer
	var buf []byte
	for i := 0; i < len(s); {
		w, end := natoWordAt(s, i)
		if w == 0 {
			i = nextWordStart(s, i)
			continue
		}
		start, letters := i, 0
		buf = buf[:0]
		runEnd := i
		for w != 0 {
			buf = append(buf, w)
			letters++
			runEnd = end
			// What lies between this code word and the next: spaces and
			// commas within a word, a word break otherwise.
			j, brk := end, false
			for j < len(s) && isNatoGap(s[j]) {
				brk = brk || s[j] != ' ' && s[j] != ',' && s[j] != '-' || j > end && s[j] == ' ' && s[j-1] == ' '
				j++
			}
			if w, end = natoWordAt(s, j); w != 0 && brk {
				buf = append(buf, ' ')
			}
		}
		if letters >= minNatoLetters && distinctLetters(buf) >= 3 {
			sp.put(s, start, runEnd, buf)
		}
		i = max(runEnd, nextWordStart(s, start))
	}
	return sp.result(s)
}

// isNatoGap reports whether c may stand between two code words of a run.
func isNatoGap(c byte) bool {
	return c == ' ' || c == ',' || c == '-' || c == '/' || c == '|' || c == '.' || c == '\n' || c == '\r' || c == '\t'
}

// natoWordAt returns the letter of the code word that starts at s[i] and
// ends at a word boundary, and its end; 0 when there is none.
func natoWordAt(s string, i int) (byte, int) {
	if i >= len(s) || i > 0 && asciiLetter(s[i-1]) {
		return 0, i
	}
	j := i
	for j < len(s) && j-i < 8 && (asciiLetter(s[j]) || s[j] == '-' && j+1 < len(s) && asciiLetter(s[j+1]) && j-i == 1) {
		j++
	}
	if j-i < 4 || j < len(s) && asciiLetter(s[j]) {
		return 0, i
	}
	var low [8]byte
	for k := i; k < j; k++ {
		low[k-i] = s[k] | 0x20
	}
	if c, ok := natoWords[string(low[:j-i])]; ok {
		return c, j
	}
	return 0, i
}

// nextWordStart returns the index after the word (or byte) at s[i].
func nextWordStart(s string, i int) int {
	if i < len(s) && !asciiLetter(s[i]) {
		return i + 1
	}
	return wordEnd(s, i)
}

func asciiLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
