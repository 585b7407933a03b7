package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// flowCase is one line of testdata/flows/flows.jsonl: an operation and the
// decision it must get, in order, sessions sharing what they touched.
type flowCase struct {
	Note string          `json:"note"`
	Op   json.RawMessage `json:"op"`
	Want string          `json:"want"`
	Rule string          `json:"rule"`
	Flow []string        `json:"flow"`
}

// TestCheckFlows runs the flow test file through check --jsonl: lines of
// one session share state in order, and the same calls in a fresh session
// get their single-call verdicts.
func TestCheckFlows(t *testing.T) {
	t.Parallel()
	f, err := os.Open("testdata/flows/flows.jsonl")
	require.NoError(t, err)
	defer f.Close()
	var cases []flowCase
	var in strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c flowCase
		require.NoError(t, json.Unmarshal(sc.Bytes(), &c))
		cases = append(cases, c)
		in.Write(c.Op)
		in.WriteByte('\n')
	}
	require.NoError(t, sc.Err())
	code, out, errOut := runCLI(t, in.String(), "check", "--jsonl", "--policy", "testdata/flows/policy.yaml")
	require.Equal(t, exitOK, code, errOut)
	got := decodeLines(t, out)
	require.Len(t, got, len(cases))
	for i, c := range cases {
		d := got[i]
		assert.Equal(t, c.Want, d["decision"], "line %d: %s", i+1, string(c.Op))
		if c.Rule != "" {
			assert.Equal(t, c.Rule, d["rule"], "line %d", i+1)
		}
		var flow []string
		if fl, ok := d["flow"].([]any); ok {
			for _, x := range fl {
				flow = append(flow, x.(string))
			}
		}
		assert.Equal(t, c.Flow, flow, "line %d", i+1)
		assert.NotEmpty(t, d["policy"], "line %d: every decision names its policy", i+1)
	}
}
