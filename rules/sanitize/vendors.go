package sanitize

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
)

// More vendor formats, each written from the vendor's documentation of
// its token format (prefix, alphabet, length, structure); the rule tables
// of gitleaks and Nosey Parker were read only for which vendors exist.
// Like the formats in defaults.go, a prefix starts every match, so each
// costs a keyword and runs only where its prefix appears.
func vendorPatterns() []Pattern {
	return []Pattern{
		// Keys whose vendor's documented call names them by position or by
		// parameter: OpenWeather's API key is the appid parameter (32 hex),
		// Algolia's API key the second argument of algoliasearch(<10-
		// character application id>, key). Hex elsewhere stays readable.
		secret("openweather-key", `appid=(?P<secret>[0-9a-f]{32})`, "appid="),
		secret("algolia-key", `algoliasearch\(\s{0,4}['"][A-Z0-9]{10}['"]\s{0,4},\s{0,4}['"](?P<secret>[a-f0-9]{32})['"]`, "algoliasearch("),
		// The Bot API's path without its host (a proxy's or a client's
		// log: "GET /bot<token>/sendMessage").
		// Laravel's APP_KEY as `php artisan key:generate --show` prints it:
		// "base64:" and a 32-byte key; Hardhat's accounts array of private
		// keys (0x and 64 hex).
		secret("laravel-app-key", `base64:(?P<secret>[A-Za-z0-9+/]{43}=)`, "base64:"),
		secret("hardhat-accounts-key", `accounts["']?\s{0,4}:\s{0,4}\[\s{0,4}["'](?P<secret>0x[0-9a-fA-F]{64})["']`, "accounts"),
		secret("telegram-bot-path", `/(?:file/)?bot(?P<secret>\d{5,16}:A[A-Za-z0-9_-]{34})`, "/bot"),
		secret("aws-session-token", `(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9/+=]{100,1000}`, "FwoGZXIvYXdz", "IQoJb3JpZ2luX2Vj"),
		secret("amazon-mws-token", `amzn\.mws\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`, "amzn.mws."),
		secret("aws-appsync-key", `da2-[a-z0-9]{26}`, "da2-"),
		secret("alibaba-access-key-id", `LTAI[A-Za-z0-9]{12,20}`, "LTAI"),
		secret("google-refresh-token", `1//0[A-Za-z0-9_-]{40,300}`, "1//0"),
		withLead(secret("firebase-fcm-server-key", `AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,200}`, ":APA91b"), 11),
		secret("xai-key", `xai-[A-Za-z0-9]{70,90}`, "xai-"),
		secret("replicate-token", `r8_[A-Za-z0-9]{37}`, "r8_"),
		secret("langsmith-key", `lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}`, "lsv2_"),
		secret("pinecone-key", `pcsk_[A-Za-z0-9_]{40,100}`, "pcsk_"),
		secret("supabase-secret-key", `sb_secret_[A-Za-z0-9_-]{20,80}`, "sb_secret_"),
		secret("bitbucket-app-password", `ATBB[A-Za-z0-9_=.-]{28,40}`, "ATBB"),
		secret("cratesio-token", `cio[A-Za-z0-9]{32}`, "cio"),
		secret("dependency-track-key", `odt_[A-Za-z0-9]{32,255}`, "odt_"),
		secret("dropbox-token", `sl\.(?:u\.)?[A-Za-z0-9_-]{130,1000}`, "sl."),
		secret("figma-token", `figd_[A-Za-z0-9_-]{40,60}`, "figd_"),
		secret("firecrawl-key", `fc-[a-f0-9]{32}`, "fc-"),
		secret("heroku-key", `HRKU-[A-Za-z0-9_-]{58,62}`, "HRKU-"),
		// Honeycomb's API keys name their kind in the prefix: hc, x
		// (environment) or a (classic/team), i (ingest) or m
		// (management), k, then the key id and secret.
		secret("honeycomb-key", `hc[ax][im]k_[a-z0-9]{40,70}`, "hcxik_", "hcaik_", "hcxmk_", "hcamk_"),
		secret("jina-key", `jina_[a-f0-9]{32}[A-Za-z0-9_-]{30}`, "jina_"),
		withLead(secret("mailchimp-key", `[a-f0-9]{32}-us[0-9]{1,2}`, "-us"), 32),
		secret("newrelic-pixie-key", `px-(?:api|dep)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}`, "px-api-", "px-dep-"),
		secret("salesforce-session", `00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,200}`, "00D"),
		secret("segment-token", `sgp_[A-Za-z0-9]{64}`, "sgp_"),
		secret("sonarqube-token", `sq[uap]_[a-f0-9]{40}`, "squ_", "sqp_", "sqa_"),
		secret("stackhawk-key", `hawk\.[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{20}`, "hawk."),
		withGate(secret("airtable-token", `pat[A-Za-z0-9]{14}\.[a-f0-9]{64}`, "pat"), dotAt(3+14)),
		secret("artifactory-key", `(?:AKCp[A-Za-z0-9]{60,80}|cmVmdGtu[A-Za-z0-9]{50,70})`, "AKCp", "cmVmdGtu"),
		secret("clickhouse-key", `4b1d[A-Za-z0-9]{38}`, "4b1d"),
		secret("defined-networking-key", `dnkey-[a-z0-9=_-]{26}-[a-z0-9=_-]{52}`, "dnkey-"),
		secret("flutterwave-secret-key", `FLWSECK(?:_TEST)?-[a-h0-9]{32}-X`, "FLWSECK"),
		// The encryption key a Flutterwave dashboard shows beside the
		// secret key: the same prefix and 12 hex digits.
		secret("flutterwave-encryption-key", `FLWSECK(?:_TEST)?-?[a-f0-9]{12}`, "FLWSECK"),
		secret("gocardless-token", `live_[A-Za-z0-9_=-]{40}`, "live_"),
		secret("lob-key", `(?:live|test)_[a-f0-9]{35}`, "live_", "test_"),
		withLead(secret("maxmind-license-key", `[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk`, "_mmk"), 36),
		secret("notion-token", `(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})`, "ntn_", "secret_"),
		secret("octopus-deploy-key", `API-[A-Z0-9]{26}`, "API-"),
		secret("plaid-access-token", `access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`, "access-"),
		secret("facebook-access-token", `EAA[A-Za-z0-9]{90,400}`, "EAA"),
		secret("render-key", `rnd_[A-Za-z0-9]{32}`, "rnd_"),
		secret("netlify-token", `nfp_[A-Za-z0-9]{36}`, "nfp_"),
		secret("tailscale-key", `tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,24}-[A-Za-z0-9]{20,60}`, "tskey-"),
		secret("buildkite-token", `bkua_[a-f0-9]{40}`, "bkua_"),
		secret("circleci-token", `CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}`, "CCIPAT_"),
		secret("resend-key", `re_[A-Za-z0-9_]{30,40}`, "re_"),
		secret("hubspot-token", `pat-(?:na|eu|ap)[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`, "pat-"),
		secret("woocommerce-key", `c[ks]_[a-f0-9]{40}`, "ck_", "cs_"),
		secret("braintree-token", `access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}`, "access_token$"),
		secret("razorpay-key", `rzp_(?:live|test)_[A-Za-z0-9]{14}`, "rzp_"),
		// Adyen's API keys: AQE, base64 of the credential, "-", base64 of
		// a hash, "-", then a short segment of any printable character
		// (";", "}", "%", ">" among them), which a name-and-value rule
		// cuts at its first sign. Quotes, commas and spaces end it.
		secret("adyen-api-key", `AQE[A-Za-z0-9+/]{40,200}={0,2}-[A-Za-z0-9+/]{40,50}={0,2}-[^\s"'\x60,]{8,24}`, "AQE"),
		// Contentful's personal access tokens (Content Management API):
		// CFPAT- and 43 base64url characters.
		secret("contentful-pat", `CFPAT-[A-Za-z0-9_-]{43}`, "CFPAT-"),
		// Tencent Cloud's SecretId: AKID and 32 letters and digits (36 in
		// all); the SecretKey it pairs with has no prefix.
		secret("tencent-secret-id", `AKID[A-Za-z0-9]{32}`, "AKID"),
		// PostHog's personal API keys (phx_); the project key (phc_) is
		// public by design, put in every page's snippet, and stays.
		withValue(secret("posthog-personal-key", `phx_[A-Za-z0-9_]{40,50}`, "phx_"), randomBody),
		// A project started by Django's startproject gets SECRET_KEY =
		// 'django-insecure-' + get_random_secret_key(): 50 characters of
		// a-z, 0-9 and !@#$%^&*(-_=+). "Insecure" says it is for
		// development, not that it may be shown: it signs sessions.
		secret("django-insecure-key", `django-insecure-[a-z0-9!@#$%^&*(_=+)-]{50}`, "django-insecure-"),
		// Fireworks AI's API keys: fw_ and letters and digits. fw_ also
		// starts firmware and firewall identifiers (fw_version,
		// fw_ruleSetName), so the body must look generated; and a short
		// prefix turns up inside base64url (sha256=qaN-fw_htIg… in a
		// pip RECORD), so it may not follow a base64 byte.
		withGate(withValue(secret("fireworks-key", `fw_[A-Za-z0-9]{20,40}`, "fw_"), randomBody), notInBase64),
		{ID: "discord-webhook", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:    `https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,80}`,
			Keywords: []string{"discord"}, Lead: lead(15), valueCheck: noExampleMarker},
		{ID: "gitlab-session-cookie", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `_gitlab_session=(?P<secret>[0-9a-z]{32})`, Keywords: []string{"_gitlab_session="}, Lead: lead(0), MinEntropy: 2.8},
		{ID: "azure-sas-signature", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:    `[?&](?i:sig)=(?P<secret>[A-Za-z0-9%+/=]{40,160})`,
			Keywords: []string{"sig="}, Lead: lead(1), MinEntropy: 3.0,
			Description: "the signature of an Azure shared access signature URL"},
		{ID: "aws-presigned-token", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:    `(?i:X-Amz-Security-Token)=(?P<secret>[A-Za-z0-9%_.-]{100,1000})`,
			Keywords: []string{"x-amz-security-token="}, Lead: lead(0), MinEntropy: 3.0,
			Description: "the session token in an AWS presigned URL"},
		// A presigned URL's signature grants the object to whoever holds
		// the URL until it expires (AWS SigV4, Google's V4 signing): the
		// hex signature is the credential, the rest of the query is not.
		{ID: "presigned-url-signature", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:    `(?i:X-(?:Amz|Goog)-Signature)=(?P<secret>[0-9a-f]{64,1000})`,
			Keywords: []string{"x-amz-signature=", "x-goog-signature="}, Lead: lead(0),
			Description: "the signature of an AWS or Google Cloud Storage presigned URL"},
		{ID: "bundler-credentials", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `BUNDLE_[A-Z0-9_]{1,80}[ \t]{0,4}[=:][ \t]{0,4}["']?[^:\s"']{1,64}:(?P<secret>[^\s"';]{3,128})`,
			Keywords:    []string{"BUNDLE_"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			Description: "Bundler's BUNDLE_<HOST>=user:password source credentials",
			valueCheck:  notPlaceholder},
		// A JSON Web Key's private members (RFC 7518 §6.3.2: d, p, q,
		// dp, dq, qi of an RSA or EC key; §6.4.1: k of a symmetric
		// one) hold base64url key material; the public members (n, e,
		// x, y) stay.
		{ID: "jwk-private-member", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `"(?:d|p|q|dp|dq|qi|k)"[ \t]{0,4}:[ \t]{0,4}"(?P<secret>[A-Za-z0-9_-]{22,1000})"`,
			Keywords:    []string{`"d"`, `"p"`, `"q"`, `"dp"`, `"dq"`, `"qi"`, `"k"`},
			Lead:        lead(0),
			MinEntropy:  3.5,
			Description: "the private members of a JSON Web Key (d, p, q, dp, dq, qi, k)",
			// "q" is also a search query, "p" a page: key material is
			// random, not words.
			valueCheck: secretValue,
			gate:       jwkMemberGate},
		// SonarQube's scanners take the user token as sonar.login (now
		// sonar.token, which the key-named rules read); sonar.login also
		// takes a user name, so the value must look generated.
		// (-Dsonar.login=…: the D before it is no boundary.)
		withBoundary(withValue(secret("sonar-login-token", `sonar\.login[ \t]{0,4}[=:][ \t]{0,4}["']?(?P<secret>[A-Za-z0-9_]{20,100})`, "sonar.login"), secretValue), BoundaryNone),
		// ThingsBoard's device API puts the device's access token in the
		// path: /api/v1/<token>/telemetry (attributes, rpc, claim,
		// firmware, software).
		withBoundary(withValue(secret("thingsboard-device-token", `/api/v1/(?P<secret>[A-Za-z0-9_-]{16,64})/(?:telemetry|attributes|rpc|claim|firmware|software)`, "/api/v1/"), secretValue), BoundaryNone),
	}
}

func withBoundary(p Pattern, b Boundary) Pattern {
	p.Boundary = b
	return p
}

func withValue(p Pattern, v func([]byte) bool) Pattern {
	p.valueCheck = v
	return p
}

// randomBody accepts a prefixed token whose body (after the first '_')
// looks generated: a digit and both cases, and not made of words
// (fw_FirmwareVersionString2 is an identifier).
func randomBody(v []byte) bool {
	if i := bytes.IndexByte(v, '_'); i >= 0 {
		v = v[i+1:]
	}
	c := classesOf(v)
	return c.dig && c.up && c.lo && !isWordy(v) && wordiness(v) < 0.6
}

// notInBase64 is a gate: the byte before the keyword is not one that
// continues base64 or base64url ('-', '_', '+', '/'). Unlike most gates
// it turns down matches the regex would take, on purpose; its answer
// depends only on that byte, which a Stream always keeps (the boundary
// check reads it too), so its no is final.
func notInBase64(text []byte, k int) bool {
	if k == 0 {
		return true
	}
	switch text[k-1] {
	case '-', '_', '+', '/':
		return false
	}
	return true
}

func withGate(p Pattern, g func([]byte, int) bool) Pattern {
	p.gate = g
	return p
}

func withPublicAround(p Pattern, f func([]byte, int, int) bool) Pattern {
	p.publicAround = f
	return p
}

// dotAt is a gate for a format with a dot at a fixed offset after its
// keyword ("pat" is a common start of words; pat…14….<hex> is not).
func dotAt(off int) func([]byte, int) bool {
	return func(text []byte, k int) bool {
		return k+off >= len(text) || text[k+off] == '.'
	}
}

// anthropicValue accepts an Anthropic key with the documented body (93
// characters, then AA) whatever it looks like, and any other body
// without a long alphabet walk (abcdefgh…, a placeholder typed by hand;
// the same bound notPlaceholder uses).
func anthropicValue(v []byte) bool {
	// sk-ant-<kind><version>-<body>
	i := bytes.IndexByte(v[len("sk-ant-"):], '-')
	if i < 0 {
		return false
	}
	body := v[len("sk-ant-")+i+1:]
	if len(body) == 95 && bytes.HasSuffix(body, []byte("AA")) {
		return true
	}
	return letterWalk(body) < 8
}

// sentryOrgToken accepts a Sentry organization token whose payload, the
// base64 between sntrys_ and the last '_', is the JSON object Sentry
// puts there (issued-at time, URLs, organization): a string with the
// prefix and not that payload is a near miss.
func sentryOrgToken(v []byte) bool {
	if !bytes.HasPrefix(v, []byte("sntrys_")) {
		return true // sntryu_: hex, no payload
	}
	body := v[len("sntrys_"):]
	i := bytes.LastIndexByte(body, '_')
	if i <= 0 {
		return false
	}
	payload := bytes.TrimRight(body[:i], "=")
	var dst [512]byte
	if base64.RawStdEncoding.DecodedLen(len(payload)) > len(dst) {
		return false
	}
	n, err := base64.RawStdEncoding.Decode(dst[:], payload)
	if err != nil {
		if n, err = base64.RawURLEncoding.Decode(dst[:], payload); err != nil {
			return false
		}
	}
	d := dst[:n]
	return json.Valid(d) && bytes.HasPrefix(d, []byte("{")) && bytes.Contains(d, []byte(`"iat"`))
}

// jwkMemberGate is jwk-private-member's gate at the member's opening
// quote: the name and its closing quote, a colon between blanks, then a
// quoted run of at least 22 base64url bytes (undecided at the end of the
// text is a yes). The regex, of some 2,000 instructions, runs as the
// regexp package's NFA at every "d", "p" or "q" of a JSON text
// otherwise.
func jwkMemberGate(text []byte, k int) bool {
	n := len(text)
	i := k + 1
	for i < n && i-k <= 2 && isLetter(text[i]) {
		i++
	}
	if i >= n {
		return true
	}
	if text[i] != '"' {
		return false
	}
	i = skipBlanks(text, i+1, 4)
	if i >= n {
		return true
	}
	if text[i] != ':' {
		return false
	}
	i = skipBlanks(text, i+1, 4)
	if i >= n {
		return true
	}
	if text[i] != '"' {
		return false
	}
	v := i + 1
	for i = v; i < n && (isAlnum(text[i]) || text[i] == '_' || text[i] == '-'); i++ {
	}
	return i >= n || i-v >= 22 && i-v <= 1000 && text[i] == '"'
}
