package sanitize

import (
	"bytes"
	"strings"
)

// Code that reads, compares or declares a password has the shape of an
// assignment with no secret in it: password = get_password(),
// user.password = hash_password(pw), `if password == hashed_password:`,
// confirm_password: raise …, TypeScript's password: string;. A real
// password is written as a literal; code names a call, a keyword, a type
// or another variable. Only an unquoted value is judged here: a quoted
// one is a literal whatever it spells (password = "raise").

// codeKeywords are the words of common languages that stand where a
// value would and are not one: a statement, an operator, an empty value.
var codeKeywords = []string{
	"raise", "return", "await", "new", "throw", "yield", "lambda", "not", "and", "or",
	"None", "nil", "null", "undefined", "self", "this", "typeof", "void",
}

// codeTypes are the type names a declaration puts after "password:".
var codeTypes = []string{
	"string", "str", "number", "int", "bool", "boolean", "any", "bytes", "String",
	"Optional", "Option", "char", "unknown", "never", "SecretStr",
}

// codeAround is password-assignment's Pattern.publicAround: code, a
// template the regex cut before its close, the word after a <name>
// placeholder, whose '>' the regex read as an operator, or a mapping
// that declares the field.
func codeAround(text []byte, s, e int) bool {
	return codeValue(text, s, e) || templateCut(text, s, e) || afterAngleName(text, s) || flowMapping(text, s) || nextArgName(text, s, e) || listedName(text, s, e) ||
		csvHeaderName(text, s, e) || nextKey(text, s, e)
}

// headerMax bounds the line csvHeaderName reads.
const headerMax = 1024

// csvHeaderName reports an unquoted value that is the next cell of a CSV
// header ("name,url,username,password,note"): the regex reads the ','
// as an operator and the next column's name as the value. Every cell of
// the line is a name (letters, digits, '_', '-', '.', spaces, none
// empty), and the value is one without a digit.
func csvHeaderName(text []byte, s, e int) bool {
	if s <= 0 || s >= e || e > len(text) || text[s-1] != ',' || !identifier(text[s:e]) || bytes.ContainsAny(text[s:e], "0123456789") {
		return false
	}
	ls := bytes.LastIndexByte(text[max(0, s-headerMax):s], '\n') + 1 + max(0, s-headerMax)
	le := bytes.IndexByte(text[e:min(len(text), e+headerMax)], '\n')
	if le < 0 {
		if e+headerMax < len(text) {
			return false
		}
		le = len(text)
	} else {
		le += e
	}
	line := bytes.TrimRight(text[ls:le], "\r")
	for cell := range bytes.SplitSeq(line, []byte(",")) {
		cell = bytes.TrimSpace(cell)
		if len(cell) == 0 || len(cell) > 64 || isDigitByte(cell[0]) {
			return false
		}
		for _, b := range cell {
			if !isAlnum(b) && b != '_' && b != '-' && b != '.' && b != ' ' {
				return false
			}
		}
	}
	return true
}

// listReach bounds how far back listedName looks for the bracket that
// opened the list.
const listReach = 256

// listedName reports an unquoted value that is the next name of a list
// the line opened with a bracket: in const { username, password, otpToken }
// = req.body or def login(user, password, remember) the regex reads the
// ',' as an operator and the next name as the value. The name is an
// identifier without a digit (a password mixes them in), and after it the
// list goes on or closes.
func listedName(text []byte, s, e int) bool {
	if s <= 0 || s >= e || e > len(text) || isQuote(text[s-1]) || !identifier(text[s:e]) || bytes.ContainsAny(text[s:e], "0123456789") {
		return false
	}
	i := s
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i == 0 || text[i-1] != ',' {
		return false
	}
	j := e
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || strings.IndexByte(",)]}", text[j]) < 0 {
		return false
	}
	// The line's start, at most listReach bytes back: the look-back of
	// every candidate on one long line must not add up.
	line := text[max(0, i-listReach):i]
	if k := bytes.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	return bytes.ContainsAny(line, "({[")
}

// nextKey reports a quoted value that is the next key of a mapping: in
// {"name": "DB_PASSWORD", "valueFrom": "arn:…"} (an ECS container's
// secret, read from a store) the regex reads the ',' as an operator and
// the next key as the value; a ':' after its closing quote says it is a
// key. setdefault("PASSWORD", "hunter2") has none.
func nextKey(text []byte, s, e int) bool {
	if s <= 0 || e >= len(text) || !isQuote(text[s-1]) || text[e] != text[s-1] {
		return false
	}
	i := s - 1
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i == 0 || text[i-1] != ',' {
		return false
	}
	return keyFollows(text, e, len(text))
}

// nextArgName reports an unquoted value that is the next argument's name
// and its '=', its value quoted just after: in connect(password=password,
// dbname="payments") the regex reads the ',' as an operator and
// "dbname=" as the value. A base64 value's padding is not followed by a
// quote that opens a string.
func nextArgName(text []byte, s, e int) bool {
	if e-s < 2 || e >= len(text) || text[e-1] != '=' || text[e] != '"' && text[e] != '\'' {
		return false
	}
	if s > 0 && (text[s-1] == '"' || text[s-1] == '\'' || text[s-1] == '`') {
		return false // quoted: a literal
	}
	name := text[s : e-1]
	if !(name[0] == '_' || isLetter(name[0])) {
		return false
	}
	for _, b := range name {
		if !(b == '_' || isAlnum(b)) {
			return false
		}
	}
	return true
}

// flowMapping reports a value that opens a YAML or JSON mapping, a key
// and then ': ' (password: {type: string, format: password} in an
// OpenAPI schema, "password": {"type": "string"}): a field declared,
// whose '{' the regex read as a template's opening.
func flowMapping(text []byte, s int) bool {
	if s >= len(text) || text[s] != '{' {
		return false
	}
	i := s + 1
	for i < len(text) && text[i] == ' ' {
		i++
	}
	var quote byte
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		quote = text[i]
		i++
	}
	j := i
	for j < len(text) && j-i < 64 && (isAlnum(text[j]) || text[j] == '_' || text[j] == '-') {
		j++
	}
	if j == i || !isLetter(text[i]) {
		return false
	}
	if quote != 0 {
		if j >= len(text) || text[j] != quote {
			return false
		}
		j++
	}
	return j+1 < len(text) && text[j] == ':' && (text[j+1] == ' ' || text[j+1] == '"' || text[j+1] == '{')
}

// codeValue reports that the unquoted value text[s:e] is code: a call or
// an index (a '(' or '[' follows it), a keyword or a type name whole,
// or an identifier compared with '==' or '!=' (a second variable).
func codeValue(text []byte, s, e int) bool {
	if s <= 0 || s >= e || e > len(text) || isQuote(text[s-1]) {
		return false
	}
	v := text[s:e]
	ident := identifier(bytes.TrimRight(v, ":"))
	if ident && e < len(text) && (text[e] == '(' || text[e] == '[') {
		return true
	}
	w := bytes.TrimRight(v, ":;,")
	for _, k := range codeKeywords {
		if string(w) == k {
			return true
		}
	}
	for _, k := range codeTypes {
		if string(w) == k {
			return true
		}
	}
	return ident && comparedAt(text, s)
}

// identifier reports a name as code spells it: a letter or '_' first,
// then letters, digits, '_' and '.' (user.password, self._pw).
func identifier(v []byte) bool {
	if len(v) == 0 || !(isLetter(v[0]) || v[0] == '_') {
		return false
	}
	for _, b := range v {
		if !isAlnum(b) && b != '_' && b != '.' {
			return false
		}
	}
	return true
}

// comparedAt reports '==' or '!=' just before text[s] (spaces between):
// what follows a comparison is the other operand.
func comparedAt(text []byte, s int) bool {
	i := s
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i >= 2 && text[i-1] == '=' && (text[i-2] == '=' || text[i-2] == '!')
}
