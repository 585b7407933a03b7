package injection

// WhyMatch scans text and returns the match with the words-view text of
// the span that produced it: a tuning aid for tests.
func (s *Scanner) WhyMatch(text string) (Match, string, bool) {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	m, ok := s.scan(bp, text)
	if !ok {
		return m, "", false
	}
	for _, c := range bp.cands {
		if s.patterns[c.h.pattern].match.ID == m.ID {
			return m, string(bp.words[c.sp.b0:c.sp.b1]), true
		}
	}
	return m, "", true
}
