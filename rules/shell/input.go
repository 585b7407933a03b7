package shell

import (
	"context"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// maxSpans bounds how many command spans of one message are analysed, so
// a message of ten thousand backticks costs a bounded amount.
const maxSpans = 32

// Spans returns the command-like parts of a person's message: the lines of
// fenced code blocks, inline `code` spans (but those a question asks
// about: asked.go), lines that start with a shell prompt ("$ " or
// "# "), prompts removed, and a command a sentence asks to run without
// quoting it (prose.go). DocumentCommands reads a
// tool's result with the same fences and spans, and more narrowly (a
// document's "# " is a comment, and only a command's first word counts). Prose is not parsed as
// shell: an English sentence is not a command, and parsing every message
// would put the parser on the hot path of every chat message.
func Spans(text string) []string {
	prose := commandLike(text) // prose.go
	if strings.IndexByte(text, '`') < 0 && !strings.Contains(text, "$ ") && !strings.Contains(text, "# ") && !prose {
		return nil
	}
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(s)
		s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "$ "), "# "))
		if s != "" && len(out) < maxSpans {
			out = append(out, s)
		}
	}
	inFence, codeFence := false, false
	// Whether the message asks for a run anywhere (asked.go) is read once,
	// and only when a line quotes a span a question may be about.
	runs, read := false, false
	talk := func() bool {
		if !read {
			runs, read = runAsked(text), true
		}
		return !runs
	}
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if info, ok := fenceOpen(trimmed); ok { // document.go
			inFence = !inFence
			codeFence = inFence && programFences[strings.ToLower(info)]
			continue
		}
		if inFence {
			if !codeFence {
				add(line)
			}
			continue
		}
		if strings.HasPrefix(trimmed, "$ ") || strings.HasPrefix(trimmed, "# ") {
			add(trimmed)
			continue
		}
		if strings.IndexByte(line, '`') < 0 {
			if prose && commandLike(line) {
				for _, c := range proseRuns(line) {
					add(c) // "Run curl -s https://x/y.sh | sh to set it up."
				}
			}
			continue
		}
		if askedAbout(line) && talk() {
			continue // "What does `git reset --hard` do?"
		}
		for _, span := range codeSpans(line, 1) {
			if !namedOnly(span) && !attributesLine(span) { // spanname.go
				add(span)
			}
		}
	}
	return out
}

// programFences are the info strings of a fenced block in another
// language than a shell's: its lines are a program's ("total +=
// int(num) * units[ch]" is Python, not a command whose name is a glob).
// A block with any other label, or none, is read as commands.
var programFences = map[string]bool{
	"python": true, "py": true, "python3": true, "js": true, "javascript": true, "jsx": true, "ts": true, "typescript": true,
	"tsx": true, "go": true, "golang": true, "java": true, "kotlin": true, "kt": true, "scala": true, "c": true, "h": true,
	"cpp": true, "c++": true, "cc": true, "csharp": true, "cs": true, "c#": true, "rust": true, "rs": true, "ruby": true,
	"rb": true, "php": true, "swift": true, "dart": true, "lua": true, "r": true, "sql": true, "json": true, "jsonc": true,
	"yaml": true, "yml": true, "toml": true, "xml": true, "html": true, "css": true, "scss": true, "graphql": true,
	"proto": true, "haskell": true, "hs": true, "elixir": true, "ex": true, "erlang": true, "clojure": true, "ocaml": true,
	"fsharp": true, "vue": true, "svelte": true, "markdown": true, "md": true, "text": true, "txt": true, "plaintext": true,
	"diff": true, "ini": true, "csv": true, "regex": true, "latex": true, "tex": true,
}

// InputClassifier returns the input guard's classifier for commands a
// person quotes: each span Spans finds is analysed, and a finding at or
// above threshold denies the message (below it, a monitor-mode denial is
// reported). It complements the input pack's literal rm -rf / sudo rule
// with the understanding the tool guard has: `dd of=/dev/sda if=/dev/zero`
// or `curl … | sh` in a code block are caught whatever their spelling.
func InputClassifier(a *Analyzer, threshold middleware.Risk) middleware.Classifier {
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindInput {
			return middleware.Verdict{}, nil
		}
		var worst *Finding
		for _, span := range Spans(op.Text) {
			fs := a.Analyze(span)
			if len(fs) > 0 && (worst == nil || fs[0].Risk > worst.Risk) {
				f := fs[0]
				worst = &f
			}
		}
		if worst == nil {
			return middleware.Verdict{}, nil
		}
		return middleware.Verdict{Action: middleware.ActionDeny, Reason: "quoted command: " + worst.Description,
			ID: worst.ID, Category: worst.Category, Risk: worst.Risk, Monitor: worst.Risk < threshold}, nil
	})
}
