package sanitize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Session cookies (cookies.go): the value is hidden, the name and the
// attributes stay; other cookies and cookies in prose stay. The values
// are made up.
func TestSessionCookies(t *testing.T) {
	t.Parallel()
	c := Default()
	hex32 := fake(301, 32, lowerHx)
	b64 := "/" + fake(302, 120, alnum+"+/")
	hidden := []struct{ name, in, value string }{
		{"PHPSESSID", "Set-Cookie: PHPSESSID=" + fake(303, 26, lowerAn) + "; Path=/; HttpOnly", ""},
		{"JSESSIONID upper hex", "Set-Cookie: JSESSIONID=" + strings.ToUpper(hex32) + "; Path=/; Secure", ""},
		{"connect.sid signed", "set-cookie: connect.sid=s%3A" + fake(304, 32, alnum+"_-") + "." + fake(305, 43, alnum) + "; Path=/", ""},
		{"rails _session_id hex", "Set-Cookie: _session_id=" + hex32 + "; path=/; HttpOnly", ""},
		{"AWSALB base64", "Set-Cookie: AWSALB=" + b64 + "; Expires=Tue, 01 Dec 2026 10:00:00 GMT; Path=/", ""},
		{"Google SID", "Set-Cookie: SID=" + fake(306, 40, alnum) + "; Domain=.example.com", ""},
		{"quoted value", `Set-Cookie: laravel_session="` + fake(307, 40, alnum) + `"; Path=/`, ""},
		{"request header, after other cookies", "Cookie: theme=dark; lang=en; PHPSESSID=" + fake(308, 26, lowerAn) + "; tz=UTC", ""},
		{"curl -b", "curl -s -b 'sessionid=" + fake(309, 32, lowerAn) + "' https://app.example.com/admin", ""},
		{"curl --cookie=", "curl --cookie=ASP.NET_SessionId=" + fake(310, 24, lowerAn) + " https://app.example.com/", ""},
		{"curl -H Cookie", `curl -H "Cookie: sid=` + fake(311, 40, alnum) + `" https://app.example.com/`, ""},
	}
	for _, tc := range hidden {
		t.Run("hidden/"+tc.name, func(t *testing.T) {
			t.Parallel()
			out := c.Sanitize(tc.in)
			assert.Contains(t, out, ReplToken, "%q", tc.in)
			i := strings.Index(tc.in, "=")
			assert.Equal(t, tc.in[:i+1], out[:i+1], "the name stays: %q", out)
		})
	}
	kept := []string{
		"Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
		"Cookie: theme=dark; lang=en; tz=Europe%2FLisbon",
		"Cookie: sidebar_state=Collapsed2; theme=dark",
		"Set-Cookie: author=JaneDoe2024; Path=/blog",
		"Set-Cookie: sessionid=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT",
		"Set-Cookie: PHPSESSID=${SESSION_ID}; Path=/",
		"curl -b cookies.txt -c cookies.txt https://app.example.com/login",
		"The session cookie is set with Set-Cookie and sent back in the Cookie header.",
		"The cookie: a session=value pair the browser stores.",
	}
	for _, in := range kept {
		assert.Equal(t, in, c.Sanitize(in))
	}
}

// Real Cookie headers carry analytics cookies first: a session cookie in
// sixth place is found too.
func TestSessionCookieAfterOthers(t *testing.T) {
	t.Parallel()
	c := Default()
	in := "Cookie: _ga=GA1.1.1; _gid=GA1.1.2; _fbp=fb.1.3; a=1; b=2; PHPSESSID=k29dlq8zpa3mw7vn4br1ct6yh\n"
	assert.NotContains(t, c.Sanitize(in), "k29dlq8zpa3mw7vn4br1ct6yh")
	assert.Contains(t, c.Sanitize(in), "_ga=GA1.1.1; _gid=GA1.1.2")
}

// A session cookie after a pair with a long value (_ga=GA1.2.…) was
// missed: the first pair of eight or more bytes was the one judged. And a
// session cookie set in code or a cookie jar's line is one too.
func TestSessionCookieByName(t *testing.T) {
	t.Parallel()
	c := Default()
	hex64 := fake(320, 64, lowerHx)
	for _, in := range []string{
		"Cookie: _ga=GA1.2.123456789.1700000000; sessionid=" + hex64,
		"Cookie: theme=darkmode1234; lang=en; sid=" + hex64,
		`document.cookie = "sessionid=` + hex64 + `; path=/";`,
		"requests.get(url, cookies={'session': '" + hex64 + "'})",
		"sessionid=" + hex64,
		`{"PHPSESSID": "` + fake(321, 26, lowerAn) + `"}`,
	} {
		out := c.Sanitize(in)
		assert.NotContains(t, out, hex64[:20], "%q", in)
		assert.Equal(t, out, streamAll(t, c, in, func() int { return 3 }))
	}
	for _, in := range []string{
		"Cookie: theme=dark; _ga=GA1.2.123456789.1700000000; lang=en",
		"session = requests.Session()",
		"session_timeout=3600",
		"session_id = get_session_id(request)",
		"sessionId: request.session.id",
		`SESSION_ENGINE = "django.contrib.sessions.backends.db"`,
		"SESSION_COOKIE_NAME=sessionid_for_the_app",
		"session.cookie_name = PHPSESSID_production",
		"`PREFIX:t:TENANT:rl:session:PROJECT%2FSESSION` and `…:rl:tenant`",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}
