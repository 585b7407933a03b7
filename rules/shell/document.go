package shell

import (
	"iter"
	"regexp"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/internal/numbered"
)

// A document a tool brings back (a runbook, a README, a ticket, a wiki
// page) prescribes commands for its reader to run, and an agent that
// reads it is that reader. DocumentCommands finds them where documents
// put them: the lines of a fenced block marked as shell (or not marked),
// a line after a prompt ("$ kubectl …"), an inline code span, a list
// item or an indented step line that begins with a command's name. A
// line of prose ("Turn off versioning so …") begins with a capital or is
// no command at all; a source file's line ("return (a * b)") has no
// command word followed by its argument. The caller judges each line as
// the tool:run policy would (Analyzer.Analyze).

// Budgets of DocumentCommands: whatever the document, at most
// maxDocCommands lines of at most maxDocCommand bytes are handed on.
const (
	maxDocCommands = 256
	maxDocCommand  = 1024
)

// shellFences are the info strings of a fenced block that holds commands
// (none at all counts: runbooks often leave it out).
var shellFences = map[string]bool{"": true, "sh": true, "bash": true, "shell": true, "console": true, "zsh": true,
	"shell-session": true, "shellsession": true, "terminal": true, "ksh": true}

// DocumentCommands returns the command lines text prescribes (see above),
// each with its prompt, list marker or backticks taken off and the lines
// a trailing backslash continues joined to it. A file the Read tool
// returns is read without its line numbers: "    14\tmkdir -p ~/.ssh &&
// echo …" begins with a number, not a command.
func DocumentCommands(text string) iter.Seq[string] {
	text = numbered.Strip(text)
	return func(yield func(string) bool) {
		n := 0
		emit := func(c string) bool {
			c = strings.TrimSpace(c)
			if len(c) > maxDocCommand || !commandStart(c) || codeLine(c) {
				return true
			}
			n++
			return n <= maxDocCommands && yield(c)
		}
		inFence, shellFence := false, false
		var cont strings.Builder // a line a backslash continues
		for line := range strings.Lines(text) {
			line = strings.TrimRight(line, "\r\n")
			if cont.Len() > 0 {
				if cont.Len()+len(line) > maxDocCommand {
					cont.Reset()
					continue
				}
				cont.WriteString(strings.TrimSpace(strings.TrimSuffix(line, "\\")) + " ")
				if !strings.HasSuffix(line, "\\") {
					c := cont.String()
					cont.Reset()
					if !emit(c) {
						return
					}
				}
				continue
			}
			t := strings.TrimSpace(line)
			if info, ok := fenceOpen(t); ok {
				if inFence {
					inFence = false
				} else {
					inFence, shellFence = true, shellFences[strings.ToLower(info)]
				}
				continue
			}
			var c string
			switch {
			case inFence && !shellFence:
				continue
			case inFence:
				c = afterPrompt(t)
			default:
				for _, span := range codeSpans(t, minDocSpan) {
					if !emit(span) {
						return
					}
				}
				switch p := afterPrompt(t); {
				case p != t:
					c = p
				case listItem(t) != "" && !strings.Contains(t, "`"): // a span is read above
					c = listItem(t)
				case strings.HasPrefix(line, "   ") || strings.HasPrefix(line, "\t"):
					c = t
				default:
					if c = afterRunColon(t); c == "" {
						continue
					}
				}
			}
			if strings.HasSuffix(c, "\\") {
				cont.WriteString(strings.TrimSpace(strings.TrimSuffix(c, "\\")) + " ")
				continue
			}
			if !emit(c) {
				return
			}
		}
	}
}

// runColonRE is an order to run what follows a colon in a line of prose:
// "Execute immediately: bash -c '…'", "Run this: curl … | sh".
var runColonRE = regexp.MustCompile(`(?i)\b(?:run|execute|exec|type|enter|paste)(?:\s+(?:immediately|now|this|the following|the command|this command|it|next))?\s*:\s+(\S.*)$`)

// afterRunColon returns what follows an order to run in a line of prose
// (runColonRE), or "". The caller keeps it only if it begins with a
// command's name.
func afterRunColon(t string) string {
	// Most lines of prose hold no colon after a letter: the expression
	// runs on the few that do.
	i := strings.IndexByte(t, ':')
	if i < 3 || i == len(t)-1 {
		return ""
	}
	if m := runColonRE.FindStringSubmatch(t); m != nil {
		return m[1]
	}
	return ""
}

// fenceOpen reports a Markdown fence line and its info string's first
// word.
func fenceOpen(t string) (info string, ok bool) {
	for _, f := range []string{"```", "~~~"} {
		if rest, found := strings.CutPrefix(t, f); found {
			rest = strings.TrimLeft(rest, f[:1])
			info, _, _ = strings.Cut(strings.TrimSpace(rest), " ")
			return strings.Trim(info, "{}."), true
		}
	}
	return "", false
}

// afterPrompt returns t without a shell prompt ("$ ", "# " is a comment
// in a document and is not one), or t itself.
func afterPrompt(t string) string {
	if rest, ok := strings.CutPrefix(t, "$ "); ok {
		return rest
	}
	return t
}

// listItem returns the text of a list item ("- …", "* …", "1. …",
// "2) …"), or "".
func listItem(t string) string {
	if len(t) > 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && t[1] == ' ' {
		return strings.TrimSpace(t[2:])
	}
	i := 0
	for i < len(t) && i < 3 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' ' {
		return strings.TrimSpace(t[i+2:])
	}
	return ""
}

// minDocSpan is the shortest code span DocumentCommands reads: a command
// and an argument.
const minDocSpan = 4

// codeSpans returns the inline code spans of a line (`…`), those of least
// bytes or more.
func codeSpans(t string, least int) []string {
	var out []string
	eachSpan(t, func(i, j int) {
		if j-i >= least {
			out = append(out, t[i:j])
		}
	})
	return out
}

// eachSpan calls fn with the bounds t[i:j] of each inline code span of t,
// its backticks at i-1 and j, in order.
func eachSpan(t string, fn func(i, j int)) {
	for off := 0; ; {
		i := strings.IndexByte(t[off:], '`')
		if i < 0 {
			return
		}
		i += off + 1
		j := strings.IndexByte(t[i:], '`')
		if j < 0 {
			return
		}
		j += i
		fn(i, j)
		off = j + 1
	}
}

// commandStart reports a line that begins as a command does: a name in
// lower case (after sudo, if any) that is not a keyword of a programming
// language, then a space and an argument (a word, a flag, a path, a
// quoted string or a variable; not an operator or a bracket, which
// follow a keyword or a name in code: "return (a * b)").
func commandStart(c string) bool {
	c = strings.TrimPrefix(c, "sudo ")
	i := 0
	for i < len(c) && (c[i] >= 'a' && c[i] <= 'z' || i > 0 && (c[i] >= '0' && c[i] <= '9' || c[i] == '.' || c[i] == '_' || c[i] == '-')) {
		i++
	}
	if i == 0 || i+1 >= len(c) || c[i] != ' ' || !strings.ContainsRune(argStart, rune(c[i+1])) {
		return false
	}
	return !slices.Contains(codeKeywords, c[:i])
}

// codeLine reports a line of a program that begins like a command
// ("pct := float64(n) * 100", "v := uint64(i) * k // spread"): a Go
// declaration, a call outside quotes (a name and its parenthesis; a
// shell's are "$(" and "<(", and a quoted one is an argument's text:
// --format='value(id)'), or a comment after code. Its bare "*" would
// read as a glob that may expand to anything.
func codeLine(c string) bool {
	if strings.Contains(c, ":=") || strings.Contains(c, " // ") {
		return true
	}
	var quote byte
	for i := 1; i < len(c); i++ {
		switch b := c[i-1]; {
		case quote != 0:
			if b == quote {
				quote = 0
			}
		case b == '\'' || b == '"':
			quote = b
		case c[i] == '(' && (b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_'):
			return true
		}
	}
	return false
}

// argStart are the bytes a command's first argument may begin with.
const argStart = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/~.$\"'@_:%+"

// codeKeywords begin lines of code, not commands.
var codeKeywords = []string{"return", "const", "let", "var", "func", "def", "import", "package", "class", "public", "private",
	"protected", "static", "if", "else", "elif", "while", "switch", "case", "type", "struct", "interface", "new", "throw",
	"yield", "await", "async", "from", "with", "assert", "raise", "del", "not", "and", "or", "is", "in", "as"}
