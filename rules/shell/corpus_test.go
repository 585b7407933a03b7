package shell

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type corpusRow struct {
	ID       string `json:"id"`
	Text     string `json:"text"`
	Label    string `json:"label"`
	Category string `json:"category"`
}

func corpusPath() string {
	dir := os.Getenv("GUARDRAIL_CORPORA")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "corpora")
	}
	return filepath.Join(dir, "shell_commands.jsonl")
}

type rate struct{ hit, hitAny, n int }

// TestCorpus measures detection on the labelled dev corpus. It prints
// rates per category and asserts floors that the engine reaches today, so a
// regression fails the build. Run with -v to see the table; set
// GUARDRAIL_CORPUS_DUMP=1 to list misses and false positives.
func TestCorpus(t *testing.T) {
	t.Parallel()
	f, err := os.Open(corpusPath())
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	byCat := map[string]*rate{}
	total := map[string]*rate{"dangerous": {}, "benign": {}, "benign:tldr+nl2bash": {}}
	dump := os.Getenv("GUARDRAIL_CORPUS_DUMP") != ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var r corpusRow
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		fs := Analyze(r.Text)
		high := MaxRisk(fs) >= middleware.RiskHigh
		anyF := MaxRisk(fs) >= middleware.RiskModerate
		top, _, _ := strings.Cut(r.Category, ":")
		key := r.Label + " " + top
		for _, k := range []string{key} {
			if byCat[k] == nil {
				byCat[k] = &rate{}
			}
		}
		bump := func(x *rate) {
			x.n++
			if high {
				x.hit++
			}
			if anyF {
				x.hitAny++
			}
		}
		bump(byCat[key])
		bump(total[r.Label])
		if r.Label == "benign" && (top == "tldr" || top == "nl2bash") {
			bump(total["benign:tldr+nl2bash"])
		}
		if dump && (r.Label == "dangerous") != high {
			ids := make([]string, 0, len(fs))
			for _, x := range fs {
				ids = append(ids, x.ID+"/"+x.Risk.String())
			}
			fmt.Printf("%s %-40s %q %v\n", r.Label, r.Category, trunc(r.Text, 160), ids)
		}
	}
	require.NoError(t, sc.Err())
	keys := make([]string, 0, len(byCat))
	for k := range byCat {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Compare(a, b) })
	t.Logf("%-34s %6s %12s %12s", "label category", "rows", "≥high", "≥moderate")
	for _, k := range keys {
		r := byCat[k]
		t.Logf("%-34s %6d %11.1f%% %11.1f%%", k, r.n, pct(r.hit, r.n), pct(r.hitAny, r.n))
	}
	for _, k := range []string{"dangerous", "benign", "benign:tldr+nl2bash"} {
		r := total[k]
		t.Logf("%-34s %6d %11.1f%% %11.1f%%", "TOTAL "+k, r.n, pct(r.hit, r.n), pct(r.hitAny, r.n))
	}
	// Floors measured on the dev corpus (see docs/shell.md); raise them
	// when the engine improves, never lower them to make a change pass.
	assert.GreaterOrEqual(t, pct(total["dangerous"].hit, total["dangerous"].n), floorDetectHigh, "detection at ≥high")
	assert.GreaterOrEqual(t, pct(total["dangerous"].hitAny, total["dangerous"].n), floorDetectAny, "detection at ≥moderate")
	assert.LessOrEqual(t, pct(total["benign"].hit, total["benign"].n), ceilFPHigh, "false positives at ≥high")
	tn := total["benign:tldr+nl2bash"]
	assert.LessOrEqual(t, pct(tn.hit, tn.n), ceilFPHigh, "false positives at ≥high on tldr+nl2bash")
	for cat, floor := range floorByCategory {
		if r := byCat["dangerous "+cat]; r != nil {
			assert.GreaterOrEqual(t, pct(r.hit, r.n), floor, "detection at ≥high of %s", cat)
		}
	}
}

const (
	floorDetectHigh = 94.0 // measured 94.4% (151/160)
	floorDetectAny  = 96.0 // measured 96.2%
	ceilFPHigh      = 0.3  // measured 0.29% (18/6,208 tldr+nl2bash; 18/6,276 all benign)
)

// floorByCategory: detection at ≥high per curated source, as measured.
var floorByCategory = map[string]float64{
	"agent_denylist":       100, // 18/18
	"atomic_red_team":      86,  // 44/51
	"dcg_corpus":           100, // 15/15
	"dcg_fixture":          96,  // 28/29
	"dcg_scenario":         100, // 1/1
	"fork_bomb_collection": 100, // 3/3
	"redcode_exec_bash":    100, // 33/33
}

func trunc(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
