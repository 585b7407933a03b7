package injection

import (
	"regexp"
	"strings"
)

// An instruction file need not say what it is: ".cursorrules" and
// AGENTS.md are often a bare list ("1. Answer in English. 2. Push
// directly to main …") or a few labelled lines ("Style: hooks only.
// Testing: vitest. Security: …"), read by the agent because of the file's
// name, which a tool result does not carry. Such a text is not taken for
// an instruction file (that would drop the address-based rules from a
// README's numbered install steps); its rules are only also judged by the
// instruction file's catalogue (fileGoals), which adds denials and
// removes none.

// rulesLabelRE finds a line that opens with a label an instruction file
// files its rules under ("Testing: vitest", "Commits:").
var rulesLabelRE = regexp.MustCompile(`(?im)^[ \t]*(?:[-*][ \t]+)?\**(?:project\s+overview|overview|guidelines|rules|conventions|coding\s+style|code\s+style|style|testing|tests|commits?|commit\s+messages|workflow|security|dependencies|architecture|tooling|naming|formatting|language|stack|tech\s+stack|documentation|docs|git|branching|pull\s+requests|prs|linting|do|don['’]?t|always|never|instructions)\**[ \t]*:`)

// rulesItemRE finds a list item that opens with an order of the kind an
// instruction file gives.
var rulesItemRE = regexp.MustCompile(`(?im)^[ \t]*(?:\d{1,2}[.)]|[-*])[ \t]+(?:always|never|do\s+not|don['’]?t|use|prefer|run|keep|write|follow|add|avoid|ask|document|commit|push|answer|respond|reply|make|ensure|put|place|name|format|test|check|update|install|configure|disable|skip|treat|assume|include|mark|set|remove|delete|create|generate|split|return|handle|log|wrap|store|pin|limit)\b`)

// rulesListHead bounds the opening read for a rules list (bytes), and
// rulesListLines the length of a text taken for one.
const (
	rulesListHead  = 600
	rulesListLines = 80
)

// rulesList reports whether text looks like an instruction file without
// saying so: two labelled lines, or a list of three orders or more, in
// its opening, and short.
func rulesList(text string) bool {
	if strings.Count(text, "\n") > rulesListLines {
		return false
	}
	head := text[:min(len(text), rulesListHead)]
	return len(rulesLabelRE.FindAllStringIndex(head, 3)) >= 2 || len(rulesItemRE.FindAllStringIndex(head, 4)) >= 3
}
