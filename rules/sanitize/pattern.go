package sanitize

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Boundary says what may touch a match on either side. Vendor and model
// names use BoundaryAlnum so that "codexes" or "xgpt4" are left alone while
// "OPENAI_API_KEY" still hides the vendor; credentials use BoundaryToken so a
// token prefix inside a longer identifier is not mistaken for a token, while
// a token set off by '_' or a non-ASCII letter is still one.
type Boundary string

const (
	// BoundaryNone checks nothing around the match.
	BoundaryNone Boundary = ""
	// BoundaryWord rejects a match touching a letter, digit or '_'.
	BoundaryWord Boundary = "word"
	// BoundaryAlnum rejects a match touching a letter or digit ('_', '-'
	// and punctuation separate words).
	BoundaryAlnum Boundary = "alnum"
	// BoundaryToken rejects a match touching an ASCII letter or digit
	// only: '_' (markdown _emphasis_, NAME=value_suffix) and non-ASCII
	// letters ("é ghp_…é") do not make a credential part of a longer
	// word, and a secret must not be shown because of them.
	BoundaryToken Boundary = "token"
)

// Category groups patterns for logs and metrics; it never changes what a
// pattern does.
type Category string

// Categories of the default pack.
const (
	CategorySecret    Category = "secret"
	CategoryConfig    Category = "config"
	CategoryAssistant Category = "assistant"
	CategoryProvider  Category = "provider"
	CategoryWorkflow  Category = "workflow"
	CategoryService   Category = "service"
	CategoryCLI       Category = "cli"
)

// Pattern is one ordered rewrite rule. Earlier patterns win: when two
// matches overlap, the one from the pattern listed first is kept and the
// other dropped (so the config path is rewritten before the word "claude"
// inside it can be).
type Pattern struct {
	// ID names the pattern in policies and logs (never the matched text).
	ID string `yaml:"id" json:"id"`
	// Category groups patterns for logs and metrics.
	Category Category `yaml:"category,omitempty" json:"category,omitempty"`
	// Regex is an RE2 expression with a bounded length (no *, + or {n,});
	// assertions (^ $ \b \A \z) are not allowed: use Boundary instead, so
	// that a match never depends on where a chunk happened to start. A
	// named group (?P<secret>…) limits the rewrite to that group.
	Regex string `yaml:"regex,omitempty" json:"regex,omitempty"`
	// Replacement is written in place of the match; empty removes the match
	// together with the space or separator it would leave dangling.
	Replacement string `yaml:"replacement" json:"replacement"`
	// Keywords are literals of which every match contains at least one;
	// the regex runs only near them. They match in any case, except that
	// in a pattern without (?i) a keyword written with capitals ("AKIA")
	// must match in that case. A pattern without keywords is run over all
	// text, which is slower.
	Keywords []string `yaml:"keywords,omitempty" json:"keywords,omitempty"`
	// Lead bounds how many bytes a match may start before its keyword.
	// Zero means the keyword starts the match; nil means unknown (the
	// regex's maximum length is used, which makes a Stream hold back more).
	Lead *int `yaml:"lead,omitempty" json:"lead,omitempty"`
	// Boundary is checked on both sides of the whole match.
	Boundary Boundary `yaml:"boundary,omitempty" json:"boundary,omitempty"`
	// MinEntropy, when set, rejects a match whose rewritten part has less
	// Shannon entropy (bits per byte): placeholders like "xxxxxxxx" or
	// "changeme" stay readable.
	MinEntropy float64 `yaml:"min_entropy,omitempty" json:"min_entropy,omitempty"`
	// Enabled switches the pattern on; it defaults to true in YAML.
	Enabled bool `yaml:"enabled" json:"enabled"`
	// Description says what the pattern is for.
	Description string `yaml:"description,omitempty" json:"description,omitempty"`

	// builtin selects a hand-written finder (private key blocks, bare
	// high-entropy tokens) instead of Regex; it cannot be set from YAML.
	builtin builtinKind
	// valueCheck is an extra acceptance test on the rewritten part.
	valueCheck func([]byte) bool
	// nameCheck tests the (?P<name>…) group, the name a value is
	// assigned to: "issuerKeyHash" or "AUTH0_CALLBACK_URL" name something
	// about a secret, not a secret.
	nameCheck func([]byte) bool
	// leadSet holds the bytes a match may contain before its first
	// keyword (an assignment's name characters); nil means any byte of
	// the regex. A Stream holds back only such bytes before a keyword.
	leadSet *[256]bool
	// gate is a cheap test at a keyword position; false skips the regex.
	// It must never say false where the regex could match a match whose
	// first keyword is at kw, and must say true where it cannot tell
	// yet (the text ends first): its false is final, so a Stream holds
	// nothing back for that keyword (TestGatesSound).
	gate func(text []byte, kw int) bool
	// quoted: when the value opens with a quote, the secret runs to the
	// matching quote on the same line (bounded by quotedMax), spaces and
	// all: "correct horse battery staple" is one password.
	quoted bool
	// quotedTight: the quoted value is a token's, which holds no space or
	// tab: a value with one is judged as the regex took it ("ssh-ed25519
	// AAAA…" is a key type and a public key, not one secret).
	quotedTight bool
	// runOn: a value that fills its regex's run to the cap and goes on
	// (a 2 KB base64 credentials file, a 500-byte client secret) is
	// redacted to the end of its run, up to runOnMax bytes more, so that
	// the cap never leaves the rest of a secret readable. The value is
	// judged on the part the regex took, as without it.
	runOn bool
	// valueGate is a second, costlier gate run after the entropy bound
	// (see collectRegex); the same rule as gate applies.
	valueGate func(text []byte, kw int) bool
	// publicAround rejects a match whose surroundings show it is no
	// secret: code around a password (a call, a keyword, a type, a
	// compared variable: code_values.go), a template the regex cut
	// (templates.go), an id named as one (public_ids.go). It reads the
	// text around the value text[s:e]; the bytes it reads are known when
	// the match is.
	publicAround func(text []byte, s, e int) bool
	// checksum verifies a whole match of a format that carries one
	// (GitHub's and npm's CRC32), or that has the vendor's documented
	// structure where the rule's regex is looser (Slack's ids and
	// secret): proof enough to rejoin a token wrapped over lines whose
	// first line already looked whole (split.go).
	checksum func([]byte) bool
}

// UnmarshalYAML makes a pattern enabled unless the policy says otherwise,
// so adding a pattern does not need "enabled: true".
func (p *Pattern) UnmarshalYAML(n *yaml.Node) error {
	type plain Pattern
	v := plain{Enabled: true}
	if err := n.Decode(&v); err != nil {
		return err
	}
	*p = Pattern(v)
	return nil
}

// Pack is an ordered list of patterns: the order is the priority.
type Pack struct {
	Patterns []Pattern `yaml:"patterns" json:"patterns"`
}

// Merge applies a policy's overrides to p and returns the result; p is not
// modified. An override whose ID exists and which has no Regex only switches
// that pattern on or off (and may change its replacement); one with a Regex
// replaces the pattern in place, keeping its priority. Overrides with new
// IDs are appended, after every existing pattern.
func (p Pack) Merge(overrides []Pattern) Pack {
	out := Pack{Patterns: append([]Pattern(nil), p.Patterns...)}
	idx := make(map[string]int, len(out.Patterns))
	for i, q := range out.Patterns {
		idx[q.ID] = i
	}
	for _, o := range overrides {
		i, ok := idx[o.ID]
		switch {
		case !ok:
			idx[o.ID] = len(out.Patterns)
			out.Patterns = append(out.Patterns, o)
		case o.Regex == "":
			out.Patterns[i].Enabled = o.Enabled
			if o.Replacement != "" {
				out.Patterns[i].Replacement = o.Replacement
			}
		default:
			out.Patterns[i] = o
		}
	}
	return out
}

// ParsePack reads a pack from YAML ({patterns: [...]}).
func ParsePack(data []byte) (Pack, error) {
	var p Pack
	if err := yaml.Unmarshal(data, &p); err != nil {
		return Pack{}, fmt.Errorf("sanitize: parse pack: %w", err)
	}
	return p, nil
}
