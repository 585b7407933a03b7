package injection

// A window's started alternatives (windowRe.started) are tried anchored
// at each start literal in the window. Windows of nearby anchors overlap,
// so a text that repeats a phrase had each start tried once per window
// that holds it: 20 KB of "do not tell the user, " tried 230,000 starts
// for 4,900 windows (130 ms as a tool result). startMemo tries each start
// once per judgement, on a stretch as long as any window that can hold it
// (startReach), and answers every window from that.
//
// The answer is the window's own (TestWindowMatcherAgrees,
// FuzzWindowMatcher): a match of the anchored form reads the byte before
// its start, its bytes, and the byte after its end (\b); no more, since
// the started alternatives read no text edge (^, $ go to alone). So
//   - a match found on the stretch that ends before the window does lies
//     in the window too;
//   - a match in the window that ends before the window's end lies in the
//     stretch too, so none on the stretch means none in the window, but
//     for a match ending exactly at the window's end: there the window
//     shows the end of the text where the stretch shows the next byte.
//     That byte, when it is ASCII and not a word byte (a space: windows
//     end on words' edges), reads as the end does, so the stretch answers;
//     otherwise (a word cut, or a rune cut in two) the window is tried
//     alone.
// A start at the window's very first byte is tried alone too: the window
// shows the text's start there, the stretch the byte before.

// startKey is one start of one anchored form.
type startKey struct {
	forms *anchoredForms
	st    int32
}

// startTried is what the form found from a start: the stretch it read
// ended at reach, and its match at end (noMatch: none).
type startTried struct{ reach, end int32 }

const noMatch = -1

// startReach is how far past a start a window holding it can end: two
// windows' widths, a long anchor, and the widening of both edges.
func startReach(window int) int { return 2*window + tileAnchor + 2*maxWiden }

// startedMatch reports whether cs, the started part of an expression,
// matches w[lo:hi], the window of an anchor with the given window width.
func (wm *windowMatcher) startedMatch(w []byte, cs *codeStarts, window, lo, hi int) bool {
	view := w[lo:hi]
	return cs.each(view, func(l string, p int) bool {
		forms := cs.forms[l]
		return cs.eachLead(view, p, func(st int) bool { return wm.startMatches(w, forms, window, lo+st, lo, hi) })
	})
}

// startMatches reports whether forms, anchored at st, matches within the
// window w[lo:hi].
func (wm *windowMatcher) startMatches(w []byte, forms *anchoredForms, window, st, lo, hi int) bool {
	at0, atN := forms.get()
	if st == lo {
		wm.tried++
		return at0.Match(w[lo:hi])
	}
	if wm.starts == nil {
		wm.starts = map[startKey]startTried{}
	}
	key := startKey{forms, int32(st)}
	t, ok := wm.starts[key]
	if !ok {
		reach := min(len(w), max(hi, st+startReach(window)))
		t = startTried{reach: int32(reach), end: noMatch}
		wm.tried++
		if loc := atN.FindIndex(w[st-1 : reach]); loc != nil {
			t.end = int32(st - 1 + loc[1])
		}
		wm.starts[key] = t
	}
	end, reach := int(t.end), int(t.reach)
	switch {
	case t.end != noMatch && end < hi:
		return true
	case hi > reach:
	case hi == reach || edgeReadsAsEnd(w, hi):
		if t.end == noMatch {
			return false
		}
		if end == hi {
			return true
		}
	}
	wm.tried++
	return atN.Match(w[st-1 : hi])
}

// edgeReadsAsEnd reports whether the byte at i reads, to an expression
// with no text edges, as the end of the text does: an ASCII byte that is
// not a word's (\b).
func edgeReadsAsEnd(w []byte, i int) bool {
	if i >= len(w) {
		return true
	}
	return w[i] < 0x80 && !nameByte(w[i])
}
