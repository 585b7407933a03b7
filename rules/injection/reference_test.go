package injection

import (
	"slices"
	"strings"
	"sync"

	ac "github.com/petar-dambovaliev/aho-corasick"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// This file keeps the scanner's first implementation, which searched the
// anchors with an Aho-Corasick automaton, as the reference the word index
// is checked against (TestScanMatchesReference, FuzzWordIndex).

var refAutomata sync.Map // *Scanner → ac.AhoCorasick

func (s *Scanner) refAutomaton() ac.AhoCorasick {
	if a, ok := refAutomata.Load(s); ok {
		return a.(ac.AhoCorasick)
	}
	phrases := make([]string, len(s.anchors))
	for i, a := range s.anchors {
		phrases[i] = a.text
	}
	b := ac.NewAhoCorasickBuilder(ac.Opts{MatchKind: ac.StandardMatch, DFA: true})
	a, _ := refAutomata.LoadOrStore(s, b.Build(phrases))
	return a.(ac.AhoCorasick)
}

// scanReference is the automaton-based Scan, unchanged.
func (s *Scanner) scanReference(text string) (m Match, ok bool) {
	w := normalize.AppendNormalized(nil, text)
	var code []byte
	best := -1
	codeDone := false
	if len(w) > 0 {
		it := s.refAutomaton().IterOverlappingByte(w)
		for hit := it.Next(); hit != nil; hit = it.Next() {
			start, end := hit.Start(), hit.End()
			a := &s.anchors[hit.Pattern()]
			if start > 0 && w[start-1] != ' ' {
				continue
			}
			if !a.prefix && end < len(w) && w[end] != ' ' {
				continue
			}
			for _, pi := range a.patterns {
				c := &s.patterns[pi]
				if best >= 0 && c.rank <= s.patterns[best].rank {
					continue
				}
				if c.confirm.set() || c.unless.set() {
					win := w[max(0, start-c.window):min(len(w), end+c.window)]
					if c.confirm.set() && !c.confirm.match(win) {
						continue
					}
					if c.unless.set() && c.unless.match(win) {
						continue
					}
				}
				if c.code != nil {
					if !codeDone {
						code = normalize.AppendCode(nil, text)
						codeDone = true
					}
					if !c.code.Match(code) {
						continue
					}
				}
				best = int(pi)
			}
			if best >= 0 && s.patterns[best].rank == s.maxRank {
				break
			}
		}
	}
	if best < 0 {
		return Match{}, false
	}
	return s.patterns[best].match, true
}

// anchorHit is one anchor occurrence in a words view.
type anchorHit struct {
	start, end int
	anchor     int32
}

// indexHits lists every anchor occurrence the word index finds in w.
func (s *Scanner) indexHits(w []byte) []anchorHit {
	w = padWords(w)
	buf := w[:len(w)+padding]
	var hits []anchorHit
	words, _, _ := s.index.words(nil, buf, len(w), spaceMap(nil, buf, len(w)))
	for _, wa := range words {
		if wa.slot >= 0 {
			single, multi := s.index.candsAt(wa.slot, buf, int(wa.start), int(wa.end-wa.start))
			for _, l := range [2][]cand{single, multi} {
				for i := range l {
					if e, ok := s.index.verify(buf, len(w), int(wa.start), &l[i], s.anchors); ok {
						hits = append(hits, anchorHit{int(wa.start), e, l[i].anchor})
					}
				}
			}
		}
		if wa.prefix {
			short, long := s.index.prefixCands(buf, int(wa.start))
			for _, ai := range append(append([]int32{}, short...), long...) {
				if e, ok := anchorAt(w, int(wa.start), &s.anchors[ai]); ok {
					hits = append(hits, anchorHit{int(wa.start), e, ai})
				}
			}
		}
	}
	sortHits(hits)
	return hits
}

// naiveHits lists every anchor occurrence with strings.Index: the obvious
// definition of "an anchor matches whole words of the words view".
func (s *Scanner) naiveHits(w string) []anchorHit {
	var hits []anchorHit
	for ai, a := range s.anchors {
		for from := 0; ; {
			i := strings.Index(w[from:], a.text)
			if i < 0 {
				break
			}
			start, end := from+i, from+i+len(a.text)
			if (start == 0 || w[start-1] == ' ') && (a.prefix || end == len(w) || w[end] == ' ') {
				hits = append(hits, anchorHit{start, end, int32(ai)})
			}
			from = start + 1
		}
	}
	sortHits(hits)
	return hits
}

func sortHits(h []anchorHit) {
	slices.SortFunc(h, func(a, b anchorHit) int {
		if a.start != b.start {
			return a.start - b.start
		}
		if a.end != b.end {
			return a.end - b.end
		}
		return int(a.anchor - b.anchor)
	})
}
