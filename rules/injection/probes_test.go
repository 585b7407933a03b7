package injection_test

import (
	"bufio"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// probe is one line of testdata/probes.tsv: an attack or a benign text
// written for the evasion classes (encodings, 26 languages,
// paraphrases, people talking about attacks).
type probe struct {
	line         int
	label, class string
	text         string // as scanned (encoded when the class says so)
}

// probeEncoders turn the {{…}} part of an enc.* probe into what an
// attacker would paste.
var probeEncoders = map[string]func(string) string{
	"b64":   func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) },
	"hex":   func(s string) string { return hex.EncodeToString([]byte(s)) },
	"rot13": rot13,
	"tags": func(s string) string { // invisible tag characters (ASCII smuggling)
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(0xE0000 + r)
		}
		return b.String()
	},
	"url": func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			fmt.Fprintf(&b, "%%%02X", c)
		}
		return b.String()
	},
	"html": func(s string) string {
		var b strings.Builder
		for _, r := range s {
			fmt.Fprintf(&b, "&#%d;", r)
		}
		return b.String()
	},
	"uesc": func(s string) string {
		var b strings.Builder
		for _, r := range s {
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		return b.String()
	},
	"rev": reversed,
	"b32": func(s string) string { return base32.StdEncoding.EncodeToString([]byte(s)) },
	"morse": func(s string) string {
		code := map[rune]string{'a': ".-", 'b': "-...", 'c': "-.-.", 'd': "-..", 'e': ".", 'f': "..-.", 'g': "--.", 'h': "....", 'i': "..",
			'j': ".---", 'k': "-.-", 'l': ".-..", 'm': "--", 'n': "-.", 'o': "---", 'p': ".--.", 'q': "--.-", 'r': ".-.", 's': "...",
			't': "-", 'u': "..-", 'v': "...-", 'w': ".--", 'x': "-..-", 'y': "-.--", 'z': "--.."}
		var words []string
		for _, w := range strings.Fields(strings.ToLower(s)) {
			var letters []string
			for _, r := range w {
				if c, ok := code[r]; ok {
					letters = append(letters, c)
				}
			}
			words = append(words, strings.Join(letters, " "))
		}
		return strings.Join(words, " / ")
	},
	// upside down (turned letters, reversed), small capitals, regional
	// indicators (flag letters) and negative squared capitals
	"flip": func(s string) string {
		turn := map[rune]rune{'a': 'ɐ', 'b': 'q', 'c': 'ɔ', 'd': 'p', 'e': 'ǝ', 'f': 'ɟ', 'g': 'ƃ', 'h': 'ɥ', 'i': 'ı', 'j': 'ɾ',
			'k': 'ʞ', 'm': 'ɯ', 'n': 'u', 'p': 'd', 'q': 'b', 'r': 'ɹ', 't': 'ʇ', 'u': 'n', 'v': 'ʌ', 'w': 'ʍ', 'y': 'ʎ', '.': '˙', '!': '¡', '?': '¿'}
		return strings.Map(func(r rune) rune {
			if t, ok := turn[r]; ok {
				return t
			}
			return r
		}, reversed(strings.ToLower(s)))
	},
	"smallcaps": func(s string) string {
		caps := []rune("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘqʀꜱᴛᴜᴠᴡxʏᴢ")
		return strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' {
				return caps[r-'a']
			}
			return r
		}, strings.ToLower(s))
	},
	// letter ciphers, Braille, the spelling alphabet, character codes in
	// decimal and quoted-printable
	"caesar3": func(s string) string { return shiftLetters(s, 3) },
	"caesar5": func(s string) string { return shiftLetters(s, 5) },
	"atbash": func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z':
				return 'z' - (r - 'a')
			case r >= 'A' && r <= 'Z':
				return 'Z' - (r - 'A')
			}
			return r
		}, s)
	},
	"braille": func(s string) string {
		cells := []rune("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵")
		return strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' {
				return cells[r-'a']
			}
			return r
		}, strings.ToLower(s))
	},
	"nato": func(s string) string {
		code := strings.Fields("alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu")
		var words []string
		for _, w := range strings.Fields(strings.ToLower(s)) {
			var letters []string
			for _, r := range w {
				if r >= 'a' && r <= 'z' {
					letters = append(letters, code[r-'a'])
				}
			}
			words = append(words, strings.Join(letters, " "))
		}
		return strings.Join(words, " / ")
	},
	"decimal": func(s string) string {
		codes := make([]string, 0, len(s))
		for _, c := range []byte(s) {
			codes = append(codes, fmt.Sprint(c))
		}
		return strings.Join(codes, " ")
	},
	"qp": func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			fmt.Fprintf(&b, "=%02X", c)
		}
		return b.String()
	},
	// every word of five letters or more cut in two over a line break
	"linecut": func(s string) string {
		words := strings.Fields(s)
		for i, w := range words {
			if len(w) >= 5 {
				words[i] = w[:len(w)/2] + "\n" + w[len(w)/2:]
			}
		}
		return strings.Join(words, " ")
	},
	// variation selectors after an emoji, one a byte ("emoji smuggling")
	"vs": func(s string) string {
		out := []rune{'🙂'}
		for _, b := range []byte(s) {
			if b < 16 {
				out = append(out, rune(0xFE00+int(b)))
			} else {
				out = append(out, rune(0xE0100+int(b)-16))
			}
		}
		return string(out)
	},
	"flags":   func(s string) string { return letterBlock(s, 0x1F1E6) },
	"squared": func(s string) string { return letterBlock(s, 0x1F170) },
	"spaced":  func(s string) string { return spaced(s, " ", "   ") },
	"dotted":  func(s string) string { return spaced(s, ".", " ") },
}

// shiftLetters is a Caesar shift of k places.
func shiftLetters(s string, k rune) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+k)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+k)%26
		}
		return r
	}, s)
}

// letterBlock writes the letters of s with a symbol block that spells
// A to Z from lo.
func letterBlock(s string, lo rune) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return lo + r - 'a'
		}
		return r
	}, strings.ToLower(s))
}

var probePayload = regexp.MustCompile(`\{\{(.*?)\}\}`)

func loadProbes(t *testing.T) []probe {
	t.Helper()
	f, err := os.Open("testdata/probes.tsv")
	require.NoError(t, err)
	defer f.Close()
	var out []probe
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		require.Len(t, parts, 3, "line %d", n)
		p := probe{line: n, label: parts[0], class: parts[1], text: parts[2]}
		require.Contains(t, []string{"attack", "benign", "miss", "fp"}, p.label, "line %d", n)
		if enc, ok := strings.CutPrefix(p.class, "enc."); ok {
			f := probeEncoders[enc]
			require.NotNil(t, f, "line %d: no encoder %q", n, enc)
			p.text = probePayload.ReplaceAllStringFunc(p.text, func(m string) string { return f(m[2 : len(m)-2]) })
		}
		out = append(out, p)
	}
	require.NoError(t, sc.Err())
	return out
}

// TestProbes runs the probe set: every attack is blocked, every benign
// text allowed. A "miss" is an attack known to pass and an "fp" a benign
// text known to be blocked; the test fails when either changes, so the
// line is relabelled.
// The per-class tally is logged (go test -run TestProbes -v).
func TestProbes(t *testing.T) {
	t.Parallel()
	probes := loadProbes(t)
	tally := map[string][2]int{}
	for _, p := range probes {
		m, ok := defaultScanner.Scan(p.text)
		blocked := ok && !m.Monitor
		key := p.label + " " + p.class
		c := tally[key]
		c[1]++
		if blocked == (p.label == "attack" || p.label == "fp") {
			c[0]++
		}
		tally[key] = c
		switch p.label {
		case "attack":
			assert.True(t, blocked, "line %d (%s) not caught: %q", p.line, p.class, p.text)
		case "benign":
			assert.False(t, blocked, "line %d (%s) blocked by %s: %q", p.line, p.class, m.ID, p.text)
		case "miss":
			assert.False(t, blocked, "line %d (%s) is now caught by %s: relabel it attack", p.line, p.class, m.ID)
		case "fp":
			assert.True(t, blocked, "line %d (%s) is now allowed: relabel it benign", p.line, p.class)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(tally)) {
		t.Logf("%-20s %d/%d", k, tally[k][0], tally[k][1])
	}
}
