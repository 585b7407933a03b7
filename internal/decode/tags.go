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
