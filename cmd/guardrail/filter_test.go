package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestFilter(t *testing.T) {
	t.Parallel()
	in := strings.Join([]string{
		`{"type":"system","subtype":"init","session_id":"abc","cwd":"/home/claude/proj","tools":["Bash"],"model":"claude-x"}`,
		`{"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"text","text":"Claude Code found the key sk-ant-oat01-Zq8Lp2Vx7Nc4Rt9Wm3Hb6Ky1Ds5Fg0Aj2Qe4Tu6Io8Pl1Zx3Cv5Bn7Mk9Lo2Ws4Ed6Rf8Tg0Yh2Uj4Ik6Ol8Pz1Xc3Vb5Nm7AA"}]},"session_id":"abc"}`,
		`not json`,
		`{"type":"assistant","message":{"id":"m2","role":"assistant","content":[{"type":"text","text":"Which file should I open?"}]}}`,
		`{"type":"result","subtype":"success","is_error":false,"duration_ms":1200,"num_turns":2,"result":"done","session_id":"abc"}`,
	}, "\n") + "\n"
	code, out, errOut := runCLI(t, in, "filter")
	require.Equal(t, exitOK, code, errOut)
	frames := decodeLines(t, out)
	require.Len(t, frames, 4, "the init line is internal and dropped")
	assert.Equal(t, "info", frames[0]["type"])
	assert.Equal(t, "[assistant] found the key [token]", frames[0]["content"])
	assert.Equal(t, "error", frames[1]["type"])
	assert.Equal(t, "question", frames[2]["type"])
	assert.NotContains(t, out, "abc", "no session ids")
	assert.NotContains(t, out, "/home/claude")
	assert.Contains(t, errOut, "guardrail filter:")

	code, _, _ = runCLI(t, "", "filter", "extra")
	assert.Equal(t, exitUsage, code)
}

// A denied call in the stream is a blocked frame whose text follows $LANG.
func TestFilterBlockedCallSpeaksLANG(t *testing.T) {
	t.Parallel()
	in := `{"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"rm -rf ./dist /"}}]}}` + "\n" +
		`{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","is_error":true,` +
		`"content":"{\"error\":\"Tool \\\"Bash\\\" denied: recursive deletion of /\",\"error_type\":\"GUARD_DENIED\",\"kind\":\"dangerous_action\"}"}]}}` + "\n"
	for lang, want := range map[string]middleware.Messages{"pt_BR.UTF-8": middleware.MessagesPT, "": middleware.MessagesEN} {
		code, out, errOut := runCLIEnv(t, map[string]string{"LANG": lang}, in, "filter")
		require.Equal(t, exitOK, code, errOut)
		frames := decodeLines(t, out)
		require.Len(t, frames, 2)
		assert.Equal(t, "dangerous_action", frames[1]["kind"])
		assert.Equal(t, "rm -rf ./dist /", frames[1]["input"])
		assert.Equal(t, want.Kinds[middleware.StopDangerousAction], frames[1]["content"], lang)
	}
}
