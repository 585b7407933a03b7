package shell

import (
	"encoding/base64"
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/decode"
)

// Literals a call hands over decoded or as a list: an argument vector
// (system("rm", "-rf", home)), base64 and hex literals decoded in place,
// rot13 text.

// literalArgv reads a call's arguments as an argument vector when they are
// a program literal followed by more literals, bare or in one list (perl's
// system LIST, node's spawn(cmd, [args])); nil otherwise.
func literalArgv(g []token) []field {
	if len(g) < 3 || g[1].kind != tokPunct || g[1].s != "," {
		return nil
	}
	argv := []field{{s: g[0].s}}
	rest := g[2:]
	switch {
	case rest[0].kind == tokPunct && rest[0].s == "[":
		rest = rest[1:]
	case len(rest) > 1 && rest[0].kind == tokIdent && listCtors[rest[0].s] && rest[1].s == "(":
		rest = rest[2:] // R's c("-rf", "~"), list(…)
	case rest[0].kind != tokStr:
		return nil
	}
	for k, t := range rest {
		switch {
		case t.kind == tokStr:
			argv = append(argv, field{s: t.s})
		case isHome(rest, k):
			argv = append(argv, field{s: "~"}) // system("rm", "-rf", Dir.home)
		case t.kind == tokIdent:
			argv = append(argv, field{s: "$" + t.s, dyn: true})
		case t.kind == tokPunct && t.s == ",":
		default:
			return argv
		}
	}
	return argv
}

// listCtors build a list from their arguments.
var listCtors = setOf(words("c list array Array tuple"))

// decodedLiteral is the text of a base64 literal a command's argument
// decodes (b64decode, atob, Buffer.from(…, 'base64'), decode_base64,
// Base64.decode64, base64_decode), when it decodes to text.
func decodedLiteral(g []token) (string, bool) {
	if text, ok := hexLiteral(g); ok {
		return text, true
	}
	for _, t := range g {
		if t.kind == tokStr && (t.s == "rot13" || t.s == "rot_13") {
			// codecs.decode('…', 'rot13'): the literal before the codec
			for _, u := range g {
				if u.kind == tokStr && u.s != t.s {
					return decode.Rot13Text(u.s), true
				}
			}
		}
	}
	decodes := false
	for _, t := range g {
		if t.kind == tokIdent || t.kind == tokStr {
			if l := strings.ToLower(t.s); strings.Contains(l, "b64decode") || strings.Contains(l, "atob") ||
				strings.Contains(l, "base64") || strings.Contains(l, "decode64") {
				decodes = true
				break
			}
		}
	}
	if !decodes {
		return "", false
	}
	for _, t := range g {
		if t.kind != tokStr || len(t.s) < 4 {
			continue
		}
		b, err := base64.StdEncoding.DecodeString(t.s)
		if err != nil {
			continue
		}
		if text := string(b); utf8.ValidString(text) && printable(text) {
			return text, true
		}
	}
	return "", false
}

// hexLiteral is the text of a hex literal a call decodes (bytes.fromhex,
// binascii.unhexlify, codecs.decode(…, 'hex'), perl's pack("H*", …),
// Buffer.from(…, 'hex')), when it decodes to text.
func hexLiteral(g []token) (string, bool) {
	decodes := false
	for _, t := range g {
		if l := strings.ToLower(t.s); t.kind == tokIdent && (strings.Contains(l, "fromhex") || strings.Contains(l, "unhexlify") || l == "pack") ||
			t.kind == tokStr && (l == "hex" || l == "h*") {
			decodes = true
			break
		}
	}
	if !decodes {
		return "", false
	}
	for _, t := range g {
		if t.kind != tokStr || len(t.s) < 4 || len(t.s)%2 != 0 {
			continue
		}
		b, err := hex.DecodeString(t.s)
		if err != nil {
			continue
		}
		if text := string(b); utf8.ValidString(text) && printable(text) {
			return text, true
		}
	}
	return "", false
}

// printable: text with no control character but tab and newline.
func printable(s string) bool {
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' || r == 0x7f {
			return false
		}
	}
	return true
}
