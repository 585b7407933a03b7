// Package jsonscan is the one JSON reader of the module: every place that
// looks inside JSON (tool input fields, chat-completion bodies, Claude Code
// stream-json lines, JSON-aware sanitizing) reads it through this package,
// so that no two parts of the guard can read the same bytes differently.
//
// A Scanner walks a document once, validating every byte it passes, and
// hands out object members, array elements and decoded strings without
// building a tree: keys and strings that need no decoding alias the input,
// and the scratch space for the rest is reused.
//
// # The rule set
//
// Validity: a document is accepted exactly when encoding/json's Valid
// accepts it (RFC 8259): one value with optional whitespace around it; no
// trailing commas, comments, single quotes, NaN, leading zeros or bare
// control characters. Invalid UTF-8 inside a string does not make a
// document invalid.
//
// Strings: escapes are decoded and every invalid UTF-8 byte, and every
// \u escape of a lone surrogate, becomes U+FFFD, as encoding/json decodes
// them. A string handed out is always valid UTF-8.
//
// Duplicate keys: a document that repeats a key is valid, but a consumer
// never picks one of the copies of a name it reads. Reading a repeated
// name by key (Scanner.NextKey, StringField) is a *DuplicateKeyError,
// while walks over every value (Strings, Skip) visit every copy. Parsers
// do not agree on which copy counts: JSON.parse and encoding/json into a
// map keep the last, encoding/json into a struct merges the copies and
// skips a later null (TestStructsMergeDuplicates shows it), other
// decoders keep the first or refuse. A guard that picked a copy could be
// shown one value while the tool behind it reads another; refusing is the
// reading every parser's reader can live with.
//
// Limits: nesting deeper than Limits.MaxDepth (by default 10000,
// encoding/json's own bound, so the limit never refuses what Valid
// accepts) is a *LimitError, and so is a document longer than
// Limits.MaxSize when the caller sets one.
//
// Errors: every error is a typed value (*SyntaxError, *LimitError,
// *DuplicateKeyError, *KindError) carrying an offset, checked with
// errors.As. No error message ever quotes the input.
package jsonscan
