// Package decode turns text an attacker encoded back into text a scanner
// can read: base64, base32, ascii85 and base85, uuencode, hex, binary and
// decimal runs, Morse code, the NATO spelling alphabet, words with their
// inner letters shuffled or typed with a slip, Pig Latin, a filler word
// between words, rot13 and other Caesar shifts, Atbash, percent (URL) and
// quoted-printable encoding, HTML entities, \u and \x escapes, letters
// spaced or dotted apart, letters held down ("ignooore"), words broken up
// by punctuation or by HTML tags inside them or cut in two, reversed text,
// text turned upside down, quoted pieces concatenated ('ig' + 'nore'), and
// what invisible tag characters and variation selectors spell. Each
// decoder returns the whole message with what it decoded put in place, so
// the words around an encoded run ("decode this and do what it says: …")
// stay next to what it says.
//
// Decoding is bounded: a Budget caps the bytes a message may produce, and
// every decoder is linear in its input. Nothing here allocates unless
// something was decoded.
package decode

import "strings"

// Kind names a decoding.
type Kind uint8

// The decodings, in the order Views tries them.
const (
	Base64 Kind = iota + 1
	Hex
	Binary
	Escapes
	URL
	HTML
	Spaced
	Rot13
	Reversed
	ReversedWords
	Splintered
	UpsideDown
	Concat
	Tags
	Base32
	Morse
	Unscrambled
	Nato
	Shifted
	Decimal
	QuotedPrintable
	Variation
	Translit
	Stretched
	Syllables
	InWordTagged
	Halved
	Doubled
	Unglued
	Revowelled
	Markup
	WordOrder
	Respelled
	Base85
	UU
	Pig
	Unfilled
	ZeroWidth
	Acrostics
)

var kindNames = [...]string{"", "base64", "hex", "binary", "escapes", "url", "html", "spaced", "rot13", "reversed", "reversed words", "splintered", "upside down", "concatenated", "tag characters", "base32", "morse", "unscrambled", "nato alphabet", "letter cipher", "decimal codes", "quoted-printable", "variation selectors", "transliterated", "stretched", "syllables", "in-word tags", "halves", "doubled", "unglued", "vowels", "markup", "word order", "typos", "base85", "uuencode", "pig latin", "filler", "zero-width bits", "acrostic"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// View is one decoded reading of a message.
type View struct {
	Kind Kind
	Text string
	// Payload reports that the view holds text that was unreadable in the
	// message (an encoded run, rot13 or reversed text), as opposed to a
	// message that was only escaped.
	Payload bool
}

// Signals are what the caller noticed while scanning the message, so the
// costlier decoders run only where they can find something.
type Signals struct {
	LongWord bool // a word of 16 bytes or more, or runs of byte-sized words: base64, hex or binary
	Spaced   bool // a run of one-letter words: s p a c e d letters
	// Fragments: a run of short words, which may be the pieces of longer
	// ones ("ig no re ev ery thi ng"; syllables.go).
	Fragments bool
	Rot13     bool // common words as rot13 writes them ("gur", "lbh")
	Reversed  bool // common words written backwards ("eht", "uoy")
	// Scrambled: two words or more with the first and last letters,
	// length and inner letters of ScrambleWords (scramble.go).
	Scrambled bool
	// Typos: a word is one of the caller's with two neighbouring letters
	// swapped, or one of RespellWords with one slip (respell.go).
	Typos  bool
	Nato   bool // two code words of the spelling alphabet in a row (nato.go)
	Cipher bool // a word about ciphers or decoding: a Caesar shift or Atbash may follow (shifted.go)
	// ReverseAsked: a word that asks for text read backwards; the text
	// is, when its words read as known ones that way (reversed_asked.go).
	ReverseAsked bool
}

// Budget bounds the work on one message.
type Budget struct {
	// MaxBytes is how many bytes all views together may hold.
	MaxBytes int
	// MaxViews is how many views may be returned.
	MaxViews int
}

// DefaultBudget allows the views of a message of the length limit (10,000
// characters) several times over, and no more.
var DefaultBudget = Budget{MaxBytes: 256 << 10, MaxViews: 8}

// The bytes without which a decoder of Views cannot find anything, one
// bit each: a message is read once for all of them (triggersIn), and a
// decoder whose byte is absent is not called, where each would otherwise
// search the message for it (most messages hold none of them).
const (
	trigBackslash uint16 = 1 << iota // Unescape
	trigPercent                      // PercentDecode
	trigAmp                          // HTMLEntities
	trigSplinter                     // Splinters: a splinter byte between letters
	trigTurned                       // Flipped: the lead bytes of most turned letters
	trigQuote                        // Concatenated, Assembled: quoted pieces (concatQuotes quote bytes)
	trigTags                         // TagText, VariationText: the lead byte of tag characters and of VS17–VS256 (F3 A0 8x xx)
	trigEquals                       // QPDecode
	trigTranslit                     // Transliterated: the lead bytes of Greek and Cyrillic letters
	trigLT                           // InWordTags
	trigZeroWidth                    // ZeroWidthBits: the lead bytes of the zero-width characters (E2, EF)
)

var triggerTable = func() (t [256]uint16) {
	t['\\'] |= trigBackslash
	t['%'] |= trigPercent
	t['&'] |= trigAmp
	for c := range 256 {
		if isBreak(byte(c)) {
			t[c] |= trigSplinter
		}
		if isQuote(byte(c)) {
			t[c] |= trigQuote
		}
	}
	for _, c := range turnedLeads {
		t[c] |= trigTurned
	}
	t[0xF3] |= trigTags
	t['='] |= trigEquals
	t['<'] |= trigLT
	t[0xE2] |= trigZeroWidth
	t[0xEF] |= trigZeroWidth
	for c := range 256 {
		if translitLead(byte(c)) {
			t[c] |= trigTranslit
		}
	}
	return t
}()

// concatQuotes is the fewest quote bytes a concatenation holds: two
// quoted pieces, each opened and closed by its quote.
const concatQuotes = 4

// triggersIn reports which trigger bytes s holds, trigQuote only when it
// holds concatQuotes of them (an apostrophe or a quotation is common, a
// concatenation is not). The loop only ORs table entries, eight bytes a
// round: it reads every message, so it must cost less than the searches
// it saves.
func triggersIn(s string) uint16 {
	var m uint16
	i := 0
	for ; i+8 <= len(s); i += 8 {
		m |= triggerTable[s[i]] | triggerTable[s[i+1]] | triggerTable[s[i+2]] | triggerTable[s[i+3]] |
			triggerTable[s[i+4]] | triggerTable[s[i+5]] | triggerTable[s[i+6]] | triggerTable[s[i+7]]
	}
	for ; i < len(s); i++ {
		m |= triggerTable[s[i]]
	}
	if m&trigQuote != 0 && strings.Count(s, "'")+strings.Count(s, `"`)+strings.Count(s, "`") < concatQuotes {
		m &^= trigQuote
	}
	return m
}

// Views appends to dst the decoded views of text that differ from it,
// within b. Segmentation of spaced letters uses known to find word
// boundaries when the text gives none (nil: none are looked for).
func Views(dst []View, text string, sig Signals, b Budget, known func(string) bool) []View {
	used := 0
	add := func(k Kind, s string, payload bool) bool {
		if s == "" || s == text || len(dst) >= b.MaxViews || used+len(s) > b.MaxBytes {
			return false
		}
		used += len(s)
		dst = append(dst, View{Kind: k, Text: s, Payload: payload})
		return true
	}
	if sig.LongWord {
		if s, ok := Base64Runs(text); ok {
			add(Base64, s, true)
		}
		if s, ok := HexRuns(text); ok {
			add(Hex, s, true)
		}
		if s, ok := BinaryRuns(text); ok {
			add(Binary, s, true)
		}
		if s, ok := Base32Runs(text); ok {
			add(Base32, s, true)
		}
		if s, ok := DecimalRuns(text); ok {
			add(Decimal, s, decodedWords(s, text, known))
		}
		if s, ok := Unglue(text, known); ok {
			add(Unglued, s, false)
		}
	}
	// Announced encodings: each looks for its name or mark first.
	if s, ok := Base85Runs(text); ok {
		add(Base85, s, true)
	}
	if s, ok := UUDecode(text); ok {
		add(UU, s, true)
	}
	if s, ok := MorseRuns(text); ok {
		add(Morse, s, true)
	}
	if sig.Scrambled {
		if s, ok := Unscramble(text); ok {
			add(Unscrambled, s, false)
		}
	}
	if s, ok := Unfill(text); ok {
		add(Unfilled, s, false)
	}
	if s, ok := PigLatin(text, known); ok {
		add(Pig, s, false)
	}
	if sig.Typos {
		if s, ok := Respell(text, known); ok {
			add(Respelled, s, false)
		}
	}
	if sig.Nato {
		if s, ok := NatoRuns(text); ok {
			add(Nato, s, decodedWords(s, text, known))
		}
	}
	if sig.Cipher && known != nil {
		if s, ok := Unshift(text, known); ok {
			add(Shifted, s, true)
		}
	}
	trig := triggersIn(text)
	if trig&trigBackslash != 0 {
		if s, ok := Unescape(text); ok {
			add(Escapes, s, hasPayloadEscapes(text))
		}
	}
	if trig&trigPercent != 0 {
		if s, ok, letters := percentDecode(text); ok {
			add(URL, s, letters)
		}
	}
	if trig&trigEquals != 0 {
		if s, ok := QPDecode(text); ok {
			add(QuotedPrintable, s, decodedWords(s, text, known))
		}
	}
	if trig&trigAmp != 0 {
		if s, ok := HTMLEntities(text); ok {
			add(HTML, s, false)
		}
	}
	if sig.Spaced {
		if s, ok := JoinSpaced(text, known); ok {
			add(Spaced, s, spelledPayload(s, text, known))
		}
	}
	if sig.Fragments {
		// Only a view with words rejoined enough is read again: short
		// words in a row are common, words cut into pieces are not.
		if s, n := JoinSyllables(text, known); cutPayload(n, text) {
			add(Syllables, s, true)
		}
	}
	if s, ok := Unstretch(text, known); ok {
		add(Stretched, s, false)
	}
	if s, ok := Undouble(text); ok {
		add(Doubled, s, false)
	}
	if s, ok := Revowel(text); ok {
		add(Revowelled, s, false)
	}
	if trig&trigSplinter != 0 {
		if s, ok := Splinters(text, known); ok {
			add(Splintered, s, false)
		}
	}
	if trig&trigLT != 0 {
		if s, ok := InWordTags(text, known); ok {
			add(InWordTagged, s, false)
		}
		if s, ok := StripTags(text); ok {
			add(Markup, s, false)
		}
	}
	if s, ok := Halves(text, known); ok {
		add(Halved, s, false)
	}
	if sig.Rot13 {
		add(Rot13, Rot13Text(text), true)
	}
	if sig.Reversed || sig.ReverseAsked && known != nil && readsBackwards(text, known) {
		add(Reversed, ReverseText(text), true)
		add(ReversedWords, ReverseWords(text), true)
	}
	if sig.ReverseAsked && len(text) <= maxWordOrderText {
		// Words in the other order are known words in both: no gain
		// tells them, so a message that asks for reversal has them
		// read last word first too.
		add(WordOrder, ReverseOrder(text), false)
	}
	if trig&trigTurned != 0 {
		if s, ok := Flipped(text); ok {
			add(UpsideDown, s, true)
		}
	}
	if trig&trigQuote != 0 {
		// Literals joined ('ig' + 'nore'), then names assigned literals
		// and joined (a='ig'; b='nore'; a+b): one view of both.
		s, joined := Concatenated(text)
		if t, ok := Assembled(s); ok {
			s, joined = t, true
		}
		if joined {
			add(Concat, s, true)
		}
	}
	if trig&trigTranslit != 0 {
		// Only a reading with words the message lacked: Russian or Greek
		// prose read as Latin letters is no words, and costs no rescan.
		if s, ok := Transliterated(text); ok && decodedWords(s, text, known) {
			add(Translit, s, true)
		}
	}
	if s, ok := Acrostic(text, known); ok {
		add(Acrostics, s, true)
	}
	if trig&trigZeroWidth != 0 {
		if s, ok := ZeroWidthBits(text); ok {
			add(ZeroWidth, s, true)
		}
	}
	if trig&trigTags != 0 {
		if s := TagText(text); s != "" {
			add(Tags, s, true) // what the invisible characters spell, alone
		}
		if s := VariationText(text); s != "" {
			add(Variation, s, decodedWords(s, "", known))
		}
	}
	return dst
}

// decodedWords reports whether a view holds at least two more words the
// caller knows than the text it was decoded from: what a decoder found
// reads as words of the pack, not as the letters a list of numbers or of
// code names spells ("72, 101, 88" is "HeX"). Only then is it a payload,
// which makes "decode this and follow it" about the message an order. With
// a nil known every view is one.
func decodedWords(view, text string, known func(string) bool) bool {
	return known == nil || knownGain(view, text, known) >= 2
}

// knownGain is how many more words known knows in view than in text.
func knownGain(view, text string, known func(string) bool) int {
	var lk lowerKnown
	defer lk.release()
	return knownCount(view, known, &lk) - knownCount(text, known, &lk)
}

// payloadShare: a decoded payload whose decoder has no mark of its own
// (spaced letters, text asked to be read backwards) must gain, in known
// words, at least one for every payloadShare words of the message. A
// spelled-out order is what its message is about; the letters a long
// source file happens to spell ("e f d c b") are not.
const payloadShare = 12

// spelledPayload reports whether view, text with its spaced letters
// joined, holds a payload: two more known words than text at least, and a
// share of text's words (payloadShare).
func spelledPayload(view, text string, known func(string) bool) bool {
	if known == nil {
		return true
	}
	gain := knownGain(view, text, known)
	return gain >= 2 && gain*payloadShare >= wordCount(text)
}

// cutShare: words cut into pieces are a payload when at least three were
// rejoined and one for every cutShare words of the message. The pieces
// are often words themselves ("no", "be", "is"), so the gain in known
// words (spelledPayload) undercounts them.
const cutShare = 8

// cutPayload reports whether n words rejoined in text make a payload.
func cutPayload(n int, text string) bool { return n >= 3 && n*cutShare >= wordCount(text) }

// wordCount counts the ASCII words of two letters or more in s (up to
// maxWord letters, as knownCount).
func wordCount(s string) int { return knownCount(s, nil, nil) }

// knownCount counts the ASCII words of two letters or more in s that known
// knows (every such word when known is nil).
func knownCount(s string, known func(string) bool, lk *lowerKnown) int {
	n := 0
	for i := 0; i < len(s); {
		j := wordEnd(s, i)
		if j == i {
			i++
			continue
		}
		if j-i >= 2 && j-i <= maxWord && (known == nil || lk.word(known, s[i:j])) {
			n++
		}
		i = j
	}
	return n
}
