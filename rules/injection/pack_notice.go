package injection

import (
	"regexp"
	"strings"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/guardrail-go/guardrail/middleware"
)

// noticeMarkCode is the code view of a turn or a notice of a higher
// authority written in structure: a JSON field role/from naming system,
// developer, admin or operator; an XML element of that name; a bracketed
// label ("[SISTEMA]", "(system)", "【システム】"); a Markdown heading or a
// line of an operator's or system's directive; a note "from your
// developers".
// The labels are written as the code view folds them (Cyrillic letters
// that look Latin become Latin: "система" → "cиctema").
var noticeMarkCode = `"(?:role|from|sender|author|speaker|source)"\s*:\s*"(?:system|developer|admin|administrator|operator|root)"` +
	`|<\s*(?:system|developer|admin|administrator|operator|root)(?:\s[^<>]*)?>` +
	`|[\[(【]\s*(?:` + codeAlt("system", "sistema", "systeme", "systeem", "systemu", "система", "システム", "系统", "系統", "시스템", "admin", "administrator", "administrador", "administrateur", "администратор", "operator", "оператор", "developer") + `)[^\])】\n]{0,24}[\])】]` +
	`|(?:^|\n)\s*#{1,6}\s*(?:operator|system|admin|developer)\b` +
	`|\b(?:operator|system|admin|developer)\s+directives?\b` +
	`|\b(?:note|message|memo|notice|update)\s+from\s+(?:your|the)\s+(?:developers?|creators?|operators?|admins?|administrators?|makers)\b`

// noticeFamilies are notices of a higher authority forged in the
// writer's message: the label is structure (a JSON role, an XML element,
// a bracketed "[SYSTEM]"), and what it announces frees the model: its
// restrictions lifted or expired, its configuration or secret now to be
// given to anyone. override.fake_authority knows the English labels
// followed by a word of their kind ("system note"); these are known by
// what they say.
func noticeFamilies() Pack {
	return Pack{
		{
			// A chat log, a config file or a status line with the same
			// labels says nothing of the model: "[SYSTEM] user joined",
			// "<system><cpu>4</cpu>", an OpenAI messages array whose system
			// prompt sets a task. A deploy freeze or a maintenance window
			// lifted is a developer's.
			ID: "override.fake_notice", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: allLanguages,
			Rule: `(@guardrails|restrictions|filters|content filters|safety filters|password protection|safeguards|guardrails|limits|limitations|ограничени*|制限|限制|제한|restricciones|restrizioni|restrições|einschränkungen|ograniczenia|beperkingen) ~4 (@lifted|@voided_strong|@expired|disabled|deactivated|lifted|suspended|expired|turned off|switched off|removed|解除|解除されました|已解除|해제)
				| (removed|disabled|lifted|turned off|switched off|deactivated|suspended|dropped|waived) ~3 (restrictions|filters|content filters|safety filters|password protection|safeguards|guardrails|limits|limitations|@guardrails)
				| (@secret|@config|system prompt|prompt|instructions|configuration|password|secret) ~3 (may|can|is allowed to|are allowed to|is permitted to|are permitted to) ~2 (be shared|be disclosed|be revealed|be given|be printed|be shown|be told)
				| (@reveal|disclose|share|give|print|show|provide|hand out) ~5 (@secret|@config|system prompt|password|configuration|instructions) ~5 (to any|to anyone|to everyone|to any user|to all users|to this user|to the user|to users|with anyone|with any user|with users|with verified users|with the user|on request|upon request|when asked|who asks)
				| (assistant|the assistant|the model|model|ai|the ai|assistants) (must|should|shall|will|is to|has to|needs to|is required to|is now required to|may now|can now|now must|must now|is now allowed to|is allowed to) (@reveal|disclose|share|print) ~2 (its|their|the|all|all of its) ~2 (@config|instructions|system prompt|prompt|configuration|initial instructions)`,
			Code:   noticeMarkCode,
			Except: `@dev_object | (deploy|deploys|deployment|freeze|merge|merges|branch|maintenance|firewall|network|rate limit|rate limits|quota|traffic|travel|covid|lockdown|login|signup|registration|pipeline|cpu|memory|disk|reset|backup|cache|never|not)`,
			Reach:  12,
			Window: 300,
		},
	}
}

// codeAlt is an alternation of words as the code view writes them.
func codeAlt(words ...string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = regexp.QuoteMeta(string(normalize.AppendCode(nil, w)))
	}
	return strings.Join(out, "|")
}
