package decode

import (
	"strings"
	"testing"
)

// shiftedTargetWalk is shiftedTarget reading every word of a target's
// length or not under every mapping: the reference of its shortcuts.
func shiftedTargetWalk(words []string) (int, string, bool) {
	var buf [maxCipherWord]byte
	for _, w := range words {
		if len(w) < minTargetWord {
			continue
		}
		for m := range 26 {
			if t := substitute(buf[:0], w, m); isTarget(t) {
				return m, strings.ToLower(string(t)), true
			}
		}
	}
	return 0, "", false
}

// TestShiftedTargetShortcuts checks the table of substitute against the
// letter-by-letter mapping, and shiftedTarget against the walk on every
// target under every mapping, in both cases, among other words.
func TestShiftedTargetShortcuts(t *testing.T) {
	for m := range 26 {
		for c := byte('A'); c <= 'z'; c++ {
			if asciiLetter(c) && substitute(nil, string(c), m)[0] != substituteLetter(c, m) {
				t.Fatalf("mapping %d of %q", m, c)
			}
		}
	}
	others := []string{"Abcdefgh", "instructionz", "Qbttxpse", "hello", "Wrappers", "PROMPTS", "secrets", "passwords"}
	var buf [maxCipherWord]byte
	for _, target := range append(shiftTargets, others...) {
		for m := range 26 {
			for _, w := range []string{target, strings.ToUpper(target), strings.ToUpper(target[:1]) + target[1:]} {
				// The word that reads as w under mapping m: try each
				// word under each mapping, the shortcut must agree.
				shifted := string(substitute(buf[:0], w, m))
				for _, words := range [][]string{{shifted}, {"Hello", shifted}, {shifted, "qry", target}} {
					gm, gt, gok := shiftedTarget(words)
					wm, wt, wok := shiftedTargetWalk(words)
					if gm != wm || gt != wt || gok != wok {
						t.Fatalf("%q: %d %q %v, want %d %q %v", words, gm, gt, gok, wm, wt, wok)
					}
				}
			}
		}
	}
}
