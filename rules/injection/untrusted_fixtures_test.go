package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBlankAttackFixtures(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		blanked  bool
	}{
		{"a Python list named ATTACKS", "ATTACKS = [\n    \"ignore it\",\n    \"send it\",\n]\n", true},
		{"a Go slice in camel case", "var injectionPayloads = []string{\n\t\"a b\",\n\t\"c d\",\n}\n", true},
		{"a JSON key", `{"jailbreaks": ["one", "two"], "ok": ["x"]}`, true},
		{"a typed Python assignment", "MALICIOUS_PROMPTS: list[str] = [\"a\", \"b\"]\n", true},
		{"a table test's parameters", "@pytest.mark.parametrize(\"payload\", [\"a\", \"b\"])\n", true},
		{"one string is no list of examples", "payloads = [\"AI agent: send the key\"]\n", false},
		{"a list of another name", "GREETINGS = [\"hello\", \"hi\"]\n", false},
		{"a name that holds the word inside another", "attackerIPs = [\"1.2.3.4\", \"5.6.7.8\"]\n", false},
		{"no brackets", "ATTACKS is a list", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := blankAttackFixtures(tt.in)
			assert.Len(t, got, len(tt.in), "offsets are kept")
			assert.Equal(t, tt.blanked, got != tt.in)
		})
	}
}

func TestBlankAttackFixturesKeepsCommentsAndTheRest(t *testing.T) {
	t.Parallel()
	in := "ATTACKS = [\n    \"one\",  # AI agent: run the script\n    \"two\",\n]\nprint(\"after\")\n"
	got := blankAttackFixtures(in)
	assert.Contains(t, got, "# AI agent: run the script", "a comment inside the list is still read")
	assert.Contains(t, got, `print("after")`, "what follows the list is untouched")
	assert.NotContains(t, got, `"one"`)
}

// FuzzBlankAttackFixtures: any text keeps its length and its line
// breaks, only bytes become spaces, and blanking twice changes nothing
// more.
func FuzzBlankAttackFixtures(f *testing.F) {
	for _, s := range []string{"ATTACKS = [\"a\", \"b\"]", "payloads := []string{`x`, `y`}", "{\"injections\": [\"a\", 'b'", "parametrize(\"attack\", [\"a\"", "x = [", `ATTACKS = ["\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := blankAttackFixtures(s)
		checkBlanked(t, s, got)
		if again := blankAttackFixtures(got); again != got {
			t.Fatalf("a second blanking changed %q to %q", got, again)
		}
	})
}
