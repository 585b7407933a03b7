package sanitize

import "bytes"

// A value that a tool fills in later is not a secret: a shell or Compose
// variable ($PGPASS, ${DB_PASSWORD}, ${DB_PASSWORD:-x}), a command's
// output ("$(op read op://…)"), a GitHub Actions expression
// (${{ secrets.DB }}), a Jinja, Helm or Mustache field ({{ secret_key }}),
// a documentation slot or an ERB tag (<your-password>, <%= ENV['X'] %>).
// Real passwords begin with the same signs, though ($RKQn…!12,
// <1Sep…, {{eO0…, ${ab}cd…): a sign opens a template only when the
// template closes, and what the templates leave of a value is judged
// as a value of its own.

// hasTemplateMark reports whether v holds a byte or pair a template can begin with.
func hasTemplateMark(v []byte) bool {
	return bytes.IndexByte(v, '$') >= 0 || bytes.IndexByte(v, '<') >= 0 || bytes.Contains(v, []byte("{{"))
}

// templateAt reports the length of a closed template at v[i:], or 0:
// ${{ … }}, ${…}, $(…), {{…}}, <…> with no nesting inside, or $NAME
// where NAME is spelled as variables are (see varName) and v[i] does not
// continue a word (pa$word1 is a password with a dollar in it).
func templateAt(v []byte, i int) int {
	if i >= len(v) {
		return 0
	}
	rest := v[i:]
	closeAt := func(open int, closer string, forbid string) int {
		for j := open; j < len(rest); j++ {
			if bytes.HasPrefix(rest[j:], []byte(closer)) {
				if j == open {
					return 0 // empty: ${}, <>, {{}}
				}
				return j + len(closer)
			}
			if bytes.IndexByte([]byte(forbid), rest[j]) >= 0 {
				return 0
			}
		}
		return 0
	}
	switch {
	case bytes.HasPrefix(rest, []byte("${{")):
		return closeAt(3, "}}", "{")
	case bytes.HasPrefix(rest, []byte("${")):
		return closeAt(2, "}", "{")
	case bytes.HasPrefix(rest, []byte("$(")):
		return closeAt(2, ")", "(")
	case bytes.HasPrefix(rest, []byte("{{")):
		return closeAt(2, "}}", "{")
	case rest[0] == '<':
		return closeAt(1, ">", "<")
	case rest[0] == '$' && (i == 0 || !isAlnum(v[i-1])):
		j := 1
		for j < len(rest) && (isAlnum(rest[j]) || rest[j] == '_') {
			j++
		}
		if j > 1 && !isDigitByte(rest[1]) && (j == len(v)-i && i == 0 || varName(rest[1:j])) {
			return j
		}
	}
	return 0
}

// varName reports a name written as variables are: all capitals
// (PGPASS, DB_PASSWORD_2) or all lower case (db_pass), or words in camel
// case ($dbPassword). A mix of cases that forms no words, or that opens
// with a capital, is what a generator writes (RKQniiazTR).
func varName(n []byte) bool {
	c := classesOf(n)
	if !(c.up && c.lo) {
		return true
	}
	return isLower(n[0]) && wordiness(n) >= 0.6
}

// braceName reports a value that is a name in single braces, whole:
// {password}, {db_password}, {PASSWORD}, the placeholder of Python's
// str.format, of many docs' command lines (mysql -p{password}) and of
// route templates. Only letters and underscores: a password is not a
// word in braces, and {x8k2Q9} is not read as one.
func braceName(v []byte) bool {
	if len(v) < 4 || len(v) > 42 || v[0] != '{' || v[len(v)-1] != '}' || !isLetter(v[1]) {
		return false
	}
	for _, b := range v[1 : len(v)-1] {
		if !isLetter(b) && b != '_' {
			return false
		}
	}
	return true
}

// afterAngleName reports a value at text[s:] that follows, after a space,
// the '>' closing a <name> placeholder ("mysql -u root -p<password>
// mydb", "Type <password> and press Enter"): that '>' closes the name, it
// assigns nothing, and the word after it is the command's next operand.
// A prompt ("Password> X") has no '<'; an XML element
// (<password>X</password>) has no space before its value.
func afterAngleName(text []byte, s int) bool {
	j := s
	if j > 0 && bytes.IndexByte([]byte("`\"'("), text[j-1]) >= 0 {
		j--
	}
	sp := j
	for j > 0 && sp-j < 16 && (text[j-1] == ' ' || text[j-1] == '\t') {
		j--
	}
	if j == sp || j == 0 || text[j-1] != '>' {
		return false
	}
	k := j - 1
	for k > 0 && j-1-k < 64 && nameBytes[text[k-1]] {
		k--
	}
	return k > 0 && k < j-1 && text[k-1] == '<'
}

// templateOpenRe is what password-assignment's regex reads before an
// unquoted value's bytes: a closed ${NAME} (the value goes on after it:
// ${ab}cd…), or the opening of a template left open ($(, {{, <, {).
const templateOpenRe = `(?:\$\{[A-Za-z0-9_]{1,64}\}|\$\(|\{\{|[<{])?`

// templateOpening mirrors templateOpenRe at text[vs:] for the gate: where
// the value's bytes begin after the opening (vs when there is none); ok
// false when the text ends before that is known.
func templateOpening(text []byte, vs int) (from int, ok bool) {
	rest := text[vs:]
	switch {
	case len(rest) < 2:
		return vs, len(rest) == 0 || rest[0] != '$' && rest[0] != '{' && rest[0] != '<'
	case rest[0] == '$' && rest[1] == '{':
		for j := 2; j < len(rest) && j < 2+64+1; j++ {
			switch {
			case rest[j] == '}' && j > 2:
				return vs + j + 1, true
			case !isAlnum(rest[j]) && rest[j] != '_':
				return vs, true
			}
		}
		return vs, len(rest) >= 2+64+1
	case rest[0] == '$' && rest[1] == '(', rest[0] == '{' && rest[1] == '{':
		return vs + 2, true
	case rest[0] == '<' || rest[0] == '{':
		return vs + 1, true
	}
	return vs, true
}

// templateCut reports a value the regex cut before the template's close:
// <Password1> or {Password1}, whose '>' or '}' the value bytes exclude.
func templateCut(text []byte, s, e int) bool {
	if s >= e || e >= len(text) {
		return false
	}
	return text[s] == '<' && text[e] == '>' || text[s] == '{' && text[e] == '}'
}

// templateVerdict judges a value that holds a template sign. decided is
// false when it holds none. Otherwise ok reports a value that is a
// secret: a value that is one template whole is not; what the closed
// templates leave, less the signs of any template left open, must be six
// or more bytes with a digit or both cases (db_password, cat are
// words), and is then judged by
// plainNotPlaceholder.
func templateVerdict(v []byte) (ok, decided bool) {
	if !hasTemplateMark(v) {
		return false, false
	}
	if n := templateAt(v, 0); n == len(v) {
		return false, true
	}
	rest := make([]byte, 0, len(v))
	for i := 0; i < len(v); {
		if v[i] == '$' || v[i] == '<' || v[i] == '{' {
			if n := templateAt(v, i); n > 0 {
				i += n
				continue
			}
		}
		rest = append(rest, v[i])
		i++
	}
	rest = bytes.TrimLeft(rest, "$<{(")
	if len(rest) == len(v) {
		// No template and no opening: a sign inside a password
		// (super$ecret, Ab3<kq9).
		return plainNotPlaceholder(v), true
	}
	if c := classesOf(rest); len(rest) < 6 || !(c.dig || c.up && c.lo) {
		return false, true
	}
	return plainNotPlaceholder(rest), true
}
