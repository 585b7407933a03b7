package injection

import "strings"

// A note planted in a comment block runs over several lines, each
// opened by the comment's marker, and the order it gives is cut by them:
// "… from ~/.config/relayd/signing.pem and echo\n## it into the PR
// description". The goals read a window with the marker that opens each
// line (after its indentation, before a space) blanked to spaces, so the
// order reads as the sentence it is. The offsets are the window's.

// lineMarkers are the comment markers blanked; each must be followed by
// a space, a tab or the line's end ("--no-verify" opening a continued
// shell line is an option, not a comment).
var lineMarkers = []string{"///", "//", "/*", "*/", "*", "###", "##", "#", "--", ";"}

// commentsBlanked returns w with the marker that opens each of its lines
// after the first blanked; w itself when there is none.
func commentsBlanked(w string) string {
	var b []byte
	for i := strings.IndexByte(w, '\n'); i >= 0; {
		j := i + 1
		for j < len(w) && (w[j] == ' ' || w[j] == '\t') {
			j++
		}
		if j+1 < len(w) && (w[j] == '+' || w[j] == '-') && (w[j+1] == ' ' || w[j+1] == '\t') {
			// A diff's added or removed line: its sign, then the
			// line as the file has it ("+  // not mention eval").
			if b == nil {
				b = []byte(w)
			}
			b[j] = ' '
			for j++; j < len(w) && (w[j] == ' ' || w[j] == '\t'); j++ {
			}
		}
		for _, m := range lineMarkers {
			if !strings.HasPrefix(w[j:], m) {
				continue
			}
			if k := j + len(m); k < len(w) && w[k] != ' ' && w[k] != '\t' && w[k] != '\n' && w[k] != '\r' {
				break
			}
			if b == nil {
				b = []byte(w)
			}
			for k := j; k < j+len(m); k++ {
				b[k] = ' '
			}
			break
		}
		next := strings.IndexByte(w[j:], '\n')
		if next < 0 {
			break
		}
		i = j + next
	}
	if b == nil {
		return w
	}
	return string(b)
}
