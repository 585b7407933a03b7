package sanitize

import (
	"encoding/base64"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowerHx = "0123456789abcdef"
	lowerAn = "abcdefghijklmnopqrstuvwxyz0123456789"
	upperAn = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// fake returns n characters of alphabet, fixed by the seed: made-up
// values of a format's shape.
func fake(seed uint64, n int, alphabet string) string {
	rng := rand.New(rand.NewPCG(seed, 99))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return string(b)
}

func uuidOf(seed uint64) string {
	h := fake(seed, 32, lowerHx)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// TestVendorFormats: each format from vendors.go redacts a value of its
// shape in a sentence, and leaves a near miss of it alone.
func TestVendorFormats(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct{ id, secret, nearMiss string }{
		{"aws-session-token", "IQoJb3JpZ2luX2Vj" + fake(1, 300, alnum+"+/"), "IQoJb3JpZ2luX2Vj is a prefix"},
		{"amazon-mws-token", "amzn.mws." + uuidOf(2), "amzn.mws.example"},
		{"aws-appsync-key", "da2-" + fake(3, 26, lowerAn), "da2-short"},
		{"alibaba-access-key-id", "LTAI" + fake(4, 20, alnum), "LTAI"},
		{"google-refresh-token", "1//0" + fake(5, 100, alnum+"_-"), "1//0 half"},
		{"firebase-fcm-server-key", "AAAA" + fake(6, 7, alnum) + ":APA91b" + fake(7, 134, alnum+"_-"), "AAAA:APA91b"},
		{"xai-key", "xai-" + fake(8, 80, alnum), "xai-grok"},
		{"replicate-token", "r8_" + fake(9, 37, alnum), "r8_short"},
		{"langsmith-key", "lsv2_pt_" + fake(10, 32, lowerHx) + "_" + fake(11, 10, lowerHx), "lsv2_pt_"},
		{"pinecone-key", "pcsk_" + fake(12, 60, alnum+"_"), "pcsk_x"},
		{"bitbucket-app-password", "ATBB" + fake(13, 32, alnum), "ATBB"},
		{"cratesio-token", "cio" + fake(14, 32, alnum), "ciotgp"},
		{"dependency-track-key", "odt_" + fake(15, 32, alnum), "odt_short"},
		{"dropbox-token", "sl." + fake(16, 140, alnum+"_-"), "sl.short"},
		{"figma-token", "figd_" + fake(17, 40, alnum+"_-"), "figd_"},
		{"firecrawl-key", "fc-" + fake(18, 32, lowerHx), "fc-barcelona"},
		{"heroku-key", "HRKU-" + fake(19, 60, alnum+"_-"), "HRKU-"},
		{"honeycomb-key", "hcaik_" + fake(90, 58, lowerAn), "hcaik_ prefix"},
		{"jina-key", "jina_" + fake(20, 32, lowerHx) + fake(21, 30, alnum), "jina_ai"},
		{"mailchimp-key", fake(22, 32, lowerHx) + "-us21", "locale en-us2"},
		{"newrelic-pixie-key", "px-api-" + uuidOf(23), "px-api-docs"},
		{"salesforce-session", "00D" + fake(24, 15, alnum) + "!" + fake(25, 96, alnum+"._"), "00D5f"},
		{"segment-token", "sgp_" + fake(26, 64, alnum), "sgp_"},
		{"sonarqube-token", "squ_" + fake(27, 40, lowerHx), "squ_"},
		{"stackhawk-key", "hawk." + fake(28, 20, alnum) + "." + fake(29, 20, alnum), "hawk.eye"},
		{"airtable-token", "pat" + fake(30, 14, alnum) + "." + fake(31, 64, lowerHx), "pattern.matching"},
		{"artifactory-key", "AKCp" + fake(32, 69, alnum), "AKCp"},
		{"clickhouse-key", "4b1d" + fake(33, 38, alnum), "4b1d"},
		{"defined-networking-key", "dnkey-" + fake(34, 26, lowerAn) + "-" + fake(35, 52, lowerAn), "dnkey-"},
		{"flutterwave-secret-key", "FLWSECK_TEST-" + fake(36, 32, "abcdefgh0123456789") + "-X", "FLWSECK_TEST-"},
		{"flutterwave-encryption-key", "FLWSECK_TEST-" + fake(36, 12, lowerHx), "FLWSECK_TEST-"},
		{"gocardless-token", "live_" + fake(37, 40, alnum), "live_demo"},
		{"lob-key", "test_" + fake(38, 35, lowerHx), "test_case"},
		{"maxmind-license-key", fake(39, 6, alnum) + "_" + fake(40, 29, alnum) + "_mmk", "key_mmk"},
		{"notion-token", "ntn_" + fake(41, 11, "0123456789") + fake(42, 35, alnum), "ntn_"},
		{"octopus-deploy-key", "API-" + fake(43, 26, upperAn), "API-KEY"},
		{"plaid-access-token", "access-sandbox-" + uuidOf(44), "access-sandbox-docs"},
		{"facebook-access-token", "EAAG" + fake(45, 150, alnum), "EAAG"},
		{"render-key", "rnd_" + fake(46, 32, alnum), "rnd_"},
		{"netlify-token", "nfp_" + fake(47, 36, alnum), "nfp_"},
		{"tailscale-key", "tskey-auth-" + fake(48, 12, alnum) + "-" + fake(49, 32, alnum), "tskey-auth-"},
		{"buildkite-token", "bkua_" + fake(50, 40, lowerHx), "bkua_"},
		{"circleci-token", "CCIPAT_" + fake(51, 22, alnum) + "_" + fake(52, 40, lowerHx), "CCIPAT_"},
		{"resend-key", "re_" + fake(53, 32, alnum), "re_match"},
		{"hubspot-token", "pat-na1-" + uuidOf(54), "pat-na1-"},
		{"woocommerce-key", "ck_" + fake(55, 40, lowerHx), "ck_"},
		{"braintree-token", "access_token$production$" + fake(56, 16, lowerAn) + "$" + fake(57, 32, lowerHx), "access_token$production$"},
		{"razorpay-key", "rzp_live_" + fake(58, 14, alnum), "rzp_live_"},
		{"contentful-pat", "CFPAT-" + fake(63, 43, alnum+"_-"), "CFPAT-docs"},
		{"adyen-api-key", "AQE" + fake(64, 90, alnum+"+/") + "==-" + fake(65, 43, alnum+"+/") + "=-W+t7NF;s4}%>kUSD", "AQE-short-value"},
		{"tencent-secret-id", "AKID" + fake(64, 32, alnum), "AKIDS"},
		{"posthog-personal-key", "phx_" + fake(65, 43, alnum), "phx_MyPersonalApiKeyGoesHereForTheDashboards"},
		{"django-insecure-key", "django-insecure-" + fake(66, 50, lowerAn+"!@#$%^&*(-_=+)"), "django-insecure-prefix"},
		{"fireworks-key", "fw_" + fake(67, 24, alnum), "fw_FirmwareUpdateRevision"},
		{"doppler-token", "dp.st.prd." + fake(68, 40, alnum), "dp.st.prd.example"},
		{"discord-webhook", "https://discord.com/api/webhooks/123456789012345678/" + fake(59, 68, alnum+"_-"), "https://discord.com/api/webhooks/"},
		{"gitlab-session-cookie", "_gitlab_session=" + fake(60, 32, lowerAn), "_gitlab_session="},
		{"azure-sas-signature", "https://a.blob.core.windows.net/c/f?sv=2022-11-02&sig=" + fake(61, 40, alnum) + "%3D", "https://a.blob.core.windows.net/c/f?sv=2022-11-02"},
		{"bundler-credentials", "BUNDLE_GEMS__EXAMPLE__COM=deploy:" + fake(62, 20, alnum), "BUNDLE_PATH=vendor/bundle"},
		{"openweather-key", "GET /data/2.5/weather?q=Oslo&appid=" + fake(69, 32, lowerHx), "GET /data/2.5/weather?q=Oslo&appid={API_KEY}"},
		{"algolia-key", "algoliasearch('" + fake(70, 10, upperAn) + "', '" + fake(71, 32, lowerHx) + "')", "algoliasearch('APP', process.env.ALGOLIA_KEY)"},
		{"laravel-app-key", "base64:" + fake(74, 43, alnum+"+/") + "=", "base64:SGVsbG8="},
		{"hardhat-accounts-key", "accounts: [\"0x" + fake(75, 64, lowerHx) + "\"]", "accounts: [process.env.PK]"},
		{"telegram-bot-path", "GET /bot" + fake(72, 10, "0123456789") + ":AA" + fake(73, 33, alnum+"_-") + "/sendMessage", "GET /bot12345/sendMessage"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			t.Parallel()
			in := "see " + tc.secret + " here"
			fs := c.Findings(in)
			if assert.NotEmpty(t, fs, "%q not redacted", in) {
				assert.Equal(t, tc.id, fs[0].ID, "%q", in)
			}
			near := "see " + tc.nearMiss + " here"
			assert.Equal(t, near, c.Sanitize(near), "near miss touched")
		})
	}
}

// Near misses that the formats' structure tells apart.
func TestFormatNearMisses(t *testing.T) {
	t.Parallel()
	c := Default()
	payload := base64.StdEncoding.EncodeToString([]byte(`{"iat":1700000000.5,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}`))
	for _, tc := range []struct {
		name   string
		secret string // redacted
		near   string // left alone
	}{
		{"anthropic: the documented body, walk or not", "sk-ant-api03-" + fake(70, 93, alnum) + "AA",
			"sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzBB"},
		{"sentry org token: a JSON payload", "sntrys_" + payload + "_" + fake(71, 43, alnum+"+/"),
			"sntrys_" + "eyJpYXQiOi4yMCwidXJsIjoiaHR0cHM6Ly9nWlkzdmNRNXdCIn0" + "_" + fake(72, 43, alnum)},
		{"grouped key: even groups or a UUID layout", strings.Join([]string{fake(73, 5, upperAn), fake(74, 5, upperAn), fake(75, 5, upperAn), fake(76, 5, upperAn)}, "-"),
			"k2m9x4q-7pz3w8r-5hv2n6t-b4c8"},
		{"0x: 256 bits are a key, 32 a number", "--private-key 0x" + fake(77, 64, lowerHx), "--ourkey 0x1234abcd"},
		{"fireworks: fw_ inside base64url is a digest's bytes", "fw_" + fake(78, 24, alnum),
			"pkg/version.py,sha256=" + fake(79, 4, alnum) + "-fw_" + fake(80, 36, alnum) + ",160"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			assert.Contains(t, c.Sanitize("x "+tc.secret+" y"), ReplToken)
			assert.Equal(t, "x "+tc.near+" y", c.Sanitize("x "+tc.near+" y"))
		})
	}
}

// Values a name calls secret that are none, and a key that opens with a
// path's slash (values.go).
func TestNamedValuesByShape(t *testing.T) {
	t.Parallel()
	c := Default()
	arn := `db_secret_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:rds-db-AbC123"`
	assert.Equal(t, arn, c.Sanitize(arn), "an ARN names a secret and is none")
	key := "/" + fake(76, 85, alnum+"+/") + "=="
	got := c.Sanitize("DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" + key + ";EndpointSuffix=core.windows.net")
	assert.NotContains(t, got, key[:40], "an AccountKey that opens with '/' is still a key")
	path := "password_file=/run/secrets/db_password"
	assert.Equal(t, path, c.Sanitize(path), "a path stays a path")
}
