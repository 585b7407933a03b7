// Package chat is the message layer between a person and the agent: it
// checks what the person sends with the policy's input guard, and turns
// each line of Claude Code's stream-json into a frame fit to show them,
// typed, with its text extracted and sanitized through the policy's output
// chain, and with only allow-listed metadata.
//
// # Types and their precedence
//
// Each line gets one MessageType. The first rule that holds decides:
//
//  1. error: the line is not a JSON object (and Process returns an
//     *InvalidMessageError); or it says it failed: type "error",
//     is_error true, a subtype starting with "error" (result
//     error_max_turns, error_during_execution…) or containing it (system
//     mirror_error), a non-empty error field (assistant
//     authentication_failed, rate_limit…; api_retry), a tool_result block
//     with is_error (a denied or failed tool call), a stream error event.
//  2. multi_question: an assistant tool_use of AskUserQuestion whose input
//     has at least one option; or, in the generic shape (hand-written agents' lines), a
//     top-level questions or options array with at least one option.
//  3. tool_result: a tool_use (other than a valid AskUserQuestion) or
//     tool_result block; type tool_result, tool_use, tool_progress or
//     tool_use_summary; a streamed tool_use block or input_json_delta.
//  4. thinking: thinking or redacted_thinking blocks and no text block
//     (a message with text is read for its text); a streamed thinking
//     block or delta.
//  5. question: the visible text's last paragraph ends with "?" (closing
//     quotes, brackets and emphasis aside) or has a sentence that opens
//     with a cue such as "What would you…", "Which option…", "Would you
//     like…", "Should I…", "Qual opção…", "Você gostaria…". A result line
//     is never a question: it repeats the turn's last assistant text.
//  6. info: everything else (fail safe: the least interactive type).
//
// # Hidden lines
//
// Internal lines are classified but marked Hidden, carry no content, and
// Filter drops them: every system subtype except informational,
// notification, local_command_output and model_refusal_*; stream_event
// partial deltas (the complete assistant line follows, and a secret split
// across deltas could not be caught one delta at a time); the person's own
// prompt echoed back as a user line; assistant lines with nothing in them;
// and every type this package does not know (control_request,
// control_response, rate_limit_event, tool_progress, tool_use_summary,
// auth_status, prompt_suggestion, …) unless it has the generic
// shape (type text, message, info, question, multi_question, error,
// tool_result, tool_use or thinking, or an options array). In a Stream,
// the tool result answering an AskUserQuestion is hidden too: the person
// answered it, the server carries it back.
//
// # Content and metadata
//
// Content is the text blocks joined; a tool call as its tool name and one
// line of its input ("Bash: go test ./...", "Read: src/main.go"); a tool
// result's text; the result's text; the error's text, or a generic
// sentence for an error code. Tool results and thinking are cut at
// MaxToolResult bytes, other content at MaxContent, after sanitizing and
// with a "… [truncated]" marker. Every string a person sees, option
// labels and descriptions included, goes through the engine's output
// chain (policy.Engine.Check with a KindOutput operation).
//
// Metadata is an allow-list: duration_ms, duration_api_ms, num_turns,
// total_cost_usd, usage (input_tokens, output_tokens,
// cache_creation_input_tokens, cache_read_input_tokens) and is_error from
// a result; stop_reason; is_error of a failed tool result; tool, the
// tool's name (an MCP tool by its own name, without its server);
// tool_phase, "call" or "result" on a tool_result message. Session
// ids, cwd, paths, tool_use ids, tool and MCP server lists and model names
// are never decoded at all.
//
// See docs/chat.md for the table of recorded shapes and the numbers.
package chat
