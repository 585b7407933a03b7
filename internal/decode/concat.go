package decode

import "strings"

// Payload splitting: an order cut into quoted pieces joined by a
// concatenation operator ('ig' + 'nore all prev' + 'ious instructions',
// "Acc" .. "ess Gra" .. "nted") reads as one string to a model, which
// evaluates the expression, and as harmless fragments to a scanner.
// Concatenated joins each run of two or more quoted literals linked by an
// operator into the string it makes. Only literals are joined: a
// variable between them ("Hello, " + name + "!") ends the run, so code
// that builds a message from data is left as written.

// maxConcatPiece bounds one quoted literal; a longer quotation is prose,
// not a piece of a split word.
const maxConcatPiece = 200

// Concatenated joins runs of quoted literals linked by +, .., ||, . or
// & into their value, in place. It reports whether any run was joined.
func Concatenated(s string) (string, bool) {
	var sp splicer
	for i := 0; i < len(s); {
		q := strings.IndexAny(s[i:], "'\"`")
		if q < 0 {
			break
		}
		i += q
		pieces, end := concatRun(s, i)
		if pieces < 2 {
			i++
			continue
		}
		// Only a run is built: a lone quotation allocates nothing.
		val := make([]byte, 0, end-i)
		for at := i; at < end; {
			body, next, _ := quotedLiteral(s, at)
			val = append(val, body...)
			op, ok := concatOperator(s, next)
			if !ok || op >= end {
				break
			}
			at = op
		}
		sp.put(s, i, end, val)
		i = end
	}
	return sp.result(s)
}

// concatRun measures the run of literals joined by operators that opens
// at s[i]: how many literals, and the index after the last.
func concatRun(s string, i int) (pieces, end int) {
	end = i
	for {
		_, next, ok := quotedLiteral(s, end)
		if !ok {
			return pieces, end
		}
		pieces++
		end = next
		op, ok := concatOperator(s, next)
		if !ok || op >= len(s) || !isQuote(s[op]) {
			return pieces, end
		}
		if _, _, ok := quotedLiteral(s, op); !ok {
			return pieces, end
		}
		end = op
	}
}

// isQuote reports whether b opens a string literal.
func isQuote(b byte) bool { return b == '\'' || b == '"' || b == '`' }

// quotedLiteral reads the literal that opens at s[i]: its body, and the
// index after its closing quote. A literal holds no newline and no
// backslash escape (it is then code, not a split word) and is at most
// maxConcatPiece bytes.
func quotedLiteral(s string, i int) (body string, next int, ok bool) {
	if i >= len(s) || !isQuote(s[i]) {
		return "", i, false
	}
	q := s[i]
	for j := i + 1; j < len(s) && j-i <= maxConcatPiece+1; j++ {
		switch s[j] {
		case q:
			return s[i+1 : j], j + 1, true
		case '\n', '\\':
			return "", i, false
		}
	}
	return "", i, false
}

// concatOperator skips the spaces, one operator (+ .. || . &) and the
// spaces after it that follow s[:i], and returns where the next operand
// starts.
func concatOperator(s string, i int) (int, bool) {
	i = skipBlanks(s, i)
	switch {
	case i+1 < len(s) && (s[i:i+2] == ".." || s[i:i+2] == "||"):
		i += 2
	case i < len(s) && (s[i] == '+' || s[i] == '.' || s[i] == '&'):
		i++
	default:
		return i, false
	}
	return skipBlanks(s, i), true
}

// skipBlanks returns the index of the first byte at or after i that is
// not a space or a tab.
func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}
