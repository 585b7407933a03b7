package hook_test

import (
	"testing"

	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/server/hook"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// FuzzParse: any bytes are read or refused with an InputError, never a
// panic, and what is read names its event.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`))
	f.Add([]byte(`{"hook_event_name":"UserPromptSubmit","prompt":"hi"}`))
	f.Add([]byte(`{"hook_event_name":""}`))
	f.Add([]byte(`not json`))
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := hook.Parse(data)
		if err == nil && in.Event == "" {
			t.Fatalf("read an input without its event: %q", data)
		}
	})
}
