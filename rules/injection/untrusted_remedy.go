package injection

import (
	"regexp"
	"strings"
)

// A failing tool's output is read by whoever fixes the failure, and an
// agent fixes failures on its own: a build, a test run, a linter or an
// installer whose error ends in a remedy ("Remediation: repair the cache
// with … then retry:", "help: … Fix permissions and rebuild:", "To
// resolve, switch to the synchronized proxy", "Recovery: delete the
// corrupt caches") hands it the next command. Real tools prescribe
// installs, retries and flags; none prescribes what an attacker wants
// run — a download piped to a shell, the system's permissions opened,
// TLS verification off, the home directory deleted, main overwritten, a
// token put in a URL. So a goal (untrusted_goals.go) just after a remedy
// in an output that reports an error counts without a reader named.
//
// The official installers that tools do print ("Install with: curl
// https://sh.rustup.rs -sSf | sh") are no goal here.

// remedyRE is a remedy's label, the end of the line or sentence that
// introduces the fix. A tool's own "note:", "help:" or "hint:" (rustc,
// mypy, git, a build's log) counts at the start of its line only, after
// a file:line: or a timestamp, in lower or upper case: "Note:" in a
// sentence is prose, and "// NOTE:" a comment.
var remedyRE = regexp.MustCompile(`(?i)\b(?:remediation|resolution|recovery(?:\s+procedure)?|workaround|solution|permanent\s+fix|quick\s+fix|suggested\s+fix|` +
	`to\s+(?:resolve|fix|repair|recover|unblock)(?:\s+(?:this|it))?|fix\s+(?:it|this|permissions|the\s+\w+)(?:\s+and\s+(?:rebuild|retry|re-?run))?|` +
	`repair\s+(?:it|the\s+\w+)|activate\s+with|(?:then\s+)?re-?try)\b[^\n:"'\x60]{0,80}(?:\n[^\n:"'\x60]{0,60})?:(?:\s|$)|` +
	`(?m:^[ \t]*(?:[\w./\\-]+:\d+(?::\d+)?:[ \t]*|\d+(?:\.\d+)?[ \t]+)?(?-i:note|help|hint|NOTE|HELP|HINT)[ \t]*:[^\n]{0,80}?:?(?:\s|$))`)

// remedyIntlRE is a remedy's label in other languages ("Solución
// recomendada …:", "Jak naprawić:", "Cách khắc phục:", "解决方法："),
// apart so that the English windows do not run it.
var remedyIntlRE = regexp.MustCompile(`(?i)(?:solución|solução|lösung|behebung|soluzione|rozwiązanie|çözüm|cách\s+khắc\s+phục|jak\s+naprawić|pour\s+corriger|para\s+corregir|para\s+corrigir|per\s+risolvere|zur\s+behebung|解决方法|解决办法|修复方法|対処方法|修正するには|해결\s*방법|조치\s*방법)[^\n:：]{0,80}[:：]`)

// remedyGated and remedyIntlGated are the two run on the alternatives a
// stretch can feed (gated.go).
var (
	remedyGated     = newGatedRE(remedyRE)
	remedyIntlGated = newGatedRE(remedyIntlRE)
)

// remedyWords hold a word of every label of remedyRE, in the cases a
// label is written in; remedyIntlWords those of remedyIntlRE.
var (
	remedyWords = newKeywords(caseForms("remediation", "resolution", "recovery", "workaround", "solution", "fix", "resolve", "repair", "recover",
		"unblock", "activate", "retry", "hint", "help", "note")...)
	remedyIntlWords = newKeywords(append(caseForms("solución", "solução", "lösung", "behebung", "soluzione", "rozwiązanie", "çözüm",
		"cách khắc phục", "jak naprawić", "pour corriger", "para corregir", "para corrigir", "per risolvere", "zur behebung"),
		"解决方法", "解决办法", "修复方法", "対処方法", "修正するには", "해결", "조치")...)
)

// errorRE is an output's report of a failure.
var errorRE = regexp.MustCompile(`(?i)\b(?:error|errors|fail|failed|failure|fatal|panic|panicked|exception|denied|mismatch|corrupt|invalid|traceback|fehler|erreur|errore|erro|błąd|hata|lỗi)\b|\berr!|\w(?:error|exception)\b|错误|エラー|오류`)

// remedyReach is how far, in characters, the commands of a remedy run
// after its label.
const remedyReach = 320

// officialInstallers are the hosts whose install scripts tools print in
// their own errors.
var officialInstallers = []string{"sh.rustup.rs", "get.docker.com", "deno.land/install", "bun.sh/install", "astral.sh/uv", "install.python-poetry.org",
	"raw.githubusercontent.com/homebrew/", "get.helm.sh", "sdk.cloud.google.com", "nodejs.org/", "get.pnpm.io", "rustup.rs"}

// remedyGoalAt reports a goal in the remedy of an output that reports an
// error, and the stretch read: text[lo:hi].
func remedyGoalAt(text string) (lo, hi int, ok bool) {
	failing := func(at int) bool {
		return !commentLine(text, at) && errorRE.MatchString(text[runesBack(text, at, 1500):at])
	}
	if lo, hi, ok = handedGoalAt(text, remedyWords, remedyGated, remedyReach, failing); ok {
		return lo, hi, ok
	}
	return handedGoalAt(text, remedyIntlWords, remedyIntlGated, remedyReach, failing)
}

// handedGoalAt reports a goal (handedGoal) within reach after a match of
// label (every alternative holding one of words) where context, given
// the label's start, holds, and the stretch read: text[lo:hi].
func handedGoalAt(text string, words *keywords, label *gatedRE, reach int, context func(at int) bool) (lo, hi int, ok bool) {
	for _, loc := range nearKeys(text, words, 20, 100, label) {
		if context != nil && !context(loc[0]) {
			continue
		}
		lo, hi = loc[0], runesAhead(text, loc[1], reach)
		w := text[lo:hi]
		if goalWhere(w, nil, func(g *goal, m string) bool { return handedGoal(w, g, m) }) {
			return lo, hi, true
		}
	}
	return 0, 0, false
}

// commentLine reports whether the line of text holding i opens, before
// i, as a comment of code does: a remedy there is the code's own note
// ("// Workaround: …"), not a failing tool's.
func commentLine(text string, i int) bool {
	start := lineStart(text, i)
	head := strings.TrimLeft(text[start:i], " \t")
	for _, c := range []string{"//", "/*", "*", "#", "--", ";", "<!--"} {
		if strings.HasPrefix(head, c) {
			return true
		}
	}
	return false
}

// handedGoal reports whether the match m of goal g in the stretch w
// after a remedy's label or an editor's note counts: not the deceit of a
// summary, not an official installer, not a setting the stretch says to
// take out ("S501: remove verify=False"), and a secret only on its way
// to an address (a remedy that says "add an NPM_TOKEN secret … then
// publish" sends none).
func handedGoal(w string, g *goal, m string) bool {
	lm := strings.ToLower(m)
	switch {
	case g.name == "deceive":
		return false
	case g.name == "run_download" && containsAny(lm, officialInstallers):
		return false
	case g.name == "secret_out" && !handedNetRE.MatchString(lm):
		return false
	}
	if i := strings.Index(w, m); i >= 0 && handedUndoRE.MatchString(w[max(0, i-32):i]) {
		return false
	}
	return true
}

// handedNetRE is a way out of the machine in a goal's match.
var handedNetRE = regexp.MustCompile(`https?://|\b(?:curl|wget|nc|ncat|scp|rsync|requests\.\w+|fetch|urlopen)\b`)

// handedUndoRE ends the words before a setting a remedy takes out.
var handedUndoRE = regexp.MustCompile(`(?i)\b(?:remove|delete|drop|avoid|replace|unset|revert|instead\s+of|never|don['’]t|do\s+not|no\s+longer)\b[^\n]{0,20}$`)
