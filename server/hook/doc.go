// Package hook answers Claude Code's hooks from the chain, wherever they
// arrive: `guardrail hook` reads one on stdin (a command hook, one process
// per call, no memory), and `guardrail serve` answers them over HTTP (a
// settings entry of "type": "http"), keeping each session's state by its
// session_id so that flows hold across calls.
//
// PreToolUse is the tool:run chain; UserPromptSubmit the input guard.
// Input that cannot be read is never allowed: the command hook blocks
// (exit 2), and the HTTP handler answers a deny or a block with status 200,
// since Claude Code lets a call through on any other status.
package hook
