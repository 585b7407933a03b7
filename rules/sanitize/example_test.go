package sanitize_test

import (
	"fmt"
	"os"

	"github.com/guardrail-go/guardrail/rules/sanitize"
)

func ExampleSanitizeOutput() {
	fmt.Println(sanitize.SanitizeOutput("Run claude -p --output-format json; config in /home/claude/.claude, made by Anthropic."))
	// Output: Run [assistant]; config in [config], made by [provider].
}

func ExampleStream() {
	st := sanitize.NewStream(sanitize.Default(), os.Stdout)
	// A token cut across two chunks is still caught.
	_, _ = st.WriteString("your token is ghp_Xk29dLq8ZpA3mW7v")
	_, _ = st.WriteString("N4bR1cT6yH0jF5gE2s, keep it safe\n")
	_ = st.Flush()
	// Output: your token is [token], keep it safe
}

func ExampleCompile() {
	pack := sanitize.DefaultPack().Merge([]sanitize.Pattern{
		{ID: "codex", Enabled: false}, // a policy switches a pattern off
		{ID: "ticket", Regex: `JIRA-[0-9]{1,6}`, Replacement: "[ticket]", Keywords: []string{"jira-"}, Enabled: true},
	})
	c, err := sanitize.Compile(pack)
	if err != nil {
		panic(err)
	}
	fmt.Println(c.Sanitize("Codex fixed JIRA-1234 with GPT-4"))
	// Output: Codex fixed [ticket] with [assistant]
}

func ExampleCompiled_SanitizeJSON() {
	out, _ := sanitize.SanitizeJSON([]byte(`{"type":"text","text":"Claude Code says caf\u00e9"}`))
	fmt.Println(string(out))
	// Output: {"type":"text","text":"[assistant] says café"}
}
