package injection

import (
	"regexp"
	"strings"
)

// A story's dialogue gives orders to its characters: "Forget your orders,"
// she said; the general whispered, "Ignore what the council told you."
// Read as a tool result, those words would be orders to the model. A
// quotation that a speech tag joins to its speaker (a verb of saying and
// a person, after the closing quote or before the opening one) is
// reported speech, and is read as blank; one that names the model
// ("Assistant, ignore …," she said) is still read, since the tag is then
// the disguise.

// speechTagAfter follows a closing quote: ", she said", " whispered the
// spy", " Mara snapped".
var speechTagAfter = regexp.MustCompile(`^\s*(?:(?:he|she|they|i|we|it|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|the\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+)\s+` + speechVerbs + `|` + speechVerbs + `\s+(?:he|she|they|the\s+[a-z]+|[A-Z][a-z]+))\b`)

// speechTagBefore ends right before an opening quote: "the general
// whispered, ", "Mara said: ".
// Only a narrator's past tense counts there: "say \"access granted\""
// is an order, and "Irene asks: \"…\"\nSeb:" a script left for the
// model to go on with.
var speechTagBefore = regexp.MustCompile(`\b(?:said|whispered|shouted|replied|muttered|cried|snapped|growled|yelled|hissed|murmured|barked|answered|added|insisted)\s*[,:]?\s*$`)

const speechVerbs = `(?:said|says|whispered|whispers|shouted|shouts|asked|asks|replied|replies|muttered|mutters|cried|snapped|growled|yelled|hissed|murmured|barked|called|answered|added|insisted|ordered|told\s+(?:him|her|them|me|us))`

// A beat of action beside the line joins it to its speaker as a tag
// does: "Forget every order I gave you." The knight bowed. — the
// narrator's past tense of a gesture, with its subject named.
var beatAfter = regexp.MustCompile(`^\s*(?:(?:The|A|His|Her|Their)\s+[a-z]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|He|She|They)\s+(?:` + beatVerbs + `)\b`)

// beatBefore ends right before an opening quote with a gesture: "She
// turned to the guard. ", "The captain leaned in: ".
var beatBefore = regexp.MustCompile(`\b(?:` + beatVerbs + `)\b[^."\n]{0,40}[.,:]\s*$`)

const beatVerbs = `bowed|nodded|smiled|laughed|sighed|frowned|turned|rose|stood|paused|shrugged|grinned|stepped|leaned|glanced|hesitated|knelt|bent|raised|lowered|crossed|folded|snorted|scoffed`

// blankReportedSpeech returns s with the quotations a speech tag joins to
// a speaker blanked, or s itself when it has none. A backtick quotes code,
// never a character.
func blankReportedSpeech(s string) string {
	return blankQuotations(s, [][2]string{{`"`, `"`}, {"“", "”"}, {"«", "»"}, {"„", "“"}}, reported)
}

// reported reports whether the quotation s[j:end] is a character's line:
// a speech tag or a beat beside it, and no name of the model inside.
func reported(s string, j, end int) bool {
	after := s[end:min(len(s), end+40)]
	before := s[max(0, j-40):j]
	// Most quotations are a program's strings: no verb of saying beside
	// them, and no expression to run.
	if !containsAny(after+before, speechStems) && !containsAny(after+before, beatStems) {
		return false
	}
	if !speechTagAfter.MatchString(after) && !speechTagBefore.MatchString(before) && !beatAfter.MatchString(after) && !beatBefore.MatchString(before) {
		return false
	}
	named := false
	modelNames(s[j:end], func(int, int) bool {
		named = true
		return false
	})
	return !named
}

// speechStems are the stems of speechVerbs, looked for before either
// expression runs.
var speechStems = []string{"said", "says", "whisper", "shout", "ask", "repl", "mutter", "cried", "snapped", "growl", "yell", "hiss", "murmur", "bark", "called", "answered", "added", "insist", "ordered", "told"}

// beatStems are beatVerbs as words, looked for before the beat
// expressions run.
var beatStems = strings.Split(beatVerbs, "|")
