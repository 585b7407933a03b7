package injection

import (
	"fmt"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// This file compiles rules (rule.go) into steps over word classes;
// grammar_scan.go evaluates them on the tokens one scan found. Every phrase of every class
// is an anchor of the word index, so a single pass over the words yields
// all tokens (a phrase found at a word position, with the classes it
// belongs to); a rule then costs time in proportion to the tokens of its
// own classes, never a pass over the text, and a rule whose classes are
// not all present is not looked at.

// step is one class term of a compiled sequence, with the words allowed
// between it and the previous step.
type step struct {
	class uint16
	gap   int32
}

// ruleAlt is one compiled alternative of a rule.
type ruleAlt struct {
	steps []step
	// head: the first step must begin within headGap words of the
	// message's start; tail: the last must end within tailGap of its end.
	head, tail       bool
	headGap, tailGap int32
	pattern          int32
	except           bool // part of the pattern's Except, not a match of its own
}

// token is a phrase found in the words view: words [w0, w1), bytes [b0, b1).
type token struct {
	w0, w1, b0, b1 int32
	anchor         int32
}

// span is a match of a sequence: words [w0, w1), bytes [b0, b1).
type span struct{ w0, w1, b0, b1 int32 }

// grammar is the compiled form of every rule of a pack.
type grammar struct {
	classes int       // number of classes
	weights []float64 // per class, classWeight of its phrases
	alts    []ruleAlt // rule alternatives, then except alternatives
	// byKey lists, per class, the rule alternatives whose key (the step
	// least likely in ordinary text) is that class: only these are looked
	// at when the class is present.
	byKey [][]int32
	// hasAlts has bit c set when byKey[c] is not empty: a scan looks only
	// at the classes present in both (a common word's phrase is in dozens
	// of classes, few of them keys, and each slice header read is a
	// cache miss on a cold lexicon).
	hasAlts []uint64
	// key marks the classes that are the key of some alternative.
	key []bool
	// encoded lists the alternatives of Encoded patterns.
	encoded []int32
}

// classSet interns the word classes of a pack: each distinct set of
// phrases a term stands for gets one id.
type classSet struct {
	ids map[string]uint16
	n   int
	// norm memoises the normalised phrases of a built-in class, bySig
	// the class of a term by how it is written.
	norm  map[string][]string
	bySig map[string]uint16
}

// normalised returns the normalised phrases of built-in class name ("*"
// kept on stems), computed once per compile.
func (cs *classSet) normalised(name string) ([]string, bool) {
	if ps, ok := cs.norm[name]; ok {
		return ps, true
	}
	raw, ok := builtinClasses[name]
	if !ok {
		return nil, false
	}
	ps := make([]string, 0, len(raw))
	for _, p := range raw {
		if n, ok := normPhrase(p); ok {
			ps = append(ps, n)
		}
	}
	if cs.norm == nil {
		cs.norm = map[string][]string{}
	}
	cs.norm[name] = ps
	return ps, true
}

// normPhrase normalises a phrase like the text, keeping a trailing "*";
// false when nothing is left.
func normPhrase(p string) (string, bool) {
	prefix := strings.HasSuffix(p, "*")
	n := normalize.Normalize(strings.TrimSuffix(p, "*"))
	if n == "" {
		return "", false
	}
	if prefix {
		n += "*"
	}
	return n, true
}

// compileRule parses src and compiles it for pattern pi, registering its
// phrases as anchors. It returns the indices of the new alternatives.
func (s *Scanner) compileRule(pi int32, id, field, src string, except bool, cs *classSet, anchorIdx map[string]int) ([]int32, error) {
	seqs, err := parseRule(src)
	if err != nil {
		return nil, &PatternError{ID: id, Field: field, Reason: "bad rule", Err: err}
	}
	var out []int32
	for _, seq := range seqs {
		alt := ruleAlt{pattern: pi, except: except}
		for i, t := range seq.terms {
			switch t.kind {
			case termStart:
				alt.head = true
				if i+1 < len(seq.terms) {
					alt.headGap = int32(seq.terms[i+1].gap)
				}
				continue
			case termEnd:
				alt.tail, alt.tailGap = true, int32(t.gap)
				continue
			}
			c, err := s.classOf(t, cs, anchorIdx)
			if err != nil {
				return nil, &PatternError{ID: id, Field: field, Reason: err.Error()}
			}
			gap := int32(t.gap)
			if len(alt.steps) == 0 {
				gap = 0
			}
			alt.steps = append(alt.steps, step{class: c, gap: gap})
		}
		out = append(out, int32(len(s.gram.alts)))
		s.gram.alts = append(s.gram.alts, alt)
	}
	return out, nil
}

// classOf interns the phrase set of term t and registers its phrases.
func (s *Scanner) classOf(t termSpec, cs *classSet, anchorIdx map[string]int) (uint16, error) {
	// The same term written again (a class named in many rules) is
	// looked up by how it is written before its phrases are expanded.
	sig := strings.Join(t.classes, "\x00") + "\x01" + strings.Join(t.phrases, "\x00")
	if c, ok := cs.bySig[sig]; ok {
		return c, nil
	}
	c, err := s.classOfPhrases(t, cs, anchorIdx)
	if err == nil {
		if cs.bySig == nil {
			cs.bySig = map[string]uint16{}
		}
		cs.bySig[sig] = c
	}
	return c, err
}

func (s *Scanner) classOfPhrases(t termSpec, cs *classSet, anchorIdx map[string]int) (uint16, error) {
	var keys []string
	for _, name := range t.classes {
		ps, ok := cs.normalised(name)
		if !ok {
			return 0, fmt.Errorf("unknown class @%s", name)
		}
		keys = append(keys, ps...)
	}
	for _, p := range t.phrases {
		n, ok := normPhrase(p)
		if !ok {
			return 0, fmt.Errorf("phrase %q is empty after normalisation", p)
		}
		keys = append(keys, n)
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	key := strings.Join(keys, "\x00")
	if c, ok := cs.ids[key]; ok {
		return c, nil
	}
	if cs.n >= 1<<16-1 {
		return 0, fmt.Errorf("too many word classes")
	}
	c := uint16(cs.n)
	cs.n++
	cs.ids[key] = c
	s.gram.weights = append(s.gram.weights, classWeight(keys))
	for _, k := range cs.withCliticForms(keys, t) {
		i := s.anchorFor(k, anchorIdx)
		s.anchors[i].classes = append(s.anchors[i].classes, c)
	}
	return c, nil
}

// anchorFor returns the index of the anchor with key k (normalised text,
// "*" appended for a prefix), adding it if new.
func (s *Scanner) anchorFor(k string, anchorIdx map[string]int) int {
	if i, ok := anchorIdx[k]; ok {
		return i
	}
	i := len(s.anchors)
	anchorIdx[k] = i
	text := strings.TrimSuffix(k, "*")
	s.anchors = append(s.anchors, anchor{text: text, prefix: len(text) < len(k), words: int32(strings.Count(text, " ") + 1)})
	return i
}

// finishGrammar indexes the rule alternatives by their key class, and
// reports whether anchor i belongs to a key class or an anchor pattern
// (the anchors the first, gating pass looks for).
func (s *Scanner) finishGrammar(cs *classSet) (gate func(i int) bool) {
	g := &s.gram
	g.classes = cs.n
	g.byKey = make([][]int32, cs.n)
	g.key = make([]bool, cs.n)
	for ai, alt := range g.alts {
		if alt.except {
			continue
		}
		if alt.pattern >= 0 && s.patterns[alt.pattern].encoded {
			// Encoded patterns are tried only on a message the decoding
			// stage found a payload in, past the gate.
			g.encoded = append(g.encoded, int32(ai))
			continue
		}
		k := alt.steps[0].class
		for _, st := range alt.steps[1:] {
			if g.weights[st.class] < g.weights[k] {
				k = st.class
			}
		}
		g.byKey[k] = append(g.byKey[k], int32(ai))
		g.key[k] = true
	}
	// Rot13, reversed and ciphered text and the spelling alphabet have
	// none of the words of the classes, so their cue words open the gate
	// themselves.
	g.key[s.rotClass], g.key[s.revClass] = true, true
	g.key[s.natoClass], g.key[s.cipherClass], g.key[s.revAskClass] = true, true, true
	// The steps of every alternative and the alternatives of every key,
	// each in one array: a message with a key phrase looks at a dozen
	// alternatives, and on a lexicon gone cold since the last message a
	// small slice of its own is a cache miss each.
	var steps []step
	for _, alt := range g.alts {
		steps = append(steps, alt.steps...)
	}
	for i := range g.alts {
		n := len(g.alts[i].steps)
		g.alts[i].steps, steps = steps[:n:n], steps[n:]
	}
	g.hasAlts = make([]uint64, (cs.n+63)/64)
	for c, l := range g.byKey {
		if len(l) > 0 {
			g.hasAlts[c/64] |= 1 << (c % 64)
		}
	}
	var keys []int32
	for _, l := range g.byKey {
		keys = append(keys, l...)
	}
	for c := range g.byKey {
		n := len(g.byKey[c])
		g.byKey[c], keys = keys[:n:n], keys[n:]
	}
	return func(i int) bool {
		a := &s.anchors[i]
		if len(a.patterns) > 0 {
			return true
		}
		for _, c := range a.classes {
			if g.key[c] {
				return true
			}
		}
		return false
	}
}
