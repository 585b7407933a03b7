package sanitize

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// entropyWalk is the bare-token finder visiting every unit in turn, the
// reference collectEntropy's skipping must agree with.
func (c *Compiled) entropyWalk(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	p := from
	if insideUnit(text, p) {
		p = unitEnd(text, p)
	}
	for p < n {
		for p < n && !tokenByte[text[p]] {
			p++
		}
		if p == n {
			break
		}
		next, hold := c.judgeUnit(sc, ri, text, p, eof)
		if hold {
			return next, next
		}
		p = next
	}
	return n, n
}

// sameHold: the skipping finder holds back where the walk does, except a
// unit the walk waits on for its right context though it holds no run
// long enough to be a token (dot-joined short parts): nothing can come
// of it, so nothing is lost by letting it go.
func sameHold(t *testing.T, text []byte, slow, fast [2]int) {
	t.Helper()
	if slow == fast {
		return
	}
	s := slow[0]
	e := unitEnd(text, s)
	_, long := nextLongRun(text[:e], s)
	final := e < len(text) && text[e] != '.' && text[e] != '=' || e+3 <= len(text)
	require.True(t, final && !long && fast[0] >= e, "hold %v, walk holds %v in %q", fast, slow, text)
}

// FuzzEntropySkip: skipping to long runs finds the same tokens, and holds
// back the same bytes, as visiting every unit.
func FuzzEntropySkip(f *testing.F) {
	for _, s := range append(append([]string{}, streamTexts...),
		"extra: YWRtaW46cGFzc3dvcmQ= and x.y.z Xk29dLq8ZpA3mW7vN4bR1cT6. ab=", "a.b", "q8Zt3Lm9Xp2Rk7Vb4Nw1Yc6Hd0Jf5Gs8=") {
		f.Add(s, uint16(0))
	}
	c := Default()
	ri := -1
	for i := range c.rules {
		if c.rules[i].builtin == builtinEntropy {
			ri = i
		}
	}
	f.Fuzz(func(t *testing.T, text string, cut uint16) {
		if len(text) > 4096 {
			return
		}
		b := []byte(text)
		w := &view{}
		for _, eof := range []bool{true, false} {
			n := len(b)
			if !eof {
				n = int(cut) % (len(b) + 1)
			}
			var fast, slow scratch
			c.reset(&fast)
			c.reset(&slow)
			fast.vw, slow.vw = w, w
			fr, fn := c.collectEntropy(&fast, ri, b[:n], 0, eof)
			sr, sn := c.entropyWalk(&slow, ri, b[:n], 0, eof)
			require.Equal(t, slow.cands, fast.cands, "%q eof=%v", b[:n], eof)
			sameHold(t, b[:n], [2]int{sr, sn}, [2]int{fr, fn})
		}
	})
}

func TestEntropySkipOnRealText(t *testing.T) {
	t.Parallel()
	c := Default()
	ri := -1
	for i := range c.rules {
		if c.rules[i].builtin == builtinEntropy {
			ri = i
		}
	}
	rng := rand.New(rand.NewPCG(4, 5))
	text := []byte(strings.Repeat(agentProse, 3) + strings.Join(streamTexts, "\n") + benchText(8<<10, true))
	for range 200 {
		n := rng.IntN(len(text) + 1)
		var fast, slow scratch
		c.reset(&fast)
		c.reset(&slow)
		w := &view{}
		fast.vw, slow.vw = w, w
		fr, fn := c.collectEntropy(&fast, ri, text[:n], 0, false)
		sr, sn := c.entropyWalk(&slow, ri, text[:n], 0, false)
		require.Equal(t, slow.cands, fast.cands)
		sameHold(t, text[:n], [2]int{sr, sn}, [2]int{fr, fn})
	}
}

// nextLongRun's backward probes find what a byte-by-byte search finds:
// the start of the first run of longRun token bytes at or after p.
func TestNextLongRunEqualsWalk(t *testing.T) {
	t.Parallel()
	walk := func(text []byte, p int) (int, bool) {
		for l := p; l < len(text); l++ {
			if l > p && tokenByte[text[l-1]] || !tokenByte[text[l]] {
				continue
			}
			r := l
			for r < len(text) && tokenByte[text[r]] {
				r++
			}
			if r-l >= longRun {
				return l, true
			}
		}
		return 0, false
	}
	rng := rand.New(rand.NewPCG(18, 28))
	alphabet := []byte("ab9_-+/ .=\n")
	for range 200000 {
		text := make([]byte, rng.IntN(80))
		// Long stretches of one kind make runs near longRun common.
		for i := range text {
			if i == 0 || rng.IntN(6) == 0 {
				text[i] = alphabet[rng.IntN(len(alphabet))]
			} else if rng.IntN(4) == 0 {
				text[i] = text[i-1]
			} else {
				text[i] = alphabet[rng.IntN(4)]
			}
		}
		p := 0
		if len(text) > 0 {
			p = rng.IntN(len(text) + 1)
		}
		wl, wok := walk(text, p)
		gl, gok := nextLongRun(text, p)
		if wl != gl || wok != gok {
			t.Fatalf("nextLongRun(%q, %d) = %d %v, walk finds %d %v", text, p, gl, gok, wl, wok)
		}
	}
}
