package decode

import "strings"

// Payload splitting by names: the pieces of an order are assigned to
// names (x = 'Ign', y = "ore all", z=' prior rules') and the names are
// then joined ("evaluate x+y+z", "combine a, b and c", "{a}{b}{c}"). A
// model evaluates the expression; a scanner sees fragments and letters.
// Assembled puts the value of each run of two or more such names in the
// run's place. Only names assigned a quoted literal in the same text
// count, and only names joined by an operator, a comma or "and" (or
// written as {a}{b}), so code that builds a message from data is left as
// written: one literal name beside a variable ends the run.

// maxAssembledNames bounds the names remembered: past it, later
// assignments are not read (the pieces of a split order are few).
const maxAssembledNames = 32

// Assembled replaces each run of assigned names joined into one string
// by the string it makes. It reports whether any run was replaced. The
// values put in hold no more bytes than s: names repeated (a+a+a+…) do
// not make a view larger than its message.
func Assembled(s string) (string, bool) {
	names := assignedLiterals(s)
	if len(names) < 2 {
		return s, false
	}
	var sp splicer
	budget := len(s)
	for i := 0; i < len(s) && budget > 0; {
		start, ok := nameStart(s, i)
		if !ok {
			break
		}
		val, end, pieces := nameRun(s, start, names, budget)
		if pieces < 2 {
			i = start + 1
			continue
		}
		sp.put(s, start, end, []byte(val))
		budget -= len(val)
		i = end
	}
	return sp.result(s)
}

// assignedLiterals reads NAME = 'literal' (also :=, : and a leading $ or
// let/var/const) anywhere in s: the name's last literal.
func assignedLiterals(s string) map[string]string {
	var names map[string]string
	for i := 0; i < len(s); {
		q := strings.IndexAny(s[i:], "'\"`")
		if q < 0 {
			break
		}
		i += q
		body, next, ok := quotedLiteral(s, i)
		if !ok {
			i++
			continue
		}
		if name, ok := assignedName(s, i); ok {
			if names == nil {
				names = map[string]string{}
			}
			if _, seen := names[name]; seen || len(names) < maxAssembledNames {
				names[name] = body
			}
		}
		i = next
	}
	return names
}

// assignedName returns the name assigned the literal that opens at
// s[q]: the identifier before "=", ":=" or ":" (not "==", "!=", "<=",
// ">=").
func assignedName(s string, q int) (string, bool) {
	j := q
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	switch {
	case j > 0 && s[j-1] == '=':
		j--
		if j > 0 && strings.IndexByte("=!<>+-*/%", s[j-1]) >= 0 {
			return "", false
		}
		if j > 0 && s[j-1] == ':' {
			j--
		}
	case j > 0 && s[j-1] == ':':
		j--
	default:
		return "", false
	}
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	end := j
	for j > 0 && isNameByte(s[j-1]) {
		j--
	}
	if j == end || !isNameStart(s[j]) {
		return "", false
	}
	return s[j:end], true
}

// nameStart finds the next place at or after i where a name may open:
// a name byte at a word boundary, or the $ or { before one.
func nameStart(s string, i int) (int, bool) {
	for ; i < len(s); i++ {
		c := s[i]
		if (c == '$' || c == '{') && i+1 < len(s) && (isNameStart(s[i+1]) || s[i+1] == '{') {
			return i, true
		}
		if isNameStart(c) && (i == 0 || !isNameByte(s[i-1]) && s[i-1] != '$') {
			return i, true
		}
	}
	return len(s), false
}

// nameRun reads the run of assigned names joined into one string that
// opens at s[i]: the string, the index after the run, and how many names
// it joined. A join not followed by an assigned name is not the run's,
// and the run stops before its value passes budget bytes.
func nameRun(s string, i int, names map[string]string, budget int) (string, int, int) {
	var b strings.Builder
	end, pieces := i, 0
	for at := i; ; {
		name, next, ok := nameAt(s, at)
		val, known := names[name]
		if !ok || !known || assignsNext(s, next) || b.Len()+len(val) > budget {
			return b.String(), end, pieces
		}
		b.WriteString(val)
		pieces++
		end = next
		if at, ok = nameJoin(s, end); !ok {
			return b.String(), end, pieces
		}
	}
}

// nameAt reads a name that opens at s[i], bare or as $x, {x} or ${x}.
func nameAt(s string, i int) (string, int, bool) {
	if i < len(s) && s[i] == '$' {
		i++
	}
	braced := i < len(s) && s[i] == '{'
	if braced {
		i++
	}
	if i >= len(s) || !isNameStart(s[i]) {
		return "", i, false
	}
	j := i
	for j < len(s) && isNameByte(s[j]) {
		j++
	}
	name := s[i:j]
	if braced {
		if j >= len(s) || s[j] != '}' {
			return "", i, false
		}
		j++
	}
	return name, j, true
}

// assignsNext: the name just read is the target of an assignment (x =
// …), not a piece of a join.
func assignsNext(s string, i int) bool {
	i = skipBlanks(s, i)
	return i < len(s) && (s[i] == '=' && (i+1 >= len(s) || s[i+1] != '=') || s[i] == ':')
}

// nameJoin skips what joins two names: an operator (+ .. || . &), a
// comma, "and" (", and"), or nothing between a closing and an opening
// brace ({a}{b}); it returns where the next name opens.
func nameJoin(s string, i int) (int, bool) {
	if i > 0 && s[i-1] == '}' && i < len(s) && (s[i] == '{' || s[i] == '$') {
		return i, true
	}
	if at, ok := concatOperator(s, i); ok {
		return at, true
	}
	j := skipBlanks(s, i)
	comma := j < len(s) && s[j] == ','
	if comma {
		j = skipBlanks(s, j+1)
	}
	if strings.HasPrefix(s[j:], "and ") {
		return skipBlanks(s, j+4), true
	}
	return j, comma
}

func isNameStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isNameByte(c byte) bool { return isNameStart(c) || c >= '0' && c <= '9' }
