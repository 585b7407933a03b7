package sanitize

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/evaluate"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// corpusDir finds the labelled dev corpora: $GUARDRAIL_CORPORA, or the
// shared folder next to the checkout.
func corpusDir() string {
	if d := os.Getenv("GUARDRAIL_CORPORA"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared", "corpora")
}

// corpusDebug turns on a listing of every miss and false hit (with the
// pattern that fired) in the corpus tests: GUARDRAIL_CORPUS_DEBUG=1. It is
// how rules are tuned: look at what really fails, then write a family.
//
// GUARDRAIL_CORPUS_DEBUG=tune lists only the rows of folds 0–3 (of five,
// fixed by a hash of the text as `guardrail eval --folds 5` splits them):
// rules are read from those, fold 4 is what gets reported.
var corpusDebug = os.Getenv("GUARDRAIL_CORPUS_DEBUG") != ""

// debugRow reports whether a row's miss or false hit is listed.
func debugRow(text string) bool {
	if os.Getenv("GUARDRAIL_CORPUS_DEBUG") == "tune" {
		return evaluate.Fold(text, 5) != 4
	}
	return corpusDebug
}

type corpusRow struct {
	Text     string `json:"text"`
	Label    string `json:"label"`
	Category string `json:"category"`
}

// readCorpus reads a JSONL corpus, skipping the test when it is absent.
func readCorpus(t *testing.T, name string) []corpusRow {
	t.Helper()
	f, err := os.Open(filepath.Join(corpusDir(), name))
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	return readJSONLines[corpusRow](t, f)
}

// readJSONLines decodes one T per line of r (lines up to 4 MB).
func readJSONLines[T any](t *testing.T, r io.Reader) []T {
	t.Helper()
	var rows []T
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 4<<20)
	for sc.Scan() {
		var row T
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row))
		rows = append(rows, row)
	}
	require.NoError(t, sc.Err())
	return rows
}

// secretFindings returns the ids of the secret-category patterns that fire.
func secretFindings(c *Compiled, text string) []string {
	var ids []string
	for _, f := range c.Findings(text) {
		if f.Category == CategorySecret {
			ids = append(ids, f.ID+"="+text[f.Offset:f.Offset+f.Length])
		}
	}
	return ids
}

// TestSecretCorpus measures the default pack on secret_samples.jsonl: a
// secret sample is detected when a secret pattern rewrites part of it; a
// benign near-miss is touched when any pattern rewrites it. It prints
// rates per source and asserts the floors reached.
func TestSecretCorpus(t *testing.T) {
	t.Parallel()
	rows := readCorpus(t, "secret_samples.jsonl")
	c := Default()
	type tally struct{ n, hit int }
	bySource := map[string]*tally{}
	var secrets, benign, detected, touched, touchedSecretRule int
	for _, s := range rows {
		fs := c.Findings(s.Text)
		secretHit := false
		for _, x := range fs {
			if x.Category == CategorySecret {
				secretHit = true
			}
		}
		src, _, _ := strings.Cut(s.Category, ":")
		key := s.Label + " " + src
		if bySource[key] == nil {
			bySource[key] = &tally{}
		}
		bySource[key].n++
		switch s.Label {
		case "secret":
			secrets++
			if secretHit {
				detected++
				bySource[key].hit++
			} else if debugRow(s.Text) {
				t.Logf("MISS %s: %q", s.Category, s.Text)
			}
		case "benign":
			benign++
			if len(fs) > 0 {
				touched++
				bySource[key].hit++
				if debugRow(s.Text) {
					var ids []string
					for _, x := range fs {
						ids = append(ids, x.ID+"="+s.Text[x.Offset:x.Offset+x.Length])
					}
					t.Logf("FALSE %s: %q -> %v", s.Category, s.Text, ids)
				}
			}
			if secretHit {
				touchedSecretRule++
			}
		}
	}
	require.Positive(t, secrets)
	require.Positive(t, benign)
	keys := make([]string, 0, len(bySource))
	for k := range bySource {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := bySource[k]
		t.Logf("%-22s %4d/%4d rewritten (%.1f%%)", k, v.hit, v.n, 100*float64(v.hit)/float64(v.n))
	}
	det := float64(detected) / float64(secrets)
	fp := float64(touched) / float64(benign)
	t.Logf("secrets detected: %d/%d = %.2f%%", detected, secrets, 100*det)
	t.Logf("benign near-misses touched: %d/%d = %.2f%% (by a secret rule: %d)", touched, benign, 100*fp, touchedSecretRule)
	// Floors actually reached on the dev sample (see docs/sanitizer.md);
	// raise them when the rules improve, never lower them silently.
	assert.GreaterOrEqual(t, det, detectionFloor)
	assert.LessOrEqual(t, fp, nearMissCeiling)
}

// TestSecretFreeText measures how often the secret patterns fire on text
// that holds no secret at all: the benign prompts and the benign shell
// commands. Vendor-name and CLI rewrites are not counted (they are wanted
// there); only secret-category findings are.
func TestSecretFreeText(t *testing.T) {
	t.Parallel()
	c := Default()
	total, hits := 0, 0
	for _, name := range []string{"prompt_benign.jsonl", "shell_commands.jsonl"} {
		rows := readCorpus(t, name)
		n, h := 0, 0
		for _, r := range rows {
			if r.Label != "benign" {
				continue
			}
			n++
			if ids := secretFindings(c, r.Text); len(ids) > 0 {
				h++
				if corpusDebug {
					t.Logf("FALSE %s %s: %q -> %v", name, r.Category, r.Text, ids)
				}
			}
		}
		require.Positive(t, n)
		t.Logf("%-22s %4d/%5d benign rows touched by a secret rule (%.2f%%)", name, h, n, 100*float64(h)/float64(n))
		total += n
		hits += h
	}
	rate := float64(hits) / float64(total)
	t.Logf("secret-free text touched: %d/%d = %.2f%%", hits, total, 100*rate)
	assert.LessOrEqual(t, rate, secretFreeCeiling)
}

const (
	detectionFloor = 0.98
	// 21/131 (docs/sanitizer.md lists them): credential-shaped values a
	// person must not see, and bare strings a character short of a
	// vendor's length.
	nearMissCeiling   = 0.14
	secretFreeCeiling = 0.01
)
