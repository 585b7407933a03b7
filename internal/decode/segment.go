package decode

import "strings"

// maxWord is the longest word Segment looks for.
const maxWord = 24

// Segment cuts letters written without spaces into words known accepts,
// preferring fewer, longer words; letters no known word covers stay as
// words of one letter. "ignoreallpreviousinstructions" with a lexicon
// that knows those words reads "ignore all previous instructions".
func Segment(s string, known func(string) bool) string {
	if s == "" {
		return s
	}
	// Rune boundaries, so a cut never splits a rune.
	bounds := make([]int, 0, len(s)+1)
	for i := range s {
		bounds = append(bounds, i)
	}
	bounds = append(bounds, len(s))
	n := len(bounds) - 1
	const unknown = 3 // the cost of a letter left alone, against 1 per word
	cost := make([]int, n+1)
	from := make([]int, n+1)
	for i := 1; i <= n; i++ {
		cost[i] = cost[i-1] + unknown
		from[i] = i - 1
		for j := max(0, i-maxWord); j < i-1; j++ {
			if c := cost[j] + 1; c < cost[i] && known(s[bounds[j]:bounds[i]]) {
				cost[i], from[i] = c, j
			}
		}
		if c := cost[i-1] + 1; c < cost[i] && known(s[bounds[i-1]:bounds[i]]) {
			cost[i], from[i] = c, i-1
		}
	}
	var words []string
	for i := n; i > 0; i = from[i] {
		words = append(words, s[bounds[from[i]]:bounds[i]])
	}
	for l, r := 0, len(words)-1; l < r; l, r = l+1, r-1 {
		words[l], words[r] = words[r], words[l]
	}
	return strings.Join(words, " ")
}
