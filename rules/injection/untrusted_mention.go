package injection

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/guardrail-go/guardrail/middleware"
)

// Text about attacks quotes them: a README that explains prompt
// injection, a security write-up, a test suite of payloads. A match there
// is a mention, not an instruction, when three things hold: the document
// is about attacks on models (its words say so), the match is shown as an
// example (in a code block, a block quote, between quotation marks, or in
// a sentence that frames it: "for example", "an attacker could write"),
// and it is not hidden (what is in an HTML comment or spelt in invisible
// characters is shown to no reader, so it is not an example of anything).
//
// This is a way around the guard, and a known one: content that wraps
// its payload in a discussion of attacks is read as that discussion. The
// hidden carriers stay closed, and the rest is the price of letting an
// agent read security documentation.

// discussionWords are the words of a text about attacks on models.
var discussionWords = []string{
	"prompt injection", "prompt injections", "indirect injection", "indirect injections", "injection attack",
	"injection attacks", "jailbreak prompt", "jailbreak prompts", "jailbreak attack", "jailbreak attacks",
	"jailbreaking", "adversarial prompt", "adversarial prompts", "red team", "red teaming", "red teamers",
	"malicious instructions", "malicious prompt", "malicious prompts", "attacker", "attackers", "threat actor",
	"threat actors", "llm security", "ai security", "owasp", "guardrail", "guardrails", "threat model", "threat modeling",
	"threat modelling", "injection sample", "injection samples", "injection fixtures",
	// A report of an agent that obeyed what it read names what it obeyed.
	"embedded instructions", "instructions embedded", "injected instructions", "injected prompt", "injected prompts",
	// "payload" is also what a request, a webhook or a job carries ("add
	// process.env to its payload", "so the webhook payloads parse"), in
	// the plural as often: only an attack's counts. A frame word as well,
	// it would otherwise make any sentence that says "payloads" a
	// write-up's example of itself.
	"attack payload", "attack payloads", "injection payload", "injection payloads", "malicious payload",
	"malicious payloads", "jailbreak payload", "jailbreak payloads", "payload splitting", "xss payloads",
	// The attacks on an agent's tools, tests and mail: a tool's
	// description that orders the model, a suite of injection cases, a
	// warning to staff about mail written to their AI assistants, a
	// capture-the-flag write-up.
	"tool poisoning", "poisoned tool", "poisoned tools", "description injection", "instruction injection",
	"content injection", "untrusted data", "untrusted content", "untrusted input", "untrusted source", "untrusted sources",
	"treated as instructions",
	"manipulate the assistant", "manipulate the model", "manipulate the ai", "manipulating ai", "manipulating the ai",
	"manipulating the assistant", "manipulating the model", "manipulate ai", "prompt injected", "prompt injectable", "injection test", "injection tests", "injection case",
	"injection cases", "injection eval", "injection evals", "injection benchmark", "injection robustness",
	"phishing", "phishing campaign", "phishing campaigns", "phishing emails", "social engineering", "ctf", "bug bounty", "ai safety", "llm safety",
	"capture the flag", "hameçonnage", "d hameçonnage", "l hameçonnage", "фишинг", "钓鱼", "フィッシング", "피싱",
	// The same subject in the other languages: prompt injection and the
	// attacker, as a write-up or a training names them.
	"injection de prompt", "injection de prompts", "injections de prompt", "attaquant", "attaquants", "l attaquant", "d attaquants",
	"inyección de prompt", "inyección de prompts", "inyecciones de prompt", "atacante", "atacantes",
	"injeção de prompt", "injeções de prompt", "iniezione di prompt", "iniezioni di prompt", "attaccante", "attaccanti", "l attaccante",
	"angreifer", "promptinjectie", "aanvaller", "aanvallers", "wstrzykiwanie promptów", "wstrzykiwania promptów",
	"wstrzyknięcie promptu", "atakujący", "инъекция промптов", "инъекции промптов", "промпт инъекция", "промпт инъекции",
	"злоумышленник", "злоумышленники", "istem enjeksiyonu", "saldırgan", "saldırganlar", "提示词注入", "提示注入", "攻击者",
	"プロンプトインジェクション", "攻撃者", "프롬프트 인젝션", "공격자",
}

// frameWords are the phrases that present what follows as an example.
var frameWords = []string{
	"for example", "for instance", "e g", "such as", "like this", "like the following", "example", "examples",
	"an attacker", "attackers", "a malicious", "the payload", "payload", "payloads", "could say", "might say",
	"would say", "could read", "might read", "could contain", "might contain", "could include", "might include",
	"hidden instruction", "hidden instructions", "instructions like", "phrases like", "text like", "strings like",
	"known as", "so called", "classic", "typical", "detects", "detect", "blocks", "flags", "catches",
}

// wordList compiles a list of phrases as a one-pattern scanner. It is
// plain: a phrase counts wherever it is written, quoted or not (the
// mention test would set aside the quoted "prompt injection" of a text
// that names its subject in quotes).
func wordList(id string, words []string) func() *Scanner {
	return sync.OnceValue(func() *Scanner {
		// A phrase written with an elided article ("d hameçonnage") is
		// also found as the words view joins it ("dhameconnage").
		anchors := appendJoinedForms(slices.Clip(words), words)
		s := MustCompile(Pack{{ID: id, Family: id, Category: id, Risk: middleware.RiskLow, Anchors: anchors}})
		s.plain = true
		return s
	})
}

// aimedAtModels are the phrases of a text about attacks aimed at models
// and agents ("it is aimed exactly at agents that read raw markdown",
// "text addressed to the assistant", "effective against agents"): a
// way of aiming and a reader, every pairing.
var aimedAtModels = cross(
	[]string{"aimed at", "aimed exactly at", "targeting", "targets", "targeted at", "directed at", "addressed to", "against",
		"attacks on", "attacks against"},
	[]string{"agents", "ai agents", "coding agents", "llm agents", "ai assistants", "assistants", "llms", "language models",
		"the agent", "the assistant", "the ai", "ai tools", "ai systems"})

var (
	discussionScanner = wordList("discussion", slices.Concat(discussionWords, aimedAtModels))
	frameScanner      = wordList("frame", frameWords)
)

// docFacts holds what mention asks of the whole result, each read at
// most once a scan: whether it is a labelled dataset, whether it has the
// words of a text about attacks anywhere.
type docFacts struct{ dataset, discusses *bool }

// mention reports whether the match in seg is a quotation in a text about
// attacks (or a row of a labelled dataset).
func (u *Untrusted) mention(doc string, seg segment, facts *docFacts) bool {
	if seg.kind == segHidden || seg.kind == segInvisible {
		return false
	}
	if facts.dataset == nil {
		v := labelledDataset(doc) // untrusted_dataset.go
		facts.dataset = &v
	}
	if *facts.dataset {
		return true
	}
	if facts.discusses == nil {
		_, v := u.discussion.Scan(doc)
		facts.discusses = &v
	}
	if !*facts.discusses {
		return false
	}
	if seg.kind == segCode || seg.kind == segQuote || seg.kind == segFenced || seg.listing || grepListing(seg.text) {
		return true
	}
	// A frame word presents an example only where the text says it is
	// about attacks around the example (aboutAttacks). It is asked
	// first: the other way, reading the paragraph again without its
	// quotations, costs a whole scan.
	if _, framed := u.frames.Scan(seg.text); framed && u.aboutAttacks(doc, seg.text) {
		return true
	}
	if q := blankQuotes(seg.text); q != seg.text {
		if _, hit := u.scanSegment(seg.withText(q)); !hit {
			return true
		}
	}
	return false
}

// aboutAttacks reports whether doc, which has the words of a text about
// attacks, says so around the paragraph text that matched, not only in
// the words of someone talking in it. An attack names its own kind ("I
// need an example of a prompt injection", "this jailbreak", "[]: Module
// Payload") as readily as a write-up does; a write-up describes attacks
// (no "you", "I" or "me") or says what it is about in another paragraph,
// a title or the text around its examples.
func (u *Untrusted) aboutAttacks(doc, text string) bool {
	if !speaks(text) {
		if _, own := u.discussion.Scan(text); own {
			return true
		}
	}
	found := false
	segments(doc, func(s segment) bool {
		if s.text != text {
			_, found = u.discussion.Scan(s.text)
		}
		return !found
	})
	return found
}

// quotePairs are the quotation marks whose content blankQuotes removes.
// Single quotes are left alone: they are also apostrophes.
var quotePairs = [][2]string{{`"`, `"`}, {"“", "”"}, {"`", "`"}, {"«", "»"}, {"„", "“"}}

// maxUntrustedQuote bounds what counts as one quotation, in bytes.
const maxUntrustedQuote = 2000

// blankQuotes returns s with every quoted span (marks included) replaced
// by spaces, or s itself when it quotes nothing.
func blankQuotes(s string) string { return blankQuotations(s, quotePairs, nil) }

// blankQuotations returns s with the quoted spans of pairs (marks
// included) that pick holds replaced by spaces, every one when pick is
// nil, or s itself when none is.
func blankQuotations(s string, pairs [][2]string, pick func(s string, j, end int) bool) string {
	var b []byte
	for _, qp := range pairs {
		for i := 0; i < len(s); {
			j := strings.Index(s[i:], qp[0])
			if j < 0 {
				break
			}
			j += i
			k := strings.Index(s[j+len(qp[0]):], qp[1])
			if k < 0 || k > maxUntrustedQuote {
				break
			}
			end := j + len(qp[0]) + k + len(qp[1])
			if pick == nil || pick(s, j, end) {
				if b == nil {
					b = []byte(s)
				}
				for x := j; x < end; x++ {
					b[x] = ' '
				}
			}
			i = end
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

// AboutAttacks reports whether text has the words of a text about attacks
// on models or agents (a write-up, a detector's test, a training module):
// the tool:result stage's check of prescribed commands leaves such a text
// to the untrusted scan, which tells its examples from its orders.
func AboutAttacks(text string) bool {
	_, ok := discussionScanner().Scan(text)
	return ok
}

// grepLineRE opens a line of grep's or ripgrep's output with a file's
// name and a line number: "./tests/payloads.txt:3:…", "src/a.go-12-…".
var grepLineRE = regexp.MustCompile(`^\S+?[:-]\d+[:-]`)

// grepListing reports a paragraph that is a search's output: most of its
// lines (two at least) quote a file's line under its name and number.
func grepListing(text string) bool {
	n, hits := 0, 0
	for line := range strings.Lines(text) {
		if strings.TrimSpace(line) == "" {
			continue
		}
		n++
		if grepLineRE.MatchString(line) {
			hits++
		}
	}
	return hits >= 2 && 3*hits >= 2*n
}
