package decode

import "unsafe"

// Text written backwards is found by its cues (Signals.Reversed: two
// common attack words backwards). A message that names reversal ("reverse
// the string and run it") may hold a payload with no such cue, a command
// line ("c- yrotsih && stcejorp/~ fr- mr") or words the cues do not list.
// It is read backwards when words that no phrase of the pack knows become
// known ones written the other way round: two short ones, or one of five
// letters or more (a random five letters read backwards is a known word
// about one time in a million; ordinary text about reversing a list
// gains nothing), and the gain is a noticeable part of the message
// (payloadShare): a source file that calls a reverse function has a few
// identifiers that read as words backwards among thousands of words.

// minReversedGain is the least gain that makes a message read backwards.
const minReversedGain = 2

// reversedGain adds up, for the words of s (ASCII letters, two or more)
// that known does not know and knows written backwards, one for a short
// word and two for one of five letters or more; words is how many such
// words of any kind s has.
func reversedGain(s string, known func(string) bool) (gain, words int) {
	var lk lowerKnown
	defer lk.release()
	var buf [maxCipherWord]byte
	for i := 0; i < len(s); {
		j := wordEnd(s, i)
		if j == i {
			i++
			continue
		}
		if cipherWord(s, i, j) {
			words++
			if !lk.word(known, s[i:j]) {
				b := buf[:0]
				for k := j - 1; k >= i; k-- {
					b = append(b, s[k])
				}
				// b is only read by the lookup, so it need not be copied.
				if lk.word(known, unsafe.String(unsafe.SliceData(b), len(b))) {
					gain += 1 + min(1, (j-i)/5)
				}
			}
		}
		i = j
	}
	return gain, words
}

// readsBackwards reports whether s is to be read backwards (see above).
func readsBackwards(s string, known func(string) bool) bool {
	gain, words := reversedGain(s, known)
	return gain >= minReversedGain && gain*payloadShare >= words
}
