package sanitize

import "testing"

// FuzzTypeAnnotation checks typeAnnotation on any bytes: it returns i
// itself, or the index of an '=' after it that is not "==".
func FuzzTypeAnnotation(f *testing.F) {
	for _, s := range []string{`: &str = "x"`, `: Final[str] = 1`, `:= v`, `: value`, `: Option<String> = None`, `:`, `: [[[`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := []byte(s)
		j := typeAnnotation(b, 0)
		if j == 0 {
			return
		}
		if j < 0 || j >= len(b) || b[j] != '=' || j+1 < len(b) && b[j+1] == '=' {
			t.Fatalf("typeAnnotation(%q) = %d", s, j)
		}
	})
}
