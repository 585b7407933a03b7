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

// TestEffectsGitWrites: diff, log and show write to --output; format-patch
// and archive to -o; clone's -o names a remote, not a file.
func TestEffectsGitWrites(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"log --output=", "git log --output=/etc/cron.d/x", []middleware.Effect{wr("/etc/cron.d/x")}, nil},
		{"diff --output FILE", "git diff --output ~/.bashrc HEAD~1", []middleware.Effect{wr("~/.bashrc")}, nil},
		{"in a directory", "git -C sub show --output=out.txt HEAD", []middleware.Effect{wr("sub/out.txt")}, nil},
		{"format-patch -o", "git format-patch -o ~/.config/autostart HEAD~1", []middleware.Effect{wr("~/.config/autostart")}, nil},
		{"archive -o", "git archive -o /etc/x.tar HEAD", []middleware.Effect{wr("/etc/x.tar")}, nil},
		{"clone -o names a remote", "git clone -o up https://github.com/a/b", nil, []middleware.Effect{wr("up")}},
		{"log -o is no file", "git log -o x", nil, []middleware.Effect{wr("x")}},
	})
}
