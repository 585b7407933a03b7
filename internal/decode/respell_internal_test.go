package decode

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// editDistance is the Damerau (optimal string alignment) distance of a
// and b: the reference oneSlip must agree with at distance one.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range len(b) + 1 {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func TestOneSlip(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		w, v string
		want bool
	}{
		{"ignroe", "ignore", true},
		{"IGNRE", "ignore", true},
		{"ignoore", "ignore", true},
		{"ignpre", "ignore", true},
		{"gnore", "ignore", true},
		{"ignor", "ignore", true},
		{"ignore", "ignore", false},
		{"Ignore", "ignore", false},
		{"ingroe", "ignore", false},
		{"ignored", "ignored", false},
		{"ignoreed", "ignore", false},
		{"signore", "ignore", true},
	} {
		_, ok := oneSlip(tc.w, tc.v)
		assert.Equal(t, tc.want, ok, "%s %s", tc.w, tc.v)
	}
	// Every word of respellWords against every slip of every other and of
	// itself: oneSlip is distance one.
	for _, v := range respellWords {
		for _, w := range slipsOf(v) {
			_, ok := oneSlip(w, v)
			assert.Equal(t, editDistance(w, v) == 1, ok, "%s %s", w, v)
			_, ok = oneSlip(w, "ignore")
			assert.Equal(t, editDistance(w, "ignore") == 1, ok, "%s ignore", w)
		}
	}
}

// slipsOf returns v with each letter dropped, doubled, replaced by "x",
// and each pair of neighbours swapped.
func slipsOf(v string) []string {
	var out []string
	for i := range len(v) {
		out = append(out, v[:i]+v[i+1:], v[:i+1]+v[i:], v[:i]+"x"+v[i+1:])
		if i+1 < len(v) {
			out = append(out, v[:i]+string(v[i+1])+string(v[i])+v[i+2:])
		}
	}
	return out
}

func TestRespellKeep(t *testing.T) {
	t.Parallel()
	for w := range respellKeep {
		assert.True(t, kept(w) && kept(strings.ToUpper(w)), w)
		near := false
		for _, v := range respellWords {
			_, ok := oneSlip(w, v)
			near = near || ok
		}
		assert.True(t, near, "%s is one slip from none of respellWords", w)
	}
}

func TestRespellWordsShape(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, w := range respellWords {
		assert.GreaterOrEqual(t, len(w), 6, w)
		assert.Equal(t, strings.ToLower(w), w, w)
		assert.Equal(t, -1, strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }), w)
		assert.False(t, seen[w], "%s twice", w)
		seen[w] = true
	}
}
