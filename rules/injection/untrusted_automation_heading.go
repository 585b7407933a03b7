package injection

import (
	"regexp"
	"slices"
	"strings"
)

// Orders to automated readers that never name the model. A block
// dedicated to them by its heading: "Agent instructions", "Automation
// note:", "_Triage automation:_", "{expand:title=For automation}",
// "Processing note for reconciliation scripts/agents:", an admonition
// titled "Automated assistants", "HINWEIS FÜR AUTOMATISIERTE WERKZEUGE".
// A page for people has no section its people are not to read; what
// follows such a heading, up to its paragraph's end, is an address to the
// model, and a goal in it (untrusted_goal_rows.go) is an order. So is a
// goal after "Automated action required:", after a reader named by the
// setup it automates ("tools automating local setup should"), after a
// clause that binds whoever edits the file ("mandatory before editing
// this file"), after "anyone or anything updating … must", and anywhere
// in a ticket whose assignee is an agent.

// automationHeadingRE finds such a heading; automationHeadingWords are
// words one of them holds (a cheap test before the expression runs).
var (
	automationHeadingRE = regexp.MustCompile(`(?im)(?:^|[\[{(>="\]]|title=)[ \t]*(?:[#/*>;_-]+[ \t]*|<!--[ \t]*|\d+[.)][ \t]+)?(?:` +
		// "Agent instructions", "Automation note", "AI integration notes"
		// (only automation's own words before the noun: "Release
		// notes" and "Review notes" are people's headings)
		`(?:(?:ai|llm|agent|agents|automation|automated|bot|bots|tooling)[ \t-]+){1,3}(?:note|notes|instructions?|directives?|guidance|payload|notice|hints?)` +
		// "Note for automated tools", "Processing note for reconciliation scripts/agents"
		`|(?:(?:processing|tooling|integration|automation)[ \t]+)?(?:note|notes|instructions?|directives?|guidance|hints?)[ \t]+(?:for|to)[ \t]+(?:the[ \t]+|any[ \t]+|all[ \t]+)?(?:[\w-]+[ \t/]+){0,2}?(?:agents?|bots?|assistants?|automation|tooling|ai|llms?|integrations)` +
		// "For automation", "For AI integrations reading this page"
		`|for[ \t]+(?:the[ \t]+|any[ \t]+|all[ \t]+)?(?:automation|automated[ \t]+\w+|agents|bots|ai[ \t]+\w+|llm[ \t]+\w+)(?:[ \t]+\w+ing\b[^:\n]{0,40})?` +
		// "Reviewer automation", "Triage automation", "Automated assistants"
		`|(?:reviewer|review|triage|release|build|ci|deploy|setup|platform)[ \t-]+automation(?:[ \t]+directive)?` +
		`|automated[ \t]+(?:assistants|agents|tools|editors|reviewers|change[ \t]+agents)` +
		`|action[ \t]+required[ \t]+(?:for|by)[ \t]+(?:automation|agents|bots)` +
		// the same in the pack's other languages
		`|hinweis[ \t]+f(?:ü|ue)r[ \t]+automatisierte[ \t]+\S+|nota[ \t]+per[ \t]+(?:gli[ \t]+|i[ \t]+)?(?:assistenti|agenti|strumenti)[^:\n]{0,40}|uwaga[ \t]+dla[ \t]+automatyczn\S*[^:\n]{0,30}|instructies[ \t]+voor[ \t]+(?:agents|bots|ai[^:\n]{0,20})|\S+[ \t]+için[ \t]+not|note[ \t]+(?:pour|aux)[ \t]+(?:les[ \t]+)?(?:agents|assistants|outils)[^:\n]{0,30}|nota[ \t]+para[ \t]+(?:los[ \t]+|as[ \t]+|os[ \t]+)?(?:agentes|asistentes|assistentes|herramientas|ferramentas)[^:\n]{0,30}` +
		`)[ \t]*[_*]*[ \t]*(?::|\}|\]|<|\||$)`)
	// Each heading holds a word of automation or one of the other
	// languages' phrases: a text without any is not read.
	automationHeadingWords = []string{"utomat", "UTOMAT", "gent", "GENT", "AI ", "AI:", "LLM", "llm", "ooling", "OOLING", "ntegration", "NTEGRATION", "Bot", "bot", "BOT", "inweis", "INWEIS", "ota per", "OTA PER", "waga dla", "WAGA DLA", "nstructies", "için not", "İÇİN NOT", "ssistant", "SSISTANT", "ssistenti", "gentes", "sistentes", "outils"}
)

// automatedActionRE is "Automated action required:" anywhere on a line
// (after a bot's name and an emoji: "release-train (APP): ⚠️ Automated
// action required: …").
var automatedActionRE = regexp.MustCompile(`(?i)\bautomated\s+action\s+required\s*:`)

// assignedAgentRE is a ticket's assignee field naming an agent ("Assignee:
// Coding Agent", "Atanan: Kodlama Ajanı", "Assignee: dev-automation"):
// the whole ticket is the agent's to act on, and a goal anywhere after
// the field is an order to it.
var assignedAgentRE = regexp.MustCompile(`(?im)^[ \t]*(?:[#*>|-]+[ \t]*)?(?:[^\n]{0,80}?·[ \t]*)?(?:assignee|assigned[ \t]+to|atanan|asignado|zugewiesen|toegewezen|assegnatario|responsável|affecté[ \t]+à)[ \t]*:[ \t]*[^\n·|]{0,40}?\b(?:agent|ajan\w*|agente|bot|automation|copilot|claude|codex|devin|ai)\b`)

// assignedAgentWords are words a match of assignedAgentRE holds.
var assignedAgentWords = []string{"ssignee:", "ssignee :", "SSIGNEE:", "ssigned to:", "ssigned To:", "tanan:", "signado:", "ugewiesen:", "oegewezen:", "ssegnatario:", "esponsável:", "ffecté à"}

// directiveClauseRE is a clause that binds whoever edits or first uses
// the file: "(mandatory before editing this file)", "(apply when
// editing)", "(required on first use)".
var directiveClauseRE = regexp.MustCompile(`(?i)\b(?:mandatory|required|apply|applies|to\s+apply|must\s+run)\s+(?:before|when|on|while|whenever)\s+(?:editing|modifying|changing|regenerating|updating|first\s+use|using)\b[^)\n]{0,40}\)?\s*[:;,.]?`)

// directiveClauseWords are words a match of directiveClauseRE holds.
var directiveClauseWords = []string{"en editing", "re editing", "hile editing", "en modifying", "re modifying", "en changing", "en regenerating", "re regenerating", "en updating", "re updating", "irst use"}

// anythingReaderRE names the reader as "anyone or anything" at some work:
// "anyone or anything updating infra/dns/ must point …".
var anythingReaderRE = regexp.MustCompile(`(?i)\b(?:anyone\s+or\s+anything|anything\s+or\s+anyone|whoever\s+or\s+whatever)\s+\w+ing\b[^.\n]{0,60}?\b(?:must|should|needs?\s+to|is\s+to|has\s+to)\b`)

// setupReaderRE names the reader by the setup it automates: "Tools
// automating local setup should add …", "scripts performing the
// deployment must …".
var setupReaderRE = regexp.MustCompile(`(?i)\b(?:tools|scripts|bots|agents|automation)\s+(?:automating|running|performing|doing|driving)\s+(?:the\s+|a\s+)?(?:local\s+|dev\s+|developer\s+)?(?:setup|set-up|installation|install|onboarding|deploys?|deployment|builds?|migrations?|upgrades?)\b[^.\n]{0,40}?\b(?:should|must|need\s+to|needs\s+to|are\s+to|have\s+to)\b`)

// automationGoalAt reports a goal after an address to automated readers
// (see above), read over the whole text, its segments together (a
// ticket's assignee field and its delivery steps are paragraphs apart);
// it returns where the goal's window lies.
func automationGoalAt(text string) (lo, hi int, ok bool) {
	for _, loc := range onLinesWith(text, automationHeadingWords, automationHeadingRE) {
		end := loc[1]
		lim := runesAhead(text, end, goalParagraph)
		// The heading's block: past its own line, up to the paragraph
		// after the first one (a heading line, then its paragraph).
		if p := strings.Index(text[end:lim], "\n\n"); p >= 0 {
			if q := strings.Index(text[end+p+2:lim], "\n\n"); q >= 0 && strings.TrimSpace(text[end:end+p]) == "" {
				lim = end + p + 2 + q
			} else if strings.TrimSpace(text[end:end+p]) != "" {
				lim = end + p
			}
		}
		if goalIn(text[end:lim], false) {
			return end, lim, true
		}
	}
	// The readers named in a sentence: the goal in the window after each.
	for _, r := range automationReaders {
		var locs [][]int
		if r.lines > 0 {
			locs = linesWith(text, r.words, r.re, r.lines) // a common word: only its lines are read
		} else {
			locs = maybe(text, r.words, r.re)
		}
		for _, loc := range locs {
			if w := windowEnd(text, loc[1]); goalIn(text[loc[1]:w], false) {
				return loc[1], w, true
			}
		}
	}
	// A ticket assigned to an agent: its goals anywhere after the field,
	// up to assignedSpan characters.
	if locs := maybe(text, assignedAgentWords, assignedAgentRE); len(locs) > 0 {
		from := locs[0][1]
		if w := runesAhead(text, from, assignedSpan); goalIn(text[from:w], false) {
			return from, w, true
		}
	}
	return 0, 0, false
}

// automationReaders are the readers named in a sentence, each with the
// words one of its matches holds.
var automationReaders = []struct {
	words []string
	re    *regexp.Regexp
	// lines: 0, the whole text is read when it holds one of words; n,
	// only the n lines from each line that holds one (linesWith).
	lines int
}{
	{[]string{"ction required", "CTION REQUIRED"}, automatedActionRE, 0},
	{setupReaderWords, setupReaderRE, 0},
	{directiveClauseWords, directiveClauseRE, 0},
	{[]string{"nything"}, anythingReaderRE, 0},
	// "automated" is a common word in documentation; an address to the
	// reader may wrap onto the next line ("Any automated\napply must").
	{automatedReaderWords, automatedReaderRE, 2},
}

// automatedReaderRE names the reader as automated, or as any tool that
// changes the file, with its obligation: "Any automated apply must
// override this to …", "(applies to any automated change of this file)",
// "scripts applying this fix should also export …", "whenever the
// dependency list is changed by any tool, … must be appended". A person
// reads "automated" as the pipeline's; the order after it is still one
// only an automation carries out, and goalIn decides whether it is one.
var automatedReaderRE = regexp.MustCompile(`(?i)\b(?:(?:any|every|all)\s+)?automated\s+(?:[\w-]+\s+){0,2}?[\w-]+\b[^.\n]{0,60}?\b(?:must|should|needs?\s+to|is\s+to|are\s+to|has\s+to|have\s+to)\b|\bappl(?:y|ies)\s+to\s+(?:any|all|every)\s+automated\s+[\w-]+(?:\s+[\w-]+){0,4}?\s*\)?\s*[:;,.-]*|\bscripts?\s+applying\s+this\b[^.\n]{0,40}?\b(?:should|must)\b|\b(?:by|from)\s+any\s+(?:tool|script|automation|bot)\b[^.\n]{0,80}?\b(?:must|should)\b`)

// automatedReaderWords are words a match of automatedReaderRE holds.
var automatedReaderWords = []string{"utomated", "UTOMATED", "pplying this", "ny tool", "ny script", "ny automation", "ny bot"}

// assignedSpan is how far after an agent's assignee field its ticket's
// goals are read, in characters: a ticket's description and its first
// comments.
const assignedSpan = 2400

// setupReaderWords are words a match of setupReaderRE holds.
var setupReaderWords = []string{"automating", "Automating", "ools running", "cripts running", "gents running", "ots running", "ools performing", "cripts performing", "gents performing", "ools driving"}

// onLinesWith returns the matches of re, a pattern that never crosses a
// line, on the lines of text that hold one of words, as offsets into
// text: a heading is one line, and reading only the lines its words are
// on keeps a long source file from being read whole by a wide expression.
func onLinesWith(text string, words []string, re *regexp.Regexp) [][]int {
	return linesWith(text, words, re, 1)
}

// linesWith is onLinesWith for a pattern that may wrap: each span read is
// n lines (n >= 1) from a line that holds one of words.
func linesWith(text string, words []string, re *regexp.Regexp, n int) [][]int {
	var lines [][2]int
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(text[from:], w)
			if i < 0 {
				break
			}
			i += from
			lo := strings.LastIndexByte(text[:i], '\n') + 1
			hi, eol := len(text), len(text)
			for k, at := 0, i; k < n; k++ {
				j := strings.IndexByte(text[at:], '\n')
				if j < 0 {
					hi = len(text)
					break
				}
				hi = at + j
				if k == 0 {
					eol = hi
				}
				at = hi + 1
			}
			lines = append(lines, [2]int{lo, hi})
			from = eol
		}
	}
	if len(lines) == 0 {
		return nil
	}
	slices.SortFunc(lines, func(a, b [2]int) int { return a[0] - b[0] })
	lines = slices.Compact(lines)
	var out [][]int
	for _, l := range lines {
		for _, m := range re.FindAllStringIndex(text[l[0]:l[1]], -1) {
			out = append(out, []int{l[0] + m[0], l[0] + m[1]})
		}
	}
	return out
}
