package httpguard

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// A policy snapshot is a checker: it is what Middleware and CheckHandler
// take. Given a middleware.Source (a compiled policy, or a live one), each
// request is decided by the one snapshot in force when it arrived, and the
// people-facing messages are that snapshot's; any other checker's messages
// come from Options.Messages.
var _ middleware.Checker = middleware.Snapshot(nil)

// DefaultMaxBodyBytes bounds a request body the middleware reads, and a
// /v1/check body or line: 1 MiB.
const DefaultMaxBodyBytes = 1 << 20

// Codes of the middleware's own refusals, beside the guard codes
// (middleware.CodeDenied, …) of a denial.
const (
	// CodeBadInput: the body could not be read or is not JSON of a shape
	// the extractor reads (400).
	CodeBadInput = middleware.CodeBadInput
	// CodeTooLarge: the body is over the size limit (413).
	CodeTooLarge = "TOO_LARGE"
)

// Options configure Middleware. The zero value guards JSON bodies of up to
// 1 MiB with ExtractLastUser and the engine's messages.
type Options struct {
	// MaxBodyBytes bounds the body read; a larger one is answered 413.
	// 0 means DefaultMaxBodyBytes; negative is an error.
	MaxBodyBytes int64
	// Extract finds the texts to check; nil means ExtractLastUser.
	Extract Extractor
	// AllContentTypes guards every body as JSON, whatever its
	// Content-Type. By default only application/json, */*+json and bodies
	// with no Content-Type are guarded and others pass unread. Set it when
	// the handler behind decodes bodies without looking at the header
	// (most do): otherwise a client can send its JSON as text/plain.
	AllContentTypes bool
	// RequireText refuses (400) a JSON body in which the extractor finds no
	// text, instead of passing it: use it on endpoints that only take chat
	// bodies, so an unrecognised shape cannot slip past.
	RequireText bool
	// FailOpen passes a body the extractor cannot read (not JSON, or not
	// the shape it expects) to the next handler unchecked. The default
	// answers 400.
	FailOpen bool
	// Tenant, Project and Session, when set, name who asks, for the
	// operation (rules and logs see them).
	Tenant, Project, Session func(*http.Request) string
	// Messages, when set, supplies the people-facing messages, overriding
	// the engine's (which speak the request's Accept-Language). It is
	// required for a checker that is not an engine.
	Messages func() middleware.Messages
	// OnDeny observes every request the chain denied, before the 403 is
	// written; err is the checker's error. It runs on the request's
	// goroutine. The engine's own OnDeny hook sees the same denials.
	OnDeny func(r *http.Request, op *middleware.Operation, err error)
}

// guard is the compiled middleware configuration.
type guard struct {
	check    middleware.Checker
	source   middleware.Source // nil unless check is one
	messages func() middleware.Messages
	opts     Options
	extract  Extractor
	max      int64
	scope    func(context.Context, *middleware.Operation)
}

func newGuard(c middleware.Checker, messages func() middleware.Messages, maxBody int64) (*guard, error) {
	if c == nil {
		return nil, errors.New("httpguard: nil Checker")
	}
	g := &guard{check: c, messages: messages, max: maxBody}
	switch {
	case maxBody < 0:
		return nil, fmt.Errorf("httpguard: negative MaxBodyBytes %d", maxBody)
	case maxBody == 0:
		g.max = DefaultMaxBodyBytes
	}
	if src, ok := c.(middleware.Source); ok {
		if src.Snapshot() == nil {
			return nil, errors.New("httpguard: the policy source holds no policy")
		}
		g.source = src
	}
	if g.source == nil && g.messages == nil {
		return nil, fmt.Errorf("httpguard: a %T is not a policy: set Options.Messages", c)
	}
	return g, nil
}

// resolve returns the checker for one request, and its snapshot when it
// has one. With a source, one snapshot decides the whole request, even if a
// new policy is swapped in while its texts are being checked.
func (g *guard) resolve() (middleware.Checker, middleware.Snapshot) {
	if g.source == nil {
		return g.check, nil
	}
	s := g.source.Snapshot()
	if s == nil {
		// Someone stored no policy: fail closed rather than panic.
		return noPolicy, nil
	}
	return s, s
}

var errNoPolicy = errors.New("httpguard: no policy in force")

var noPolicy = middleware.CheckerFunc(func(context.Context, *middleware.Operation) error { return errNoPolicy })

// messagesFor returns the people-facing messages for a request whose
// language preference is lang: the options' if set, else the snapshot's in
// that language, else the built-in set of that language.
func (g *guard) messagesFor(s middleware.Snapshot, lang string) middleware.Messages {
	switch {
	case g.messages != nil:
		return g.messages()
	case s != nil:
		return s.Messages(lang)
	}
	l := middleware.MatchLocale(lang, middleware.Locales())
	if l == "" {
		l = middleware.LocaleFallback
	}
	m, _ := middleware.BuiltinMessages(l)
	return m
}

// Middleware returns middleware in chi's shape that guards JSON request
// bodies with checker. It reports misconfiguration here, never per request.
//
// For a request with a JSON body it reads the body (up to MaxBodyBytes,
// else 413), extracts the user texts, and checks each as an input
// operation named "http". A denial is answered 403 (429 for
// GUARD_RATE_LIMITED) with
//
//	{"error":{"code":"GUARD_DENIED","message":"Comando não permitido"}}
//
// where the message is the generic one for people, never the rule. An
// unreadable body is answered 400 with code BAD_INPUT. Otherwise the body
// is restored (r.Body reads the same bytes, r.ContentLength is their
// length) and next is called with the ResponseWriter untouched. Requests
// without a body, and non-JSON bodies unless AllContentTypes, pass.
func Middleware(checker middleware.Checker, opts Options) (func(http.Handler) http.Handler, error) {
	g, err := newGuard(checker, opts.Messages, opts.MaxBodyBytes)
	if err != nil {
		return nil, err
	}
	g.opts, g.extract = opts, opts.Extract
	if g.extract == nil {
		g.extract = ExtractLastUser
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			g.serve(w, r, next)
		})
	}, nil
}

func (g *guard) serve(w http.ResponseWriter, r *http.Request, next http.Handler) {
	if r.Body == nil || r.Body == http.NoBody || !(g.opts.AllContentTypes || isJSON(r.Header.Get("Content-Type"))) {
		next.ServeHTTP(w, r)
		return
	}
	body, err := readBody(r, g.max)
	if err != nil {
		if errors.Is(err, errTooLarge) {
			writeError(w, http.StatusRequestEntityTooLarge, CodeTooLarge, fmt.Sprintf("request body larger than %d bytes", g.max))
			return
		}
		writeError(w, http.StatusBadRequest, CodeBadInput, "request body could not be read")
		return
	}
	restore(r, body)
	if len(body) == 0 {
		// An empty chunked body is no body, as a Content-Length of 0 is.
		next.ServeHTTP(w, r)
		return
	}
	texts, err := g.extract(body)
	switch {
	case err != nil && g.opts.FailOpen:
		next.ServeHTTP(w, r)
		return
	case err != nil:
		writeError(w, http.StatusBadRequest, CodeBadInput, badBodyMessage(err))
		return
	case len(texts) == 0 && g.opts.RequireText:
		writeError(w, http.StatusBadRequest, CodeBadInput, "request body holds no text to check")
		return
	}
	check, eng := g.resolve()
	op := middleware.Operation{Kind: middleware.KindInput, Name: "http"}
	if f := g.opts.Tenant; f != nil {
		op.Tenant = f(r)
	}
	if f := g.opts.Project; f != nil {
		op.Project = f(r)
	}
	if f := g.opts.Session; f != nil {
		op.Session = f(r)
	}
	for _, t := range texts {
		op.Text = t
		if err := check.Check(r.Context(), &op); err != nil {
			if g.opts.OnDeny != nil {
				g.opts.OnDeny(r, &op, err)
			}
			err = asStop(&op, err)
			status := http.StatusForbidden
			if middleware.CodeOf(err) == middleware.CodeRateLimited {
				status = http.StatusTooManyRequests
			}
			writeStop(w, status, err, g.messagesFor(eng, r.Header.Get("Accept-Language")))
			return
		}
	}
	next.ServeHTTP(w, r)
}

// asStop returns err as a guard's stop. Any other error (a checker
// failing on its own) fails closed, and says so with the code a failed
// classifier gets.
func asStop(op *middleware.Operation, err error) error {
	if middleware.IsGuardError(err) {
		return err
	}
	return &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Kind: op.Kind, Name: op.Name, Reason: err.Error(), Err: err}
}

func badBodyMessage(err error) string {
	var se *ShapeError
	if errors.As(err, &se) {
		return "request body field " + se.Field + ": " + se.Want
	}
	if errors.Is(err, ErrNotJSON) {
		return "request body is not valid JSON"
	}
	return "request body could not be read"
}

// isJSON reports whether a Content-Type names JSON, or is absent.
func isJSON(ct string) bool {
	if ct == "" {
		return true
	}
	// The common spellings, without mime.ParseMediaType's allocations.
	if ct == "application/json" || strings.HasPrefix(ct, "application/json;") {
		return true
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return false
	}
	return mt == "application/json" || strings.HasSuffix(mt, "+json")
}

var errTooLarge = errors.New("request body too large")

// readBody reads all of r.Body, or errTooLarge past max bytes. A declared
// Content-Length sizes the buffer once.
func readBody(r *http.Request, max int64) ([]byte, error) {
	if r.ContentLength > max {
		return nil, errTooLarge
	}
	size := r.ContentLength
	if size < 0 {
		size = 512
	}
	// One spare byte, so that reading a body of exactly Content-Length
	// bytes finds EOF without growing the buffer.
	buf := make([]byte, 0, size+1)
	lr := io.LimitedReader{R: r.Body, N: max + 1}
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := lr.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(buf)) > max {
		return nil, errTooLarge
	}
	return buf, nil
}

// body is the restored request body. Close closes the original, so the
// server's bookkeeping is what it would have been.
type body struct {
	bytes.Reader
	orig io.Closer
}

func (b *body) Close() error { return b.orig.Close() }

func restore(r *http.Request, data []byte) {
	b := &body{orig: r.Body}
	b.Reset(data)
	r.Body = b
	r.ContentLength = int64(len(data))
	// The body is now known whole: a handler that forwards the request
	// (httputil.ReverseProxy) sends it with a Content-Length.
	r.TransferEncoding = nil
}

// errorBody is the JSON the middleware answers with.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code string `json:"code"`
	// Kind is a stop's kind (middleware.StopKind); absent on the
	// middleware's own refusals.
	Kind    middleware.StopKind `json:"kind,omitempty"`
	Message string              `json:"message"`
}

// writeStop answers a stop: its code, its kind and the kind's plain text.
func writeStop(w http.ResponseWriter, status int, err error, msgs middleware.Messages) {
	kind := middleware.StopKindOf(err)
	writeBody(w, status, errorDetail{Code: string(middleware.CodeOf(err)), Kind: kind, Message: msgs.ExplainKind(kind)})
}

func writeError(w http.ResponseWriter, status int, code, message string) {
	writeBody(w, status, errorDetail{Code: code, Message: message})
}

func writeBody(w http.ResponseWriter, status int, d errorDetail) {
	b, _ := json.Marshal(errorBody{Error: d})
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}
