// Package httpguard puts the guardrail chain in front of any net/http
// stack, for services that are not the guardrail server.
//
// Middleware guards JSON request bodies: it reads the body (bounded),
// extracts the user's text with an Extractor (the common chat-completion
// shapes by default), checks each text as an input operation, and either
// answers 403 with a generic JSON error or restores the body and calls the
// next handler. It has chi's shape, func(http.Handler) http.Handler, and
// passes the ResponseWriter on untouched, so http.Flusher, http.Hijacker
// and http.ResponseController keep working behind it.
//
// CheckHandler serves POST /v1/check: one middleware.Request in, one
// middleware.Decision out (or JSON lines of each, streamed), so a Python or
// Node service can ask the chain directly.
//
// Both take a middleware.Checker; given a middleware.Source (a compiled
// policy, or a live one), a policy swapped in takes effect on the next request.
// See docs/http.md.
package httpguard
