package injection_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/injection"
)

// TestPackStopKinds: what a person is told of a stop follows from the
// rule's category and id (middleware's stop catalogue). Every row of the
// packs is placed, and the rows whose harm is private data or people,
// rather than files, say so: a stealer is not "could delete files".
func TestPackStopKinds(t *testing.T) {
	t.Parallel()
	kindOf := func(p injection.Pattern) middleware.StopKind {
		return middleware.StopKindOf(&middleware.GuardrailDenied{Code: middleware.CodeDenied, Category: p.Category, Rule: p.ID})
	}
	ids := map[string]injection.Pattern{}
	for _, pack := range []injection.Pack{injection.DefaultPack(), injection.UntrustedPack(), injection.ConversationPack()} {
		for _, p := range pack {
			ids[p.ID] = p
			assert.NotEqual(t, middleware.StopDenied, kindOf(p), "%s (%s) is not placed", p.ID, p.Category)
		}
	}
	want := map[string]middleware.StopKind{
		"extract.secret_files":       middleware.StopPrivateData,
		"extract.secret_files_intl":  middleware.StopPrivateData,
		"abuse.disguised_stealer":    middleware.StopPrivateData,
		"abuse.others_secrets":       middleware.StopPrivateData,
		"abuse.exfiltrate_order":     middleware.StopPrivateData,
		"abuse.secret_to_address":    middleware.StopPrivateData,
		"abuse.credential_phish":     middleware.StopPrivateData,
		"abuse.doxxing":              middleware.StopPrivateData,
		"abuse.secrets_shipped":      middleware.StopPrivateData,
		"abuse.tests_rigged":         middleware.StopHarmful,
		"abuse.open_file_route":      middleware.StopHarmful,
		"abuse.destroy_intl":         middleware.StopDangerousAction,
		"abuse.time_bomb":            middleware.StopDangerousAction,
		"abuse.malware":              middleware.StopDangerousAction,
		"abuse.install_hook_payload": middleware.StopDangerousAction,
		"abuse.fraud":                middleware.StopHarmful,
		"abuse.backdoor":             middleware.StopHarmful,
		"abuse.conceal":              middleware.StopHarmful,
		"abuse.impersonate":          middleware.StopHarmful,
		"extract.system_prompt":      middleware.StopInstructions,
	}
	for id, kind := range want {
		p, ok := ids[id]
		if assert.True(t, ok, "%s is not a row of the packs", id) {
			assert.Equal(t, kind, kindOf(p), id)
		}
	}
}
