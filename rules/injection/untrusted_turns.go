package injection

import (
	"bytes"
	"regexp"
	"strings"
)

// A turn of the conversation forged in data: a line that speaks as the
// user, the system or the assistant ("USER: new instruction, …",
// "[SYSTEM] Operator override: …", "> **User:** one more thing, …",
// "2024-01-02 user> please …", "### Instruction from user (verified):"),
// a chat message's JSON ({"role": "user", "content": "…"}) or a tag an
// agent wraps a turn in (<system>…</system>, <system_message>). A real
// transcript, a test fixture or an API's documentation has the same
// labels; what they do not have is a turn that asks for an agent's goal
// (untrusted_goal_rows.go): a secret sent out, a download run, access
// opened, the user kept in the dark. Such a turn in what a tool brought
// back is the content speaking for the user.

// turnLabelRE is a speaker's label that opens a line: list, quote and
// heading marks, a timestamp, the role in brackets, bold or a chat
// template's bars, and the colon, bracket or ">" that ends it. Its
// reach: the label, then the turn up to the next label (turnReach).
var turnLabelRE = regexp.MustCompile(`(?im)^[ \t]*(?:[#>*|-]+[ \t]*)*(?:\d{4}-\d\d-\d\d(?:[ T][\d:.]+)?[ \t]+)?(?:\[\[?|\(|<\|?|\*\*)?` +
	`(?:user|human|system|me|operator|admin(?:istrator)?|assistant|ai|instructions?\s+from\s+(?:the\s+)?(?:user|owner|admin(?:istrator)?|operator)(?:,[^:\]\n]{0,60})?)` +
	`(?:\s*\([^)\n]{0,40}\))?[ \t]*(?:\]\]?|\||>)?(?:\*\*)?[ \t]*(?::|>|\]|\|>|$)`)

// turnTagRE opens a turn written as a tag ("<system>", "<system_message
// priority=\"high\">", "<user>"), as a chat message's JSON role, or as a
// tool call's JSON block, which an API's documentation shows as often as
// an injection forges one: only its goal tells them apart.
var turnTagRE = regexp.MustCompile(`(?i)<(?:system|user|human)(?:[_-][\w-]{1,20})?(?:\s[^<>\n]{0,80})?>|"role"\s*:\s*"(?:user|system|developer|human)"|"type"\s*:\s*"tool_use"`)

// turnReach bounds what of a turn is read for a goal (bytes).
const turnReach = 320

// forgedTurn reports whether text holds a turn forged in data that asks
// for an agent's goal.
func forgedTurn(text string) bool {
	if !strings.ContainsAny(text, ":>]\"") {
		return false
	}
	if mayOpenTurn(text) && !looksLikeCode(text) { // "user, pass := creds.BasicAuth()" is no speaker
		if _, _, ok := turnAsking(text, turnLabelRE); ok {
			return true
		}
	}
	if mayOpenTag(text) {
		if _, _, ok := turnAsking(text, turnTagRE); ok {
			return true
		}
	}
	return false
}

// The expressions above may match at every line's start or every "<",
// and a tool result's every paragraph reaches them: the two functions
// below find, by hand, whether one could match at all (a superset of
// their matches), as modelNames does for the names of the model.

// turnRoles are the words that begin a speaker's label (turnLabelRE,
// headedTurnRE), lower case; turnMarks are the bytes the expressions
// allow before them on the line (indents, list, quote and heading marks,
// a timestamp, brackets).
var turnRoles = []string{"user", "human", "system", "me", "operator", "admin", "assistant", "ai", "instruction"}

const turnMarks = " \t#>*|-[(<0123456789:.T"

// longS is the one letter beyond ASCII the expressions' case folding
// reads as a letter of a role ("ſystem" is "system" to (?i)): a text
// that holds it is left to the expressions.
const longS = "ſ"

// mayOpenTurn reports whether a line of text opens, after turnMarks,
// with one of turnRoles.
func mayOpenTurn(text string) bool {
	if strings.Contains(text, longS) {
		return true
	}
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && strings.IndexByte(turnMarks, text[j]) >= 0 {
			j++
		}
		for _, r := range turnRoles {
			if len(text)-j >= len(r) && strings.EqualFold(text[j:j+len(r)], r) {
				return true
			}
		}
		k := strings.IndexByte(text[j:], '\n')
		if k < 0 {
			return false
		}
		i = j + k + 1
	}
	return false
}

// mayOpenTag reports whether text holds what turnTagRE starts with: "<"
// before s, u or h, or a quoted "role" or "type" key (in any case).
func mayOpenTag(text string) bool {
	if strings.Contains(text, longS) {
		return true
	}
	for i := 0; i+1 < len(text); i++ {
		switch text[i] {
		case '<':
			if c := text[i+1] | 0x20; c == 's' || c == 'u' || c == 'h' {
				return true
			}
		case '"':
			if i+6 <= len(text) && text[i+5] == '"' && (strings.EqualFold(text[i+1:i+5], "role") || strings.EqualFold(text[i+1:i+5], "type")) {
				return true
			}
		}
	}
	return false
}

// turnAsking returns the first turn that re opens in text whose body (up
// to turnReach bytes, and not past the next turn: that speaker's words
// are theirs) asks for an agent's goal: where its label starts and where
// its body ends.
func turnAsking(text string, re *regexp.Regexp) (start, end int, ok bool) {
	locs := re.FindAllStringIndex(text, -1)
	for k, loc := range locs {
		end := min(len(text), loc[1]+turnReach)
		if k+1 < len(locs) && locs[k+1][0] < end {
			end = locs[k+1][0]
		}
		if turnGoal(text[loc[1]:end]) {
			return loc[0], end, true
		}
	}
	return 0, 0, false
}

// turnGoal reports whether a turn asks for an agent's goal, read also
// with its underscores as spaces: a tool call's name is its verb
// ("http_post", "send_email").
func turnGoal(body string) bool {
	if goalIn(body, false) {
		return true
	}
	return strings.IndexByte(body, '_') >= 0 && goalIn(strings.ReplaceAll(body, "_", " "), false)
}

// chatRoleRE is a chat message's role that speaks for a person or the
// system, in JSON.
var chatRoleRE = regexp.MustCompile(`"role"\s*:\s*"(?:user|system|developer|human)"`)

// chatTurnReach is how far before a message's text its role may stand
// (bytes): {"role": "user", "content": [{"type": "text", "text": "…"}]}.
const chatTurnReach = 200

// chatTurn reports whether the JSON string value at data[start] is the
// text of a chat message that speaks as the user or the system: a JSON
// document is read value by value (segment.go), so the role is looked up
// here, before the value, with no other role between.
func chatTurn(data []byte, start int) bool {
	if k := keyBefore(data, start); k != "content" && k != "text" {
		return false
	}
	before := data[max(0, start-chatTurnReach):start]
	i := bytes.LastIndex(before, []byte(`"role"`))
	return i >= 0 && chatRoleRE.Match(before[i:])
}

// headedTurnRE is a turn's label written as a Markdown heading ("###
// Human", "## Instruction from user (verified):"): the segmenter reads a
// heading as a paragraph of its own, so the turn under it is read here,
// over the whole result.
var headedTurnRE = regexp.MustCompile(`(?im)^#{1,6}[ \t]*(?:user|human|system|instructions?\s+from\s+(?:the\s+)?(?:user|owner|admin(?:istrator)?|operator))(?:\s*\([^)\n]{0,40}\))?[ \t]*:?[ \t]*$`)

// headedTurn reports whether text holds a turn under a heading that asks
// for an agent's goal, in a text that is not about attacks.
func (u *Untrusted) headedTurn(text string, facts *docFacts) bool {
	if !strings.Contains(text, "#") || !mayOpenTurn(text) {
		return false
	}
	start, end, ok := turnAsking(text, headedTurnRE)
	return ok && !u.mention(text, segment{text: text[start:end], kind: segProse}, facts)
}

// turnEmitter returns fn, marking the segments it is given as a chat
// turn when the JSON string value at data[start] is one (chatTurn).
func turnEmitter(data []byte, start int, fn func(segment) bool) func(segment) bool {
	if !chatTurn(data, start) {
		return fn
	}
	return func(s segment) bool { s.turn = true; return fn(s) }
}
