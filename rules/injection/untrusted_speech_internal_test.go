package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzBlankReportedSpeech: the blanking keeps every byte it does not turn
// into a space, so offsets and the rest of the text are unchanged.
func FuzzBlankReportedSpeech(f *testing.F) {
	for _, s := range []string{"\"Go,\" she said.", "he whispered, \"run\"", "“x” said Mara", "\"", "say \"hi\"", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := blankReportedSpeech(s)
		require.Len(t, got, len(s))
		for i := range len(s) {
			if got[i] != s[i] {
				require.Equal(t, byte(' '), got[i])
			}
		}
	})
}

// FuzzKeyBefore: the key found is a substring of the document that ends
// right before the value's colon.
func FuzzKeyBefore(f *testing.F) {
	for _, s := range []string{`{"a_note":"x"}`, `["x"]`, `{"k" : "v"}`, `{"\"q":"v"}`, `:"`, ""} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, doc string, start int) {
		if start < 0 || start > len(doc) {
			return
		}
		k := keyBefore([]byte(doc), start)
		if k != "" {
			require.True(t, strings.Contains(doc[:start], k))
		}
		addressedKey(k)
	})
}

func TestAddressedKey(t *testing.T) {
	t.Parallel()
	for key, want := range map[string]bool{
		"assistant_directive": true, "instructionsForAgent": true, "ai-note": true, "memory_update": true,
		"system_prompt": false, "agent_name": false, "content": false, "assistant_message": false, "": false,
	} {
		require.Equal(t, want, addressedKey(key), key)
	}
}
