package decode

import (
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"
)

// TestTranslitOfMatchesTable checks the direct table of the Greek and
// Cyrillic blocks against its definition, unicode.ToLower and the map, for
// every character (the Ohm sign lower-cases into Greek from outside).
func TestTranslitOfMatchesTable(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		lower := unicode.ToLower(r)
		lat, ok := translitTable[lower]
		gotLat, gotLower, gotOK := translitOf(r)
		if gotOK != ok || ok && (gotLat != lat || gotLower != lower) {
			require.Failf(t, "translitOf disagrees", "%U: got %q %U %v, want %q %U %v", r, gotLat, gotLower, gotOK, lat, lower, ok)
		}
	}
	lat, _, ok := translitOf('\u2126') // Ohm sign
	require.True(t, ok)
	require.Equal(t, "o", lat)
}
