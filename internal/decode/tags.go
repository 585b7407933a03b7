package decode

import "strings"

// Tag characters (U+E0020–U+E007E) mirror printable ASCII and render as
// nothing: text written in them is read by a model and seen by no one
// ("ASCII smuggling"). Their only other use is the subdivision flags (🏴
// followed by a few tags and U+E007F CANCEL TAG).
const (
	tagFirst  = 0xE0020
	tagLast   = 0xE007E
	tagCancel = 0xE007F
	flagBlack = 0x1F3F4
)

// TagText returns the ASCII that runs of tag characters in s spell,
// each run on its own line, leaving out the runs that form a flag; "" when
// there is none.
func TagText(s string) string {
	// Every tag character is encoded as F3 A0 8x xx.
	if !strings.Contains(s, "\xf3\xa0") {
		return ""
	}
	var out strings.Builder
	var run strings.Builder
	prev := rune(0)
	runAfterFlag := false
	flush := func(cancelled bool) {
		if run.Len() > 0 && !(runAfterFlag && cancelled) {
			out.WriteString(run.String())
			out.WriteByte('\n')
		}
		run.Reset()
	}
	for _, r := range s {
		switch {
		case r >= tagFirst && r <= tagLast:
			if run.Len() == 0 {
				runAfterFlag = prev == flagBlack
			}
			run.WriteByte(byte(r - 0xE0000))
		case r == tagCancel:
			flush(true)
		default:
			flush(false)
		}
		prev = r
	}
	flush(false)
	return out.String()
}

// Variation selectors (VS1–VS16, U+FE00–U+FE0F, and VS17–VS256,
// U+E0100–U+E01EF) also render as nothing, and there are 256 of them: one
// a byte, appended to an emoji or a letter, they carry any text unseen
// ("emoji smuggling"). A lone one picks an emoji's or a character's
// presentation; a run of minVSBytes or more is a message.
const (
	vsFirst     = 0xFE00
	vsLast      = 0xFE0F
	vsSupFirst  = 0xE0100
	vsSupLast   = 0xE01EF
	minVSBytes  = 4
	vsSupOffset = 16 // VS17 is byte 16
)

// VariationText returns the text that runs of variation selectors in s
// spell, one byte a selector, each readable run on its own line; "" when
// there is none.
func VariationText(s string) string {
	// Bytes 16 and up, which every printable character needs, are the
	// supplementary selectors, encoded F3 A0 84–87 xx.
	if !strings.Contains(s, "\xf3\xa0") {
		return ""
	}
	var out strings.Builder
	var run []byte
	flush := func() {
		if len(run) >= minVSBytes && readable(run) {
			out.Write(run)
			out.WriteByte('\n')
		}
		run = run[:0]
	}
	// A run goes on across one other character between selectors, so a
	// selector hung on each visible letter is read as well as a string of
	// them on one emoji; two characters without one end it.
	gap := 0
	for _, r := range s {
		switch {
		case r >= vsFirst && r <= vsLast:
			run = append(run, byte(r-vsFirst))
			gap = 0
		case r >= vsSupFirst && r <= vsSupLast:
			run = append(run, byte(r-vsSupFirst+vsSupOffset))
			gap = 0
		default:
			if gap++; gap >= 2 {
				flush()
			}
		}
	}
	flush()
	return strings.ToValidUTF8(out.String(), "")
}
