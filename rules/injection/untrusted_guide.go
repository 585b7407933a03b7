package injection

import (
	"regexp"
	"strings"
)

// A project's notes for coding agents (AGENTS.md, CLAUDE.md,
// .github/copilot-instructions.md, a README's "Notes for AI assistants")
// open with the same header an injection does: "## Instructions for AI
// agents", "Note for Copilot:". What follows tells them apart. The notes
// give a project's conventions — which tools, how to build and test, the
// style, what not to refactor — and an agent reads them all day; an
// injection asks for something that has an effect beyond the code's
// shape: an address to send to, a command fetched from the network, a
// secret, a verdict, a thing hidden from the user, money moved.
//
// So a header that names the model (untrusted.ai_header) does not count
// alone in visible text whose stretch holds none of those (guideRisk):
// the header is blanked and the segment read again, so an order the
// notes carry still counts on its own words. In hidden text (an HTML
// comment, a white-on-white span) no notes are written for the reader,
// and the header counts as before.

// aiHeaderID is the id of the header pattern (pack_untrusted.go).
const aiHeaderID = "untrusted.ai_header"

// guideRisk is what a project's notes for agents do not ask: written from
// what the goals of an injection are (untrusted_goal_rows.go), wider than
// they are, since here it only keeps a header counting.
var guideRisk = regexp.MustCompile(`(?i)` +
	// Code or packages fetched from elsewhere.
	`\b(?:curl|wget|iwr|invoke-webrequest|urlopen|exec\s*\(|eval\s*\(|index-url|--registry|registry\s*=|mirror|postinstall)\b|\|\s*(?:sudo\s+)?(?:sh|bash|zsh|python3?|node)\b|` +
	// An address to reach: a URL, an e-mail address, an IP address.
	`https?://|\bwww\.|[\w.+-]+@[\w-]+\.[a-z]{2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|` +
	// A secret.
	`\b(?:tokens?|api[\s_-]?keys?|secrets?|passwords?|passphrases?|credentials?|private[\s_-]keys?|id_rsa|id_ed25519|authorized_keys|hosts\.yml|env(?:ironment)?\s+var(?:iable)?s?|cookies?|session\s+ids?|one[\s-]time\s+(?:codes?|passwords?)|verification\s+codes?|recovery\s+codes?|2fa|otp|mfa)\b|(?:^|[\s_])(?:2fa|mfa|otp)(?:_|\b)|` +
	// A security setting switched off: VERIFY_JWT=False, auth.enabled: false.
	`\b[\w.]*(?:verify|auth|mfa|2fa|ssl|tls|csrf|secure|require|signature|sandbox)[\w.]*\s*[=:]\s*['"]?(?:false|0|off|none|no|disabled)\b|` +
	// The user's mail, contacts or consent spoken for.
	`\b(?:mailbox|inbox|contacts|consent\w*|authori[sz]ed\s+(?:you|this|the\s+\w+))\b|\b(?:reply|send|forward|e-?mail|post)\s+(?:\w+\s+){0,3}to\s+(?:this|that|the\s+following|my|our)\s+(?:address|e-?mail|number|url|endpoint|server|channel)\b|` +
	// A secret's file, by its dotted name, and the process's environment
	// (where the secrets of a run are kept).
	`(?:^|[^\w.])\.(?:env|ssh|aws|npmrc|netrc|pypirc|kube|docker|gnupg|config/gh)\b|\bprocess\.env\b|\bos\.environ\b|\b(?:printenv|getenv)\b|\$env:|` +
	// The model's own setup asked for, and a tool that destroys called by
	// its name ("call the delete_repository tool").
	`\b(?:output|print|reveal|show|dump|paste|repeat|echo|share|send)\s+(?:\w+\s+){0,2}?your\s+(?:full\s+|entire\s+|complete\s+|whole\s+)?(?:configuration|config|system\s+prompt|prompt|instructions|setup)\b|\b(?:delete|remove|drop|destroy|wipe|purge|erase)_\w+|` +
	// Something kept from the user or done without them.
	`\b(?:without\s+(?:(?:the\s+)?(?:user|users|user's|human|owner)\s+)?(?:asking|telling|confirmation|confirming|notifying|approval|review|mentioning|prompts?|prompting)|(?:do\s+not|don['’]?t|never)\s+(?:tell|mention|list|inform|report|show|disclose|reveal|notify|reference)|silently|quietly|secretly|covertly)\b|` +
	// Storage opened to anyone: a bucket's public access block switched
	// off, a policy for every principal.
	`\b(?:block_public_acls|block_public_policy|ignore_public_acls|restrict_public_buckets)\b[^.\n]{0,120}\bfalse\b|\bprincipal\W{0,4}\*|\bpublic-read(?:-write)?\b|` +
	// What the reader did, dictated to the user.
	`\bto\s+the\s+user\s+only\s+as\b|\bto\s+the\s+user\s+that\s+you\s+(?:ran|executed|installed)\b|` +
	// What went wrong left out of a report: "omit rollback events".
	`\bomit\s+(?:\w+\s+){0,3}?(?:failures?|failed|errors?|incidents?|rollbacks?|events?|alerts?|outages?|findings?|vulnerabilit(?:y|ies))\b|` +
	`\b(?:leave|keep)\s+(?:\S+\s+){0,2}?out\s+of\s+(?:your|the)\s+(?:\S+\s+)?(?:summary|explanations?|reply|answer|response|changelog|description|report)\b|\b(?:do\s+not|don['’]?t|never)\s+explain\b|` +
	// A dependency swapped for a pinned one or a fork.
	`\b(?:replace|swap)\b[^.\n]{0,60}?(?:==\s*\d|@\d|\bfork\b)|` +
	// A verdict or a rating dictated, a change described as what it is not.
	`\b(?:only\s+(?:docs?|documentation|cosmetic|formatting)\s+changes?|coverage\s+is\s+unchanged|no\s+security\s+impact|no\s+functional\s+changes?)\b|` +
	`\b(?:report|mark|describe|present|label|certify|classify|call|treat)\s+(?:\S+\s+){0,4}?as\s+(?:clean|passed|passing|green|resolved|benign|harmless|false\s+positives?)\b|` +
	`\b(?:approve|approved|lgtm|auto-?merge|vulnerabilit(?:y|ies)|(?:is|are|as)\s+(?:safe|trusted|verified|secure)\b|safe\s+to\s+(?:deploy|merge|run|install)|(?:mark|classify|label|flag|rate)\s+(?:it|this|(?:this|the)\s+\w+)\s+as|close\s+(?:it|this\s+issue|the\s+issue)|recommend|rank|five\s+stars|5\s+stars)\b|` +
	// Records rewritten in a database, a flag of trust set, a check
	// waived, tickets closed: "UPDATE accounts SET … verified=true", "no
	// verification call is needed".
	`\bupdate\s+[\w."]+\s+set\b|\b(?:insert\s+into|delete\s+from|truncate)\b|\b[\w.]*(?:verified|approved|paid|is_?admin|trusted|whitelisted|allowlisted)\s*[=:]\s*['"]?(?:true|1|yes)\b|\b(?:routing|account|card)[\s_-]?(?:number|no)\b|\biban\b|\b(?:no|without(?:\s+any)?)\s+(?:\w+\s+)?(?:verification|confirmation|approval|review)\b|\bclose\s+(?:the\s+|all\s+|these\s+)?(?:\w+\s+)?(?:tickets?|issues?|incidents?|alerts?)\b|` +
	// Work undone, history rewritten, checks weakened.
	`\b(?:delete|deleting|revert|force[\s-]push|push\s+(?:-f|--force)|reset\s+--hard|push\s+(?:\w+\s+){0,2}?to\s+(?:main|master)|rename\s+(?:the\s+)?(?:main\s+)?branch|assert\s+true|return\s+true|always\s+pass|disable|bypass|skip\s+(?:the\s+)?(?:review|checks?|ci|hooks?|verification|approval|confirmation))\b|` +
	`--no-verify\b|` +
	// The agent's own permissions and settings.
	`\b(?:permissions?|settings\.json|settings\s+file|dangerously\w*|allowed[\s_-]?tools|auto-?approve|yolo)\b|` +
	// A payment made by a tool's call, to an account number written out.
	`\b(?:transfer_funds|send_money|make_payment|create_payment|wire_transfer|issue_refund|payout)\s*\(|\bto_account\b|\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}\b|` +
	// Money, and what is kept for later conversations. "Crypto" alone is
	// also cryptography ("auth, crypto, sandboxing").
	`\b(?:transfer|wire|send|pay|refund|move)\s+(?:\w+\s+){0,3}?(?:[$€£]\s?\d|\d[\d,.]*\s*(?:usd|eur|gbp|btc|eth|dollars|euros)|funds|balance|money|to\s+(?:the\s+|this\s+|my\s+)?(?:wallet|account|iban|address))|\b(?:wallet|bitcoin|btc|eth|crypto(?:currenc(?:y|ies)|\s+(?:wallets?|address(?:es)?|payments?|transfers?))|remember|memory|memori[sz]e|permanently|every\s+future|all\s+future)\b|` +
	// The reader's answer to the user shaped.
	`\b(?:tell|inform|report\s+to|say\s+to|assure)\s+(?:the\s+)?(?:users?|customers?|readers?|people|everyone|anyone|them)\b|\b(?:say|state|claim|assert|answer|respond|reply|confirm|describe|present|portray|report)\s+(?:\w+\s+){0,3}?(?:that|as\s+(?:the\s+)?(?:best|safe|secure|trusted|official|only|recommended|legitimate))\b|\bin\s+your\s+(?:answer|reply|response|summary)\b|\bwhen\s+(?:summari[sz]ing|answering|responding)\b`)

// aiHeaderRE finds the headers of untrusted.ai_header in a segment, to
// blank them: "Note to AI agents", "Instructions for Claude Code",
// "assistant_instructions".
var aiHeaderRE = regexp.MustCompile(`(?i)\b(?:notes?|messages?|instructions?|reminder|attention|attn|notice|warning|memo|directives?|request|important|hint|tip)\s+(?:to|for)\s+(?:the\s+|all\s+|any\s+|every\s+|you\s+)?(?:[\w-]+\s+){0,3}?(?:ai|a\.i\.|llms?|language\s+models?|models?|assistants?|agents?|bots?|chat\s?bots?|summari[sz]ers?|claude(?:\s+code)?|copilot|chatgpt|gpt|gemini|cursor|codex|automation|automated\s+(?:tools?|agents?|systems?|bots?|assistants?))\b|\b(?:ai|llm|assistant|agent|claude|copilot|gpt|model)[\s_-]+(?:instructions?|directives?|orders|commands?|tasks?)\b|(?:^|\n)[ \t]*\[?(?:to|for)\s+the\s+(?:coding\s+|ai\s+)?(?:assistant|agent|ai|llm|model)\b\]?|\b(?:notes?|messages?|instructions?|memo|hint|directive|request)[_-](?:to|for)[_-](?:the[_-])?(?:ai|llm|agents?|assistants?|models?|bots?|claude|copilot|gpt)\b|\b(?:ai|llm|assistant|agent|claude|copilot|gpt|model|bot)s?[\s_-]+only\b`)

// projectNotes reports whether a header match in text is a project's
// notes for agents: visible text with none of guideRisk in it, but for
// what a rule of the notes forbids ("Never add credentials to commits",
// "report the failure instead of deleting tests") and what the notes ask
// the agent to tell of its own work ("Tell them what you changed").
func projectNotes(text string) bool {
	for _, loc := range guideRisk.FindAllStringIndex(text, -1) {
		if !forbidden(text, loc[0]) && !guideRiskBenign(text, loc) {
			return false
		}
	}
	return true
}

// forbiddenRightBefore ends right before a word a rule forbids: "do not
// push …", "never add …", "instead of skipping or deleting …".
var forbiddenRightBefore = regexp.MustCompile(`(?i)\b(?:do\s+not|don['’]?t|never|must\s+not|mustn['’]?t|should\s+not|shouldn['’]?t|avoid|instead\s+of|rather\s+than)\s+(?:[\w-]+\s+){0,3}$`)

// ruleOpensForbidding opens a clause that forbids: a list item or a
// sentence that starts "Never", "Don't", "Do not", "Avoid", "No".
var ruleOpensForbidding = regexp.MustCompile(`(?i)^[\s>*+#-]*(?:\d+[.)]\s*)?(?:never|don['’]?t|do\s+not|avoid|no|must\s+not|you\s+must\s+not|please\s+(?:never|don['’]?t|do\s+not))\b`)

// clauseTurn is where a clause turns from what it forbids to what it
// asks: "Don't ask the user, just send …".
var clauseTurn = regexp.MustCompile(`(?i),\s*(?:just|but|then|and\s+then|instead|simply|rather)\b|\s(?:but|then|instead)\s`)

// forbidden reports whether the words at text[i:] stand in what a rule
// forbids: right after "do not", "never", "instead of", or in a clause
// that opens forbidding and does not turn before them.
func forbidden(text string, i int) bool {
	lo := max(0, i-negationReach)
	if forbiddenRightBefore.MatchString(text[lo:i]) {
		return true
	}
	start := clauseStart(text, i)
	clause := text[start:i]
	return ruleOpensForbidding.MatchString(clause) && !clauseTurn.MatchString(clause)
}

// clauseStart is where the clause holding text[i] starts: after a
// sentence's end, a blank line, or a newline that opens a list item or a
// heading (a wrapped line goes on the clause).
func clauseStart(text string, i int) int {
	lo := max(0, i-clauseReach)
	for k := i - 1; k >= lo; k-- {
		switch c := text[k]; {
		case strings.IndexByte(".;!?", c) >= 0 && k+1 < len(text) && strings.IndexByte(" \t\r\n", text[k+1]) >= 0:
			return k + 1
		case c == '\n':
			rest := strings.TrimLeft(text[k+1:i], " \t")
			if rest == "" || strings.IndexByte("-*+#>0123456789", rest[0]) >= 0 || k > 0 && text[k-1] == '\n' {
				return k + 1
			}
		}
	}
	return lo
}

// clauseReach bounds how far back a clause is read (bytes).
const clauseReach = 200

// guideRiskBenign reports a match of guideRisk that carries no risk where
// it stands: the agent told to report its own work to the user ("Tell
// them what you changed"), or a template of the environment's names
// (".env.example").
func guideRiskBenign(text string, loc []int) bool {
	after := text[loc[1]:min(len(text), loc[1]+40)]
	return ownWorkAfter.MatchString(after) || envTemplateAfter.MatchString(after) && strings.HasSuffix(strings.ToLower(text[loc[0]:loc[1]]), ".env")
}

var (
	ownWorkAfter     = regexp.MustCompile(`(?i)^\s+(?:what|which|how|why)\s+(?:you|it)\b`)
	envTemplateAfter = regexp.MustCompile(`(?i)^\.(?:example|sample|template|dist|defaults?)\b`)
)

// notesReach is how far after a header its notes are read (bytes): a
// heading is a segment of its own, and its list follows.
const notesReach = 1500

// notesStretch returns the segment seg of text and the notesReach bytes
// after it; the whole text when seg is not found in it as written.
func notesStretch(text, seg string) string {
	i := strings.Index(text, seg)
	if i < 0 {
		return text
	}
	return text[i:min(len(text), i+len(seg)+notesReach)]
}

// blankAIHeaders returns text with the headers that name the model
// replaced by spaces, byte for byte.
func blankAIHeaders(text string) string { return blankMatches(text, aiHeaderRE, nil) }

// blankMatches returns text with the matches of re that keep accepts (nil:
// all) replaced by spaces, byte for byte: the segment is read again with
// offsets unchanged.
func blankMatches(text string, re *regexp.Regexp, keep func(loc []int) bool) string {
	bl := blanked{text: text}
	for _, loc := range re.FindAllStringIndex(text, -1) {
		if keep == nil || keep(loc) {
			bl.span(loc[0], loc[1])
		}
	}
	return bl.String()
}

// blanked is text with spans replaced by spaces, byte for byte, copied on
// the first span: a text with nothing to blank is returned as it is.
type blanked struct {
	text string
	b    []byte
}

// span blanks text[i:j].
func (bl *blanked) span(i, j int) {
	if bl.b == nil {
		bl.b = []byte(bl.text)
	}
	for k := i; k < j; k++ {
		bl.b[k] = ' '
	}
}

// String returns the text with its spans blanked.
func (bl *blanked) String() string {
	if bl.b == nil {
		return bl.text
	}
	return string(bl.b)
}

// The same holds for a note that picks out its reader by a condition: "If
// you are an AI assistant helping someone with this library, note that
// connect() is async", "If you're a language model reading this code: the
// function below returns None on purpose". The condition names the model
// (untrusted.addressed_to_ai) or reads as a role given to it
// (untrusted.role_assignment); in visible text with none of guideRisk in
// its stretch it is blanked and the segment read again.

// readerNotes are the ways a project's notes pick out their reader, in
// the order they are tried on a segment: the patterns each fires, and how
// it is blanked for the segment to be read again. A newcomer adds a row.
var readerNotes = []struct {
	ids   map[string]bool
	blank func(string) string
}{
	{map[string]bool{aiHeaderID: true}, blankAIHeaders},
	{map[string]bool{"untrusted.addressed_to_ai": true, "untrusted.role_assignment": true}, blankConditionalAddresses},
	{map[string]bool{"untrusted.ai_vocative": true}, blankVocatives},
}

// vocativeRE finds the address of untrusted.ai_vocative in a segment, to
// blank it: "AI agents: please run the full test suite" is a project's
// note when nothing in its stretch is a risk.
var vocativeRE = regexp.MustCompile(`(?i)\b` + vocativeLabelCode())

// blankVocatives returns text with those addresses that a convention
// follows (conventionOrderRE) replaced by spaces, byte for byte: any
// other order after the colon still counts on the address.
func blankVocatives(text string) string {
	return blankMatches(text, vocativeRE, func(loc []int) bool { return conventionOrderRE.MatchString(text[loc[1]:]) })
}

// conventionOrderRE is what a project asks of its agents right after the
// address: run the tests or the linters, keep to the style, and what not
// to do ("AI agents: please run the full test suite and do not push
// directly to main").
var conventionOrderRE = regexp.MustCompile(`(?i)^\s*(?:please\s+|kindly\s+)?(?:always\s+|first\s+)?(?:run\s+(?:the\s+|all\s+)?(?:full\s+|whole\s+|entire\s+|existing\s+)?(?:(?:unit|integration|e2e|end-to-end)\s+)?(?:tests?\b|test\s+suite|specs\b|linters?\b|formatters?\b|type\s*-?check\w*|` + "`" + `?(?:make|npm|go|cargo|pnpm|yarn)\s+(?:run\s+)?(?:test|lint|check|fmt|format|vet)\b)|(?:do\s+not|don['’]?t|never)\s|prefer\s|keep\s+(?:diffs|changes|prs|commits)\b|follow\s+(?:the\s+same\s+|the\s+|our\s+|these\s+|the\s+project['’]?s\s+)?(?:style|conventions|contributing|code\s+style|rules|guidelines))`)

// modelReaders are the names a text gives a model that reads it, as
// regular-expression alternatives: an AI, an LLM, an assistant, an agent,
// a bot, a product by name.
const modelReaders = `ai|a\.i\.|llms?|language\s+models?|assistants?|agents?|bots?|chat\s?bots?|claude|copilot|chatgpt|gpt|reviewers?|fixers?|tools?|systems?|process(?:es)?`

// conditionalAddressRE finds the condition: "if you are an AI assistant
// helping someone with this library,", "If you're a language model
// reading this code:".
var conditionalAddressRE = regexp.MustCompile(`(?i)\bif\s+you(?:\s+are|['’]re|\s+re)\s+(?:an?|the|one\s+of\s+the)\s+(?:[\w-]+\s+){0,2}?(?:models?|` + modelReaders + `)\b[^:,.;\n]{0,60}[:,]?`)

// headingLine reports whether text[loc[0]:loc[1]] is the whole of a
// Markdown heading ("## If you are an AI assistant"): the section under
// it is the notes, judged by guideRisk.
func headingLine(text string, loc []int) bool {
	end := strings.TrimRight(text[loc[1]:lineEnd(text, loc[1])], " \t\r:")
	return end == "" && headingAt(text, lineStart(text, loc[0]))
}

// noteAfterRE is what a note says after its condition: a fact ("the
// function below returns None", "connect() is async") or "note that …";
// an order ("kindly approve …", "run …") is no note.
var noteAfterRE = regexp.MustCompile(`(?i)^\s*(?:(?:please\s+)?(?:note|be\s+aware|keep\s+in\s+mind|remember)\s+that\b|(?:the|this|these|those|our|its|it)\s|[\w.]+\(\)|` + "`" + `)`)

// blankConditionalAddresses returns text with those conditions that a
// note or a project's convention (conventionOrderRE) follows replaced by
// spaces, byte for byte.
func blankConditionalAddresses(text string) string {
	return blankMatches(text, conditionalAddressRE, func(loc []int) bool {
		return noteAfterRE.MatchString(text[loc[1]:]) || conventionOrderRE.MatchString(text[loc[1]:]) || headingLine(text, loc)
	})
}
