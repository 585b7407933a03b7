// Package injection detects prompt-injection, jailbreak and dangerous
// command phrases in user input.
//
// Patterns are families, not strings: each Pattern names a few literal
// anchors (short phrases such as "ignore" or "system prompt") and an
// optional confirming regular expression that tolerates filler words and
// word order ("ignore (all)? (the)? (previous|prior|above) instructions").
// Compile indexes the anchors of every enabled pattern by their first
// word (matcher.go), so one pass over the words of the text finds them all
// at a cost per word that does not depend on the number of patterns; a
// regular expression runs only where one of its anchors was found, and
// only on a window around it.
//
// Text and patterns pass through the same normalisation
// (internal/normalize): anchors and confirm expressions match the words
// view (lower case, accents, look-alikes and leetspeak folded, punctuation
// collapsed to single spaces); Code expressions match the code view, which
// keeps punctuation for things like "exec(" and "os.system".
//
// A compiled Scanner is immutable and safe for concurrent use.
package injection

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/guardrail-go/guardrail/middleware"
)

// Pattern is one detection family. The yaml tags let a policy file add
// patterns or override default ones by ID.
type Pattern struct {
	// ID is stable and unique within a pack, e.g. "override.ignore_previous".
	ID string `yaml:"id" json:"id"`
	// Family groups patterns for reporting, e.g. "instruction_override".
	Family string `yaml:"family" json:"family"`
	// Category is what a denial reports (and what metrics count by).
	Category string `yaml:"category" json:"category"`
	// Risk grades a match.
	Risk middleware.Risk `yaml:"risk" json:"risk"`
	// Languages lists the ISO 639-1 codes the phrases are written in.
	Languages []string `yaml:"languages,omitempty" json:"languages,omitempty"`
	// Anchors are literal phrases, normalised like the text, matched on
	// whole words. A trailing "*" lets the last word continue ("jailbr*").
	Anchors []string `yaml:"anchors" json:"anchors"`
	// Confirm, when set, must match the words view within Window bytes of
	// an anchor. Literal letters in it are normalised like the text, so
	// write "ignore all" and it will match the folded "ignore aii".
	Confirm string `yaml:"confirm,omitempty" json:"confirm,omitempty"`
	// Unless, when set and matching the same window, vetoes the match:
	// the place for benign look-alikes ("reset the password").
	Unless string `yaml:"unless,omitempty" json:"unless,omitempty"`
	// Code, when set, must match the code view of the whole message (lower
	// case, punctuation kept). Write it in lower case.
	Code string `yaml:"code,omitempty" json:"code,omitempty"`
	// Window is how many bytes on each side of an anchor Confirm and
	// Unless see; 0 means DefaultWindow.
	Window int `yaml:"window,omitempty" json:"window,omitempty"`
	// Disabled switches the pattern off.
	Disabled bool `yaml:"disabled,omitempty" json:"disabled,omitempty"`
	// Monitor reports matches without enforcing them.
	Monitor bool `yaml:"monitor,omitempty" json:"monitor,omitempty"`
}

// DefaultWindow is the context a confirming expression sees on each side of
// an anchor, in bytes of the words view.
const DefaultWindow = 160

// Pack is an ordered set of patterns.
type Pack []Pattern

// Merge returns p with the patterns of over applied: a pattern whose ID is
// already in p replaces it in place, a new ID is appended. This is how a
// policy file extends or overrides the default pack.
func (p Pack) Merge(over Pack) Pack {
	out := make(Pack, len(p), len(p)+len(over))
	copy(out, p)
	idx := make(map[string]int, len(out))
	for i, pt := range out {
		idx[pt.ID] = i
	}
	for _, pt := range over {
		if i, ok := idx[pt.ID]; ok {
			out[i] = pt
			continue
		}
		idx[pt.ID] = len(out)
		out = append(out, pt)
	}
	return out
}

// Match describes the pattern that fired.
type Match struct {
	ID       string
	Family   string
	Category string
	Risk     middleware.Risk
	// Monitor is true when the pattern is in monitor mode: log it, allow
	// the input.
	Monitor bool
}

// PatternError reports a pattern that cannot be compiled.
type PatternError struct {
	ID     string
	Field  string
	Reason string
	Err    error
}

func (e *PatternError) Error() string {
	msg := fmt.Sprintf("injection pattern %q: %s: %s", e.ID, e.Field, e.Reason)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *PatternError) Unwrap() error { return e.Err }

// ErrEmptyPack is returned by Compile when no pattern is enabled.
var ErrEmptyPack = errors.New("injection: no enabled pattern")

type compiled struct {
	match   Match
	confirm *regexp.Regexp
	unless  *regexp.Regexp
	code    *regexp.Regexp
	window  int
	rank    int
}

type anchor struct {
	text     string
	prefix   bool // last word may continue
	patterns []int32
}

// Scanner matches a compiled pack against text. Create it with Compile.
type Scanner struct {
	index    *wordIndex
	anchors  []anchor
	patterns []compiled
	maxRank  int
	pool     sync.Pool
}

// buffers are the per-call scratch space, pooled so a scan allocates
// nothing once the pool is warm.
type buffers struct {
	words  []byte   // words view, plus padding
	code   []byte   // code view, built only when a code pattern's anchor hit
	spaces []uint64 // spaceMap of words
	hits   []wordAt // words that may begin an anchor
	// codeSeen[i] == epoch when pattern i's Code expression was run in
	// this scan, and codeHit[i] is its answer: Code sees the whole text,
	// so one run per scan answers for every anchor of the pattern.
	codeSeen []uint32
	codeHit  []bool
	epoch    uint32
}

// Compile validates and compiles a pack. A bad pattern yields a
// *PatternError naming it.
func Compile(p Pack) (*Scanner, error) {
	s := &Scanner{}
	seen := make(map[string]bool, len(p))
	anchorIdx := make(map[string]int)
	for _, pt := range p {
		if pt.ID == "" {
			return nil, &PatternError{ID: pt.ID, Field: "id", Reason: "empty"}
		}
		if seen[pt.ID] {
			return nil, &PatternError{ID: pt.ID, Field: "id", Reason: "duplicate"}
		}
		seen[pt.ID] = true
		if pt.Disabled {
			continue
		}
		if len(pt.Anchors) == 0 {
			return nil, &PatternError{ID: pt.ID, Field: "anchors", Reason: "at least one anchor is required"}
		}
		c := compiled{
			match:  Match{ID: pt.ID, Family: pt.Family, Category: pt.Category, Risk: pt.Risk, Monitor: pt.Monitor},
			window: pt.Window,
		}
		if c.window <= 0 {
			c.window = DefaultWindow
		}
		c.rank = int(pt.Risk) * 2
		if !pt.Monitor {
			c.rank += 2 * (int(middleware.RiskCritical) + 1)
		}
		var err error
		if c.confirm, err = compileWords(pt.Confirm); err != nil {
			return nil, &PatternError{ID: pt.ID, Field: "confirm", Reason: "bad regular expression", Err: err}
		}
		if c.unless, err = compileWords(pt.Unless); err != nil {
			return nil, &PatternError{ID: pt.ID, Field: "unless", Reason: "bad regular expression", Err: err}
		}
		if pt.Code != "" {
			if c.code, err = regexp.Compile(pt.Code); err != nil {
				return nil, &PatternError{ID: pt.ID, Field: "code", Reason: "bad regular expression", Err: err}
			}
		}
		pi := int32(len(s.patterns))
		s.patterns = append(s.patterns, c)
		s.maxRank = max(s.maxRank, c.rank)
		for _, raw := range pt.Anchors {
			prefix := strings.HasSuffix(raw, "*")
			norm := normalize.Normalize(strings.TrimSuffix(raw, "*"))
			if norm == "" {
				return nil, &PatternError{ID: pt.ID, Field: "anchors", Reason: fmt.Sprintf("anchor %q is empty after normalisation", raw)}
			}
			key := norm
			if prefix {
				key += "*"
			}
			i, ok := anchorIdx[key]
			if !ok {
				i = len(s.anchors)
				anchorIdx[key] = i
				s.anchors = append(s.anchors, anchor{text: norm, prefix: prefix})
			}
			s.anchors[i].patterns = append(s.anchors[i].patterns, pi)
		}
	}
	if len(s.patterns) == 0 {
		return nil, ErrEmptyPack
	}
	s.index = newWordIndex(s.anchors)
	s.pool.New = func() any { return &buffers{words: make([]byte, 0, 1024)} }
	return s, nil
}

// MustCompile is Compile for packs known to be valid, such as DefaultPack.
func MustCompile(p Pack) *Scanner {
	s, err := Compile(p)
	if err != nil {
		panic(err)
	}
	return s
}

// compileWords compiles a confirm/unless expression after normalising the
// literal letters in it the way the words view normalises text.
func compileWords(src string) (*regexp.Regexp, error) {
	if src == "" {
		return nil, nil
	}
	return regexp.Compile(normalizeRegexLiterals(src))
}

// normalizeRegexLiterals folds runs of letters in a regular expression with
// the words-view normaliser, leaving escapes (\b, \S, \p{L}) and group flags
// ((?i), (?:) untouched.
func normalizeRegexLiterals(src string) string {
	var out strings.Builder
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\\':
			j := i + 2
			if j <= len(src) && (src[i+1] == 'p' || src[i+1] == 'P') && j < len(src) && src[j] == '{' {
				if k := strings.IndexByte(src[j:], '}'); k >= 0 {
					j += k + 1
				}
			}
			j = min(j, len(src))
			out.WriteString(src[i:j])
			i = j
		case c == '(' && i+1 < len(src) && src[i+1] == '?':
			j := i + 2
			for j < len(src) && src[j] != ':' && src[j] != ')' {
				j++
			}
			out.WriteString(src[i:j])
			i = j
		case isLetterStart(src[i:]):
			j := i
			for j < len(src) && isLetterStart(src[j:]) {
				_, n := utf8.DecodeRuneInString(src[j:])
				j += n
			}
			out.WriteString(normalize.Normalize(src[i:j]))
			i = j
		default:
			out.WriteByte(c)
			i++
		}
	}
	return out.String()
}

func isLetterStart(s string) bool {
	c := s[0]
	if c < utf8.RuneSelf {
		return (c|0x20) >= 'a' && (c|0x20) <= 'z' || c == '\''
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// Scan normalises text and reports the most severe match: an enforcing
// match always outranks a monitor-only one, so a returned Match with
// Monitor set means only monitor-mode patterns fired and the input should
// be allowed (and logged). ok is false when nothing matched.
//
// Among matches of the same rank the one whose anchor ends first wins (then
// the longer anchor, then pack order), so the result does not depend on how
// the anchors are searched.
func (s *Scanner) Scan(text string) (m Match, ok bool) {
	bp := s.pool.Get().(*buffers)
	w := padWords(normalize.AppendNormalized(bp.words[:0], text))
	buf := w[:len(w)+padding]
	bp.spaces = spaceMap(bp.spaces, buf, len(w))
	bp.hits = s.index.words(bp.hits[:0], buf, len(w), bp.spaces)
	var best hitRank
	best.pattern = -1
	codeDone := false
	bp.newScan(len(s.patterns))
	for _, wa := range bp.hits {
		start := int(wa.start)
		// Every later anchor ends after this word starts: once that is past
		// the end of a match of the highest possible rank, nothing can win.
		if best.pattern >= 0 && best.rank == s.maxRank && start >= best.end {
			break
		}
		var exact []cand
		if wa.slot >= 0 {
			sl := &s.index.slots[wa.slot]
			exact = s.index.cands[sl.lo:sl.hi]
		}
		var prefix []int32
		if wa.prefix {
			prefix = s.index.prefix
		}
		for j := range len(exact) + len(prefix) {
			var ai int32
			var aend int
			var hit bool
			if j < len(exact) {
				ai = exact[j].anchor
				aend, hit = s.index.verify(buf, len(w), start, &exact[j], s.anchors)
			} else {
				ai = prefix[j-len(exact)]
				aend, hit = anchorAt(w, start, &s.anchors[ai])
			}
			if !hit {
				continue
			}
			for k, pi := range s.anchors[ai].patterns {
				c := &s.patterns[pi]
				h := hitRank{rank: c.rank, end: aend, start: start, anchor: ai, order: k, pattern: pi}
				if best.pattern >= 0 && !h.beats(&best) {
					continue
				}
				if c.confirm != nil || c.unless != nil {
					win := w[max(0, start-c.window):min(len(w), aend+c.window)]
					if c.confirm != nil && !c.confirm.Match(win) {
						continue
					}
					if c.unless != nil && c.unless.Match(win) {
						continue
					}
				}
				if c.code != nil {
					if !codeDone {
						bp.code = normalize.AppendCode(bp.code[:0], text)
						codeDone = true
					}
					if !bp.codeMatch(c.code, pi) {
						continue
					}
				}
				best = h
			}
		}
	}
	bp.words = w
	s.pool.Put(bp)
	if best.pattern < 0 {
		return Match{}, false
	}
	return s.patterns[best.pattern].match, true
}

// newScan starts the memo of Code answers for a scan over n patterns.
func (bp *buffers) newScan(n int) {
	if len(bp.codeSeen) < n {
		bp.codeSeen = make([]uint32, n)
		bp.codeHit = make([]bool, n)
		bp.epoch = 0
	}
	bp.epoch++
	if bp.epoch == 0 { // wrapped: forget every old mark
		clear(bp.codeSeen)
		bp.epoch = 1
	}
}

// codeMatch runs pattern pi's Code expression on the code view once per
// scan.
func (bp *buffers) codeMatch(re *regexp.Regexp, pi int32) bool {
	if bp.codeSeen[pi] != bp.epoch {
		bp.codeSeen[pi] = bp.epoch
		bp.codeHit[pi] = re.Match(bp.code)
	}
	return bp.codeHit[pi]
}

// hitRank orders candidate matches: higher rank first, then the anchor that
// ends first, then the longer anchor, then anchor and pattern order. This
// is the order in which a left-to-right multi-pattern automaton reports
// them, so the result is the same as scanning with one.
type hitRank struct {
	rank, end, start, order int
	anchor, pattern         int32
}

func (h *hitRank) beats(o *hitRank) bool {
	switch {
	case h.rank != o.rank:
		return h.rank > o.rank
	case h.end != o.end:
		return h.end < o.end
	case h.start != o.start:
		return h.start < o.start
	case h.anchor != o.anchor:
		return h.anchor < o.anchor
	}
	return h.order < o.order
}

// Len reports how many enabled patterns the scanner holds.
func (s *Scanner) Len() int { return len(s.patterns) }
