package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBotConfig(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, yaml string
		want       bool
	}{
		{"name and model", "name: helper\nmodel: default\nsystem_prompt: |\n  You are …\n", true},
		{"two settings, nested", "assistant:\n  display_name: Ada\n  max_turns: 20\n", true},
		{"a name alone", "name: build\non: push\n", false},
		{"a model in prose", "The model: it reads the name: field.\n", false},
		{"no keys", "just text\n", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, botConfig(tt.yaml), tt.name)
	}
}
