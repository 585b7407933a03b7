package sanitize

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"unicode"
	"unicode/utf8"
)

// Base64 whose text holds a secret: a Kubernetes Secret's data
// (`.dockerconfigjson: eyJhdXRocyI6…`, `.env: REJfUEFTU1dPUkQ9…`), a
// token wrapped in an opaque field (`{"blob":"dG9rZW49Z2hwX…"}`), an
// OAuth state. The value's name says nothing and the base64 may look no
// more random than any other, but decoded it is text, and the text says
// what it is. A run of the base64 alphabet that decodes to text is read
// again by the pack itself, once (the nested read decodes nothing), and
// is a secret when that read finds a structured one.

const (
	// b64TextMin is the shortest run tried: 18 bytes of text.
	b64TextMin = 24
	// b64TextMax bounds a run tried: a Secret's env file or docker
	// config fits. A longer run is judged as before (too long for a
	// token), and a Stream holds back no more than this for one.
	b64TextMax = 4096
)

// b64Alphabet reports a run of one base64 alphabet, standard (+/) or
// URL-safe (-_), with padding only at its end, and which one.
func b64Alphabet(u []byte) (ok, url bool) {
	std, url := false, false
	pad := 0
	for _, b := range u {
		switch {
		case b == '=':
			pad++
			continue
		case pad > 0:
			return false, false
		case b == '+' || b == '/':
			std = true
		case b == '-' || b == '_':
			url = true
		case !isAlnum(b):
			return false, false
		}
	}
	return pad <= 2 && !(std && url), url
}

// b64Raw returns the unpadded encoding of the run u's alphabet
// (b64Alphabet) and u without its padding.
func b64Raw(u []byte) (*base64.Encoding, []byte, bool) {
	ok, url := b64Alphabet(u)
	if !ok {
		return nil, nil, false
	}
	u = bytes.TrimRight(u, "=")
	if url {
		return base64.RawURLEncoding, u, true
	}
	return base64.RawStdEncoding, u, true
}

// base64Text decodes the run u into dst when it is base64 of text: valid
// UTF-8 without control characters but tab and line breaks, 18 bytes or
// more. dst grows to the decoded size at most once.
func base64Text(u, dst []byte) ([]byte, bool) {
	if len(u) < b64TextMin || len(u) > b64TextMax {
		return nil, false
	}
	enc, u, ok := b64Raw(u)
	if !ok {
		return nil, false
	}
	// The first six bytes first: most runs of the alphabet (identifiers,
	// words, hashes) decode to bytes that are no text at once.
	var head [6]byte
	if _, err := enc.Decode(head[:], u[:8]); err != nil || !textBytes(head[:]) {
		return nil, false
	}
	if need := enc.DecodedLen(len(u)); cap(dst) < need {
		dst = make([]byte, 0, need)
	}
	n, err := enc.Decode(dst[:cap(dst)], u)
	if err != nil || n < b64TextMin*3/4 {
		return nil, false
	}
	d := dst[:n]
	return d, textBytes(d) && utf8.Valid(d)
}

// textBytes reports bytes with no control character but tab and line
// breaks.
func textBytes(d []byte) bool {
	for _, b := range d {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f {
			return false
		}
	}
	return true
}

// b64Verdict is what the text inside a run of the base64 alphabet says.
type b64Verdict uint8

const (
	// b64Opaque: no text inside, or text that proves nothing either way.
	b64Opaque b64Verdict = iota
	// b64Secret: the text holds a structured secret.
	b64Secret
	// b64PlainJSON: the text is one JSON object or array in which the
	// pack finds nothing at all, not even a random-looking value — an
	// editor's settings or a feature flag set passed as base64 (the
	// JSON of a credential has a key, a vendor's token or a random
	// value inside, and the nested read finds it).
	b64PlainJSON
	// b64Prose: the text is prose in which the pack finds nothing, words
	// parted by spaces and lines (a README that GitHub's contents API
	// returns as base64, a ConfigMap's text, a data: URI of a note). A
	// credential in base64 is one run (user:password, a token, a key)
	// or has a name the nested read finds.
	b64Prose
)

// proseMinWords is how many words of letters base64 of prose decodes to
// at least.
const proseMinWords = 4

// proseText reports text of at least proseMinWords words (fields with
// two letters or more, letters at least half their runes), parted by
// white space, and words at least half its fields: prose, not one run.
func proseText(d []byte) bool {
	words, fields := 0, 0
	for _, f := range bytes.Fields(d) {
		fields++
		letters := 0
		for _, r := range string(f) {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		if letters >= 2 && letters*2 >= utf8.RuneCount(f) {
			words++
		}
	}
	return words >= proseMinWords && words*2 >= fields
}

// encodedUnit reports the unit text[s:e] as base64 of text that holds a
// secret, whatever its name, standing free (not glued into a larger
// structure on its left, a separator on its right).
func (c *Compiled) encodedUnit(sc *scratch, text []byte, s, e int) b64Verdict {
	v := c.encodedText(sc, text[s:e])
	if v == b64Secret && (leftContext(text, s) == ctxGlued || !rightFree(text, e, true)) {
		return b64Opaque
	}
	return v
}

// encodedText reads the text of a base64 run: a secret the pack finds
// in it, or plain JSON where it finds nothing. Within that nested read
// nothing is decoded again.
func (c *Compiled) encodedText(sc *scratch, u []byte) b64Verdict {
	if sc.nested || len(u) < b64TextMin {
		return b64Opaque
	}
	// The text is decoded into the nested read's own scratch, which its
	// view may alias.
	in := scratchPool.Get().(*scratch)
	defer scratchPool.Put(in)
	d, ok := base64Text(u, in.decoded[:0])
	if !ok {
		return b64Opaque
	}
	if c.nestedStructured(in, d) {
		return b64Secret
	}
	if len(in.taken) == 0 && plainJSON(d) {
		return b64PlainJSON
	}
	if len(in.taken) == 0 && proseText(d) {
		return b64Prose
	}
	return b64Opaque
}

// nestedStructured reads d, decoded into in's own buffer, as a text of
// its own (nothing inside is decoded again) and reports whether it holds
// a structured secret: a vendor's format, an assignment, a key block. A
// random-looking string alone is no proof here: base64 of an id or of a
// public key's text form is no secret, and the encoded run is judged on
// its own shape as before. in.taken keeps what the read took.
func (c *Compiled) nestedStructured(in *scratch, d []byte) bool {
	in.decoded = d
	in.nested = true
	defer func() { in.nested = false }()
	c.scanAll(in, d)
	for _, t := range in.taken {
		if r := &c.rules[t.rule]; r.category == CategorySecret && r.builtin != builtinEntropy {
			return true
		}
	}
	return false
}

// plainJSON reports text that is one JSON object or array in which no
// key names a credential (a docker config's "auth", a "password"): what
// such a key holds may be a word the nested read cannot tell from one.
func plainJSON(d []byte) bool {
	t := bytes.TrimSpace(d)
	if len(t) < 2 || !(t[0] == '{' && t[len(t)-1] == '}' || t[0] == '[' && t[len(t)-1] == ']') {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	var stack []bool // per open container: an object, whose next string is a key
	key := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return len(stack) == 0
		}
		if err != nil {
			return false
		}
		wasKey := key
		key = false
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{', '[':
				stack = append(stack, v == '{')
				key = v == '{'
			default:
				stack = stack[:len(stack)-1]
				key = len(stack) > 0 && stack[len(stack)-1]
			}
			continue
		case string:
			if wasKey && secretishName([]byte(v)) {
				return false
			}
		}
		// After a key its value; after a value in an object, a key.
		key = !wasKey && len(stack) > 0 && stack[len(stack)-1]
	}
}
