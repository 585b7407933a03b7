package sanitize

import "unsafe"

// The one-shot entry points (Sanitize, AppendSanitized, Findings) and
// the rendering of the chosen matches over the raw text.

// render appends raw with the taken matches (found in the view w of raw)
// rewritten: each replaces the raw bytes its view bytes stand for.
func (c *Compiled) render(dst, raw []byte, w *view, taken []span) []byte {
	p := 0
	for i := range taken {
		t := &taken[i]
		xs := max(p, w.rawLeft(t.xs))
		dst = append(dst, raw[p:xs]...)
		dst = append(dst, c.out(t)...)
		p = max(xs, w.rawRight(t.xe))
	}
	return append(dst, raw[p:]...)
}

// Sanitize returns text with every enabled pattern applied. Text that
// needs no change is returned as is, without allocating.
func (c *Compiled) Sanitize(text string) string {
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	b := unsafeBytes(text)
	c.scanAll(sc, b)
	if len(sc.taken) == 0 {
		return text
	}
	// Rendered straight into the string's own bytes, sized first: a
	// rendering into a reused buffer, then copied into a string, wrote
	// every byte of the output twice.
	out := c.render(make([]byte, 0, c.renderLen(b, &sc.view, sc.taken)), b, &sc.view, sc.taken)
	return unsafe.String(unsafe.SliceData(out), len(out))
}

// renderLen is the length of what render appends.
func (c *Compiled) renderLen(raw []byte, w *view, taken []span) int {
	p, n := 0, 0
	for i := range taken {
		t := &taken[i]
		xs := max(p, w.rawLeft(t.xs))
		n += xs - p + len(c.out(t))
		p = max(xs, w.rawRight(t.xe))
	}
	return n + len(raw) - p
}

// AppendSanitized appends the sanitized form of text to dst.
func (c *Compiled) AppendSanitized(dst, text []byte) []byte {
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	c.scanAll(sc, text)
	return c.render(dst, text, &sc.view, sc.taken)
}

// scanAll finds and chooses the matches of the whole of raw, read through
// its normalised view (sc.view).
func (c *Compiled) scanAll(sc *scratch, raw []byte) {
	c.reset(sc)
	clear(sc.res)
	sc.view.build(raw)
	sc.vw = &sc.view
	text := sc.view.text
	c.collect(sc, text, 0, true)
	c.choose(sc, text, 0, edgeLine, 0, true) // the start of the text, as a Stream reads it
}

// Finding describes one rewrite without its text, for logs: which pattern
// fired, where, and how long the replaced text was.
type Finding struct {
	ID       string
	Category Category
	Offset   int
	Length   int
}

// Findings lists the rewrites Sanitize would make; it never returns the
// matched text, so a caller cannot log a secret by accident.
func (c *Compiled) Findings(text string) []Finding {
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	c.scanAll(sc, unsafeBytes(text))
	var fs []Finding
	for _, t := range sc.taken {
		r := &c.rules[t.rule]
		off := sc.view.rawLeft(t.s)
		fs = append(fs, Finding{ID: r.id, Category: r.category, Offset: off, Length: sc.view.rawRight(t.e) - off})
	}
	return fs
}
