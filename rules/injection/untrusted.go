package injection

import (
	"context"
	"strings"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/numbered"
	"github.com/guardrail-go/guardrail/middleware"
)

// Untrusted is the untrusted-content mode of the scanner: it judges what
// a tool brought back (a file, a web page, an MCP result) for
// instructions addressed to the assistant. The text is split into
// segments (segment.go) and each is scanned with an untrusted-content
// pack (UntrustedPack); a match that is only quoted in a text about
// attacks is not one (mention.go); text written in invisible characters
// is always one. Create it with CompileUntrusted; it is immutable and safe
// for concurrent use.
type Untrusted struct {
	scanner *Scanner
	// conversation is the input pack's conversational families, run on
	// the segments in which a person speaks (conversation.go).
	conversation *Scanner
	// dialogue is the conversation pack with conversationLeftOut, run on
	// a paragraph in which its writer speaks both of themselves and to
	// the reader (dialogue).
	dialogue *Scanner
	// short is the conversation pack less the families that read any
	// mention of a password or an order as an attack, run on a short
	// paragraph in which nobody is named (conversation.go).
	short *Scanner
	// comment is the short pack's orders (commentFamilies), run on a
	// short comment not written in English (untrusted_carriers.go); nil
	// when a policy removed them all.
	comment *Scanner
	// doc is the short pack less docLeftOut, run on a short paragraph of
	// a docstring (untrusted_carriers.go); nil when a policy removed
	// them all.
	doc *Scanner
	// detached is the short pack less detachedLeftOut, run on a short
	// comment that names none of the code it documents
	// (untrusted_beside.go); nil when a policy removed them all.
	detached *Scanner
	// prose holds the families judged on any paragraph of prose that is
	// neither code nor a source file's comment (proseOnly).
	prose *Scanner
	// intl holds the families left out of conversation, judged beside it
	// on text not written in English (conversation_intl.go); nil when a
	// policy removed them all.
	intl *Scanner
	// discussion finds the words of a text about attacks on models, and
	// frames the phrases that present an example (mention.go).
	discussion, frames *Scanner
}

// HiddenTextID names the match for text written in invisible Unicode tag
// characters: no reader sees it, only a model does.
const HiddenTextID = "untrusted.invisible_text"

var hiddenTextMatch = Match{ID: HiddenTextID, Family: "indirect_injection", Category: CategoryIndirectContent, Risk: middleware.RiskHigh}

// minHiddenText is how many letters spelt in invisible characters make a
// hidden text (a flag's tags are left out by the segmenter).
const minHiddenText = 4

// CompileUntrusted compiles an untrusted-content pack (UntrustedPack, or
// one a policy patched) and the conversation pack run beside it
// (ConversationPack, or nil for none). A bad pattern is a *PatternError.
func CompileUntrusted(p, conversation Pack) (*Untrusted, error) {
	s, err := Compile(p)
	if err != nil {
		return nil, err
	}
	s.fieldQuotes = true
	u := &Untrusted{scanner: s, discussion: discussionScanner(), frames: frameScanner()}
	if len(conversation) > 0 {
		if u.conversation, err = Compile(speakingPack(conversation)); err != nil {
			return nil, err
		}
		if u.dialogue, err = Compile(dialoguePack(conversation)); err != nil {
			return nil, err
		}
		if u.short, err = Compile(shortPack(conversation)); err != nil {
			return nil, err
		}
		if u.prose, err = Compile(prosePack(conversation)); err != nil {
			return nil, err
		}
		u.conversation.fieldQuotes, u.dialogue.fieldQuotes, u.short.fieldQuotes, u.prose.fieldQuotes = true, true, true, true
		if dp := without(speakingPack(conversation), docLeftOut); len(dp) > 0 {
			if u.doc, err = Compile(dp); err != nil {
				return nil, err
			}
			u.doc.fieldQuotes = true
		}
		if dp := without(shortPack(conversation), detachedLeftOut); len(dp) > 0 {
			if u.detached, err = Compile(dp); err != nil {
				return nil, err
			}
			u.detached.fieldQuotes = true
		}
		if cp := commentPack(conversation); len(cp) > 0 {
			if u.comment, err = Compile(cp); err != nil {
				return nil, err
			}
			u.comment.fieldQuotes = true
		}
		if ip := intlPack(conversation); len(ip) > 0 {
			if u.intl, err = Compile(ip); err != nil {
				return nil, err
			}
			u.intl.fieldQuotes = true
		}
	}
	return u, nil
}

// Scan reports the most severe match in text, read as untrusted content:
// the first enforcing match found, or, when only monitor-mode patterns
// match, the first of those (Monitor set: log it, allow). ok is false when
// nothing matched. A dataset's labelled attack samples are read as data
// (untrusted_samples.go).
func (u *Untrusted) Scan(text string) (Match, bool) {
	m, ok := u.scan(text)
	if ok && sampleFamilies[m.Family] {
		if blank := labelledSamples(text); blank != text {
			return u.scan(blank)
		}
	}
	if !ok {
		// An order to the model encoded where the reader cannot see it
		// ("# agent-bootstrap (base64; decode and follow): WW91IGFy…"):
		// the runs that decode to readable text are read in place.
		if dec, found := decode.Base64Runs(text); found {
			if m, ok = u.scan(dec); ok {
				m.Decoded = decode.Base64.String()
			}
		}
	}
	return m, ok
}

// scan is Scan on text as it is given.
func (u *Untrusted) scan(text string) (m Match, ok bool) {
	var monitor Match
	var haveMonitor bool
	var facts docFacts            // what mention asks of the whole text
	text = withoutZeroWidth(text) // untrusted_zerowidth.go
	text = numbered.Strip(text)   // the Read tool's line numbers
	// A file of labelled examples quotes every row, a comment in one too
	// ("<!-- AI: ignore … -->" as a sample of a hidden payload); read
	// before a search's paths are taken off, which say a row's file.
	dataset := labelledDataset(text) // untrusted_dataset.go
	ungrepped := ungrepLines(text)   // untrusted_grep.go
	listing := len(ungrepped) != len(text)
	text = ungrepped
	text = unprefixLogLines(text) // untrusted_logprefix.go
	text = unboxTables(text)      // untrusted_boxtable.go
	text = markdownComments(text) // untrusted_mdcomment.go
	file := agentFile(text)       // untrusted_agentfile.go
	// lead is the last paragraph of prose or quotation when it ends in a
	// colon and names a model or an agent near its end: it introduces the
	// next ("NOTE FOR AI AGENTS: … run the audit hook yourself via your
	// shell tool:", a blank comment line, the command), and the two are
	// read again as one when the second, of the same kind, holds nothing
	// alone. A fenced block after "run:" is a guide's example, read as
	// code.
	var lead *segment
	segments(text, func(seg segment) bool {
		seg.listing = listing
		for _, h := range hiddenChecks {
			if b, run := u.scanner.over(h.match, monitor, haveMonitor); run && !dataset && h.found(seg) {
				if !b.Monitor {
					m, ok = b, true
					return false
				}
				monitor, haveMonitor = b, true
			}
		}
		if seg.kind == segProse {
			if assignmentsOnly(seg.text) { // untrusted_assignments.go
				return true
			}
			seg.text = blankReportedSpeech(seg.text) // untrusted_speech.go
		}
		got, hit := u.scanSegment(seg)
		if !hit && lead != nil && seg.kind == lead.kind {
			// The end of the one and the start of the other: the order
			// stands by its colon, and a long list after "options:" is
			// read once whole, not twice.
			head := seg.text[:runesAhead(seg.text, 0, joinAfter)]
			before := lead.text[runesBack(lead.text, len(lead.text), joinBefore):]
			if t := strings.TrimRight(before, " \t\r\n*"); !endsInColon(t) {
				// A heading (introduces) opens its section as a colon would.
				before = t + ":"
			}
			joined := lead.withText(before + "\n" + head)
			if got, hit = u.scanSegment(joined); hit {
				seg = joined
			}
		}
		lead = nil
		if (seg.kind == segProse || seg.kind == segQuote) && introduces(seg.text) &&
			namesModelReader.MatchString(seg.text[runesBack(seg.text, len(seg.text), joinBefore):]) {
			lead = &seg
		}
		// reread judges the segment again with what blank leaves of it,
		// when blank leaves something else.
		reread := func(blank func(string) string) {
			if b := blank(seg.text); b != seg.text {
				got, hit = u.scanSegment(seg.withText(b))
			}
		}
		for _, n := range readerNotes {
			// A project's notes for agents, picked out by a header or a
			// condition (untrusted_guide.go): read again without it.
			if hit && n.ids[got.ID] && seg.kind != segHidden && projectNotes(notesStretch(text, seg.text)) {
				reread(n.blank)
			}
		}
		if hit && (got.ID == chatMarkupID || got.ID == roleLineID) && seg.kind != segHidden {
			reread(promptTemplate) // a program's prompt template (untrusted_literal.go)
		}
		if hit && literalFamilies[got.Family] && seg.kind == segProse {
			// A YAML prompt file's blocks (untrusted_carriers.go): the
			// program's prompt, read as a literal is.
			if seg.template {
				hit = false
			} else {
				reread(blankPromptBlocks)
			}
		}
		if hit && literalFamilies[got.Family] && seg.kind != segHidden && seg.kind != segDoc && looksLikeCode(seg.text) {
			// A persona or a prompt rule may be a program's own prompt,
			// held in a string literal (untrusted_literal.go): judge the
			// text without its literals. A docstring is no program's
			// prompt: it speaks to whoever reads the code.
			reread(blankLiterals)
		}
		shown := seg.kind != segHidden && seg.kind != segInvisible
		if hit && sampleFamilies[got.Family] && shown {
			// A test runner's report names its cases by their
			// parameters (untrusted_testids.go).
			reread(blankTestIDs)
		}
		if hit && shown {
			// A guard's tests list the attacks it catches
			// (untrusted_fixtures.go): judge the text without them.
			reread(blankAttackFixtures)
		}
		if hit && file && seg.kind != segHidden && !fileRule(got) {
			hit = false // an instruction file's own rules (untrusted_agentfile.go)
		}
		if !hit {
			return true
		}
		if dataset || u.mention(text, seg, &facts) {
			return true
		}
		if got.Monitor {
			if !haveMonitor {
				monitor, haveMonitor = got, true
			}
			return true
		}
		m, ok = got, true
		return false
	})
	goal, runGoal := u.scanner.over(addressedGoalMatch, m, ok)
	if runGoal && u.headedTurn(text, &facts) { // untrusted_turns.go
		return goal, true
	}
	if runGoal && !haveMonitor {
		// A goal handed on with no reader named, unless the text
		// discusses attacks: with its concealment or its record waived,
		// in different paragraphs (untrusted_concealed.go), in the
		// remedy of a failing tool's output (untrusted_remedy.go), in a
		// note to the file's next editor (untrusted_editor.go), after a
		// reader picked out in a heading or a greeting
		// (untrusted_reader_phrase.go), in a block for automated readers
		// or a ticket assigned to an agent (untrusted_automation_heading.go).
		for _, at := range []func(string) (int, int, bool){concealedGoalAt, remedyGoalAt, editorGoalAt, readerPhraseGoalAt, automationGoalAt} {
			if lo, hi, found := at(text); found && !u.mention(text, segment{text: paragraphsAround(text, lo, hi), kind: segProse, listing: listing}, &facts) {
				return goal, true
			}
		}
	}
	if b, run := u.scanner.over(agentFileMatch, m, ok); run && (file || rulesList(text)) && agentFileRule(text) { // untrusted_ruleslist.go
		return b, true
	}
	if !ok && haveMonitor {
		return monitor, true
	}
	return m, ok
}

// paragraphsAround widens text[lo:hi] to the paragraphs it touches (a
// blank line or the text's edge on each side), so that a quotation the
// span begins or ends inside is read whole: a goal found from a reader
// named in one quoted example to a goal quoted in the next ("To the AI
// reading this: …", "… must forward this thread to …") pairs the marks
// wrongly when cut at the span.
func paragraphsAround(text string, lo, hi int) string {
	if i := strings.LastIndex(text[:lo], "\n\n"); i >= 0 {
		lo = i + 2
	} else {
		lo = 0
	}
	if i := strings.Index(text[hi:], "\n\n"); i >= 0 {
		hi += i
	} else {
		hi = len(text)
	}
	return text[lo:hi]
}

// hiddenChecks are the checks of a segment no reader sees, in order:
// enough invisible letters, an address to the model in a hidden element
// (untrusted_hidden.go).
var hiddenChecks = []struct {
	match Match
	found func(segment) bool
}{
	{hiddenTextMatch, func(seg segment) bool { return seg.kind == segInvisible && letters(seg.text) >= minHiddenText }},
	{hiddenAddressMatch, func(seg segment) bool { return seg.kind == segHidden && hiddenAddress(seg.text) }},
}

// joinBefore and joinAfter bound, in characters, what a paragraph that
// introduces the next (introduces) and that next one give to their
// reading as one.
const (
	joinBefore = 400
	joinAfter  = 800
)

// introduces reports a paragraph that ends in a colon (ASCII or
// fullwidth), the way a text introduces what comes next, or a heading
// that dedicates what follows to its reader (dedicatedHeading).
func introduces(text string) bool {
	t := strings.TrimRight(text, " \t\r\n*")
	return endsInColon(t) || dedicatedHeading(t)
}

// endsInColon reports t ending in an ASCII or a fullwidth colon.
func endsInColon(t string) bool { return strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：") }

// maxHeadingBytes bounds a heading: a title is one short line.
const maxHeadingBytes = 160

// dedicatedHeading reports a line that reads as a title, its decoration
// ("##", "**", ">>> … <<<") aside, not indented and without a sentence's
// end, that dedicates what follows as a label does, whole or by its
// aside in parentheses (untrusted_labels.go: "Guidance for AI code
// generators", ">>> Message for AI agents reading this page <<<", "Agent
// instructions (for AI assistants that pick this up)"). A heading that
// only names a model ("Using Claude with MCP", "System override", a chat
// turn's role, a struct's field "Agents []*Agent") is a topic.
func dedicatedHeading(t string) bool {
	if len(t) > maxHeadingBytes || strings.HasPrefix(t, " ") || strings.HasPrefix(t, "\t") {
		return false
	}
	t = strings.Trim(t, " \t#*>=<-_~")
	if t == "" || strings.ContainsAny(t, "\n.!?;") {
		return false
	}
	if _, aside, ok := strings.Cut(t, "("); ok {
		if aside, _, ok = strings.Cut(aside, ")"); ok && dedication(aside) {
			return true
		}
	}
	return dedication(t)
}

// withText returns the segment with its text replaced (a blanked copy
// read again keeps what else is known of it: its kind, the code beside
// it, whether it is a chat turn).
func (s segment) withText(text string) segment {
	s.text = text
	return s
}

// scanSegment scans one segment with the untrusted pack, then, where a
// person speaks in it or it is a short message, with the conversation
// pack, and, where it is not code and holds a run of one-letter words,
// with the prose families (proseOnly).
func (u *Untrusted) scanSegment(seg segment) (Match, bool) {
	if seg.label {
		seg.text = labelPrefix + seg.text // untrusted_catalogue.go
	}
	m, ok := u.scanner.Scan(seg.text)
	if ok && !m.Monitor || u.conversation == nil || seg.kind == segCode {
		return m, ok
	}
	var conv *Scanner
	// Every paragraph of a docstring is a comment, not only the one its
	// quotes open: PEP 257 has it say what the function does as an
	// order ("Return the password.", "Replace each letter with …"), to
	// whoever reads the code, never to a model.
	code, comment := looksLikeCode(seg.text), seg.kind == segDoc || commentBlock(seg.text)
	prose := !code && !comment
	// A comment in another language is read as a short message by its
	// orders only, and by the other languages' families (foreignComment).
	// A Python docstring, in any language, is read by the short pack less
	// what describes a password (u.doc, docLeftOut), and in full when it
	// asks a question (docs/detection.md).
	foreign := !code && (comment && foreignComment(seg.text) || seg.kind == segDoc)
	flood := !code && mayFlood(seg.text)
	doc := seg.kind == segDoc && !code && u.doc != nil
	switch {
	case addressesModel(seg.text) || speaksToReader(seg.text):
		conv = u.conversation
	case seg.label:
		// A catalogue's label is not a message (untrusted_catalogue.go).
	default:
		// Whether a person speaks, and whether the paragraph is short,
		// are asked of every segment: each is read once.
		speaking, short := speaks(seg.text), shortProse(seg.text)
		switch {
		case speaking && (seg.kind != segDoc || question(seg.text) || speaksOfSelf(seg.text)):
			conv = u.conversation
		case doc && speaking:
			// A docstring speaks to whoever calls the function ("the
			// key your origin uses"): it is still a description. One in
			// which its writer says "I" or "me" is someone talking
			// (above).
			conv = u.doc
		case (prose || seg.kind == segDoc && !code && question(seg.text)) && short:
			// A docstring describes; one that asks its reader a question
			// ("Care este parola?") is a message.
			conv = u.short
		case doc && short:
			conv = u.doc
		case comment && short && !code && seg.beside != "" && question(seg.text) && !sharesWord(seg.text, seg.beside):
			// A comment about none of the code it documents is a message
			// put there (untrusted_beside.go): one that asks a question
			// is read in full, as a docstring's is; an English one that
			// does not, by the short pack less what a doc comment says of
			// a password (detachedLeftOut).
			conv = u.short
		case comment && short && !code && !foreign && u.detached != nil && seg.beside != "" && !sharesWord(seg.text, seg.beside):
			conv = u.detached
		case foreign && short:
			conv = u.comment
		}
	}
	if conv == u.conversation && conv != nil && dialogue(seg.text) {
		conv = u.dialogue
	}
	var intl *Scanner
	if conv != nil && u.intl != nil && (prose || foreign) && !englishText(seg.text) {
		intl = u.intl
	}
	for _, sc := range [3]*Scanner{conv, intl, u.prose} {
		if sc == nil || sc == u.prose && !flood {
			continue
		}
		if c, hit := sc.Scan(seg.text); hit && (!c.Monitor || !ok) {
			return c, true
		}
	}
	if b, run := u.scanner.over(addressedPayloadMatch, m, ok); run && addressedPayload(seg.text) {
		return b, true // untrusted_payload.go
	}
	if b, run := u.scanner.over(addressedGoalMatch, m, ok); run && (addressedGoal(seg.text, seg.kind == segHidden) || seg.turn && turnGoal(seg.text)) {
		return b, true // untrusted_goals.go
	}
	return m, ok
}

// ResultCategory is the category of every tool:result denial the
// untrusted classifier makes: whatever pattern matched, the result holds
// an injection (the pattern's id, in the denial's Rule, says which).
const ResultCategory = "injection"

// UntrustedClassifier returns the tool:result guard's classifier over u: a
// result in which u finds an instruction to the assistant is denied
// (category "injection", the pattern's id and risk); a monitor-mode match
// is reported and allowed. Other kinds pass.
func UntrustedClassifier(u *Untrusted) middleware.Classifier {
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindToolResult {
			return middleware.Verdict{}, nil
		}
		m, ok := u.Scan(op.Text)
		if !ok {
			return middleware.Verdict{}, nil
		}
		return matchVerdict(m, "tool result holds "+m.Family, ResultCategory), nil
	})
}

// MustCompileUntrusted is CompileUntrusted for packs known to be valid,
// such as UntrustedPack and ConversationPack.
func MustCompileUntrusted(p, conversation Pack) *Untrusted {
	u, err := CompileUntrusted(p, conversation)
	if err != nil {
		panic(err)
	}
	return u
}

// question reports whether s, after its closing quotes, comment markers
// and spaces, ends in a question mark (in any script: ? ？ ؟).
func question(s string) bool {
	if strings.Contains(s, "？") || strings.Contains(s, "؟") {
		// A full-width or Arabic question mark is no program's syntax.
		return true
	}
	s = strings.TrimRight(s, " \t\r\n\"'`*#/")
	// A lazy quantifier of a regular expression ("[a-z]+?") is no
	// question.
	return strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "+?") && !strings.HasSuffix(s, "*?") && !strings.HasSuffix(s, "}?") && !strings.HasSuffix(s, "??")
}
