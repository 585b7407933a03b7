package sanitize

import "bytes"

// Session cookies. A cookie's value is whatever the server chose, often
// a hex or lowercase id (PHPSESSID, JSESSIONID, Rails' _session_id) that
// no randomness test tells from a digest, so the cookie's place and name
// are the evidence: a Set-Cookie or Cookie header (RFC 6265 §4.1, §4.2)
// or curl's -b/--cookie "name=value" (a word without '=' is a file
// name), and a name that says session or authentication. Other cookies
// (theme=dark, lang=en) stay.
//
// Only the first session cookie of a header, among its first nine
// cookies and after values of at most 120 bytes, is found here (Go's
// regexp bounds a repetition inside a repetition to 1000); cookies named
// …token or …auth… are values of secret-like names, which the
// secret-assignment pattern reads wherever they stand.

// cookieOctets are the bytes of a cookie value (RFC 6265's cookie-octet:
// no space, '"', ',', ';' or '\'), less the single quote that closes a
// shell word around it.
const cookieOctets = `[\x21\x23-\x26\x28-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]`

// cookieName is a cookie's name (RFC 6265 refers to RFC 2616's token).
const cookieName = `[A-Za-z0-9!#$%&*+.^_|~-]`

// The match starts at "Cookie" (in Set-Cookie too) or at curl.
func cookiePatterns() []Pattern {
	pair := cookieName + `{1,64}="?` + cookieOctets + `{0,120}"?;[ \t]{0,4}`
	return []Pattern{
		withGate(Pattern{ID: "session-cookie", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `(?:(?i:cookie)[ \t]{0,4}:|(?i:curl)` + shellArgs("8") + `[ \t]{1,4}(?:-b|--cookie)(?:[ \t]{1,4}|=))[ \t]{0,4}["']?` +
				`(?:` + pair + `){0,8}?(?P<name>` + sessionName + `)="?(?P<secret>` + cookieOctets + `{8,512})`,
			Keywords:    []string{"cookie", "curl"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			MinEntropy:  2.5,
			Description: "a session cookie's value in Set-Cookie, Cookie or curl -b name=value (PHPSESSID, connect.sid, …)",
			valueCheck:  cookieValue,
			nameCheck:   sessionCookieName,
		}, cookieGate),
		// A session cookie set or sent outside a header: document.cookie
		// = "sessionid=…", requests' cookies={'session': '…'}, a cookie
		// jar's or a log's sessionid=…. The name says what the value is;
		// the value must be long and generated (a digit or both cases),
		// so session = requests.Session() and session_timeout=3600 stay.
		Pattern{ID: "session-cookie-value", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `(?P<name>[A-Za-z0-9_.-]{0,24}(?i:session|sessid|connect\.sid)[A-Za-z0-9_.-]{0,16})["'\]]{0,2}[ \t]{0,4}[=:][ \t]{0,4}["']?` +
				`(?P<secret>` + sessionOctets + `{16,512})`,
			Keywords:    []string{"session", "sessid", "connect.sid"},
			Lead:        lead(24),
			MinEntropy:  2.5,
			Description: "a session cookie's value named outside a header (document.cookie = \"sessionid=…\", cookies={'session': …})",
			valueCheck:  sessionValue,
			nameCheck:   notDescriptor,
			leadSet:     &nameBytes,
			gate:        sessionValueGate,
		},
	}
}

// sessionName is a cookie's name that says session or login (see
// sessionWords): the header's pairs before it are skipped, so a session
// cookie after _ga=GA1.2… or theme=dark is the one judged.
const sessionName = cookieName + `{0,48}(?i:sess|auth|token|awsalb|awselb|logged_in|remember|sid)` + cookieName + `{0,48}`

// sessionOctets are cookieOctets less the backquote, which closes a
// Markdown code span around a name and its value outside a header.
const sessionOctets = `[\x21\x23-\x26\x28-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x5F\x61-\x7E]`

// sessionValue is a session id outside a header: sixteen or more bytes,
// generated, not a call or an expression (get_session_id(),
// request.session.id) and not words once its escapes are read (a Redis
// key's PROJECT%2FSESSION).
func sessionValue(v []byte) bool {
	if len(v) < 16 || !cookieValue(v) || bytes.ContainsAny(v, "()[]{}") || isDottedIdent(v) {
		return false
	}
	d := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		if i+3 <= len(v) {
			if b, ok := percentByte(v[i:]); ok {
				d = append(d, b)
				i += 2
				continue
			}
		}
		d = append(d, v[i])
	}
	return !isWordy(d) && wordiness(d) < 0.6
}

// sessionWords in a cookie's name say it carries a session or a login:
// PHPSESSID, JSESSIONID, ASP.NET_SessionId, laravel_session,
// _gitlab_session, connect.sid, Google's SID/HSID/SAPISID, next-auth's
// session-token, remember_web_…, WordPress's wordpress_logged_in_…, and
// AWS load balancers' stickiness cookies (AWSALB, AWSALBCORS, AWSELB),
// which carry an encrypted session reference.
var sessionWords = []string{"sess", "auth", "token", "awsalb", "awselb", "logged_in", "remember", "sid"}

// sessionCookieName reports a session cookie's name. "sid" counts unless
// a lowercase letter follows it (sidebar, side_panel), "auth" unless it
// starts "author".
func sessionCookieName(name []byte) bool {
	var low [64]byte
	l := lowerInto(low[:0], name)
	for _, w := range sessionWords {
		for off := 0; ; {
			i := bytes.Index(l[off:], []byte(w))
			if i < 0 {
				break
			}
			i += off
			j := i + len(w)
			switch {
			case w == "sid" && j < len(name) && isLower(name[j]):
			case w == "auth" && bytes.HasPrefix(l[j:], []byte("or")):
			default:
				return true
			}
			off = j
		}
	}
	return false
}

// cookieValue: a session id is generated (a digit or both cases), not a
// placeholder or a flag's word (deleted, expired, true). Base64 may open
// with '/' or '+' (AWSALB's values do), which the placeholder test reads
// as a path or a reference.
func cookieValue(v []byte) bool {
	return notPlaceholder(bytes.TrimLeft(v, "/+")) && hasDigitOrMixedCase(v) && !publicValue(v)
}

// cookieGate: "cookie" is followed by a colon (a header), or "curl" has a
// -b or --cookie flag on its line.
func cookieGate(text []byte, k int) bool {
	if k+4 <= len(text) && bytes.EqualFold(text[k:k+4], []byte("curl")) {
		return flagOnLine("-b", true)(text, k) || flagOnLine("--cookie", true)(text, k)
	}
	i := k + len("cookie")
	for i < len(text) && i-k < len("cookie")+4 && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i >= len(text) || text[i] == ':'
}
