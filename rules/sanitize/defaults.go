package sanitize

import (
	"strconv"
	"strings"
	"sync"
)

// Replacements: what a person sees in place of what was hidden. They are
// part of the contract (frames, the page and its tests rely on them).
const (
	ReplAssistant = "[assistant]"
	ReplProvider  = "[provider]"
	ReplToken     = "[token]"
	ReplConfig    = "[config]"
	ReplWorkflow  = "[workflow]"
	ReplService   = "[service]"
)

func lead(n int) *int { return &n }

// nameValueRegex matches a variable's name with one of words in it, as
// the value of a name field, then, on the same line or the next, a value
// field whose value (at least minLen bytes) is the secret. The match
// starts at the variable's name (its field's name may be name, key,
// ParameterKey…: the value field that follows is what tells the shape),
// so a Stream holds back only name bytes before a keyword.
func nameValueRegex(words string, minLen int) string {
	// Up to two attributes may stand between an HTML form field's name
	// and its value (<input name="secret" type="text" value="…">).
	return `(?P<name>[A-Za-z0-9_.-]{0,40}(?i:` + words + `)[A-Za-z0-9_.-]{0,24})["']?(?:[ \t]{1,4}[A-Za-z-]{1,20}=["'][^"'<>\n]{0,40}["']){0,2}[ \t]{0,4},?[ \t]{0,16}(?:\r?\n[ \t]{0,16})?` +
		`["']?(?i:value|parametervalue)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?` +
		`(?P<secret>[A-Za-z0-9+/=_.~:@!#$%^&*|?-]{` + strconv.Itoa(minLen) + `,128})`
}

// secret builds a credential pattern whose keywords start every match.
func secret(id, re string, kws ...string) Pattern {
	return Pattern{ID: id, Category: CategorySecret, Regex: re, Replacement: ReplToken,
		Keywords: kws, Lead: lead(0), Boundary: BoundaryToken, Enabled: true,
		// Masked examples (AIzaXXXX…, sntryu_aaaa…) are not credentials.
		MinEntropy: 2.8}
}

// DefaultPack returns the built-in patterns, in priority order (see
// docs/sanitizer.md for why this order):
//
//  1. credentials, most specific first, then keyword assignments, so a
//     secret is never half-rewritten by a name rule;
//  2. the agent's config paths, before any rule touches "claude";
//  3. CLI and model names, longest forms first ("claude -p" before
//     "claude"), then vendors;
//  4. workflow commands and MCP plumbing;
//  5. CLI flags and tool ids, removed;
//  6. bare random-looking tokens, last, as the catch-all.
//
// The returned Pack is a fresh copy the caller may change.
func DefaultPack() Pack {
	return Pack{Patterns: defaultPatterns()}
}

var (
	defaultOnce     sync.Once
	defaultCompiled *Compiled
)

// Default returns the compiled default pack (compiled once).
func Default() *Compiled {
	defaultOnce.Do(func() { defaultCompiled = MustCompile(DefaultPack()) })
	return defaultCompiled
}

// SanitizeOutput applies the default pack to text.
func SanitizeOutput(text string) string { return Default().Sanitize(text) }

func defaultPatterns() []Pattern {
	ps := []Pattern{
		{ID: "private-key-block", Category: CategorySecret, Replacement: ReplToken,
			Keywords: []string{"-----BEGIN"}, Lead: lead(0), Enabled: true, builtin: builtinPrivateKey,
			Description: "PEM/OpenSSH/PGP private key or OpenVPN static key, BEGIN marker to END marker (or 16 KiB)"},
		// Before the vendor formats: a rejoined token covers the piece a
		// vendor format may match on its own.
		{ID: "split-secret", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			builtin:     builtinSplit,
			Description: "a vendor token split over concatenated string literals or wrapped over lines, rejoined"},

		// Vendor formats with a distinctive prefix.
		secret("anthropic-key", `sk-ant-(?:api|oat|ort|admin|sid)\d{2}-[A-Za-z0-9_-]{20,200}`, "sk-ant-"),
		secret("locationiq-token", `pk\.[A-Za-z0-9-]{32}`, "pk."),
		secret("openai-key", `sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,200}`, "sk-"),
		secret("github-token", `(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}`, "ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
		secret("github-fine-grained-pat", `github_pat_[A-Za-z0-9_]{30,255}`, "github_pat_"),
		secret("gitlab-token", `(?:glpat|gldt|glptt|glrt|glcbt|glimt|glagent|glft|glsoat|glffct|gloas|glcip)-[A-Za-z0-9_.=-]{16,255}`,
			"glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "glimt-", "glagent-", "glft-", "glsoat-", "glffct-", "gloas-", "glcip-"),
		secret("gitlab-runner-registration", `GR1348941[A-Za-z0-9_-]{20,40}`, "GR1348941"),
		secret("aws-access-key-id", `(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16}`,
			"A3T", "AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AROA", "AIPA", "ANPA", "ANVA", "APKA"),
		secret("aws-bedrock-key", `ABSK[A-Za-z0-9+/]{100,400}={0,2}`, "ABSK"),
		secret("google-api-key", `AIza[0-9A-Za-z_-]{35}`, "AIza"),
		secret("google-oauth", `(?:GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[0-9A-Za-z_-]{20,400})`, "GOCSPX-", "ya29."),
		// Slack tokens carry numeric workspace/user ids right after the
		// type (xoxb-123…-456…-…, xoxe.xoxp-1-…); only the legacy
		// workspace tokens (xoxa-, xoxr-) start with letters.
		secret("slack-token", `(?:xox[bpose]-\d[A-Za-z0-9-]{9,250}|xox[ar]-[A-Za-z0-9-]{10,250}|xoxe\.xox[bp]-\d-[A-Za-z0-9-]{20,250})`, "xox"),
		secret("slack-app-token", `xapp-\d-[A-Za-z0-9-]{20,250}`, "xapp-"),
		// LaunchDarkly's server-side SDK keys are "sdk-" and a UUID; the
		// mobile key ("mob-…") and the client-side id ship in apps by
		// design, and "api-" and a UUID names resources too.
		secret("launchdarkly-key", `sdk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`, "sdk-"),
		{ID: "slack-webhook", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:    `(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers|apps)/[A-Za-z0-9+/_-]{20,200}`,
			Keywords: []string{"hooks.slack.com"}, Lead: lead(8), valueCheck: noExampleMarker},
		{ID: "teams-webhook", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			// Tenants' hosts (<tenant>.webhook.office.com) and the older
			// shared host, outlook.office(365).com/webhook/.
			Regex:    `https://(?:[a-z0-9-]{1,63}\.webhook\.office\.com|outlook\.office(?:365)?\.com)/webhook(?:b2)?/[A-Za-z0-9@/_-]{20,300}`,
			Keywords: []string{".webhook.office.com", "outlook.office.com/webhook", "outlook.office365.com/webhook"}, Lead: lead(72)},
		// A publishable key (pk_live_, pk_test_) is put in every page by
		// design (Stripe.js); it is a public id (public_ids.go).
		secret("stripe-key", `(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,99}`, "sk_live_", "sk_test_", "sk_prod_", "rk_live_", "rk_test_", "rk_prod_"),
		secret("stripe-webhook-secret", `whsec_[A-Za-z0-9]{20,80}`, "whsec_"),
		secret("jwt", `eyJ[A-Za-z0-9_-]{8,1000}\.[A-Za-z0-9_-]{4,1000}\.[A-Za-z0-9_-]{0,1000}`, "eyJ"),
		// A JWT base64-encoded once more ("eyJ" → "ZXlK"), as stored in
		// Kubernetes secrets and CI variables.
		secret("jwt-base64", `ZXlK[A-Za-z0-9+/_-]{40,1000}={0,2}`, "ZXlK"),
		secret("npm-token", `npm_[A-Za-z0-9]{36}`, "npm_"),
		secret("pypi-token", `pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,300}`, "pypi-AgEIcHlwaS5vcmc"),
		secret("huggingface-token", `(?:hf_|api_org_)[A-Za-z0-9]{30,40}`, "hf_", "api_org_"),
		secret("sendgrid-key", `SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,50}`, "SG."),
		// Twilio's auth token is 32 hex digits, like any digest, so only
		// its place tells it: right after the Account SID it belongs to,
		// as Twilio's clients and curl -u take them (Client(sid, token),
		// sid:token).
		withGate(secret("twilio-auth-token", `AC[0-9a-f]{32}["']?[ \t]{0,4}[,:][ \t]{0,4}["']?(?P<secret>[0-9a-f]{32})`, "AC"), sidGate),
		withPublicAround(secret("twilio-key", `(?:SK|AC)[0-9a-fA-F]{32}`, "SK", "AC"), twilioSIDNamed),
		secret("mailgun-key", `key-[0-9a-zA-Z]{32}`, "key-"),
		secret("shopify-token", `shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`, "shpat_", "shpca_", "shppa_", "shpss_"),
		secret("digitalocean-token", `do[opr]_v1_[a-f0-9]{64}`, "doo_v1_", "dop_v1_", "dor_v1_"),
		// A service token names its config (dp.st.prd.<40>, Doppler's
		// docs on service tokens); the other kinds do not.
		secret("doppler-token", `dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}`, "dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."),
		// Personal and organization access tokens (dckr_oat_, Docker's
		// docs on organization access tokens).
		secret("dockerhub-pat", `dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,40}`, "dckr_pat_", "dckr_oat_"),
		secret("age-secret-key", `AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}`, "AGE-SECRET-KEY-1"),
		secret("databricks-token", `dapi[a-f0-9]{32}(?:-\d)?`, "dapi"),
		secret("dynatrace-token", `dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}`, "dt0c01."),
		secret("grafana-token", `(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,2})`, "glc_", "glsa_", "eyJrIjoi"),
		secret("atlassian-token", `(?:ATATT3|ATCTT3|ATOAT3)[A-Za-z0-9_=-]{100,300}`, "ATATT3", "ATCTT3", "ATOAT3"),
		secret("linear-key", `lin_(?:api|oauth)_[A-Za-z0-9]{40}`, "lin_api_", "lin_oauth_"),
		secret("postman-key", `PMAK-(?:[a-fA-F0-9]{24}-[a-fA-F0-9]{34}|[A-Za-z0-9]{59})`, "PMAK-"),
		secret("pulumi-token", `pul-[a-f0-9]{40}`, "pul-"),
		secret("rubygems-key", `rubygems_[a-f0-9]{48}`, "rubygems_"),
		secret("sentry-token", `(?:sntrys_eyJ[A-Za-z0-9+/=_-]{50,400}|sntryu_[a-f0-9]{64})`, "sntrys_", "sntryu_"),
		secret("settlemint-token", `sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}`, "sm_aat_", "sm_pat_", "sm_sat_"),
		secret("square-token", `(?:sq0(?:atp|csp|idp)-[A-Za-z0-9_-]{22,60}|EAAA[A-Za-z0-9_=+-]{60})`, "sq0atp-", "sq0csp-", "sq0idp-", "EAAA"),
		secret("vault-token", `hv[sbr]\.[A-Za-z0-9_-]{24,400}`, "hvs.", "hvb.", "hvr."),
		secret("flyio-token", `(?:fm[12][ar]?_[A-Za-z0-9+/]{100,800}={0,3}|fo1_[A-Za-z0-9_-]{43})`, "fm1_", "fm1a_", "fm1r_", "fm2_", "fm2a_", "fm2r_", "fo1_"),
		secret("planetscale-token", `pscale_(?:tkn|oauth|pw)_[A-Za-z0-9=._-]{32,64}`, "pscale_"),
		secret("prefect-key", `pnu_[a-zA-Z0-9]{36}`, "pnu_"),
		secret("readme-key", `rdme_[a-z0-9]{70}`, "rdme_"),
		secret("clojars-token", `CLOJARS_[a-z0-9]{60}`, "CLOJARS_"),
		secret("duffel-token", `duffel_(?:test|live)_[A-Za-z0-9_=-]{43}`, "duffel_"),
		secret("easypost-key", `EZ[AT]K[A-Za-z0-9]{54}`, "EZAK", "EZTK"),
		secret("frameio-token", `fio-u-[A-Za-z0-9_=-]{64}`, "fio-u-"),
		secret("infracost-key", `ico-[a-zA-Z0-9]{32}`, "ico-"),
		secret("intra42-secret", `s-s4t2(?:ud|af)-[a-f0-9]{64}`, "s-s4t2"),
		secret("scalingo-token", `tk-us-[A-Za-z0-9_-]{48}`, "tk-us-"),
		secret("shippo-token", `shippo_(?:live|test)_[a-fA-F0-9]{40}`, "shippo_"),
		secret("typeform-token", `tfp_[A-Za-z0-9_.=-]{59}`, "tfp_"),
		secret("yandex-token", `(?:t1\.[A-Za-z0-9_=-]{8,200}\.[A-Za-z0-9_-]{86}={0,2}|AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38})`, "t1.", "AQVN", "YC"),
		secret("harness-token", `(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[0-9a-f]{24}\.[A-Za-z0-9]{20}`, "pat.", "sat."),
		secret("1password-secret-key", `A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}`, "A3-"),
		secret("1password-service-token", `ops_eyJ[A-Za-z0-9+/]{250,1000}={0,3}`, "ops_eyJ"),
		secret("cloudflare-origin-ca", `v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`, "v1.0-"),
		secret("adafruit-key", `aio_[a-zA-Z0-9]{28}`, "aio_"),
		secret("newrelic-key", `(?:NRAK-[A-Z0-9]{27}|NR(?:JS|BR)-[a-f0-9]{19}|NRII-[A-Za-z0-9-]{32}|NRRA-[a-f0-9]{42})`, "NRAK-", "NRJS-", "NRBR-", "NRII-", "NRRA-"),
		// License keys: a region (eu01), "xx", 30 hex digits, "NRAL".
		Pattern{ID: "newrelic-license-key", Category: CategorySecret, Regex: `[a-z]{2}\d{2}xx[a-f0-9]{30}NRAL`, Replacement: ReplToken,
			Keywords: []string{"NRAL"}, Lead: lead(36), Boundary: BoundaryToken, Enabled: true, MinEntropy: 2.8},
		secret("openshift-token", `sha256~[A-Za-z0-9_-]{43}`, "sha256~"),
		secret("perplexity-key", `pplx-[A-Za-z0-9]{48}`, "pplx-"),
		secret("groq-key", `gsk_[A-Za-z0-9]{52}`, "gsk_"),
		secret("tavily-key", `tvly-(?:dev-|prod-)?[A-Za-z0-9]{32}`, "tvly-"),
		secret("azure-ad-client-secret", `[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}`, "Q~"),
		// Mapbox's secret (sk.) and temporary (tk.) tokens; a public
		// token (pk.) is put in every page's map script by design, as
		// Stripe's publishable keys are, and stays readable.
		secret("mapbox-token", `(?:sk|tk)\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,100}`, "sk.eyJ", "tk.eyJ"),
		secret("supabase-token", `sbp_(?:v0_)?[a-z0-9]{40}`, "sbp_"),
		// The Bot API's URL glues the token to "bot" (api.telegram.org/
		// bot<token>/getMe), where the bare rule's boundary does not hold.
		secret("telegram-bot-url", `(?i:api\.telegram\.org)/(?:file/)?bot(?P<secret>\d{5,16}:A[A-Za-z0-9_-]{34})`, "api.telegram.org/"),
		secret("telegram-bot-token", `\d{5,16}:A[A-Za-z0-9_-]{34}`, ":A"),
		secret("sendinblue-key", `xkeysib-(?:[a-f0-9]{64}-[A-Za-z0-9]{16}|[A-Za-z0-9_-]{60,100})`, "xkeysib-"),
		secret("adobe-client-secret", `p8e-[A-Za-z0-9-]{32}`, "p8e-"),
		secret("sourcegraph-token", `sgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}`, "sgp_"),
		secret("nuget-key", `oy2[a-z0-9]{43}`, "oy2"),
		secret("twitch-stream-key", `live_\d{6,12}_[A-Za-z0-9]{30}`, "live_"),
		secret("terraform-cloud-token", `[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}`, ".atlasv1."),
		// crypt(3) and its kin: MD5, bcrypt, SHA-256/512, yescrypt,
		// scrypt, Apache's apr1, Argon2; Cisco IOS type 8 (PBKDF2) and 9
		// (scrypt), also Junos's reversible $9$; passlib's $pbkdf2-…$.
		secret("password-hash", `\$(?:1|2[abxy]?|5|6|8|9|y|gy|7|apr1|argon2(?:id|i|d)|pbkdf2(?:-sha(?:1|256|512))?|scrypt)\$[A-Za-z0-9./$=,+-]{20,200}`,
			"$1$", "$2", "$5$", "$6$", "$8$", "$9$", "$y$", "$gy$", "$7$", "$apr1$", "$argon2", "$pbkdf2", "$scrypt$"),
		// A Kerberos ticket or AS-REP in the form password crackers
		// take ($krb5tgs$23$*user$REALM$spn*$<checksum>$<cipher>, the
		// "roasting" attacks' output): the user's password falls to it
		// offline. The cipher runs to kilobytes; the first thousand
		// bytes, checksum and all, are what a cracker cannot do without.
		secret("kerberos-hash", `\$krb5(?:asrep|tgs|pa)\$\d{1,2}\$[A-Za-z0-9$*@:./_\\-]{30,1000}`, "$krb5"),
	}
	ps = append(ps, vendorPatterns()...)
	ps = append(ps, frameworkPatterns()...)
	// Leads for rules whose keyword is not the first byte of the match.
	for i := range ps {
		switch ps[i].ID {
		case "azure-ad-client-secret":
			ps[i].Lead = lead(4)
		case "telegram-bot-token":
			ps[i].Lead = lead(16)
		case "terraform-cloud-token":
			ps[i].Lead = lead(14)
		case "anthropic-key":
			// The sk-ant-<kind><version>- prefix is unambiguous: any body
			// is hidden but a keyboard walk (abcdefghij…, a placeholder)
			// of another shape than the documented 93 characters and AA.
			ps[i].valueCheck = anthropicValue
		case "sentry-token":
			ps[i].valueCheck = sentryOrgToken
		case "aws-access-key-id":
			// AWS documents its keys with AKIAIOSFODNN7EXAMPLE; a
			// generated id never spells EXAMPLE.
			ps[i].valueCheck = noExampleMarker
		case "openai-key":
			// sk-ant-… belongs to the Anthropic rule, even when that
			// rule rejects it as a placeholder.
			ps[i].valueCheck = notAnthropic
		case "jwt":
			ps[i].valueCheck = signedJWT // alg "none": public (public_ids.go)
		case "github-token", "npm-token":
			ps[i].checksum = crc32Base62
		case "slack-token", "slack-app-token":
			ps[i].checksum = slackStructure
		case "age-secret-key":
			// The 16-byte prefix alone is proof: even a dummy value is
			// redacted, as gitleaks' own examples expect.
			ps[i].MinEntropy = 0
		}
	}
	ps = append(ps,
		Pattern{ID: "url-credentials", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			// A quote inside the password is one a template escaped
			// (Django's debug page prints &amp; &quot; &#x27;): the view
			// reads it back, and the password goes on to the '@'.
			Regex:       `[A-Za-z][A-Za-z0-9+.-]{1,20}://[A-Za-z0-9._~%!$&*+=-]{0,64}(?:@[A-Za-z0-9.-]{1,64})?:(?P<secret>[A-Za-z0-9._~%!$&*+=^|#<>(),;"'-]{1,128})@`,
			Keywords:    []string{"://"},
			Lead:        lead(21),
			Description: "the password in scheme://user:password@host (the user and host stay)",
			valueCheck:  notPlaceholder,
			gate:        authorityHasAt},
		// Go's MySQL driver writes its DSN without a scheme:
		// user:password@tcp(host:3306)/db, also unix(…) and udp(…).
		Pattern{ID: "mysql-dsn-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `[A-Za-z0-9._-]{1,64}:(?P<secret>[^\s"'\x60]{1,128})@(?:tcp|tcp6|unix|udp)\(`,
			Keywords:    []string{"@tcp(", "@tcp6(", "@unix(", "@udp("},
			Lead:        lead(200),
			Description: "the password in a Go MySQL DSN, user:password@tcp(host)/db (the user and host stay)",
			valueCheck:  notPlaceholder},
		// A key written as a bytes literal of escapes, as os.urandom(24)
		// prints it (Flask's app.secret_key = b'\x59\xbd…'). The view
		// reads the escapes of ASCII as their letters, so the value is
		// matched whole and must keep eight escapes or more
		// (escapedBytes): random bytes, not text.
		Pattern{ID: "bytes-literal-key", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:secret|key|token|salt|passw(?:or)?d|passwd)[A-Za-z0-9_.]{0,24}[ \t]{0,4}=[ \t]{0,4}b["'](?P<secret>[^'"\n]{16,512})["']`,
			Keywords:    []string{"=b'", " = b'", "=b\"", " = b\""},
			Lead:        lead(40),
			leadSet:     &nameBytes,
			Description: "a key written as a Python bytes literal of \\x escapes, name = b'\\x59\\xbd…' (the name stays)",
			valueCheck:  escapedBytes},
		// ADO.NET, ODBC and JDBC-style connection strings are key=value
		// pairs split by semicolons: the password runs to the next one
		// and may hold any other character ("Password=+Gm)+!=eM6%6-B;").
		Pattern{ID: "connection-string-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `;[ ]?(?i:password|pwd)[ \t]{0,2}=[ \t]{0,2}(?P<secret>[^;"'\s]{1,128})`,
			Keywords:    []string{";password", "; password", ";pwd", "; pwd"},
			Lead:        lead(0),
			Description: "the password of a connection string, ...;User ID=app;Password=secret; (the other keys stay)",
			valueCheck:  connectionPassword},
		// A database driver called with the password as an argument in
		// its place: JDBC's DriverManager.getConnection(url, user,
		// password), PHP's new PDO($dsn, $user, $password), new
		// mysqli(host, user, password, db), mysqli_connect(…). The call
		// names the value, no variable does.
		Pattern{ID: "connect-call-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:getConnection|PDO|mysqli_connect|mysqli)[ \t]{0,4}\([ \t]{0,4}[^,()\n]{1,200},[ \t]{0,4}["'][^"'\n]{1,64}["'][ \t]{0,4},[ \t]{0,4}["'](?P<secret>[^"'\n]{4,128})["']`,
			Keywords:    []string{"getconnection", "pdo", "mysqli"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			Description: "the password argument of a database connect call, getConnection(url, user, \"…\"), new PDO($dsn, 'user', '…') (the user stays)",
			valueCheck:  quotedArgPassword},
		// Node's mailer and HTTP clients take auth: { user, pass }.
		Pattern{ID: "auth-pass-field", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `pass[ ]?:[ \t]{0,4}["'](?P<secret>[^"'\s]{4,128})["']`,
			Keywords:    []string{"pass:", "pass :"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			Description: "a quoted password under the key pass, auth: { user: \"…\", pass: \"…\" }",
			valueCheck:  quotedArgPassword},
		Pattern{ID: "auth-header", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:      `(?i:bearer|basic|token|ssws|splunk)[ \t]{1,4}(?P<secret>[A-Za-z0-9+/._~=-][A-Za-z0-9+/._~=:-]{11,1000})`,
			Keywords:   []string{"bearer", "basic", "token", "ssws", "splunk"},
			Lead:       lead(0),
			Boundary:   BoundaryWord,
			MinEntropy: 3.0,
			// Okta's API tokens go in "Authorization: SSWS <token>",
			// Splunk's HTTP Event Collector tokens in "Authorization:
			// Splunk <token>"; an Asana token is "1/<user id>:<secret>".
			Description: "Authorization: Bearer/Basic/SSWS/Splunk credentials",
			valueCheck:  credentialValue,
			gate:        spacedValueAfter(12)},
		Pattern{ID: "cli-user-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:        `(?:-u|--user)[ \t]{1,4}["']?[A-Za-z0-9._@+-]{0,128}:["']?(?P<secret>[A-Za-z0-9+/=_.~:@!#$%^&*|?-]{3,128})`,
			Keywords:     []string{"-u", "--user"},
			Lead:         lead(0),
			Description:  "curl -u user:password, the password quoted or not (the user stays)",
			valueCheck:   cliPasswordValue,
			publicAround: userGroupPair,
			gate:         cliUserGate},
	)
	ps = append(ps, cliCredentialPatterns()...)
	ps = append(ps, cookiePatterns()...)
	ps = append(ps,
		// Password names in the languages users write in: Portuguese
		// (senha, the default locale), Spanish (contraseña, clave),
		// German (Passwort), French (mot de passe), chave. A quoted value
		// runs to its closing quote: passwords are often words.
		Pattern{ID: "password-assignment", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?P<name>[A-Za-z0-9_.-]{0,40}(?i:passw(?:or)?d|passwd|passwort|pwd|passphrase|sshpass|_pass|pass_|senha|contrase(?:ñ|n|ny)a|mot[ _-]?de[ _-]?passe|chave|clave)[A-Za-z0-9_.-]{0,24})["'\]\)]{0,2}(?:[ \t]{1,3}[A-Za-z]{1,12})?[ \t]{0,16}(?:=|:=|::=|:::=|\?=|\.=|=>|:|==|,|>)[ \t\r\n]{0,16}(?:` + strPrefix + `)?[\x60"'(]?(?P<secret>` + templateOpenRe + `[A-Za-z0-9+/=_.~:@!#$%^&*|?-]{4,128})`,
			Keywords:    []string{"passw", "pwd", "passphrase", "sshpass", "_pass", "pass_", "senha", "contrase", "mot de passe", "mot_de_passe", "mot-de-passe", "motdepasse", "chave", "clave"},
			Lead:        lead(42),
			MinEntropy:  2.0,
			Description: "a value assigned to a password-like name",
			// A quoted value's first word needs four value bytes, like an
			// unquoted value: a shorter minimum would let "==" read as
			// "=" and a value "=" (password == "x") before the real
			// operator is tried.
			valueCheck:   passwordValue,
			nameCheck:    passwordName,
			leadSet:      &nameBytes,
			quoted:       true,
			runOn:        true,
			publicAround: codeAround,
			gate:         assignmentGate(4),
			valueGate:    nextLineValueAfter},
		// A variable written as two fields, its name in one and its value
		// in the next: a Kubernetes or ECS env entry (- name: PGPASSWORD
		// / value: …), a Postman or Azure setting ({"key": "apiToken",
		// "value": "…"}), CloudFormation's ParameterKey=…,ParameterValue=….
		Pattern{ID: "password-name-value", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       nameValueRegex(`passw(?:or)?d|passwd|pwd|passphrase`, 4),
			Keywords:    []string{"passw", "pwd", "passphrase"},
			Lead:        lead(42),
			MinEntropy:  2.0,
			Description: "the value field after a name field that names a password (name: PGPASSWORD / value: …)",
			valueCheck:  passwordValue,
			nameCheck:   passwordName,
			leadSet:     &nameBytes,
			quoted:      true,
			gate:        valueFieldGate(4)},
		Pattern{ID: "secret-name-value", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       nameValueRegex(`key|token|secret|credential`, 8),
			Keywords:    []string{"key", "token", "secret", "credential"},
			Lead:        lead(42),
			MinEntropy:  2.5,
			Description: "a random-looking value field after a name field that names a key, token or secret",
			valueCheck:  secretValue,
			nameCheck:   notDescriptor,
			leadSet:     &nameBytes,
			quoted:      true,
			gate:        valueFieldGate(8)},
		Pattern{ID: "password-prose", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:passw(?:or)?d|passphrase)` + proseOwner + `[ \t]{1,3}(?:is|was|to)[ \t]{1,3}(?:set[ \t]{1,3}to[ \t]{1,3})?["'\x60](?P<secret>[^"'\x60\s][^"'\x60\n]{2,62}[^"'\x60\s])["'\x60]`,
			Keywords:    []string{"passw", "passphrase"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			MinEntropy:  2.0,
			Description: `a quoted password in prose (the password is "…")`,
			valueCheck:  passwordValue,
			gate:        passwordProseGate},
		// Unquoted, a password in prose is known by its shape alone: "the
		// admin password is Tr0ub4dor&3" (letters, a digit, and a symbol
		// or both cases), where "the password is stored in the vault" or
		// "… is at least 12 characters" is a sentence.
		Pattern{ID: "password-prose-bare", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:passw(?:or)?d|passphrase|passcode)(?:[ \t]{1,3}(?:is|was)[ \t]{1,3}|[ \t]{0,3}:[ \t]{1,3})(?:set[ \t]{1,3}to[ \t]{1,3}|now[ \t]{1,3})?(?P<secret>[A-Za-z0-9!#$%&*+=?@^_~.-]{5,63}[A-Za-z0-9!#$%&*+=?@^_~-])`,
			Keywords:    []string{"passw", "passphrase", "passcode"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			Description: "an unquoted password in prose, by its shape (the password is Tr0ub4dor&3)",
			valueCheck:  passwordShaped,
			gate:        passwordProseGate},
		// A key or token in prose: "DD_API_KEY is '95e9…'", "your API
		// key is 0e71…". The name says it is one, so hex digits count (an
		// API key is often 32 of them); a sentence ("the token is valid
		// for an hour", "the key is base64-encoded") has no such value.
		Pattern{ID: "token-prose", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:key|token|secret)[ \t]{1,3}(?:is|was)[ \t]{1,3}(?:set[ \t]{1,3}to[ \t]{1,3})?["'\x60]?(?P<secret>[A-Za-z0-9_+/=.~-]{15,199}[A-Za-z0-9_+/=~-])`,
			Keywords:    []string{"key", "token", "secret"},
			Lead:        lead(0),
			MinEntropy:  2.5,
			Description: "a key, token or secret in prose (the API key is 0e71…)",
			valueCheck:  proseTokenValue,
			gate:        tokenProseGate},
		Pattern{ID: "network-credential", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:NetworkCredential\(|DirectoryEntry\(` + dotnetArg + `,)` + dotnetArg + `,[ \t]{0,4}["'](?P<secret>[^"'\n]{3,128})["']`,
			Keywords:    []string{"networkcredential(", "directoryentry("},
			Lead:        lead(0),
			Description: ".NET/PowerShell NetworkCredential(user, password), DirectoryEntry(path, user, password)",
			valueCheck:  passwordValue},
		Pattern{ID: "secret-flag", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `--?(?P<name>[A-Za-z0-9_-]{0,30}(?i:key|token|secret|auth|credential|bearer)[A-Za-z0-9_-]{0,20})[ \t]{1,4}["']?(?P<secret>[A-Za-z0-9+/=_.~:@!#$%^&*|?-]{8,256})`,
			Keywords:    []string{"key", "token", "secret", "auth", "credential", "bearer"},
			Lead:        lead(32),
			MinEntropy:  2.5,
			Boundary:    BoundaryWord,
			Description: "a random-looking value after a key-, token- or secret-like flag (--api-key v, --token v)",
			valueCheck:  secretValue,
			nameCheck:   notDescriptor,
			leadSet:     &nameBytes,
			quoted:      true,
			runOn:       true,
			gate:        flagGate},
		Pattern{ID: "secret-assignment", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?P<name>[A-Za-z0-9_.-]{0,40}(?i:key|token|secret|auth|credential|bearer)[A-Za-z0-9_.-]{0,24})["'\]\)]{0,2}(?:[ \t]{1,3}[A-Za-z]{1,12}|:[ \t]{0,4}&?[A-Za-z][A-Za-z0-9_.:<>\[\]&]{0,40}[ \t]{0,4})?[ \t]{0,16}(?:=|:=|::=|:::=|\?=|\.=|=>|:|,|>)[ \t\r\n]{0,16}(?:\([ \t\r\n]{0,16})?(?:` + strPrefix + `)?[\x60"']?(?P<secret>[A-Za-z0-9+/=_.~:@!#$%^&*|?-]{8,256})`,
			Keywords:    []string{"key", "token", "secret", "auth", "credential", "bearer"},
			Lead:        lead(42),
			MinEntropy:  2.5,
			Description: "a random-looking value assigned to a key-, token- or secret-like name",
			valueCheck:  secretValue,
			nameCheck:   notDescriptor,
			leadSet:     &nameBytes,
			quoted:      true,
			quotedTight: true,
			runOn:       true,
			gate:        assignmentGate(8),
			valueGate:   generatedValueAfter},
	)
	ps = append(ps, quotedPasswordPattern(), tablePasswordPattern(), charListPattern(), reversedPattern(), nestedURLPattern())
	ps = append(ps, spacedPasswordPatterns()...)
	ps = append(ps, directivePatterns()...)
	ps = append(ps, phpDumpPatterns()...)
	ps = append(ps, prosePasswordPatterns()...)

	ps = append(ps,
		Pattern{ID: "agent-config-path", Category: CategoryConfig, Replacement: ReplConfig, Enabled: true,
			Regex:       `(?:(?:~|\$HOME|%USERPROFILE%|/root|/home/[A-Za-z0-9_.-]{1,32}|/Users/[A-Za-z0-9_.-]{1,32}|[A-Za-z]:\\Users\\[A-Za-z0-9_.-]{1,32})[/\\])?\.claude(?:\.json)?(?:[/\\][A-Za-z0-9_.@-]{1,64}){0,8}`,
			Keywords:    []string{".claude"},
			Lead:        lead(48),
			Boundary:    BoundaryAlnum,
			Description: "the agent's config directory and files (~/.claude, /home/<user>/.claude/…)"},

		Pattern{ID: "claude-cli-print", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex: `(?i)claude(?:[ \t]{1,4}(?:-p|--print))`, Keywords: []string{"claude"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "the CLI invoked in print mode (claude -p)", gate: claudePrintGate},
		Pattern{ID: "claude-code", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex: `(?i)claude[ _-]?code(?:[ -]cli)?`, Keywords: []string{"claude"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "Claude Code, claude-code, claude_code", gate: claudeCodeGate},
		Pattern{ID: "claude-model", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex:    `(?i)claude(?:[ -](?:\d{8}|\d{1,2}(?:[.-]\d{1,2})?|instant|opus|sonnet|haiku|latest|v\d{1,2})){1,5}`,
			Keywords: []string{"claude"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "Claude model names (Claude 3.5 Sonnet, claude-opus-4-1, claude-3-5-haiku-20241022)",
			gate:        claudeModelGate},
		Pattern{ID: "claude", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex: `(?i)claude`, Keywords: []string{"claude"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "the bare name"},
		Pattern{ID: "codex", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex: `(?i)codex(?:[ -](?:cli|mini|latest)){0,2}`, Keywords: []string{"codex"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "Codex (not codexes, codexed)"},
		Pattern{ID: "gpt", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex:    `(?i)(?:chat)?gpt(?:[ -]?(?:\d{4}-\d{2}-\d{2}|\d{1,4}[kb]|\d{1,2}(?:\.\d{1,2})?[a-z]?|oss|turbo|mini|nano|pro|preview|instruct|codex)){0,4}`,
			Keywords: []string{"gpt"}, Lead: lead(4), Boundary: BoundaryAlnum,
			Description: "GPT-4, gpt-4o-mini, GPT-3.5-turbo, ChatGPT, gpt-oss-120b"},
		Pattern{ID: "gemini", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex:    `(?i)gemini(?:[ -](?:\d{4}|\d{1,2}(?:\.\d{1,2})?|cli|pro|flash|ultra|nano|exp|lite|latest|thinking)){0,4}`,
			Keywords: []string{"gemini"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "Gemini, Gemini CLI, gemini-2.5-pro"},
		Pattern{ID: "copilot", Category: CategoryAssistant, Replacement: ReplAssistant, Enabled: true,
			Regex: `(?i)(?:github[ -])?copilot(?:[ -]cli)?`, Keywords: []string{"copilot"}, Lead: lead(7), Boundary: BoundaryAlnum,
			Description: "GitHub Copilot"},
		Pattern{ID: "provider", Category: CategoryProvider, Replacement: ReplProvider, Enabled: true,
			Regex: `(?i)(?:anthropic|openai)`, Keywords: []string{"anthropic", "openai"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "the vendors: Anthropic, OpenAI"},

		Pattern{ID: "gsd-command", Category: CategoryWorkflow, Replacement: ReplWorkflow, Enabled: true,
			Regex: `/gsd:[A-Za-z0-9_-]{1,64}`, Keywords: []string{"/gsd:"}, Lead: lead(0),
			Description: "workflow slash commands (/gsd:plan-phase)"},
		Pattern{ID: "mcp-server", Category: CategoryService, Replacement: ReplService, Enabled: true,
			Regex: `(?i)mcp[ \t]{1,4}servers?`, Keywords: []string{"mcp"}, Lead: lead(0), Boundary: BoundaryAlnum,
			Description: "MCP server(s)"},

		Pattern{ID: "tool-use-id", Category: CategoryCLI, Enabled: true,
			Regex:    `"?tool_use_id"?[ \t]{0,3}[:=][ \t]{0,3}"?[A-Za-z0-9_-]{1,128}"?`,
			Keywords: []string{"tool_use_id"}, Lead: lead(1), Boundary: BoundaryWord,
			Description: "tool_use_id: … (removed)"},
		Pattern{ID: "tool-use-ref", Category: CategoryCLI, Enabled: true,
			Regex: `toolu_[A-Za-z0-9]{8,64}`, Keywords: []string{"toolu_"}, Lead: lead(0), Boundary: BoundaryWord,
			Description: "bare tool-use ids (toolu_01…) (removed)"},
		Pattern{ID: "cli-output-format", Category: CategoryCLI, Enabled: true,
			Regex: `--(?:output|input)-format(?:[ =]{1,4}[A-Za-z0-9_-]{1,32})?`, Keywords: []string{"--output-format", "--input-format"}, Lead: lead(0),
			Description: "--output-format <x> (removed)"},
		Pattern{ID: "cli-tool-list", Category: CategoryCLI, Enabled: true,
			Regex:    `--(?:allowedTools|allowed-tools|disallowedTools|disallowed-tools)(?:[ =]{1,4}` + toolList + `)?`,
			Keywords: []string{"--allowedTools", "--allowed-tools", "--disallowedTools", "--disallowed-tools"}, Lead: lead(0),
			Description: "--allowedTools <list> (removed)"},
		Pattern{ID: "cli-flag-value", Category: CategoryCLI, Enabled: true,
			Regex:    `--(?:permission-mode|permission-prompt-tool|mcp-config|resume|session-id|max-turns|add-dir|fallback-model|settings|setting-sources|append-system-prompt|system-prompt|agents|model)(?:[ =]{1,4}(?:"[^"\n]{0,256}"|'[^'\n]{0,256}'|[A-Za-z0-9_./:~@-]{1,128}))?`,
			Keywords: []string{"--permission-", "--mcp-config", "--resume", "--session-id", "--max-turns", "--add-dir", "--fallback-model", "--setting", "--append-system-prompt", "--system-prompt", "--agents", "--model"}, Lead: lead(0),
			Description: "the agent CLI's flags that take a value (removed)"},
		Pattern{ID: "cli-flag", Category: CategoryCLI, Enabled: true,
			Regex:    `--(?:dangerously-skip-permissions|include-partial-messages|strict-mcp-config|replay-user-messages|verbose)`,
			Keywords: []string{"--dangerously-skip-permissions", "--include-partial-messages", "--strict-mcp-config", "--replay-user-messages", "--verbose"}, Lead: lead(0),
			Boundary:    BoundaryAlnum,
			Description: "the agent CLI's switches (removed)"},

		Pattern{ID: "high-entropy-token", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			builtin:     builtinEntropy,
			Description: "a bare run of 20–512 token characters that mixes letters and digits and is random enough (hex-only runs are left alone)"},
	)
	return ps
}

// strPrefix is a string literal's prefix before its quote: Python's raw,
// bytes and unicode strings (r"…", b'…', rb"…", u"…"), Rust's and
// C++'s r"…", Go-like languages none. SECRET_KEY = r"…" is a Django
// setting as often as SECRET_KEY = "…".
const strPrefix = `[rRbBuU]{1,2}["']`

// dotnetArg is one argument of a .NET constructor call: a string literal
// or a name (NetworkCredential(userName, "…")), blanks around it.
const dotnetArg = `[ \t]{0,4}(?:["'][^"'\n]{0,128}["']|[A-Za-z_][A-Za-z0-9_.]{0,64})[ \t]{0,4}`

// nameBytes are the characters of an assignment's name, all that can
// precede its keyword.
var nameBytes = func() (t [256]bool) {
	for b := range 256 {
		t[b] = isIdentByte(byte(b))
	}
	return t
}()

// toolList matches one or more tool names, comma- or space-separated,
// quoted or not ("Bash(npm:*)" Read,Grep).
const toolName = `(?:"[^"\n]{1,64}"|'[^'\n]{1,64}'|[A-Z][A-Za-z0-9_]{0,63}(?:\([^()\n]{0,64}\))?|mcp__[A-Za-z0-9_*-]{1,64})`
const toolList = toolName + `(?:(?:,[ ]?|[ ]{1,4})` + toolName + `){0,15}`

// passwordName accepts a password-like name (see notDescriptor) whose
// keyword is not just the inside of another word: clave and chave count
// only at the start of a word (dbClave, chave_api), not in autoclave or
// enclave.
func passwordName(name []byte) bool {
	if !notDescriptor(name) {
		return false
	}
	var low [80]byte
	l := lowerInto(low[:0], name)
	for _, kw := range []string{"pass", "pwd", "senha", "contrase", "mot"} {
		if strings.Contains(string(l), kw) {
			return true
		}
	}
	ok := false
	nameWords(name, func(w []byte) bool {
		ok = strings.HasPrefix(string(w), "clave") || strings.HasPrefix(string(w), "chave")
		return !ok
	})
	return ok
}
