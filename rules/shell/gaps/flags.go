package gaps

import (
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// flagRow lists the options of a program that take no value, so they can be
// split, bundled, renamed and moved without changing what the command
// does. short is "LETTER[:LONG] …"; long lists long-only options.
type flagRow struct {
	prog, short, long string
}

// flagTable is the programs whose flags the flag and argument-order classes
// rewrite. A program not listed is never rewritten by those classes: an
// unknown option may take the next word as its value.
var flagTable = []flagRow{
	{"rm", "r:recursive R:recursive f:force v:verbose d:dir i I", "no-preserve-root preserve-root one-file-system"},
	{"shred", "u:remove z:zero v:verbose f:force x:exact", ""},
	{"chmod", "R:recursive v:verbose f:silent c:changes", "no-preserve-root preserve-root"},
	{"chown", "R:recursive v:verbose f:silent c:changes h:no-dereference", "no-preserve-root preserve-root"},
	{"chgrp", "R:recursive v:verbose f:silent c:changes h:no-dereference", "no-preserve-root preserve-root"},
	{"cp", "r:recursive R:recursive f:force v:verbose a:archive", ""},
	{"mv", "f:force v:verbose", ""},
	{"ln", "s:symbolic f:force n:no-dereference v:verbose", ""},
	{"rmdir", "p:parents v:verbose", "ignore-fail-on-non-empty"},
	{"chattr", "R f V", ""},
}

// flagSpec is a compiled flagRow.
type flagSpec struct {
	short map[byte]string // letter -> long name ("" when none)
	long  map[string]byte // long name -> a letter (0 when none)
}

var flagSpecs = func() map[string]flagSpec {
	m := map[string]flagSpec{}
	for _, r := range flagTable {
		s := flagSpec{short: map[byte]string{}, long: map[string]byte{}}
		for _, f := range strings.Fields(r.short) {
			letter, name, _ := strings.Cut(f, ":")
			s.short[letter[0]] = name
			if _, dup := s.long[name]; name != "" && !dup {
				s.long[name] = letter[0]
			}
		}
		for _, f := range strings.Fields(r.long) {
			s.long[f] = 0
		}
		m[r.prog] = s
	}
	return m
}()

// splitArgs is the arguments of a call to a program in flagTable, as
// indexes into its words.
type splitArgs struct {
	spec     flagSpec
	flags    []int
	operands []int
}

// split sorts the call's arguments into flags and operands. It fails when
// the program is not in flagTable, when a flag is not known to take no
// value, or when `--` ends the options (operands after it may look like
// flags).
func (c *call) split() (splitArgs, bool) {
	spec, ok := flagSpecs[c.name]
	if !ok {
		return splitArgs{}, false
	}
	sa := splitArgs{spec: spec}
	for i, w := range c.expr.Args[1:] {
		i++
		s, plain := plainLit(w)
		switch {
		case !plain || !strings.HasPrefix(s, "-") || s == "-":
			sa.operands = append(sa.operands, i)
		case s == "--":
			return splitArgs{}, false
		case strings.HasPrefix(s, "--"):
			if _, known := spec.long[s[2:]]; !known {
				return splitArgs{}, false
			}
			sa.flags = append(sa.flags, i)
		default:
			for j := 1; j < len(s); j++ {
				if _, known := spec.short[s[j]]; !known {
					return splitArgs{}, false
				}
			}
			sa.flags = append(sa.flags, i)
		}
	}
	return sa, true
}

// letters returns the short flags of the call one letter each, in order, or
// false when a flag has only a long spelling.
func (c *call) letters(sa splitArgs) ([]byte, bool) {
	var out []byte
	for _, i := range sa.flags {
		s := c.expr.Args[i].Lit()
		if strings.HasPrefix(s, "--") {
			l := sa.spec.long[s[2:]]
			if l == 0 {
				return nil, false
			}
			out = append(out, l)
			continue
		}
		out = append(out, s[1:]...)
	}
	return out, true
}

// setFlags replaces the call's flags with repl, at the place of the first
// flag, keeping the operands where they were relative to each other.
func (c *call) setFlags(sa splitArgs, repl []string) bool {
	if len(sa.flags) == 0 {
		return false
	}
	args := c.expr.Args
	out := slices.Clone(args[:sa.flags[0]])
	out = append(out, words(repl...)...)
	for i := sa.flags[0] + 1; i < len(args); i++ {
		if !slices.Contains(sa.flags, i) {
			out = append(out, args[i])
		}
	}
	c.expr.Args = out
	return true
}

// flagRewrite builds a Call generator that rewrites the short flags of a
// program in flagTable: f gets the flags one letter each and returns the new
// flag words.
func flagRewrite(f func(letters []byte, spec flagSpec) []string) func(c *call) (string, bool) {
	return func(c *call) (string, bool) {
		sa, ok := c.split()
		if !ok || len(sa.flags) == 0 {
			return "", false
		}
		ls, ok := c.letters(sa)
		if !ok {
			return "", false
		}
		repl := f(ls, sa.spec)
		if repl == nil {
			return "", false
		}
		return "", c.setFlags(sa, repl)
	}
}

func splitFlags(ls []byte, _ flagSpec) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = "-" + string(l)
	}
	return out
}

func bundleFlags(ls []byte, _ flagSpec) []string { return []string{"-" + string(ls)} }

func reverseBundle(ls []byte, _ flagSpec) []string {
	if len(ls) < 2 {
		return nil
	}
	r := slices.Clone(ls)
	slices.Reverse(r)
	return []string{"-" + string(r)}
}

func longFlags(ls []byte, spec flagSpec) []string {
	var out []string
	for _, l := range ls {
		name := spec.short[l]
		if name == "" {
			return nil
		}
		if !slices.Contains(out, "--"+name) {
			out = append(out, "--"+name)
		}
	}
	return out
}

// reverseFlagWords reverses the order of the flag words as written (long
// flags included), leaving each word as it is.
func reverseFlagWords(c *call) (string, bool) {
	sa, ok := c.split()
	if !ok || len(sa.flags) < 2 {
		return "", false
	}
	ws := make([]string, len(sa.flags))
	for i, k := range sa.flags {
		ws[len(ws)-1-i] = c.expr.Args[k].Lit()
	}
	return "", c.setFlags(sa, ws)
}

// flagsLast moves every flag after the operands, as GNU getopt permits.
func flagsLast(c *call) (string, bool) {
	sa, ok := c.split()
	if !ok || len(sa.flags) == 0 || len(sa.operands) == 0 || sa.flags[0] > sa.operands[len(sa.operands)-1] {
		return "", false
	}
	args := c.expr.Args
	out := []*syntax.Word{args[0]}
	for _, i := range sa.operands {
		out = append(out, args[i])
	}
	for _, i := range sa.flags {
		out = append(out, args[i])
	}
	c.expr.Args = out
	return "", true
}
