package sanitize

// Text decoded from what code writes in its place (a list of character
// codes, charcodes.go; a literal reversed at run time, reversed.go) is
// read again as a text of its own, under the identifier the code assigns
// it to: a password spelled in codes or backwards is named, not shaped.

// readUnderName reads the text decode appends to its argument as a text
// of its own (nestedStructured), as the value of name when there is one,
// and reports whether it holds a structured secret: a password spelled
// in codes or backwards is named, not shaped, and the assignment rules
// judge the pair as they judge one written out.
func (c *Compiled) readUnderName(name []byte, decode func(d []byte) []byte) bool {
	in := scratchPool.Get().(*scratch)
	defer scratchPool.Put(in)
	d := in.decoded[:0]
	if len(name) > 0 {
		d = append(append(d, name...), '=')
	}
	return c.nestedStructured(in, decode(d))
}

// nameMax bounds the identifier nameBefore returns.
const nameMax = 64

// nameBefore returns the identifier that ends just before k, past a
// receiver ("String." before fromCharCode), the spaces, a "new" and the
// assignment operator between them ("k :=", "STORE_PASS =", "Token = new
// byte[]"), on k's line; nil when there is none.
func nameBefore(text []byte, k int) []byte {
	p := k
	if p > 0 && text[p-1] == '.' { // a receiver: String.fromCharCode(…)
		p--
		for p > 0 && k-p < nameMax && (isAlnum(text[p-1]) || text[p-1] == '_') {
			p--
		}
	}
	for p > 0 && k-p < nameMax && (text[p-1] == ' ' || text[p-1] == '\t') {
		p--
	}
	if p >= 3 && string(text[p-3:p]) == "new" && (p == 3 || !isAlnum(text[p-4])) {
		p -= 3
	}
	for q := p; p > 0 && q-p < 8 && (text[p-1] == ' ' || text[p-1] == '\t' || text[p-1] == '=' || text[p-1] == ':'); {
		p--
	}
	e := p
	for p > 0 && e-p < nameMax && (isAlnum(text[p-1]) || text[p-1] == '_') {
		p--
	}
	if p == e || p > 0 && e-p == nameMax && (isAlnum(text[p-1]) || text[p-1] == '_') {
		return nil
	}
	return text[p:e]
}
