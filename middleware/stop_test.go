package middleware_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestStopKindOf(t *testing.T) {
	t.Parallel()
	deny := func(category, rule string) error {
		return &middleware.GuardrailDenied{Code: middleware.CodeDenied, Category: category, Rule: rule}
	}
	tests := []struct {
		name string
		err  error
		want middleware.StopKind
	}{
		{"allowed", nil, ""},
		{"too long", &middleware.GuardrailDenied{Code: middleware.CodeTooLong, Category: "length"}, middleware.StopTooLong},
		{"rate limited", &middleware.GuardrailDenied{Code: middleware.CodeRateLimited}, middleware.StopRateLimited},
		{"classifier failed, whatever its category", &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Category: "jailbreak"}, middleware.StopUnavailable},
		{"an ask, whatever its category", &middleware.GuardrailDenied{Code: middleware.CodeAsk, Category: "privilege", Rule: "priv.sudo"}, middleware.StopNeedsApproval},
		{"slash command", deny("slash_command", "input.slash_command"), middleware.StopSlashCommand},
		{"tool outside the context", deny("context", "context:analysis"), middleware.StopToolNotAllowed},
		{"injection: override", deny("instruction_override", "override.ignore_previous"), middleware.StopInstructions},
		{"injection: jailbreak", deny("jailbreak", "jailbreak.dan"), middleware.StopInstructions},
		{"injection: roleplay", deny("roleplay_manipulation", "roleplay.pretend"), middleware.StopInstructions},
		{"injection: prompt extraction", deny("prompt_extraction", "extract.system_prompt"), middleware.StopInstructions},
		{"injection: secret extraction", deny("secret_extraction", "extract.hint"), middleware.StopInstructions},
		{"injection: output hijack", deny("output_hijack", "hijack.say_only"), middleware.StopInstructions},
		{"injection: indirect", deny("indirect_injection", "indirect.code_insertion"), middleware.StopInstructions},
		{"injection: an encoded instruction", deny("obfuscated_instruction", "obfuscation.decode_and_follow"), middleware.StopInstructions},
		{"injection: a tool result addressing the assistant", deny("injection", "untrusted.ai_vocative"), middleware.StopInstructions},
		{"destructive words in a message", deny("destructive_command", "destructive.rm_rf"), middleware.StopDangerousAction},
		{"code execution in a message", deny("code_execution", "code.exec"), middleware.StopDangerousAction},
		{"an agent turned against its people: data sent out", deny("agent_abuse", "abuse.exfiltrate_order"), middleware.StopPrivateData},
		{"an agent turned against its people: a stealer", deny("agent_abuse", "abuse.disguised_stealer"), middleware.StopPrivateData},
		{"an agent turned against its people: destruction", deny("agent_abuse", "abuse.destroy_intl"), middleware.StopDangerousAction},
		{"an agent turned against its people: fraud", deny("agent_abuse", "abuse.fraud"), middleware.StopHarmful},
		{"an agent turned against its people: a backdoor", deny("agent_abuse", "abuse.backdoor"), middleware.StopHarmful},
		{"the machine's secrets asked for in the chat", deny("prompt_extraction", "extract.secret_files_intl"), middleware.StopPrivateData},
		{"shell: filesystem", deny("filesystem", "fs.rm-root"), middleware.StopDangerousAction},
		{"shell: disk", deny("disk", "disk.write"), middleware.StopDangerousAction},
		{"shell: process", deny("process", "proc.kill-all"), middleware.StopDangerousAction},
		{"shell: git", deny("git", "git.force-push"), middleware.StopDangerousAction},
		{"shell: system", deny("system", "sys.shutdown"), middleware.StopDangerousAction},
		{"shell: network", deny("network", "net.pipe-to-shell"), middleware.StopDangerousAction},
		{"shell: credentials", deny("credentials", "cred.read"), middleware.StopPrivateData},
		{"effect: credential read", deny("effect", "effect.read.credential"), middleware.StopPrivateData},
		{"effect: secrets dir read", deny("effect", "effect.read.secrets-dir"), middleware.StopPrivateData},
		{"effect: exfiltration", deny("effect", "effect.exfiltration"), middleware.StopPrivateData},
		{"effect: credential write", deny("effect", "effect.write.credential"), middleware.StopPrivateData},
		{"effect: git hook write", deny("effect", "effect.write.git-hooks"), middleware.StopDangerousAction},
		{"effect: download and run", deny("effect", "effect.download-exec"), middleware.StopDangerousAction},
		{"flow: private data to a new host", deny("flow", "flow.private-egress"), middleware.StopPrivateData},
		{"flow: other", deny("flow", "flow.untrusted-outside"), middleware.StopDangerousAction},
		{"the default policy's secrets rule", deny("secrets", "secrets-files"), middleware.StopPrivateData},
		{"output holding a secret", deny("secret", "github-token"), middleware.StopPrivateData},
		{"an operator's destructive rule", deny("destructive", "no-rm"), middleware.StopDangerousAction},
		{"a rule of another category", deny("billing", "no-invoices"), middleware.StopDenied},
		{"no category, no rule", deny("", ""), middleware.StopDenied},
		{"wrapped", fmt.Errorf("turn: %w", deny("jailbreak", "jailbreak.dan")), middleware.StopInstructions},
		{"not a guard error", errors.New("context canceled"), middleware.StopDenied},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, middleware.StopKindOf(tt.err))
		})
	}
}

// TestMessagesExplain: every built-in locale has a text for every kind,
// none repeats another's, and none is the short generic message.
func TestMessagesExplain(t *testing.T) {
	t.Parallel()
	for _, l := range middleware.Locales() {
		m, ok := middleware.BuiltinMessages(l)
		assert.True(t, ok, l)
		seen := map[string]middleware.StopKind{}
		for _, k := range middleware.StopKinds() {
			s := m.Kinds[k]
			assert.NotEmpty(t, s, "%s: no text for %s", l, k)
			assert.NotEqual(t, m.Denied, s, "%s: %s reads as the generic message", l, k)
			if prev, dup := seen[s]; dup {
				t.Errorf("%s: %s and %s read the same", l, prev, k)
			}
			seen[s] = k
		}
	}
	_, ok := middleware.BuiltinMessages("fr")
	assert.False(t, ok)

	slash := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Category: "slash_command", Rule: "input.slash_command"}
	assert.Equal(t, middleware.MessagesPT.Kinds[middleware.StopSlashCommand], middleware.MessagesPT.Explain(slash))
	assert.Empty(t, middleware.MessagesEN.Explain(nil))
	// For keeps the short texts: the spec's strings.
	assert.Equal(t, "Comando não permitido", middleware.MessagesPT.For(slash))

	// A set without kind texts falls back: the denied kind's text, then
	// the code's short message.
	bare := middleware.Messages{Denied: "No", TooLong: "Long", Ask: "Ask first"}
	assert.Equal(t, "No", bare.ExplainKind(middleware.StopInstructions))
	assert.Equal(t, "Long", bare.ExplainKind(middleware.StopTooLong))
	assert.Equal(t, "Ask first", bare.ExplainKind(middleware.StopNeedsApproval))
	withDenied := middleware.Messages{Denied: "No", Kinds: map[middleware.StopKind]string{middleware.StopDenied: "Stopped."}}
	assert.Equal(t, "Stopped.", withDenied.ExplainKind(middleware.StopPrivateData))

	// Merge: overrides win, the rest comes from the base, the base's map
	// is not touched.
	m := middleware.Messages{Kinds: map[middleware.StopKind]string{middleware.StopSlashCommand: "No slashes."}}.Merge(middleware.MessagesEN)
	assert.Equal(t, "No slashes.", m.Kinds[middleware.StopSlashCommand])
	assert.Equal(t, middleware.MessagesEN.Kinds[middleware.StopDenied], m.Kinds[middleware.StopDenied])
	assert.NotEqual(t, "No slashes.", middleware.MessagesEN.Kinds[middleware.StopSlashCommand])
}
