package sanitize

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// The shape of a candidate token: whether it looks random (mixed classes,
// case transitions, no word in it), and the shapes that are known not to
// be secrets or are secrets by structure (grouped keys, paths, base64 of
// public formats, Discord bot tokens).

// unitLooksRandom judges a unit: one run, or dot-joined runs shaped like
// a JWT (three or five parts) or two long random halves.
func unitLooksRandom(u []byte, named bool) bool {
	strict, loose := unitRandomness(u)
	if named {
		return loose
	}
	return strict
}

// unitRandomness is unitLooksRandom(u, false) and unitLooksRandom(u,
// true) from one reading of u (see randomness): the bare-token finder
// asks both of most units it judges.
func unitRandomness(u []byte) (strict, named bool) {
	parts, longest, lpos, llen, minPart := 0, 0, 0, 0, len(u)
	for i := 0; i <= len(u); {
		j := i
		for j < len(u) && u[j] != '.' {
			j++
		}
		parts++
		if j-i > longest {
			longest, lpos, llen = j-i, i, j-i
		}
		minPart = min(minPart, j-i)
		i = j + 1
	}
	switch {
	case parts == 1:
		return randomness(u)
	case parts == 2:
		if minPart < 16 {
			return false, false
		}
		i := 0
		for i < len(u) && u[i] != '.' {
			i++
		}
		s1, n1 := randomness(u[:i])
		if !n1 {
			return false, false
		}
		s2, n2 := randomness(u[i+1:])
		return s1 && s2, n2
	case parts <= 8:
		if minPart < 2 || len(u) < 32 {
			return false, false
		}
		return randomness(u[lpos : lpos+llen])
	}
	return false, false
}

// looksRandom decides whether a run of token characters is generated.
// A keyboard walk (…123456…, …abcdef…) marks a placeholder, unless the
// value is named as a secret: then the name is the stronger evidence.
func looksRandom(run []byte, named bool) bool {
	strict, loose := randomness(run)
	if named {
		return loose
	}
	return strict
}

// randomness is looksRandom(run, false) and looksRandom(run, true): the
// two differ only in the keyboard-walk test, which the first adds, so a
// run is read once for both.
func randomness(run []byte) (strict, named bool) {
	for len(run) > 0 && (run[0] == '-' || run[0] == '/' || run[0] == '+') {
		run = run[1:]
	}
	body := run
	for len(body) > 0 && body[len(body)-1] == '=' {
		body = body[:len(body)-1]
	}
	if len(body) < entropyMinRun || len(body) > entropyMaxRun {
		return false, false
	}
	var upper, lower, digit, switches, seg, longest int
	hexLower, hexUpper := true, true
	prev := byte(0)
	for _, b := range body {
		cls := byte(0)
		switch {
		case b >= 'a' && b <= 'z':
			lower++
			cls = 'a'
			if b > 'f' {
				hexLower = false
			}
			hexUpper = false
		case b >= 'A' && b <= 'Z':
			upper++
			cls = 'a'
			if b > 'F' {
				hexUpper = false
			}
			hexLower = false
		case b >= '0' && b <= '9':
			digit++
			cls = '0'
		}
		if cls == 0 {
			longest = max(longest, seg)
			seg = 0
		} else {
			seg++
		}
		if cls != 0 && prev != 0 && cls != prev {
			switches++
		}
		if cls != 0 {
			prev = cls
		}
	}
	longest = max(longest, seg)
	if hexLower || hexUpper {
		return false, false
	}
	if longest < 16 {
		g := groupedKey(body)
		return g, g
	}
	switch {
	case digit >= 2 && upper+lower >= 6 && switches >= 4:
	case digit == 1 && upper >= 6 && lower >= 6 && len(body) >= 24 && caseTransitions(body)*5 >= len(body)*2:
		// One digit: mixed case must then be random, not camelCase.
	default:
		return false, false
	}
	if entropy(body) < 3.6 || wordiness(body) >= 0.75 || isPath(body) || harmlessBase64(run) {
		return false, false
	}
	return notSequential(body), true
}

// caseTransitions counts changes between upper case, lower case and
// digits: about half the positions of a random mixed-case string, a
// fifth to a third of a camelCase identifier.
func caseTransitions(b []byte) int {
	cls := func(c byte) byte {
		switch {
		case isUpper(c):
			return 'A'
		case isLower(c):
			return 'a'
		case isDigitByte(c):
			return '0'
		}
		return 0
	}
	n := 0
	for i := 1; i < len(b); i++ {
		if cls(b[i]) != cls(b[i-1]) {
			n++
		}
	}
	return n
}

// groupedKey reports licence-key shapes: four or more dash-separated
// groups of 4–12 letters and digits, most of them mixing both, not hex
// (a UUID is an id, not a key). Keys are printed in groups of one width
// (XXXXX-XXXXX-…); the one other layout taken is the UUID's 8-4-4-4-12,
// which some vendors fill with random letters and digits. Groups of
// uneven widths are something else: a code, a slug, a cut-off key.
func groupedKey(run []byte) bool {
	groups, mixed, hex := 0, 0, true
	var widths [8]int
	for i := 0; i <= len(run); {
		j := i
		var l, d bool
		for j < len(run) && run[j] != '-' {
			c := run[j]
			switch {
			case isDigitByte(c):
				d = true
			case isLetter(c):
				l = true
				if lowerASCII[c] > 'f' {
					hex = false
				}
			default:
				return false
			}
			j++
		}
		if j-i < 4 || j-i > 12 {
			return false
		}
		if groups < len(widths) {
			widths[groups] = j - i
		}
		groups++
		if l && d {
			mixed++
		}
		i = j + 1
	}
	return groups >= 4 && !hex && mixed*2 >= groups+1 && evenGroups(widths[:min(groups, len(widths))], groups) && entropy(run) >= 3.3
}

// evenGroups reports groups of one width, or the UUID layout.
func evenGroups(w []int, groups int) bool {
	if groups == 5 && w[0] == 8 && w[1] == 4 && w[2] == 4 && w[3] == 4 && w[4] == 12 {
		return true
	}
	for _, x := range w {
		if x != w[0] {
			return false
		}
	}
	return true
}

// base64Credential reports standard base64 of printable "name:secret".
func base64Credential(run []byte) bool {
	if len(run) < entropyMinRun || len(run)%4 != 0 || len(run) > 4*96 {
		return false
	}
	var dst [3 * 96]byte
	n, err := base64.StdEncoding.Decode(dst[:], run)
	if err != nil || n < 3 {
		return false
	}
	colon := bytes.IndexByte(dst[:n], ':')
	if colon <= 0 || colon == n-1 || nodeIDText(dst[:n]) {
		return false
	}
	for _, b := range dst[:n] {
		if b <= 0x20 || b > 0x7e {
			return false
		}
	}
	return true
}

// isPath reports a run with a slash next to a word-like segment
// (com/user/repo/…, archive/gifs/…): a path or URL, not base64.
func isPath(run []byte) bool {
	if strings.IndexByte(string(run), '/') < 0 {
		return false
	}
	for i := 0; i < len(run); {
		j := i
		for j < len(run) && run[j] != '/' {
			j++
		}
		seg := run[i:j]
		if len(seg) >= 2 && len(seg) <= 12 && allLower(seg) && pronounceable(seg) {
			return true
		}
		i = j + 1
	}
	return false
}

func allLower(b []byte) bool {
	for _, c := range b {
		if !isLower(c) {
			return false
		}
	}
	return true
}

// harmlessBase64 reports standard base64 that decodes to printable text
// without a credential's shape: hex digests, sentences, identifiers. Text
// of the form name:secret (HTTP Basic, docker auth) is not harmless.
func harmlessBase64(run []byte) bool {
	if len(run)%4 != 0 || len(run) > 4*96 {
		return false
	}
	var dst [3 * 96]byte
	n, err := base64.StdEncoding.Decode(dst[:], run)
	if err != nil || n == 0 {
		return false
	}
	d := dst[:n]
	hex, spaces := true, 0
	for _, b := range d {
		if b < 0x20 || b > 0x7e {
			return false // binary: random key material
		}
		if b == ':' {
			return false
		}
		if b == ' ' {
			spaces++
		}
		if !(b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F') {
			hex = false
		}
	}
	return hex || spaces > 0 || wordiness(d) >= 0.5
}

// discordBotToken reports the structure of a Discord bot token (as
// Discord's developer documentation describes it): three dot-joined
// base64url parts, the first the bot's user id (a snowflake of 17–20
// decimal digits) encoded, the second a 6-character timestamp, the third
// an HMAC of 27 or more characters. The encoded id is the proof: random
// text does not decode to a snowflake.
func discordBotToken(u []byte) bool {
	d1 := bytes.IndexByte(u, '.')
	if d1 < 23 || d1 > 27 {
		return false
	}
	d2 := bytes.IndexByte(u[d1+1:], '.')
	if d2 != 6 {
		return false
	}
	mac := u[d1+1+d2+1:]
	if len(mac) < 27 || len(mac) > 38 || bytes.IndexByte(mac, '.') >= 0 {
		return false
	}
	var id [24]byte
	n, err := base64.RawURLEncoding.Decode(id[:], u[:d1])
	if err != nil || n < 17 || n > 20 || id[0] == '0' {
		return false
	}
	for _, b := range id[:n] {
		if b < '0' || b > '9' {
			return false
		}
	}
	for _, b := range u[d1+1:] {
		if !isAlnum(b) && b != '_' && b != '-' && b != '.' {
			return false
		}
	}
	return true
}
