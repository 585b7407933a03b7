package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEvadedObject(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		view, except string
		want         bool
	}{
		{"so it evades detection", "detection", true},
		{"to avoid  blocking", "blocking", true},
		{"so the portal doesn t flag it", "flag", true},
		{"this is not a test", "test", true},
		{"poisons hard to detect", "detect", true},
		{"how to detect it", "detect", false},
		{"ways to defend", "defend", false},
		{"detection", "detection", false},
	} {
		at := strings.LastIndex(c.view, c.except)
		assert.Equal(t, c.want, evadedObject([]byte(c.view), int32(at)), c.view)
	}
}

// FuzzEvadedObject: any view and any offset within it reads without a
// panic, and a phrase at the view's start follows no word.
func FuzzEvadedObject(f *testing.F) {
	f.Add("so it evades detection", 15)
	f.Add("doesn t flag", 9)
	f.Add("", 0)
	f.Fuzz(func(t *testing.T, view string, at int) {
		if at < 0 || at > len(view) {
			return
		}
		evadedObject([]byte(view), int32(at))
		assert.False(t, evadedObject([]byte(view), 0))
	})
}
