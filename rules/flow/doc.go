// Package flow remembers what a session touched and judges a tool call by
// what came before it. Each call alone may be fine; together they are how
// agents get robbed: private data read, then a send to a host the session
// never used; untrusted content read (a fetched page, a file from outside
// the workspace, a tool result the injection check flagged), then code run
// or files written outside the workspace.
//
// Facts are what a session has touched. They only grow, so a Store merges
// them (Add) and several replicas can share one without ordering them.
// Rules are data rows (DefaultRules): after a taint, effects of a kind get
// an action. Judge applies them; Observe says what an allowed operation
// taught the session.
package flow
