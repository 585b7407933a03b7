package middleware

import (
	"errors"
	"slices"
	"strings"
)

// StopKind says what kind of thing a stop stopped, in terms a person can
// act on: a slash command, an attempt to change the assistant's
// instructions, a dangerous action, private data… It is what people are
// told instead of the rule (Messages.Explain), and a stable string on the
// wire (the "kind" of a decision and of an error frame) that never changes.
type StopKind string

// The kinds of stop. Every stop has one; StopDenied is the kind of a stop
// the catalogue does not place.
const (
	StopSlashCommand    StopKind = "slash_command"
	StopInstructions    StopKind = "instructions"
	StopDangerousAction StopKind = "dangerous_action"
	StopHarmful         StopKind = "harmful_request"
	StopPrivateData     StopKind = "private_data"
	StopToolNotAllowed  StopKind = "tool_not_allowed"
	StopNeedsApproval   StopKind = "needs_approval"
	StopTooLong         StopKind = "too_long"
	StopRateLimited     StopKind = "rate_limited"
	StopUnavailable     StopKind = "unavailable"
	StopDenied          StopKind = "denied"
)

var stopKinds = []StopKind{StopSlashCommand, StopInstructions, StopDangerousAction, StopHarmful, StopPrivateData,
	StopToolNotAllowed, StopNeedsApproval, StopTooLong, StopRateLimited, StopUnavailable, StopDenied}

// StopKinds returns every kind, in a fixed order.
func StopKinds() []StopKind { return slices.Clone(stopKinds) }

// Valid reports whether k is one of StopKinds.
func (k StopKind) Valid() bool { return slices.Contains(stopKinds, k) }

// stopRow is one line of the catalogue: a stop matches it when every field
// the row sets matches (Code and Category exactly, Rule as a prefix of the
// stop's rule id).
type stopRow struct {
	Code     Code
	Category string
	Rule     string
	Stop     StopKind
}

// stopCatalogue places stops, first matching row wins. The codes that say
// everything come first; then what is about private data, before the
// broader rows its findings would also match (a credential read is an
// effect, and reading private data is what matters to the person).
// Categories are those the built-in packs use: the injection families
// (rules/injection), the shell catalogue's (rules/shell), the effects and
// flow rules' ids (rules/effects, rules/flow), the default policy's
// secrets rule, the output sanitizer's secret, the context profile's.
var stopCatalogue = []stopRow{
	{Code: CodeTooLong, Stop: StopTooLong},
	{Code: CodeRateLimited, Stop: StopRateLimited},
	{Code: CodeClassifierFailed, Stop: StopUnavailable},
	{Code: CodeAsk, Stop: StopNeedsApproval},

	{Category: "slash_command", Stop: StopSlashCommand},
	{Category: "context", Stop: StopToolNotAllowed},

	{Rule: "effect.read.", Stop: StopPrivateData},
	{Rule: "effect.exfiltration", Stop: StopPrivateData},
	{Rule: "effect.write.credential", Stop: StopPrivateData},
	{Rule: "flow.private-egress", Stop: StopPrivateData},
	{Category: "credentials", Stop: StopPrivateData},
	{Category: "secrets", Stop: StopPrivateData},
	{Category: "secret", Stop: StopPrivateData},
	// Requests of the injection packs whose harm is private data read or
	// sent: the machine's secret files and variables asked for in the
	// chat, and the agent turned into a thief of its people's data. Their
	// categories are the family's (prompt extraction, agent abuse), which
	// would tell the person the wrong thing.
	{Rule: "extract.secret_files", Stop: StopPrivateData},
	{Rule: "abuse.others_secrets", Stop: StopPrivateData},
	{Rule: "abuse.disguised_stealer", Stop: StopPrivateData},
	{Rule: "abuse.env_secrets_shown", Stop: StopPrivateData},
	{Rule: "abuse.environment_sent", Stop: StopPrivateData},
	{Rule: "abuse.exfiltrate", Stop: StopPrivateData},
	{Rule: "abuse.own_exfil", Stop: StopPrivateData},
	{Rule: "abuse.secret_", Stop: StopPrivateData},
	{Rule: "abuse.secrets_", Stop: StopPrivateData},
	{Rule: "abuse.credential_", Stop: StopPrivateData},
	{Rule: "abuse.staff_password_asked", Stop: StopPrivateData},
	{Rule: "abuse.private_read", Stop: StopPrivateData},
	{Rule: "abuse.doxxing", Stop: StopPrivateData},
	{Rule: "abuse.everyones_records", Stop: StopPrivateData},
	{Rule: "abuse.records_outside", Stop: StopPrivateData},
	{Rule: "abuse.leaver_secrets_kept", Stop: StopPrivateData},
	{Rule: "abuse.mass_forward", Stop: StopPrivateData},
	{Rule: "abuse.data_to_advertisers", Stop: StopPrivateData},

	{Category: "instruction_override", Stop: StopInstructions},
	{Category: "jailbreak", Stop: StopInstructions},
	{Category: "roleplay_manipulation", Stop: StopInstructions},
	{Category: "prompt_extraction", Stop: StopInstructions},
	{Category: "secret_extraction", Stop: StopInstructions},
	{Category: "output_hijack", Stop: StopInstructions},
	{Category: "indirect_injection", Stop: StopInstructions},
	{Category: "obfuscated_instruction", Stop: StopInstructions},
	{Category: "content_injection", Stop: StopInstructions},
	{Category: "injection", Stop: StopInstructions},

	{Category: "destructive_command", Stop: StopDangerousAction},
	{Category: "code_execution", Stop: StopDangerousAction},
	// The agent turned against its people: what destroys is a dangerous
	// action, the rest (fraud, spying, phishing, backdoors, hiding what was
	// done) a harmful request.
	{Rule: "abuse.destroy", Stop: StopDangerousAction},
	{Rule: "abuse.sabotage", Stop: StopDangerousAction},
	{Rule: "abuse.time_bomb", Stop: StopDangerousAction},
	{Rule: "abuse.security_logs_deleted", Stop: StopDangerousAction},
	{Rule: "abuse.evidence_destroyed", Stop: StopDangerousAction},
	{Rule: "abuse.ransom", Stop: StopDangerousAction},
	{Rule: "abuse.malware", Stop: StopDangerousAction},
	{Rule: "abuse.install_hook_payload", Stop: StopDangerousAction},
	{Category: "agent_abuse", Stop: StopHarmful},
	{Category: "destructive", Stop: StopDangerousAction},
	{Category: "filesystem", Stop: StopDangerousAction},
	{Category: "disk", Stop: StopDangerousAction},
	{Category: "process", Stop: StopDangerousAction},
	{Category: "git", Stop: StopDangerousAction},
	{Category: "system", Stop: StopDangerousAction},
	{Category: "network", Stop: StopDangerousAction},
	{Category: "permissions", Stop: StopDangerousAction},
	{Category: "privilege", Stop: StopDangerousAction},
	{Category: "database", Stop: StopDangerousAction},
	{Category: "shell", Stop: StopDangerousAction},
	{Category: "cloud", Stop: StopDangerousAction},
	{Rule: "effect.", Stop: StopDangerousAction},
	{Rule: "flow.", Stop: StopDangerousAction},
}

func (r *stopRow) matches(g *GuardrailDenied) bool {
	return (r.Code == "" || r.Code == g.Code) &&
		(r.Category == "" || r.Category == g.Category) &&
		(r.Rule == "" || strings.HasPrefix(g.Rule, r.Rule))
}

// StopKindOf returns the kind of the stop err reports: "" for nil, the
// catalogue's kind for a *GuardrailDenied, the code's kind for another
// GuardError, and StopDenied for anything else (an error that stops an
// operation without saying why still stops it).
func StopKindOf(err error) StopKind {
	if err == nil {
		return ""
	}
	var g *GuardrailDenied
	if !errors.As(err, &g) {
		g = &GuardrailDenied{Code: CodeOf(err)}
	}
	for i := range stopCatalogue {
		if stopCatalogue[i].matches(g) {
			return stopCatalogue[i].Stop
		}
	}
	return StopDenied
}
