package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCredentialsByName91 (round 91's held-out misses): a personal
// access token named by its last word "PAT", Honeycomb's key in its
// header, a registry password after a long quoted user name. Kept: a
// path or a pattern named "..._PATH", docker's own warning that names
// the flag, a cache's key in a log line.
func TestCredentialsByName91(t *testing.T) {
	t.Parallel()
	c := Default()
	pat := fake(911, 52, "abcdefghijklmnopqrstuvwxyz234567")
	hc := fake(912, 22, alnum)
	pw := "D}E" + fake(913, 14, alnum) + ">K"
	for _, text := range []string{
		`$env:AZURE_DEVOPS_EXT_PAT = "` + pat + `"`,
		`export GH_PAT=` + pat,
		`"x-honeycomb-team": "` + hc + `"`,
		`docker login fra.ocir.io -u 'tenancy/oracleidentitycloudservice/first.last@example-company.systems' -p '` + pw + `'`,
	} {
		out := c.Sanitize(text)
		assert.NotContains(t, out, pat[:20], text)
		assert.NotContains(t, out, hc[:16], text)
		assert.NotContains(t, out, pw[3:15], text)
	}
	for _, kept := range []string{
		`TEMPLATE_PATH="` + pat[:30] + `"`,
		"WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
		"2024-12-14T08:27:00.288Z DEBUG [api] cache miss key=product:81501",
		"cache hit key=user:42:profile",
	} {
		assert.Equal(t, kept, c.Sanitize(kept))
	}
}
