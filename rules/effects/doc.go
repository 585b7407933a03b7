// Package effects judges a tool call by what it would do, whichever tool
// makes it. A call becomes its effects (middleware.Effect: read, write,
// delete, exec, net, …, each with its target): Read, Grep, Glob and LS read,
// Write, Edit, MultiEdit and NotebookEdit write, WebFetch and WebSearch
// reach the network, Bash gives the effects of its command line (from a
// function the caller plugs in), and MCP tools get the effects the policy
// maps them to.
//
// A Policy names path classes (credential files, startup files, git hooks,
// the agent's own settings, SSH trust, system directories) as data rows of
// gitignore-like globs with the ops each class denies and the risk, plus
// the network egress allowed and the workspace root. Compile checks and
// compiles it once; Compiled.Judge classes each effect and returns the
// findings, with stable ids (effect.read.credential, effect.write.startup,
// effect.exfiltration, …) documented in docs/effects.md. Classifier makes
// the tool:run classifier of it.
//
// What cannot be known is not taken to be harmless: a tool input that
// repeats a key or is not an object is an error (the guard fails closed),
// and a path computed at run time is judged as the worst path its known
// prefix could still become.
package effects
