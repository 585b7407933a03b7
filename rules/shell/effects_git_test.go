package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsGitReads: git prints a file of a commit or compares two
// files: a read of each.
func TestEffectsGitReads(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"show REV:PATH", "git show HEAD:.env", []middleware.Effect{rd(".env")}, nil},
		{"show of the index", "git show :config/.env.production", []middleware.Effect{rd("config/.env.production")}, nil},
		{"cat-file", "git cat-file -p HEAD~2:.env", []middleware.Effect{rd(".env")}, nil},
		{"show in a directory", "git -C app show main:.env", []middleware.Effect{rd("app/.env")}, nil},
		{"diff --no-index", "git diff --no-index /dev/null .env", []middleware.Effect{rd(".env")}, nil},
		{"show a commit", "git show abc123", nil, []middleware.Effect{rd("abc123")}},
		{"diff of commits", "git diff HEAD~1 HEAD", nil, []middleware.Effect{rd("HEAD~1")}},
	})
}
