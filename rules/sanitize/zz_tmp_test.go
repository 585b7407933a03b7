package sanitize

import (
	"os"
	"testing"
)

func TestZZDump(t *testing.T) {
	if os.Getenv("ZZ") == "" {
		t.Skip()
	}
	c := MustCompile(DefaultPack().Merge([]Pattern{{ID: "high-entropy-token", Enabled: false}}))
	full := Default()
	for _, r := range readCorpus(t, "secret_samples.jsonl") {
		if r.Label != "secret" {
			continue
		}
		if len(secretFindings(c, r.Text)) == 0 {
			t.Logf("ENTONLY=%v %s: %q -> %v", len(secretFindings(full, r.Text)) > 0, r.Category, r.Text, secretFindings(full, r.Text))
		}
	}
}
