package shell

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// namedOnly reports an inline code span of a person's message that names
// something rather than asks to run it: one word and no argument, made of
// the characters of paths and patterns only, that is a glob ("*", "**",
// "/static/*", "!(foo)*") or a name in the capitalised case of an
// identifier ("Shutdown", "(*T).Fatalf", "ForceFlush"). Documentation and
// changelogs quote both in passing ("the `Shutdown` method", "`**`
// matches nested directories"). Read as a command, a glob in a command's
// place could be any program (so every program's worst finding, rightly,
// for a command the agent runs), and no Unix command is capitalised.
// A span with an argument, an operator or an expansion stays a command
// ("/bin/r? -rf ~", "*;reboot"), and so does a PowerShell verb-noun
// ("Stop-Computer").
func namedOnly(span string) bool {
	s := strings.TrimSpace(span)
	if s == "" || strings.IndexFunc(s, func(r rune) bool { return !nameRune(r) }) >= 0 {
		return false
	}
	if isGlobName(s) { // walk.go
		return true
	}
	first, size := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(first) && !strings.Contains(s, "-") && strings.IndexFunc(s[size:], unicode.IsLower) >= 0
}

// nameRune is a character of a path, a glob or an identifier: no space,
// no operator and no expansion of a shell.
func nameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(`/._-*?[]!(){},~\`, r)
}

// attributesLine reports a span that is a line of .gitattributes: a
// pattern, then attributes only ("* text=auto eol=lf", "*.png binary",
// "docs/** -diff linguist-documentation"). A person asking about line
// endings quotes one; read as a command, its glob would be any program.
// An argument that is no attribute of git's ("* ; reboot", "*.sh -rf /")
// leaves the span a command.
func attributesLine(span string) bool {
	fields := strings.Fields(span)
	if len(fields) < 2 || !isGlobName(fields[0]) || strings.IndexFunc(fields[0], func(r rune) bool { return !nameRune(r) }) >= 0 {
		return false
	}
	for _, f := range fields[1:] {
		if !gitAttribute(f) {
			return false
		}
	}
	return true
}

// gitAttributes are the attributes gitattributes(5) defines.
var gitAttributes = map[string]bool{
	"text": true, "eol": true, "crlf": true, "binary": true, "diff": true, "merge": true, "filter": true,
	"ident": true, "whitespace": true, "export-ignore": true, "export-subst": true, "delta": true,
	"encoding": true, "working-tree-encoding": true, "lockable": true,
}

// gitAttribute reports one attribute as .gitattributes sets it: name,
// -name, !name or name=value, the name git's or a linguist-* one.
func gitAttribute(f string) bool {
	f = strings.TrimLeft(f, "-!")
	name, value, set := strings.Cut(f, "=")
	if set && (value == "" || strings.IndexFunc(value, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("._-", r))
	}) >= 0) {
		return false
	}
	return gitAttributes[name] || strings.HasPrefix(name, "linguist-") && len(name) > len("linguist-")
}
