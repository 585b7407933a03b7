package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readme is the repository's README, read from this package's directory.
func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	return string(b)
}

// readmeCommand is one `go run ./cmd/guardrail …` line of a README ```sh
// block, with what its comment promises.
type readmeCommand struct {
	line   int    // in the README, 1-based
	shell  string // the command, as printed (continuations joined)
	exit   int    // promised exit status; -1 when none is promised
	prints []string
}

var (
	promisedExit   = regexp.MustCompile(`\bexit (\d+)`)
	promisedOutput = regexp.MustCompile("`([^`]+)`")
)

// readmeCommands extracts the commands of the README's ```sh blocks that
// run the CLI, each with the exit status and the output its comment
// promises ("# exit 3, prints `\"kind\":\"private_data\"`").
func readmeCommands(text string) []readmeCommand {
	var out []readmeCommand
	inSh := false
	var pending strings.Builder
	start := 0
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		switch {
		case !inSh && l == "```sh":
			inSh = true
			continue
		case inSh && l == "```":
			inSh = false
			continue
		case !inSh:
			continue
		}
		if pending.Len() == 0 {
			start = n
		}
		if cont, ok := strings.CutSuffix(l, `\`); ok {
			pending.WriteString(cont + " ")
			continue
		}
		pending.WriteString(l)
		cmd, comment := splitComment(pending.String())
		pending.Reset()
		if !strings.Contains(cmd, "go run ./cmd/guardrail ") {
			continue
		}
		c := readmeCommand{line: start, shell: strings.TrimSpace(cmd), exit: -1}
		if m := promisedExit.FindStringSubmatch(comment); m != nil {
			c.exit, _ = strconv.Atoi(m[1])
		}
		for _, m := range promisedOutput.FindAllStringSubmatch(comment, -1) {
			c.prints = append(c.prints, m[1])
		}
		out = append(out, c)
	}
	return out
}

// splitComment cuts a shell line at its comment: a # after a blank,
// outside quotes.
func splitComment(line string) (cmd, comment string) {
	var quote byte
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '#' && i > 0 && (line[i-1] == ' ' || line[i-1] == '\t'):
			return line[:i], line[i+1:]
		}
	}
	return line, ""
}

func TestReadmeCommandsParse(t *testing.T) {
	t.Parallel()
	src := "text\n```sh\n" +
		"go run ./cmd/guardrail check \"a # b\"   # exit 3, prints `\"x\":1` and `y`\n" +
		"echo '{}' \\\n  | go run ./cmd/guardrail check --jsonl  # exit 0\n" +
		"go tool task test   # not the CLI\n" +
		"```\n```json\ngo run ./cmd/guardrail nope # exit 9\n```\n"
	assert.Equal(t, []readmeCommand{
		{line: 3, shell: `go run ./cmd/guardrail check "a # b"`, exit: 3, prints: []string{`"x":1`, "y"}},
		{line: 4, shell: `echo '{}'  | go run ./cmd/guardrail check --jsonl`, exit: 0},
	}, readmeCommands(src))
}

// TestReadmeRunsAsWritten runs every CLI line of the README's shell
// examples, as printed, against the built binary (`go run ./cmd/guardrail`
// stands for it), in order, in a directory that holds the repository's
// files, and checks the exit status and the output each comment promises.
// A line that promises nothing fails: every example is held to its word,
// except `serve`, which runs until stopped.
func TestReadmeRunsAsWritten(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Parallel()
	bin := buildBinary(t)
	cmds := readmeCommands(readme(t))
	require.GreaterOrEqual(t, len(cmds), 10, "the README's command examples")

	// The repository's files, seen from a scratch directory: what a
	// command writes (my-policy.yaml) lands there, not in the checkout.
	work := t.TempDir()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	entries, err := os.ReadDir(root)
	require.NoError(t, err)
	for _, e := range entries {
		if e.Name() != ".git" {
			require.NoError(t, os.Symlink(filepath.Join(root, e.Name()), filepath.Join(work, e.Name())))
		}
	}
	// `go run ./cmd/guardrail` is the binary already built; nothing else
	// of go is run.
	tools := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(tools, "go"), []byte(`#!/bin/sh
if [ "$1" = run ] && [ "$2" = ./cmd/guardrail ]; then shift 2; exec "$GUARDRAIL_BIN" "$@"; fi
echo "README test: only 'go run ./cmd/guardrail' stands for something here" >&2
exit 127
`), 0o755))

	checked := 0
	for _, c := range cmds {
		if strings.HasPrefix(strings.TrimPrefix(c.shell, "go run ./cmd/guardrail "), "serve") {
			continue // runs until stopped
		}
		if !assert.NotEqual(t, -1, c.exit, "README.md:%d promises no exit status: %s", c.line, c.shell) {
			continue
		}
		cmd := exec.Command("/bin/sh", "-c", c.shell)
		cmd.Dir = work
		// Not the test's environment: no language, no token, no Go cache.
		cmd.Env = []string{"PATH=" + tools + ":/usr/bin:/bin", "HOME=" + work, "GUARDRAIL_BIN=" + bin}
		code, stdout, stderr := runProcess(t, cmd, "")
		out := stdout + stderr
		assert.Equal(t, c.exit, code, "README.md:%d exits %d, not %d as it says: %s\n%s", c.line, code, c.exit, c.shell, out)
		for _, p := range c.prints {
			assert.Contains(t, out, p, "README.md:%d does not print what it says: %s", c.line, c.shell)
		}
		checked++
	}
	t.Logf("%d README commands run as written", checked)
}

// TestReadmeSaysTheFirstRunIsSlow: a fresh clone's first `go run` is
// silent while Go downloads and compiles; the README says so before the
// reader wonders.
func TestReadmeSaysTheFirstRunIsSlow(t *testing.T) {
	t.Parallel()
	text := readme(t)
	intro, _, _ := strings.Cut(text, "## ")
	assert.Regexp(t, `(?s)first (time|run).{0,120}download.{0,80}compil|download.{0,80}compil.{0,120}first (time|run)`, intro)
	assert.Regexp(t, `(?s)\bminute`, intro)
}

// TestReadmeQuotesTheGoExample: the README's Go example is
// middleware/example_readme_test.go from its import block to the end,
// verbatim, so what a reader pastes is what `go test` runs.
func TestReadmeQuotesTheGoExample(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../../middleware/example_readme_test.go")
	require.NoError(t, err)
	src := string(b)
	i := strings.Index(src, "import (")
	require.GreaterOrEqual(t, i, 0)
	example := src[i:]
	require.Contains(t, example, "func Example")
	assert.Contains(t, readme(t), "```go\n"+example+"```\n", "README.md must quote the example as it is")
}
