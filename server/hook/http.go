package hook

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// HandlerOptions configure Handler.
type HandlerOptions struct {
	// Scope says whose the request's calls are (the tenant its token
	// names) and which tool profile applies; an error refuses the request
	// with a deny. Required.
	Scope func(r *http.Request) (Scope, error)
	// Logger records inputs that could not be read (never their text).
	Logger *slog.Logger
}

// Handler answers Claude Code's HTTP hooks: the body is the hook's JSON,
// the answer is what a command hook would print ({} for no opinion). Every answer that stops something is a 200: Claude
// Code lets a call through on any other status, so input that cannot be
// read, or a request that cannot be scoped, gets a deny (a block for a
// prompt) rather than an error status. Each decision takes one snapshot of
// src, and sessions are kept by session_id within the scope's tenant and
// project. A blocked prompt's reason speaks the request's Accept-Language.
func Handler(src middleware.Source, o HandlerOptions) (http.Handler, error) {
	if src == nil || o.Scope == nil {
		return nil, errors.New("hook: Handler needs a policy source and a Scope")
	}
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "use POST", http.StatusMethodNotAllowed)
			return
		}
		snap := src.Snapshot()
		data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxInputBytes))
		var in claude.HookInput
		if err == nil {
			in, err = Parse(data)
		}
		if err != nil {
			log.Warn("hook input refused", "reason", inputReason(err))
			writeAnswer(w, Blocked(in, "guardrail: the hook input could not be read"))
			return
		}
		scope, err := o.Scope(r)
		if err != nil {
			log.Warn("hook request refused", "reason", err.Error())
			writeAnswer(w, Blocked(in, "guardrail: this hook request is not allowed"))
			return
		}
		if snap == nil {
			writeAnswer(w, Blocked(in, "guardrail: no policy in force"))
			return
		}
		ctx := middleware.WithLocale(r.Context(), r.Header.Get("Accept-Language"))
		answer, err := Answer(ctx, snap, in, scope)
		if err != nil {
			log.Warn("hook input refused", "reason", inputReason(err))
			writeAnswer(w, Blocked(in, "guardrail: the hook input could not be read"))
			return
		}
		writeAnswer(w, answer)
	}), nil
}

// inputReason says why an input was refused, without its text.
func inputReason(err error) string {
	var ie *InputError
	var mb *http.MaxBytesError
	switch {
	case errors.As(err, &mb):
		return "body too large"
	case errors.As(err, &ie):
		return "unreadable"
	}
	return "read failed"
}

func writeAnswer(w http.ResponseWriter, answer any) {
	w.Header().Set("Content-Type", "application/json")
	if answer == nil {
		answer = struct{}{} // {}: no opinion
	}
	b, _ := json.Marshal(answer)
	_, _ = w.Write(append(b, '\n'))
}

// Limited answers a hook request over its tenant's rate limit (or refused
// by a limiter that cannot answer: a shared store that is down) with
// status 200 and a deny (a block for a prompt): with a 429, Claude Code's
// HTTP hook would let the call through. It is the limited handler of
// server.HandleTenantLimited.
var Limited http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxInputBytes))
	var in claude.HookInput
	if err == nil {
		in, _ = Parse(data) // unreadable: the zero input, answered with a deny
	}
	writeAnswer(w, Blocked(in, "guardrail: too many requests; the call is refused"))
})
