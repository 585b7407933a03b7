package injection

import (
	"fmt"
	"strconv"
	"strings"
)

// A rule is a structural pattern over the words of the words view: a
// sequence of terms, each a word class, with a bounded number of other
// words allowed between neighbours. It is how a family says "an imperative
// to drop something, then what is dropped: the assistant's instructions"
// once, for every wording and language the classes hold, instead of a
// list of phrases.
//
// Syntax (Pattern.Rule, Pattern.Except):
//
//	rule  = seq { "|" seq }            alternatives; any one matching is a match
//	seq   = term { [ "~" N ] term }    neighbours adjacent, or up to N words apart
//	term  = "@" name                   a built-in word class (classes.go, lang_*.go)
//	      | "(" alt { "|" alt } ")"    one of: phrases and @classes
//	      | word                       one literal word
//	      | "^" | "$"                  the start / end of the message
//	alt   = "@" name | word { word }   a class, or a phrase of one or more words
//
// A word ending in "*" matches any word it begins ("talimat*"): stems for
// languages that inflect by suffix. Words are written plainly: they are
// normalised like the text, so "instruções" matches "instrucoes".
// "^" may only begin a sequence and "$" only end it.

// maxGap bounds "~N": a rule is a phrase structure, not a co-occurrence
// test over the whole message.
const maxGap = 40

// termKind tells a class term from the message edges.
type termKind uint8

const (
	termClass termKind = iota
	termStart          // ^
	termEnd            // $
)

// termSpec is one parsed term: its phrases and class references (for
// termClass), and how many words may come between it and the term before.
type termSpec struct {
	kind    termKind
	gap     int
	phrases []string // literal phrases, as written
	classes []string // @names
}

// seqSpec is one alternative of a rule.
type seqSpec struct{ terms []termSpec }

// RuleError reports a rule that cannot be parsed: the byte offset in the
// rule's text and the reason.
type RuleError struct {
	Offset int
	Reason string
}

func (e *RuleError) Error() string {
	return fmt.Sprintf("at offset %d: %s", e.Offset, e.Reason)
}

// parseRule parses the rule syntax above.
func parseRule(src string) ([]seqSpec, error) {
	p := ruleParser{src: src}
	var seqs []seqSpec
	for {
		seq, err := p.seq()
		if err != nil {
			return nil, err
		}
		seqs = append(seqs, seq)
		p.space()
		if p.eof() {
			return seqs, nil
		}
		if p.src[p.pos] != '|' {
			return nil, p.fail("expected '|' or the end of the rule")
		}
		p.pos++
	}
}

type ruleParser struct {
	src string
	pos int
}

func (p *ruleParser) eof() bool { return p.pos >= len(p.src) }

func (p *ruleParser) fail(reason string) error { return &RuleError{Offset: p.pos, Reason: reason} }

func (p *ruleParser) space() {
	for !p.eof() && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n' || p.src[p.pos] == '\r') {
		p.pos++
	}
}

func (p *ruleParser) seq() (seqSpec, error) {
	var seq seqSpec
	for {
		p.space()
		if p.eof() || p.src[p.pos] == '|' || p.src[p.pos] == ')' {
			break
		}
		gap := 0
		if p.src[p.pos] == '~' {
			if len(seq.terms) == 0 {
				return seq, p.fail("a gap must come between two terms")
			}
			p.pos++
			start := p.pos
			for !p.eof() && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
				p.pos++
			}
			n, err := strconv.Atoi(p.src[start:p.pos])
			if err != nil || n > maxGap {
				p.pos = start
				return seq, p.fail(fmt.Sprintf("'~' takes a number of words from 0 to %d", maxGap))
			}
			gap = n
			p.space()
			if p.eof() || p.src[p.pos] == '|' || p.src[p.pos] == ')' {
				return seq, p.fail("a gap must come between two terms")
			}
		}
		t, err := p.term()
		if err != nil {
			return seq, err
		}
		t.gap = gap
		if n := len(seq.terms); n > 0 && seq.terms[n-1].kind == termEnd {
			return seq, p.fail("'$' must end a sequence")
		}
		if t.kind == termStart && len(seq.terms) > 0 {
			return seq, p.fail("'^' must begin a sequence")
		}
		seq.terms = append(seq.terms, t)
	}
	real := 0
	for _, t := range seq.terms {
		if t.kind == termClass {
			real++
		}
	}
	if real == 0 {
		return seq, p.fail("a sequence needs at least one word or class")
	}
	return seq, nil
}

func (p *ruleParser) term() (termSpec, error) {
	switch c := p.src[p.pos]; c {
	case '^':
		p.pos++
		return termSpec{kind: termStart}, nil
	case '$':
		p.pos++
		return termSpec{kind: termEnd}, nil
	case '@':
		name, err := p.className()
		if err != nil {
			return termSpec{}, err
		}
		return termSpec{classes: []string{name}}, nil
	case '(':
		p.pos++
		var t termSpec
		for {
			p.space()
			if p.eof() {
				return t, p.fail("unclosed '('")
			}
			if p.src[p.pos] == '@' {
				name, err := p.className()
				if err != nil {
					return t, err
				}
				t.classes = append(t.classes, name)
			} else {
				var words []string
				for {
					p.space()
					if p.eof() || strings.IndexByte("|)", p.src[p.pos]) >= 0 {
						break
					}
					w, err := p.word()
					if err != nil {
						return t, err
					}
					words = append(words, w)
				}
				if len(words) == 0 {
					return t, p.fail("empty alternative")
				}
				t.phrases = append(t.phrases, strings.Join(words, " "))
			}
			p.space()
			if p.eof() {
				return t, p.fail("unclosed '('")
			}
			if p.src[p.pos] == ')' {
				p.pos++
				return t, nil
			}
			if p.src[p.pos] != '|' {
				return t, p.fail("expected '|' or ')'")
			}
			p.pos++
		}
	case ')', '|', '~':
		return termSpec{}, p.fail(fmt.Sprintf("unexpected %q", c))
	}
	w, err := p.word()
	if err != nil {
		return termSpec{}, err
	}
	return termSpec{phrases: []string{w}}, nil
}

func (p *ruleParser) className() (string, error) {
	p.pos++ // '@'
	start := p.pos
	for !p.eof() {
		c := p.src[p.pos]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' {
			p.pos++
			continue
		}
		break
	}
	if p.pos == start {
		return "", p.fail("'@' must be followed by a class name (a-z, 0-9, _)")
	}
	return p.src[start:p.pos], nil
}

// word reads one literal word: anything up to white space or syntax.
func (p *ruleParser) word() (string, error) {
	start := p.pos
	for !p.eof() && strings.IndexByte(" \t\n\r|()~@^$", p.src[p.pos]) < 0 {
		p.pos++
	}
	if p.pos == start {
		return "", p.fail(fmt.Sprintf("unexpected %q", p.src[p.pos]))
	}
	return p.src[start:p.pos], nil
}
