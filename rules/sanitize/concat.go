package sanitize

// A quoted value continued by concatenation (password = "Xk9#" + "mQ2v"
// + "L7!p", PHP's "…" . "…", SQL's '…' || '…') is one value to the
// program that reads it: a name's quoted value takes the literals that
// follow it on the line, joined by an operator, and is judged and
// redacted whole, so no piece is left readable. (Vendor tokens split the
// same way are rejoined by split.go, from their prefix.)

// concatMaxBlanks bounds the spaces around an operator.
const concatMaxBlanks = 8

// concatChain reads the literals joined to the quoted value text[s:e]
// (text[s-1] and text[e] its quotes) before lim: last is the index of the
// last literal's closing quote, joined their contents read together; ok
// is false when no literal follows.
func concatChain(text []byte, s, e, lim int) (last int, joined []byte, ok bool) {
	lim = min(lim, len(text))
	j := e
	for {
		k := skipBlanks(text, j+1, concatMaxBlanks)
		glue := ""
		for _, g := range concatOps { // split.go's operators
			if g == "," {
				continue // a list's items are values of their own
			}
			if k+len(g) <= lim && string(text[k:k+len(g)]) == g {
				glue = g
				break
			}
		}
		if glue == "" {
			// The operator opening the next line (Java's and JavaScript's
			// style: "…"\n    + "…").
			if k2, g, ok := operatorNextLine(text, k, lim); ok {
				k, glue = k2, g
			}
		}
		if glue != "" {
			k = afterOperator(text, k+len(glue), lim)
		} else if k2, ok := implicitNext(text, j, k, lim); ok {
			k = k2 // Python's and C's adjacent literals: "ab" "cd"
		} else {
			break
		}
		if k >= lim || !isQuote(text[k]) {
			break
		}
		q, c := text[k], k+1
		for c < lim && text[c] != q && text[c] != '\n' {
			c++
		}
		if c >= lim || text[c] != q {
			break
		}
		if joined == nil {
			joined = append([]byte(nil), text[s:e]...)
		}
		joined = append(joined, text[k+1:c]...)
		j = c
	}
	return j, joined, joined != nil
}

// afterOperator skips the blanks after a concatenation operator and, when
// the operator ends its line (Go puts it there: a line that ends in a
// literal ends the statement), the line break and the next line's
// indentation.
func afterOperator(text []byte, k, lim int) int {
	k, _ = pastLineBreak(text, skipBlanks(text, k, concatMaxBlanks), lim)
	return k
}

// pastLineBreak skips the line break at text[k] ("\n" or "\r\n") and the
// next line's indentation; ok is false where there is none (k is then
// past a lone '\r').
func pastLineBreak(text []byte, k, lim int) (int, bool) {
	if k < lim && text[k] == '\r' {
		k++
	}
	if k < lim && text[k] == '\n' {
		return skipBlanks(text, k+1, 32), true
	}
	return k, false
}

// keyFollows reports a ':' after the closing quote at text[q] (and a few
// blanks): the literal is a mapping's key, not a value.
func keyFollows(text []byte, q, lim int) bool {
	a := skipBlanks(text, q+1, concatMaxBlanks)
	return a < lim && text[a] == ':'
}

// implicitNext finds the literal that continues the one closed at
// text[j] with no operator: Python and C join adjacent string literals,
// on the same line or the next (inside brackets), "a3d4238b-2952-4f47"
// then "-96a7-…" below it. k is the first byte after the blanks that
// follow the closing quote. The next literal must use the same quote and
// must not be a key (followed by ':'); a comma after the closing quote
// leaves k on the comma, so a list's or a dict's next item is not a
// continuation.
func implicitNext(text []byte, j, k, lim int) (int, bool) {
	if k+1 < lim && text[k] == '\\' && (text[k+1] == '\r' || text[k+1] == '\n') {
		k++ // C's line continuation in a macro: "ab" \ then "cd" below
	}
	if k < lim && (text[k] == '\r' || text[k] == '\n') {
		var ok bool
		if k, ok = pastLineBreak(text, k, lim); !ok {
			return 0, false
		}
	}
	if k >= lim || text[k] != text[j] {
		return 0, false
	}
	c := k + 1
	for c < lim && text[c] != text[j] && text[c] != '\n' {
		c++
	}
	if c >= lim || text[c] != text[j] {
		return 0, false
	}
	if keyFollows(text, c, lim) {
		return 0, false
	}
	return k, true
}

// operatorNextLine finds, at a line break at text[k], a concatenation
// operator that opens the next line after its indentation; it returns the
// operator's index and the operator. A comma there is a list's next item,
// not a continuation.
func operatorNextLine(text []byte, k, lim int) (int, string, bool) {
	if k >= lim || text[k] != '\r' && text[k] != '\n' {
		return 0, "", false
	}
	n, ok := pastLineBreak(text, k, lim)
	if !ok {
		return 0, "", false
	}
	for _, g := range concatOps {
		if g != "," && n+len(g) <= lim && string(text[n:n+len(g)]) == g {
			return n, g, true
		}
	}
	return 0, "", false
}
