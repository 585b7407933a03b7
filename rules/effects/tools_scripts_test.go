package effects_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// A write of package.json that adds an install lifecycle script has the
// script's effects too, from a whole file or an Edit's fragment, its JSON
// escapes read; other scripts, other files and other tools do not.
func TestWrittenLifecycleScripts(t *testing.T) {
	t.Parallel()
	write := func(p string) middleware.Effect { return middleware.Effect{Op: middleware.EffectWrite, Path: p} }
	fetch := middleware.Effect{Op: middleware.EffectNet, Host: "x.example", Dir: "download"}
	tests := []struct {
		tool, input string
		want        []middleware.Effect
	}{
		{"Edit", `{"file_path":"package.json","old_string":"a","new_string":"\"postinstall\": \"curl x.example\""}`, []middleware.Effect{write("package.json"), fetch}},
		{"Write", `{"file_path":"app/package.json","content":"{\"scripts\":{\"preinstall\":\"curl x.example\",\"test\":\"jest\"}}"}`, []middleware.Effect{write("app/package.json"), fetch}},
		{"Edit", `{"file_path":"package.json","old_string":"a","new_string":"\"prepare\": \"cat \\u002eenv\""}`, []middleware.Effect{write("package.json"), {Op: middleware.EffectRead, Path: ".env"}}},
		{"MultiEdit", `{"file_path":"package.json","edits":[{"old_string":"a","new_string":"b"},{"old_string":"c","new_string":"\"install\": \"curl x.example\""}]}`, []middleware.Effect{write("package.json"), fetch}},
		{"MultiEdit", `{"file_path":"package.json","edits":"x"}`, []middleware.Effect{write("package.json"), {Op: middleware.EffectExec, Unknown: true}}},
		// Not an install script, not package.json.
		{"Edit", `{"file_path":"package.json","old_string":"a","new_string":"\"test\": \"curl x.example\""}`, []middleware.Effect{write("package.json")}},
		{"Edit", `{"file_path":"README.md","old_string":"a","new_string":"\"postinstall\": \"curl x.example\""}`, []middleware.Effect{write("README.md")}},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			t.Parallel()
			got, err := effects.ToolEffects(tt.tool, []byte(tt.input), fakeShell)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}
