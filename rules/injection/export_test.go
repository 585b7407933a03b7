package injection

// WhyMatch scans text and returns the match with the words-view text of
// the span that produced it: what GUARDRAIL_EVAL_MISSES prints while
// tuning.
func (s *Scanner) WhyMatch(text string) (Match, string, bool) {
	m, ok := s.Scan(text)
	if !ok || m.Decoded != "" {
		return m, "", ok
	}
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	if wm, wok, _ := s.scan(bp, text, false); !wok || wm.ID != m.ID {
		return m, "", ok
	}
	return m, string(bp.words[bp.win.sp.b0:bp.win.sp.b1]), true
}

// HiddenAddressForTest is hiddenAddress, for the fuzz target.
func HiddenAddressForTest(s string) bool { return hiddenAddress(s) }

// PastedBody is pastedBody, for the fuzz target.
var PastedBody = pastedBody

// HTMLComments is htmlComments, for its test.
var HTMLComments = htmlComments

// BareContent is bareContent, for the fuzz target.
var BareContent = bareContent

// SourceFile and MinSourceLines are sourceFile and minSourceLines, for
// FuzzSourceFile.
var SourceFile = sourceFile

const MinSourceLines = minSourceLines
