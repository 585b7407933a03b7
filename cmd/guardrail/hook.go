package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

const hookUsage = `Usage:
  guardrail hook [--policy FILE] [--context NAME]

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
  PostToolUse       the tool:result stage, on what the tool returned
                    (tool_response): rules on the tool's name, the
                    untrusted-content scan, secrets redacted. Prints
                    {"hookSpecificOutput":{"hookEventName":"PostToolUse",
                    "updatedToolOutput":…}} (updatedMCPToolOutput for an
                    mcp__ tool): the response with its secrets redacted, or
                    with a short notice in place of its text when it
                    addresses the model. Nothing to change: prints nothing.
  UserPromptSubmit  the input guard. Denied: prints {"decision":"block",
                    "reason":"Comando não permitido"} (the generic message).
                    The developer's own slash commands pass with the
                    built-in policy; a --policy file is obeyed as written.
  other events      pass (exit 0, no output).

Input that cannot be read blocks: exit 2 with the reason on stderr, which
Claude Code treats as a block. Install it in .claude/settings.json:

  {"hooks": {
     "PreToolUse":       [{"matcher": "*", "hooks": [{"type": "command", "command": "guardrail hook --context conversion"}]}],
     "PostToolUse":      [{"matcher": "*", "hooks": [{"type": "command", "command": "guardrail hook"}]}],
     "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "guardrail hook"}]}]}}

Flags:
`

// exitHookBlock is what Claude Code reads as "block, the reason is on
// stderr".
const exitHookBlock = 2

func runHook(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hook", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), hookUsage); fs.PrintDefaults() }
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	hookContext := fs.String("context", "", "context whose tool list applies (analysis, conversion, review, …)")
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
	pol, err := loadPolicy(*policyFile)
	if err != nil {
		return block("%v", err)
	}
	if *policyFile == "" {
		// In Claude Code the person typing is the developer, and slash
		// commands are theirs: with the built-in policy the hook allows
		// them (the rest of the prompt is still judged). A policy file
		// is obeyed as written.
		pol.Input.SlashCommands = "allow"
	}
	eng, err := pol.Compile(policy.Hooks{})
	if err != nil {
		return block("%v", err)
	}
	data, err := io.ReadAll(io.LimitReader(stdin, maxLine+1))
	if err != nil {
		return block("reading the hook input: %v", err)
	}
	if len(data) > maxLine {
		return block("hook input larger than %d bytes", maxLine)
	}
	var in claude.HookInput
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&in); err != nil {
		return block("unreadable hook input: %v", err)
	}
	ctx := context.Background()
	switch in.Event {
	case claude.EventPreToolUse:
		if in.ToolName == "" {
			return block("PreToolUse input without tool_name")
		}
		input := in.ToolInput
		if len(input) == 0 || bytes.Equal(input, []byte("null")) {
			input = json.RawMessage("{}")
		}
		if !middleware.IsObject(input) {
			return block("tool_input is not a JSON object")
		}
		op := &middleware.Operation{Kind: middleware.KindToolRun, Name: in.ToolName, Input: input,
			Context: *hookContext, Session: in.SessionID}
		// A denial's reason passes through the output patterns, which
		// compile on first use (~30 ms): start that on the other core
		// while the call is decided. An allowed call exits without
		// waiting for it.
		go eng.Redact("")
		err := eng.Check(ctx, op)
		if err == nil {
			return exitOK
		}
		// For the model, so it can try another way (or, for an ask, for
		// the person in Claude Code's prompt); through the policy's own
		// output patterns, like everything the guard writes.
		if middleware.IsAsk(err) {
			writeJSON(stdout, claude.AskToolUse(eng.Redact(err.Error())))
			return exitOK
		}
		writeJSON(stdout, claude.DenyToolUse(eng.Redact(err.Error())))
		return exitOK
	case claude.EventPostToolUse:
		if in.ToolName == "" {
			return block("PostToolUse input without tool_name")
		}
		op := &middleware.Operation{Kind: middleware.KindToolResult, Name: in.ToolName, Context: *hookContext, Session: in.SessionID}
		answer, _, err := claude.JudgeToolResult(ctx, eng.Check, op, in.ToolResponse)
		if err != nil {
			return block("%v", err)
		}
		if _, none := answer.(claude.NoOpinion); !none {
			writeJSON(stdout, answer)
		}
		return exitOK
	case claude.EventUserPromptSubmit:
		if in.Prompt == nil {
			return block("UserPromptSubmit input without prompt")
		}
		err := eng.Check(ctx, &middleware.Operation{Kind: middleware.KindInput, Name: "hook", Text: *in.Prompt, Session: in.SessionID})
		if err == nil {
			return exitOK
		}
		writeJSON(stdout, claude.BlockPrompt(eng.Messages().For(err)))
		return exitOK
	case "":
		return block("hook input without hook_event_name")
	}
	return exitOK
}
