// Package middleware is the guardrail chain: every operation (a user's
// message, a tool call the agent wants to make, what the agent says back)
// passes through a stack of Middleware around a final Handler, the way an
// HTTP request passes through net/http middleware.
//
// A Guard is the middleware that decides. It evaluates, in order:
//
//  1. static rules (rules.Set), first match wins: deny returns a
//     *GuardrailDenied, allow proceeds without consulting the classifiers;
//  2. the classifier, only when no rule matched: it may deny with a reason,
//     and if it errors, panics or overruns its deadline it fails closed;
//  3. the default: allow, unless the operation's context has a tool profile
//     (rules.Profiles) that does not list the tool.
//
// A guard only inspects operations of its own kind; others pass through.
// Every denial is a *GuardrailDenied carrying a stable Code; callers test
// for it with errors.As or IsGuardError.
package middleware
