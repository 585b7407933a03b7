package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A secret in a URL query ends at the next parameter: the value is
// redacted and the parameters after it stay (they were swallowed).
func TestQueryParameterEndsValue(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, want string }{
		{`curl "https://api.example.com/v1/items?access_token=Xk29dLq8ZpA3mW7vN4bR1cT6yH0j&limit=5"`,
			`curl "https://api.example.com/v1/items?access_token=[token]&limit=5"`},
		{`https://api.example.com/v2/data?format=json&api_key=Q3EGZJ7UW2LKPX6DXk29dLq8&page=2`,
			`https://api.example.com/v2/data?format=json&api_key=[token]&page=2`},
		{`GET /login?user=anna&password=Tr0ub4dor-x9&next=/home`,
			`GET /login?user=anna&password=[token]&next=/home`},
	} {
		got := c.Sanitize(tc.in)
		assert.Equal(t, tc.want, got)
		rng := rand.New(rand.NewPCG(uint64(i), 6))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(12) }))
	}
	// A presigned URL: the signature goes, the rest of the query stays.
	sig := "95e6a13d43a1d1962e667f17397f2b80ac9bdd1669210d5e08e0135df9dff4e56113485dbe429ca2266487b9d1796ebdee2d7cf682a6ef3bb9fbb4c351686fba90d7b621cf1c4eb1fdf126460dd25fa0837dfdde0a9fd98662ce60844c45"
	for _, in := range []string{
		"https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=sa%40p.iam.gserviceaccount.com%2F20190201%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20190201T090000Z&X-Goog-Expires=10&X-Goog-SignedHeaders=host&X-Goog-Signature=" + sig,
		"https://b.s3.amazonaws.com/o?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20240101T000000Z&X-Amz-Expires=600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig[:64],
	} {
		got := c.Sanitize(in)
		assert.NotContains(t, got, sig[:64])
		assert.Contains(t, got, "Signature=[token]")
		assert.Contains(t, got, "SignedHeaders=host&")
	}
	// Outside a query an '&' is a byte of the value.
	got := c.Sanitize("password: Tr0ub&4dor-x9\n")
	assert.NotContains(t, got, "4dor")
}

// The literal "[token]" after a value hides nothing: the value is still
// one (a first pass's remains, a name and its operator glued to a
// redaction, are not).
func TestValueBeforeReplacementMarker(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, in := range []string{"password: Zx9$kq3Wn8[token]\n", "DB_PASSWORD=Zx9$kq3Wn8[token]\n"} {
		assert.NotContains(t, c.Sanitize(in), "Zx9$kq3Wn8", "%q", in)
	}
	out := c.Sanitize("tokeY,00001pAsswd=1207")
	assert.Equal(t, out, c.Sanitize(out))
}
