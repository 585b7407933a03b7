package sanitize

// A quoted password may hold any byte but its quote: "Ab3)kq9Xw7mZ2",
// 'Pässwörd2025!', "p;w,d{x}". password-assignment reads a value of the
// bytes tokens are made of, so such a password was cut at its first
// bracket or semicolon, or missed when that came within four bytes. This
// row reads what stands between the quotes. Since anything may stand
// there (a form's label "Mot de passe", a hint "(optional)", a Chinese
// label), the value must look chosen: no space, a letter and a digit,
// and not a placeholder.
func quotedPasswordPattern() Pattern {
	return Pattern{ID: "password-quoted", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
		Regex:       `(?P<name>[A-Za-z0-9_.-]{0,40}(?i:passw(?:or)?d|passwd|passwort|pwd|passphrase|senha|contrase(?:ñ|n|ny)a|mot[ _-]?de[ _-]?passe|chave|clave)[A-Za-z0-9_.-]{0,24})["'\]\)]{0,2}[ \t]{0,16}(?:=|:=|=>|:|==|,)[ \t]{0,16}["'\x60](?P<secret>[^\s"'\x60]{4,128})["'\x60]`,
		Keywords:    []string{"passw", "pwd", "passphrase", "senha", "contrase", "mot de passe", "mot_de_passe", "mot-de-passe", "motdepasse", "chave", "clave"},
		Lead:        lead(42),
		MinEntropy:  2.0,
		Description: `a quoted value assigned to a password-like name, whatever bytes it holds (password = "Ab3)kq9X")`,
		valueCheck:  chosenPassword,
		nameCheck:   passwordName,
		leadSet:     &nameBytes,
		gate:        quotedValueGate}
}

// quotedValueGate is password-quoted's gate at a keyword: the name, an
// operator, then a quote (assignmentValue reads a superset of what the
// regex allows there). Docs that talk about passwords name them in prose
// at every other line; without it the regex ran at each.
func quotedValueGate(text []byte, k int) bool {
	vs, _, ok := assignmentValue(text, k)
	if !ok || vs < 0 {
		return ok
	}
	switch text[vs-1] {
	case '"', '\'', '`':
		return quotedValueAt(text, vs)
	}
	return false
}

// quotedValueAt: what the regex reads inside the quotes, four to 128
// characters that are no blank and no quote, then a closing quote
// (undecided at the end of the text is a yes). A name in prose quoted
// after a colon ("password: `x`", `password: "…"`) fails it, and the
// regex, run as the regexp package's NFA, is not tried there.
func quotedValueAt(text []byte, vs int) bool {
	const maxBytes = 128 * 4 // 128 characters of up to four bytes
	i := vs
	for i < len(text) && i-vs <= maxBytes {
		switch text[i] {
		case '"', '\'', '`':
			return i-vs >= 4
		case ' ', '\t', '\n', '\f', '\r':
			return false
		}
		i++
	}
	return i == len(text)
}

// chosenPassword accepts a value with a letter and a digit that is not a
// placeholder: a label or a hint in quotes has no digit.
func chosenPassword(v []byte) bool {
	c := classesOf(v)
	return (c.up || c.lo) && c.dig && notPlaceholder(v) && !isoTimestamp(v)
}
