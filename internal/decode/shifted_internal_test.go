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

// unshiftScoreAll is Unshift reading every unknown word under every
// mapping, the reference of its stop once no mapping can be chosen.
func unshiftScoreAll(s string, known func(string) bool) (string, bool) {
	var score [26]int
	var buf [maxCipherWord]byte
	var seen [maxShiftWords]string
	unknown := unknownWords(s, known, &seen)
	for _, w := range seen[:unknown] {
		for m := range score {
			if known(string(substitute(buf[:0], w, m))) {
				score[m]++
			}
		}
	}
	return rewriteShifted(s, known, seen[:unknown], &score)
}

// TestUnshiftStopAgrees checks Unshift against unshiftScoreAll on
// messages of known words, shifted words and words no mapping knows, in
// every proportion and order (noise first, then a cipher), of up to twice
// maxShiftWords unknown words.
func TestUnshiftStopAgrees(t *testing.T) {
	x := uint32(7)
	rnd := func(n int) int { x = x*1664525 + 1013904223; return int(x>>16) % n }
	word := func() string {
		b := make([]byte, 3+rnd(6))
		for k := range b {
			b[k] = byte('a' + rnd(26))
		}
		return string(b)
	}
	lex := map[string]bool{}
	var words []string
	for len(words) < 300 {
		w := word()
		lex[w] = true
		words = append(words, w)
	}
	known := func(w string) bool { return lex[strings.ToLower(w)] }
	var buf [maxCipherWord]byte
	stops, found := 0, 0
	for trial := range 4000 {
		m := 1 + trial%25
		var sb strings.Builder
		n := 1 + rnd(120)
		noiseFirst := rnd(60)
		pShift, pNoise := rnd(101), rnd(101)
		for k := range n {
			w := words[rnd(len(words))]
			switch r := rnd(100); {
			case k < noiseFirst && trial%2 == 0:
				w = word() // mostly unknown under every mapping
			case r < pShift:
				w = string(substitute(buf[:0], w, (26-m)%26)) // read back by mapping m
			case r < pShift+pNoise:
				w = word()
			}
			if rnd(5) == 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			sb.WriteString(w)
			sb.WriteString([]string{" ", ", ", ". ", "\n"}[rnd(4)])
		}
		s := sb.String()
		got, gok := Unshift(s, known)
		want, wok := unshiftScoreAll(s, known)
		if got != want || gok != wok {
			t.Fatalf("%q:\n got %v %q\nwant %v %q", s, gok, got, wok, want)
		}
		if wok {
			found++
		} else {
			stops++
		}
	}
	t.Logf("%d found a cipher, %d did not", found, stops)
}
