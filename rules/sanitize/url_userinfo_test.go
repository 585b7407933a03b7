package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestURLUserWithAt: a mail provider's SMTP user is an address
// ("postmaster@mg.example.app"), written raw in the URL's userinfo; the
// password after it is the secret, the user and host stay. A scp-like
// git address and a port after a user are no password.
func TestURLUserWithAt(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct {
		in, gone string
		kept     []string
	}{
		{"EMAIL_URL: smtp+tls://postmaster@mg.fernhill.example:izcUuEFx1QFvqbfpKh8KWdksxT8Y@smtp.mailgun.org:587", "izcUuEFx1QFvqbfpKh8KWdksxT8Y", []string{"postmaster@mg.fernhill.example", "smtp.mailgun.org:587"}},
		{"amqps://svc@broker.example:Xq7vLp2RtY9wKm4@mq.example.net/vhost", "Xq7vLp2RtY9wKm4", []string{"mq.example.net/vhost"}},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, tc.in)
		for _, k := range tc.kept {
			assert.Contains(t, got, k, tc.in)
		}
	}
	for _, in := range []string{
		"git clone git@github.com:org/repo.git@v1",
		"see https://user@host.example:8080/x",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}
