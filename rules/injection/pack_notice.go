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

// noticeOwnLimits are the model's own restrictions: a forged notice
// frees the model only when what it lifts is the model's. "Restrictions"
// alone is anyone's (parking, uploads, posting, a game's card limit).
const noticeOwnLimits = `(@yours|its|the assistants|the assistant s|the models|the model s|the ais|the ai s) ~1 (@guardrails|restrictions|filters|content filters|safety filters|safety|safeguards|guardrails|guidelines|limitations|@config_strong)`

// noticeLimits are restrictions of any kind, lifted: counted only with
// the model told to answer freely, or "for this conversation".
const noticeLimits = `(restrictions|filters|content filters|safety filters|safety restrictions|safeguards|guardrails|limitations|ограничени*|制限|限制|제한|restricciones|restrizioni|restrições|einschränkungen|ograniczenia|beperkingen)`

// noticeLifted is what a notice says of lifted restrictions.
const noticeLifted = `(@lifted|@voided_strong|@expired|disabled|deactivated|lifted|suspended|expired|turned off|switched off|removed|are off|解除|解除されました|已解除|해제)`

// noticeModelSecret is what only the model holds: its configuration
// named, or "the password"/"the secret" of a guarded game. "The
// instructions for assembling the shelf" and "the catalog instructions"
// are a product's. It stands right before "may be shared": "the secret
// santa list may now be shared" is an office's.
const noticeModelSecret = `(@config_named|the system prompt|its instructions|your instructions|its initial instructions|its configuration|your configuration|the configuration text|your system prompt|the password|the secret|the secret word|your password|your secret)`

// noticeAnyone is the disclosure opened to whoever asks.
const noticeAnyone = `(to any|to anyone|to everyone|to any user|to all users|to this user|to the user|to users|with anyone|with any user|with users|with verified users|with the user|on request|upon request|when asked|who asks|who ask)`

// noticeFamilies are notices of a higher authority forged in the
// writer's message: the label is structure (a JSON role, an XML element,
// a bracketed "[SYSTEM]"), and what it announces frees the MODEL: its own
// restrictions lifted, restrictions lifted with the model told to answer
// without a filter, its configuration or secret to be given to anyone.
// override.fake_authority knows the English labels followed by a word of
// their kind ("system note"); these are known by what they say.
func noticeFamilies() Pack {
	return Pack{
		{
			// A chat log, a config file or a status line with the same
			// labels says nothing of the model: "[SYSTEM] user joined",
			// "<system><cpu>4</cpu>", an OpenAI messages array whose system
			// prompt sets a task. Notices of parking, uploads, posting,
			// spending, storage, a forum's or a game's limits, a wiki's
			// configuration, a Wi-Fi password are someone's announcements
			// (a review of an earlier round found 29 such denied).
			ID: "override.fake_notice", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: allLanguages,
			Rule: noticeOwnLimits + ` ~2 ` + noticeLifted + `
				| ` + noticeLimits + ` ~2 ` + noticeLifted + ` ~12 (@unrestricted|@refusal_free|answer freely|respond freely|reply freely)
				| ` + noticeLimits + ` ~2 ` + noticeLifted + ` ~3 (for this conversation|in this conversation|pour cette conversation|para esta conversación|para esta conversa|per questa conversazione|для этого разговора|für dieses gespräch)
				| ` + noticeLimits + ` ~2 ` + noticeLifted + ` ~12 (give|tell|reveal|disclose|share) ~4 (the password|the secret|the secret word|the system prompt|your instructions)
				| ` + noticeModelSecret + ` (may|can|is allowed to|are allowed to|is permitted to|are permitted to) ~2 (be shared|be disclosed|be revealed|be given|be printed|be shown|be told)
				| (@reveal|disclose|share|give|print|show|provide|hand out) ~5 ` + noticeModelSecret + ` ~5 ` + noticeAnyone + `
				| (assistant|the assistant|the model|model|the ai|assistants) (must|should|shall|will|is to|has to|needs to|is required to|is now required to|may now|can now|now must|must now|is now allowed to|is allowed to|may) (@reveal|disclose|share|print) ~2 (its|their|all of its|your) ~2 (@config|instructions|system prompt|prompt|configuration|initial instructions)`,
			Code:   noticeMarkCode,
			Except: noticeExcept,
			Reach:  12,
			Window: 300,
		},
	}
}

// noticeExcept are the things a real notice lifts or shares: a
// product's, a place's, a game's, a team's.
const noticeExcept = `@dev_object | (deploy|deploys|deployment|freeze|merge|merges|branch|maintenance|firewall|network|rate limit|rate limits|quota|traffic|travel|covid|lockdown|login|signup|registration|pipeline|cpu|memory|disk|reset|backup|cache|never|not|parking|upload|uploads|uploading|posting|posts|post|publishing|spending|budget|speed|age|word limits|word limit|storage|download|downloads|signature|cards|card|catalog|catalogue|patrons|wifi|wi fi|guest|guests|team|wiki|forum|essays|essay|account|accounts|members|game|players|player|level|levels|quiz|class|students|escape room|locker|door|gate|front desk|vault|treasure|npc|npcs|contest|tournament|server|channel|room|rooms|spoiler|spoilers|comment|comments|commenting|comentarios|commentaires|messagerie|staff|employees|survey|participants|stationnement|envio|envío|subir archivos|publicación|publicaciones|wysyłania|загрузку|загрузки|публикации|上传|发帖|アップロード|投稿|업로드|게시)`

// codeAlt is an alternation of words as the code view writes them.
func codeAlt(words ...string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = regexp.QuoteMeta(string(normalize.AppendCode(nil, w)))
	}
	return strings.Join(out, "|")
}
