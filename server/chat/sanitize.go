package chat

import (
	"context"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// frameSep joins the texts of one frame into the single output operation
// the chain decides. Record separators on their own lines: no output
// pattern reads across a blank line of control characters, and a text that
// holds one already is sanitized on its own (see sanitizeAll).
const frameSep = "\n\x1e\x1e\n"

// piece is one text of a frame (a content segment, a question, an option's
// label or description, the tool's name) with how it is cut for people.
type piece struct {
	text   string
	limit  int
	marker string
	// window is what the chain sees: the text cut a margin past its limit,
	// so a secret the cut splits lies far past what is shown.
	window string
	cut    bool
	out    string
}

func newPiece(text string, limit int, marker string) piece {
	p := piece{text: text, limit: limit, marker: marker, window: text}
	if limit > 0 && len(text) > limit+sanitizeMargin {
		p.window, p.cut = text[:runeCut(text, limit+sanitizeMargin)], true
	}
	return p
}

// sanitizeAll runs every piece of one frame through the output chain in
// one operation, so a frame costs one decision however many texts it has,
// and output classifiers judge the frame as a whole. Each piece's out is
// its sanitized text, cut to its limit. Any denial denies the frame.
//
// When a piece's text holds the separator, or the chain's rewrite does not
// keep the separators where they were (a redaction that spans one), each
// piece is decided on its own instead: the same rewrite, never a piece
// shown unsanitized.
func (a *ChatAgent) sanitizeAll(ctx context.Context, e middleware.Snapshot, ps []piece) error {
	n, size := 0, 0
	for i := range ps {
		if ps[i].text == "" {
			continue
		}
		if strings.Contains(ps[i].window, frameSep) {
			return a.sanitizeEach(ctx, e, ps)
		}
		n++
		size += len(ps[i].window) + len(frameSep)
	}
	switch n {
	case 0:
		return nil
	case 1:
		return a.sanitizeEach(ctx, e, ps)
	}
	var b strings.Builder
	b.Grow(size)
	for i := range ps {
		if ps[i].text == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(frameSep)
		}
		b.WriteString(ps[i].window)
	}
	op := a.op(middleware.KindOutput, b.String())
	if err := e.Check(ctx, op); err != nil {
		return err
	}
	// Split the rewrite back at the separators; if they did not all
	// survive where they were, decide piece by piece.
	if strings.Count(op.Text, frameSep) != n-1 {
		return a.sanitizeEach(ctx, e, ps)
	}
	rest := op.Text
	for i := range ps {
		if ps[i].text == "" {
			continue
		}
		out, tail, _ := strings.Cut(rest, frameSep)
		rest = tail
		if err := a.finish(ctx, e, &ps[i], out); err != nil {
			return err
		}
	}
	return nil
}

// sanitizeEach decides each piece on its own.
func (a *ChatAgent) sanitizeEach(ctx context.Context, e middleware.Snapshot, ps []piece) error {
	for i := range ps {
		if ps[i].text == "" {
			continue
		}
		op := a.op(middleware.KindOutput, ps[i].window)
		if err := e.Check(ctx, op); err != nil {
			return err
		}
		if err := a.finish(ctx, e, &ps[i], op.Text); err != nil {
			return err
		}
	}
	return nil
}

// finish cuts a piece's sanitized window to its limit. What the window's
// cut may have split (half a secret the sanitizer could not recognise)
// lies in its last safeTail bytes of output; if redactions shrank the
// window so far that those bytes would fall within the limit, the whole
// text is sanitized instead (rare: a window full of secrets).
func (a *ChatAgent) finish(ctx context.Context, e middleware.Snapshot, p *piece, out string) error {
	if p.cut && len(out) < p.limit+safeTail {
		op := a.op(middleware.KindOutput, p.text)
		if err := e.Check(ctx, op); err != nil {
			return err
		}
		out = op.Text
	}
	p.out = truncate(out, p.limit, p.marker)
	return nil
}

// SanitizeTexts runs the texts of one frame the server builds itself (an
// approval: the tool, what the call holds, what it would do) through the
// output chain in one decision, as a message's texts are, and cuts each to
// limit bytes (0: no cut) with "…". A denial (a policy with
// output.on_secret: deny) is returned with no text: the frame must not be
// shown.
func (a *ChatAgent) SanitizeTexts(ctx context.Context, texts []string, limit int) ([]string, error) {
	ps := make([]piece, len(texts))
	for i, t := range texts {
		ps[i] = newPiece(t, limit, "…")
	}
	if err := a.sanitizeAll(ctx, a.policy.Snapshot(), ps); err != nil {
		return nil, err
	}
	out := make([]string, len(ps))
	for i := range ps {
		out[i] = ps[i].out
	}
	return out, nil
}
