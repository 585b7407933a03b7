package httpguard

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"

	"github.com/guardrail-go/guardrail/internal/lines"
	"github.com/guardrail-go/guardrail/middleware"
)

// CheckOptions configure CheckHandler.
type CheckOptions struct {
	// MaxBodyBytes bounds a single request's body (413 past it) and each
	// line of a JSON-lines body (a BAD_INPUT decision for that line). 0
	// means DefaultMaxBodyBytes; negative is an error.
	MaxBodyBytes int64
	// Messages, when set, supplies the people-facing messages of the
	// decisions, overriding the engine's (which speak the request's
	// Accept-Language). It is required for a checker that is not an
	// engine.
	Messages func() middleware.Messages
	// Scope, when set, fills in who asks from the request before each
	// operation is decided (the tenant its token names), overriding what
	// the body says.
	Scope func(ctx context.Context, op *middleware.Operation)
}

// JSON-lines media types CheckHandler streams.
var ndjsonTypes = map[string]bool{
	"application/x-ndjson":     true,
	"application/jsonl":        true,
	"application/x-jsonlines":  true,
	"application/json-lines":   true,
	"application/jsonlines":    true,
	"application/x-json-lines": true,
}

// CheckHandler returns the handler of POST /v1/check, the HTTP form of
// `guardrail check`.
//
// The body is one middleware.Request as JSON; the answer is one
// middleware.Decision, 200 whether the operation is allowed or denied (the
// decision says which). A request that is not a valid operation (bad JSON,
// an unknown field, trailing data, a missing "text") is answered 400 with
// a BAD_INPUT decision, a body over MaxBodyBytes 413, a method other than
// POST 405; each with a BAD_INPUT decision as the body.
//
// With Content-Type application/x-ndjson (or application/jsonl), the body
// is JSON lines, one request per line, and the answer is JSON lines, one
// decision per non-blank line in order, streamed as they are made: a bad
// line gets a BAD_INPUT decision carrying its line number and the stream
// goes on. The status is then always 200.
//
// The decisions name the rule that fired: serve this to trusted services,
// not to the people whose text is checked.
func CheckHandler(checker middleware.Checker, opts CheckOptions) (http.Handler, error) {
	g, err := newGuard(checker, opts.Messages, opts.MaxBodyBytes)
	if err != nil {
		return nil, err
	}
	g.scope = opts.Scope
	return http.HandlerFunc(g.serveCheck), nil
}

func (g *guard) serveCheck(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeDecision(w, http.StatusMethodNotAllowed,
			middleware.BadInput(fmt.Errorf("method %s not allowed: use POST", r.Method)))
		return
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil && ndjsonTypes[mt] {
		g.serveLines(w, r)
		return
	}
	body, err := readBody(r, g.max)
	if err != nil {
		if errors.Is(err, errTooLarge) {
			writeDecision(w, http.StatusRequestEntityTooLarge,
				middleware.BadInput(fmt.Errorf("body larger than %d bytes", g.max)))
			return
		}
		writeDecision(w, http.StatusBadRequest, middleware.BadInput(fmt.Errorf("reading the body: %w", err)))
		return
	}
	op, err := parseRequest(body)
	if err != nil {
		writeDecision(w, http.StatusBadRequest, middleware.BadInput(err))
		return
	}
	writeDecision(w, http.StatusOK, g.decide(withLocale(r), op))
}

// withLocale is the request's context carrying its Accept-Language, which
// the decisions' messages speak.
func withLocale(r *http.Request) context.Context {
	return middleware.WithLocale(r.Context(), r.Header.Get("Accept-Language"))
}

// parseRequest reads one middleware.Request strictly: unknown fields and
// anything after the object are refused.
func parseRequest(b []byte) (*middleware.Operation, error) {
	var req middleware.Request
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return nil, fmt.Errorf("not a valid operation: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("not a valid operation: data after the JSON object")
	}
	return req.Operation()
}

// serveLines answers a JSON-lines body line by line. Decisions are flushed
// whenever the next line is not already buffered, so a client that writes
// a line and waits for its decision gets it.
func (g *guard) serveLines(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	// HTTP/1 otherwise closes the request body once the response starts;
	// HTTP/2 is full duplex already and says ErrNotSupported.
	_ = rc.EnableFullDuplex()
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	in := bufio.NewReaderSize(r.Body, 64<<10)
	out := bufio.NewWriterSize(w, 16<<10)
	defer out.Flush()
	emit := func(d middleware.Decision) bool {
		b, _ := json.Marshal(d)
		_, _ = out.Write(append(b, '\n'))
		if in.Buffered() == 0 {
			if out.Flush() != nil {
				return false
			}
			_ = rc.Flush()
		}
		return true
	}
	ctx := withLocale(r)
	for n := 1; ctx.Err() == nil; n++ {
		line, err := lines.Read(in, int(g.max))
		if err == io.EOF {
			return
		}
		if err != nil {
			d := middleware.BadInput(err)
			d.Line = n
			if !emit(d) || !errors.Is(err, lines.ErrTooLong) {
				return
			}
			continue
		}
		if len(bytes.TrimSpace(line)) == 0 {
			n--
			continue
		}
		var d middleware.Decision
		if op, err := parseRequest(line); err != nil {
			d = middleware.BadInput(err)
			d.Line = n
		} else {
			d = g.decide(ctx, op)
		}
		if !emit(d) {
			return
		}
	}
}

// decide decides op with one snapshot (or the plain checker), its message
// in the language ctx carries, or the options' messages. A checker error
// that is not a guard error reads GUARD_CLASSIFIER_FAILED, as in the
// middleware.
func (g *guard) decide(ctx context.Context, op *middleware.Operation) middleware.Decision {
	if g.scope != nil {
		g.scope(ctx, op)
	}
	check, snap := g.resolve()
	if dc, ok := check.(middleware.Decider); ok {
		// The policy's own decision, with its provenance; the options'
		// messages, when set, still say what people see.
		d := dc.Decide(ctx, op)
		if !d.Allowed && d.Error == "" && g.messages != nil {
			d.Message = g.messages().ExplainKind(d.Kind)
		}
		return d
	}
	err := check.Check(ctx, op)
	if err == nil {
		return middleware.NewDecision(op, nil, middleware.Messages{})
	}
	return middleware.NewDecision(op, asStop(op, err), g.messagesFor(snap, middleware.LocaleFrom(ctx)))
}

func writeDecision(w http.ResponseWriter, status int, d middleware.Decision) {
	b, _ := json.Marshal(d)
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}
