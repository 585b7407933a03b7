package sanitize

// A token percent-encoded byte by byte (`%67%68%70%5F…`) is hidden from
// every pattern but not from a browser, `urldecode` or a person with a
// decoder. A run of at least percentRunMin escapes, each of printable
// ASCII, reads as those characters in the view (view.unit). A shorter run
// stays as written: `%20` in a URL, `%3d` in a format string and a value
// with one escape inside (`p%40ss` in a connection URL, which the URL
// patterns read whole) are the text's own spelling, and decoding them
// would move the words the patterns see.

const (
	percentRunMin = 4
	// percentRunMax bounds what one decision reads (3 bytes an escape,
	// well under maxSeq). A longer run is decoded in steps, each leaving
	// at least percentRunMin escapes to the next, so no tail stays
	// encoded.
	percentRunMax = 48
)

// percentRun reports how many escapes of the run that starts at s (s[0]
// is '%') the view decodes here: 0 for a run shorter than percentRunMin;
// seqMore when bytes after s could still change the answer.
func percentRun(s []byte, eof bool) (int, seqStatus) {
	n := 0
	for p := 0; n < percentRunMax; p, n = p+3, n+1 {
		if p+3 > len(s) {
			if !eof && (p == len(s) || s[p] == '%' && (p+1 == len(s) || hexDigit(s[p+1]))) {
				return 0, seqMore // the run may go on
			}
			break
		}
		if _, ok := percentByte(s[p:]); !ok {
			break
		}
	}
	switch {
	case n == percentRunMax:
		return n - percentRunMin, seqOK
	case n >= percentRunMin:
		return n, seqOK
	}
	return 0, seqNone
}

// escapeValue decodes the percent escape at s[:3], whatever byte it
// stands for; ok is false when none is there.
func escapeValue(s []byte) (byte, bool) {
	if len(s) < 3 || s[0] != '%' {
		return 0, false
	}
	hi, ok1 := hexVal(s[1])
	lo, ok2 := hexVal(s[2])
	return byte(hi<<4 | lo), ok1 && ok2
}

// percentByte decodes the escape at s[:3] when it stands for printable
// ASCII other than a space.
func percentByte(s []byte) (byte, bool) {
	b, ok := escapeValue(s)
	return b, ok && b > 0x20 && b < 0x7f
}

func hexDigit(c byte) bool {
	_, ok := hexVal(c)
	return ok
}

// percentEncoded reports a value of six or more bytes that opens with an
// escape and whose every '%' opens one of printable ASCII: the password
// of a URL's userinfo, encoded as RFC 3986 asks (%40dK…%2168). A Windows
// variable (%DB_PASS%) or a format verb (%(pw)s, %s) has a '%' that
// opens none.
func percentEncoded(v []byte) bool {
	if len(v) < 6 || v[0] != '%' {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] != '%' {
			continue
		}
		if i+3 > len(v) {
			return false
		}
		if _, ok := percentByte(v[i:]); !ok {
			return false
		}
		i += 2
	}
	return true
}
