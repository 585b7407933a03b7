// Package sanitize rewrites model output before people see it: credentials
// become [token], the agent's config paths [config], the names of the CLI
// and model underneath [assistant], their vendors [provider], workflow
// commands [workflow], MCP plumbing [service], and CLI flags and tool ids
// are removed so the sentence still reads naturally.
//
// The engine is pure: a [Pack] of ordered [Pattern]s (YAML-friendly, so a
// policy can switch patterns off or add its own) is compiled once into a
// [Compiled] sanitizer, which is immutable and safe for concurrent use.
// Three entry points share one matching core, so they always agree:
//
//   - [Compiled.Sanitize] rewrites a whole text (one shot);
//   - [Stream] rewrites a text that arrives in chunks and emits every byte
//     that can no longer be part of a match, so that for any chunking the
//     concatenated output equals the one-shot result;
//   - [Compiled.SanitizeJSON] rewrites every string value of a JSON
//     document (keys untouched) and returns valid JSON.
//
// The patterns read a normalised view of the text (view.go): string
// escapes and HTML references decoded, terminal sequences and invisible
// characters dropped, fullwidth and other compatibility forms of ASCII
// folded; every match is mapped back, so a rewrite replaces the original
// bytes. Beside the regex patterns, hand-written finders rejoin vendor
// tokens split over string literals or lines (split.go), read .pgpass
// lines (credentials.go), private key blocks, and bare random-looking
// tokens, which leave public shapes readable (benign.go).
//
// Matching is keyword-driven, as in Coraza's rxprefilter: each regex
// pattern names literal keywords that every match contains, one
// case-insensitive automaton pass over the text finds them, and a regex
// runs only in a window around a keyword it needs. Text without keywords
// costs one automaton pass and one scan for long random-looking tokens.
//
// See docs/sanitizer.md for the pattern table, the order and the stream
// guarantee.
package sanitize
