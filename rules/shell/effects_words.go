package shell

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// ifsMark stands for an unquoted $IFS or word-split value while a word is
// expanded; the word is split at it afterwards.
const ifsMark = "\x00"

// words expands words as far as their values are known before the line
// runs: brace expansion with literal alternatives, $HOME as ~, variables
// assigned a literal earlier, $IFS as a separator, command substitutions
// whose output is known (a decoded literal). A part whose value is not
// known is written $name, $(…) or $((…)) and makes the field dyn.
func (e *ewalker) words(ws []*syntax.Word) []field {
	var out []field
	for _, w := range ws {
		if w == nil {
			continue
		}
		syntax.SplitBraces(w)
		alts, overflow := e.alternatives(w.Parts, false)
		if overflow {
			out = append(out, field{s: e.rawWord(w), dyn: true})
			continue
		}
		if win, ok := winSpelling(w); ok && len(alts) == 1 {
			alts[0].win = new(string) // allocated only for a word that has one
			*alts[0].win = win
		}
		for _, a := range alts {
			if !strings.Contains(a.s, ifsMark) {
				out = append(out, a)
				continue
			}
			for _, piece := range strings.Split(a.s, ifsMark) {
				if piece != "" {
					out = append(out, field{s: piece, dyn: a.dyn})
				}
			}
		}
	}
	return out
}

// rawWord spells a word whose expansion is too large to list, with its
// braces, cut at maxFieldLen; it walks nothing (the parts were walked
// once already).
func (e *ewalker) rawWord(w *syntax.Word) string {
	var b strings.Builder
	spellRaw(&b, w)
	return b.String()
}

func spellRaw(b *strings.Builder, w *syntax.Word) {
	for _, p := range w.Parts {
		if b.Len() > maxFieldLen {
			return
		}
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(x.Value)
		case *syntax.SglQuoted:
			b.WriteString(x.Value)
		case *syntax.ParamExp:
			if x.Param != nil {
				b.WriteString("$" + x.Param.Value)
			}
		case *syntax.BraceExp:
			sep := ","
			if x.Sequence {
				sep = ".."
			}
			b.WriteByte('{')
			for i, el := range x.Elems {
				if i > 0 {
					b.WriteString(sep)
				}
				spellRaw(b, el)
			}
			b.WriteByte('}')
		default:
			b.WriteString("$(…)")
		}
	}
}

// alternatives expands parts into every word they stand for; overflow
// reports a brace expansion past maxBraceFields.
func (e *ewalker) alternatives(parts []syntax.WordPart, dq bool) ([]field, bool) {
	acc := []field{{}}
	for i, p := range parts {
		var pa []field
		var overflow bool
		tilde := false
		if i == 0 && !dq {
			// ~+ and ~- open an unquoted word only
			var d field
			if d, tilde = e.tildeDir(p); tilde {
				pa = []field{d}
			}
		}
		if !tilde {
			pa, overflow = e.partAlts(p, dq)
		}
		if overflow || len(acc)*len(pa) > maxBraceFields {
			return acc, true
		}
		if len(pa) == 1 && len(acc[0].s)+len(pa[0].s) > maxFieldLen {
			return acc, true
		}
		if len(pa) == 1 {
			for i := range acc {
				acc[i].s += pa[0].s
				acc[i].dyn = acc[i].dyn || pa[0].dyn
			}
			continue
		}
		next := make([]field, 0, len(acc)*len(pa))
		for _, a := range acc {
			for _, b := range pa {
				if len(a.s)+len(b.s) > maxFieldLen {
					return acc, true
				}
				next = append(next, field{s: a.s + b.s, dyn: a.dyn || b.dyn})
			}
		}
		acc = next
	}
	return acc, false
}

func one(s string, dyn bool) []field { return []field{{s: s, dyn: dyn}} }

func (e *ewalker) partAlts(p syntax.WordPart, dq bool) ([]field, bool) {
	switch x := p.(type) {
	case *syntax.Lit:
		if !strings.ContainsRune(x.Value, '\\') {
			return one(x.Value, false), false
		}
		var b strings.Builder
		unescape(&b, x.Value, dq)
		return one(b.String(), false), false
	case *syntax.SglQuoted:
		if x.Dollar {
			return one(decodeEscapes(x.Value, false), false), false
		}
		return one(x.Value, false), false
	case *syntax.DblQuoted:
		return e.alternatives(x.Parts, true)
	case *syntax.ParamExp:
		return one(e.param(x, dq)), false
	case *syntax.CmdSubst:
		e.nest++
		saved, to := e.saveDir(), e.outTo // $(cd x && …) runs in a subshell
		e.outTo = outPiped
		out := e.stmts(x.Stmts, stdin{})
		e.restoreDir(saved)
		e.outTo = to
		e.nest--
		if !out.known {
			e.decodedWord = e.decodedWord || out.decoded
			return one("$(…)", true), false
		}
		text := strings.TrimRight(out.text, "\n")
		if !dq {
			text = strings.Join(strings.Fields(text), ifsMark)
		}
		return one(text, false), false
	case *syntax.ProcSubst:
		e.nest++
		saved, to := e.saveDir(), e.outTo
		e.outTo = outPiped
		out := e.stmts(x.Stmts, stdin{piped: true})
		e.outTo = to
		e.restoreDir(saved)
		e.nest--
		// what runs it runs decoded code (runFile: an unknown exec)
		e.decodedWord = e.decodedWord || out.decoded
		// A pipe, not a file: bash names them /dev/fd/63, 62, … in turn.
		if x.Op == syntax.CmdIn && out.known && len(e.procText) < 32 {
			e.procText = append(e.procText, out.text)
			return one("/dev/fd/"+strconv.Itoa(64-len(e.procText)), false), false
		}
		return one("/dev/fd/63", false), false
	case *syntax.ArithmExp:
		e.substs(x)
		return one("$((…))", true), false
	case *syntax.ExtGlob:
		s := x.Op.String()
		if x.Pattern != nil {
			s += x.Pattern.Value
		}
		return one(s+")", false), false
	case *syntax.BraceExp:
		return e.braceAlts(x)
	}
	return one("$?", true), false
}

// param expands $NAME: $HOME is ~, $IFS a separator, a variable assigned
// a literal its value; anything else is unknown.
func (e *ewalker) param(x *syntax.ParamExp, dq bool) (string, bool) {
	if x.Param == nil {
		return "$?", true
	}
	name := e.resolveRef(x.Param.Value)
	if v, ok := e.listParam(x, dq); ok {
		return v, false
	}
	simple := x.Exp == nil && x.Repl == nil && x.Slice == nil && x.Index == nil && !x.Length && !x.Excl && !x.Width
	if simple {
		switch name {
		case "HOME":
			return "~", false
		case "IFS":
			if dq {
				return " ", false
			}
			return ifsMark, false
		}
		if v, ok := e.vars[name]; ok {
			if !dq {
				v = strings.Join(e.ifsSplit(v), ifsMark)
			}
			return v, false
		}
		if d, ok := e.dirParam(name); ok {
			return d.s, d.dyn
		}
	}
	if v, ok := e.paramDefault(x); ok {
		return v, false
	}
	e.noteSecret(name)
	return "$" + name, true
}

// ifsSplit splits an unquoted value as the shell would: at blanks, or at
// the characters of IFS when the line set it (IFS=,;c=rm,-rf,~;$c is
// rm -rf ~).
func (e *ewalker) ifsSplit(v string) []string {
	ifs, set := e.vars["IFS"]
	if !set {
		return strings.Fields(v)
	}
	return strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(ifs, r) })
}

// paramDefault reads ${x:-WORD} and ${x-WORD} of a variable the line does
// not set as their literal WORD: the worst it could be is what the line
// itself spells out (${x:-rm} -rf ~ runs rm unless the caller's x says
// otherwise).
func (e *ewalker) paramDefault(x *syntax.ParamExp) (string, bool) {
	if x.Exp == nil || x.Exp.Word == nil || x.Repl != nil || x.Slice != nil || x.Index != nil || x.Length || x.Excl {
		return "", false
	}
	if op := x.Exp.Op; op != syntax.DefaultUnset && op != syntax.DefaultUnsetOrNull {
		return "", false
	}
	if _, set := e.vars[x.Param.Value]; set {
		return "", false
	}
	lit := x.Exp.Word.Lit()
	if lit == "" || len(x.Exp.Word.Parts) != 1 {
		return "", false
	}
	return lit, true
}

// braceAlts lists the words of {a,b,c} and {1..9}.
func (e *ewalker) braceAlts(x *syntax.BraceExp) ([]field, bool) {
	if x.Sequence {
		return braceSeq(x)
	}
	var out []field
	for _, el := range x.Elems {
		alts, overflow := e.alternatives(el.Parts, false)
		if overflow || len(out)+len(alts) > maxBraceFields {
			return out, true
		}
		out = append(out, alts...)
	}
	return out, false
}

// braceSeq lists {from..to[..step]} for numbers and single letters.
func braceSeq(x *syntax.BraceExp) ([]field, bool) {
	if len(x.Elems) < 2 {
		return one("{}", true), false
	}
	from, to := x.Elems[0].Lit(), x.Elems[1].Lit()
	step := 1
	if len(x.Elems) > 2 {
		if s, err := strconv.Atoi(x.Elems[2].Lit()); err == nil && s != 0 {
			step = max(s, -s)
		}
	}
	a, errA := strconv.Atoi(from)
	b, errB := strconv.Atoi(to)
	letters := errA != nil || errB != nil
	if letters {
		if len(from) != 1 || len(to) != 1 {
			return one("{"+from+".."+to+"}", true), false
		}
		a, b = int(from[0]), int(to[0])
	}
	n := (max(a, b)-min(a, b))/step + 1
	if n > maxBraceFields {
		return nil, true
	}
	out := make([]field, 0, n)
	for i := 0; i < n; i++ {
		v := a + i*step
		if b < a {
			v = a - i*step
		}
		if letters {
			out = append(out, field{s: string(rune(v))})
		} else {
			out = append(out, field{s: strconv.Itoa(v)})
		}
	}
	return out, false
}

// decodeEscapes interprets backslash escapes as $'…', printf and echo -e
// do: \n \t \\ \' \" \a \b \e \f \r \v, \xHH, \NNN octal (echo: \0NNN),
// \uHHHH and \UHHHHHHHH. \c ends the output.
func decodeEscapes(s string, echo bool) string {
	if !strings.ContainsRune(s, '\\') {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch n := s[i]; n {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'e', 'E':
			b.WriteByte(27)
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case '\\', '\'', '"', '?':
			b.WriteByte(n)
		case 'c':
			return b.String()
		case 'x', 'u', 'U':
			width := map[byte]int{'x': 2, 'u': 4, 'U': 8}[n]
			j := i + 1
			for j < len(s) && j < i+1+width && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(n)
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if n == 'x' {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
			i = j - 1
		default:
			if n < '0' || n > '7' {
				b.WriteByte('\\')
				b.WriteByte(n)
				continue
			}
			start, width := i, 3
			if echo && n == '0' {
				start, width = i+1, 3
			}
			j := start
			for j < len(s) && j < start+width && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint("0"+s[start:j], 8, 32)
			b.WriteByte(byte(v))
			i = j - 1
		}
	}
	return b.String()
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
