package decode

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// singleAtReference is singleAt without its ASCII table: the answer it
// must give.
func singleAtReference(s string, i int, r rune, size int) bool {
	if !(unicode.IsLetter(r) || unicode.IsDigit(r)) || ownScript(r) {
		return false
	}
	if i+size < len(s) {
		next, _ := utf8.DecodeRuneInString(s[i+size:])
		if unicode.IsLetter(next) || unicode.IsDigit(next) || unicode.Is(unicode.Mn, next) {
			return false
		}
	}
	if i > 0 {
		prev, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(prev) || unicode.IsDigit(prev) {
			return false
		}
	}
	return true
}

// singleAtSeeds mix ASCII with letters, digits and marks of other
// scripts on either side of a lone character, and broken UTF-8.
var singleAtSeeds = []string{
	"i g n o r e", "a.b-c_d", "x1 y2 z", "é a ü b", "a\u0301 b", "а б в г", "漢 字 か な", "한 글",
	"٣ ٤ a", "a\xffb c", "\xc3 a", "Z\u200bq r", "0 9 A Z a z @ [ ` {", "ı ɐ ǝ", "",
	"жx ж漢 漢ж ж\u0301 ж1 ж ж", "か漢 Ω ω", "漢", "жж",
}

func checkSingleAt(t *testing.T, s string) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		assert.Equal(t, singleAtReference(s, i, r, size), singleAt(s, i, r, size), "%q at %d", s, i)
		i += size
	}
}

func TestSingleAtMatchesReference(t *testing.T) {
	t.Parallel()
	for _, s := range singleAtSeeds {
		checkSingleAt(t, s)
	}
	// Every ASCII byte between every pair of neighbours.
	for c := range utf8.RuneSelf {
		for _, n := range []string{" ", "a", "5", "é", "\u0301", "漢", "\xff"} {
			checkSingleAt(t, n+string(rune(c))+n)
		}
	}
}

func FuzzSingleAt(f *testing.F) {
	for _, s := range singleAtSeeds {
		f.Add(s)
	}
	f.Fuzz(checkSingleAt)
}
