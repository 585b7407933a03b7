package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/hook"
)

const hookUsage = `Usage:
  guardrail hook [--policy FILE] [--context NAME]
  guardrail hook --server URL [--token-env NAME] [--policy FILE] [--context NAME]

A command for Claude Code's hooks. It reads the hook's JSON on stdin and
answers as Claude Code expects:

  PreToolUse        the tool:run chain (rules, the shell classifier, what
                    the call does, the context's tools). Denied: prints
                    {"hookSpecificOutput":{"hookEventName":"PreToolUse",
                    "permissionDecision":"deny","permissionDecisionReason":…}}
                    and exits 0; the model sees the reason. Asks a person
                    (moderate risk: a force push, a write outside the
                    workspace, an ask rule): "permissionDecision":"ask",
                    and Claude Code shows its own prompt. Allowed: prints
                    nothing, so Claude Code's own permission rules still apply.
  PostToolUse       the tool:result guard on what the tool returned: secrets
                    redacted, or a notice in place of a result that carries
                    instructions to the assistant; prints
                    {"hookSpecificOutput":{"hookEventName":"PostToolUse",
                    "updatedToolOutput":…}} (updatedMCPToolOutput for mcp__
                    tools) in the response's own shape, nothing otherwise.
  UserPromptSubmit  the input guard. Denied: prints {"decision":"block",
                    "reason":"…"}: what kind of thing was stopped and what to
                    do next, in the language of $LC_ALL, $LC_MESSAGES or
                    $LANG (pt or en; English otherwise), never the rule.
                    The developer's own slash commands pass (the hook
                    channel's default; input.slash_commands: deny in a
                    policy file denies them here too).
  other events      pass (exit 0, no output).

Input that cannot be read blocks: exit 2 with the reason on stderr, which
Claude Code treats as a block.

With --server, the input is forwarded to a guardrail serve's hook endpoint
(POST /v1/hooks/claude, the tenant token from $GUARDRAIL_TOKEN), which keeps
each session's state (flows: after a credential read a send to a new host
is denied); when the server cannot answer, the hook decides locally,
without that memory, so it never fails open. Install it in
.claude/settings.json:

  {"hooks": {
     "PreToolUse":       [{"matcher": "*", "hooks": [{"type": "command", "command": "guardrail hook --context conversion"}]}],
     "PostToolUse":      [{"matcher": "*", "hooks": [{"type": "command", "command": "guardrail hook"}]}],
     "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "guardrail hook"}]}]}}

Flags:
`

// exitHookBlock is what Claude Code reads as "block, the reason is on
// stderr".
const exitHookBlock = 2

func runHook(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), hookUsage); fs.PrintDefaults() }
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	hookContext := fs.String("context", "", "context whose tool list applies (analysis, conversion, review, …)")
	serverURL := fs.String("server", "", "forward to a guardrail serve's hook endpoint at `URL` (sessions keep their state there); decide locally when it cannot answer")
	tokenEnv := fs.String("token-env", "GUARDRAIL_TOKEN", "environment `variable` holding the tenant token for --server")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for --server before deciding locally")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitHookBlock
	}
	block := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "guardrail hook: "+format+"\n", a...)
		return exitHookBlock
	}
	data, err := io.ReadAll(io.LimitReader(stdin, hook.MaxInputBytes+1))
	if err != nil {
		return block("reading the hook input: %v", err)
	}
	in, err := hook.Parse(data)
	if err != nil {
		return block("%v", err)
	}
	// A blocked prompt's reason speaks the developer's language.
	lang := middleware.EnvLocale(getenv)
	ctx := middleware.WithLocale(context.Background(), lang)
	if *serverURL != "" {
		answer, err := forward(ctx, *serverURL, getenv(*tokenEnv), data, *timeout)
		if err == nil {
			if len(answer) > 0 {
				_, _ = stdout.Write(answer)
			}
			return exitOK
		}
		// An HTTP hook that cannot be reached lets the call through in
		// Claude Code; this command decides alone instead (without the
		// session's memory).
		fmt.Fprintf(stderr, "guardrail hook: %v; deciding locally\n", err)
	}
	pol, err := loadPolicy(*policyFile)
	if err != nil {
		return block("%v", err)
	}
	eng, err := pol.Compile(policy.Hooks{})
	if err != nil {
		return block("%v", err)
	}
	if in.Event == claude.EventPreToolUse {
		// A denial's reason passes through the output patterns, which
		// compile on first use (~30 ms): start that on the other core
		// while the call is decided. An allowed call exits without
		// waiting for it.
		go eng.Redact("")
	}
	answer, err := hook.Answer(ctx, eng, in, hook.Scope{Context: *hookContext, Local: true})
	if err != nil {
		return block("%v", err)
	}
	if answer != nil {
		writeJSON(stdout, answer)
	}
	return exitOK
}

// forward posts a hook input to a guardrail serve and returns its answer
// (empty for no opinion). Any failure (unreachable, a status other than
// 200, an answer that is not a JSON object) is an error: the caller
// decides locally.
func forward(ctx context.Context, url, token string, data []byte, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("--server: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if l := middleware.MatchLocale(middleware.LocaleFrom(ctx), middleware.Locales()); l != "" {
		req.Header.Set("Accept-Language", l) // the server answers in the developer's language
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("server unreachable: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	switch {
	case err != nil:
		return nil, fmt.Errorf("reading the server's answer: %w", err)
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("server answered %s", resp.Status)
	case !middleware.IsObject(body):
		return nil, errors.New("server's answer is not a JSON object")
	}
	if string(bytes.TrimSpace(body)) == "{}" {
		return nil, nil
	}
	return body, nil
}
