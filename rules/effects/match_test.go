package effects

import (
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// globCase is a glob and the strings a check must accept and refuse.
type globCase struct {
	glob    string
	yes, no []string
}

// runGlobCases compiles each glob and checks it against its strings.
func runGlobCases(t *testing.T, what string, cases []globCase, check func(*pattern, string) bool) {
	t.Helper()
	for _, tc := range cases {
		p, err := compilePattern(tc.glob)
		require.NoError(t, err)
		for _, s := range tc.yes {
			assert.True(t, check(&p, s), "%s: %q, %s", what, s, tc.glob)
		}
		for _, s := range tc.no {
			assert.False(t, check(&p, s), "not %s: %q, %s", what, s, tc.glob)
		}
	}
}

func TestPatternMatch(t *testing.T) {
	t.Parallel()
	runGlobCases(t, "match", []globCase{
		{".env", []string{".env", "app/.env", "/srv/app/.env", "~/.env"}, []string{".env.local", "x.env", "app/.envrc"}},
		{".env.*", []string{".env.local", "a/.env.prod"}, []string{".env", "a.env.x"}},
		{"*.pem", []string{"a.pem", "certs/a.pem", "/etc/ssl/a.pem"}, []string{"a.pem.txt", "pem"}},
		{"~/.ssh/**", []string{"~/.ssh", "~/.ssh/id_rsa", "~/.ssh/a/b"}, []string{"~/.sshx", ".ssh/id_rsa", "/home/u/.ssh/x"}},
		{".git/hooks/**", []string{".git/hooks/pre-commit", "repo/.git/hooks/x", ".git/hooks"}, []string{"x.git/hooks/a", ".git/config"}},
		{"/lib*/**", []string{"/lib/x", "/lib64/x", "/lib64"}, []string{"/usr/lib/x", "lib/x"}},
		{"/etc/cron*/**", []string{"/etc/cron.d/a", "/etc/crontab"}, []string{"/etc/x/cron.d"}},
		{"id_*", []string{"id_rsa", "a/id_ed25519_work"}, []string{"xid_rsa", "id_/x"}},
	}, (*pattern).match)
}

func TestPatternReach(t *testing.T) {
	t.Parallel()
	runGlobCases(t, "reach", []globCase{
		{"~/.ssh/**", []string{"~/", "~/.s", "~/.ssh/", "~/.ssh/keys/"}, []string{"", "~/p/", "/", "src/"}},
		{"~/.aws/credentials", []string{"~/.aws/", "~/.aws/cred"}, []string{"~/.aws/credentials.bak/", "~/.awsx"}},
		{".env.*", []string{".env", "app/.e", ".env.l"}, []string{"src/", "app/x"}},
		{"*.pem", nil, []string{"a", "certs/", "~/"}},
		{".claude/**", []string{".claude/", "repo/.cl"}, []string{"repo/", "./"}},
		{"/etc/**", []string{"/", "/e", "/etc/x/"}, []string{"/tmp/", "etc/"}},
		// wildcards within a segment hold no deeper path
		{"~/*", []string{"~/", "~/pro"}, []string{"~/.cache/pip/", "~/Downloads/tmp/", "~/projects/"}},
		{"/dev/sd*", []string{"/dev/", "/dev/sd"}, []string{"/dev/disk/by-id/"}},
		{"/proc/*/mem", []string{"/proc/", "/proc/12/"}, []string{"/proc/12/task/"}},
	}, (*pattern).reach)
}

func TestForms(t *testing.T) {
	t.Parallel()
	s := newSpace("/home/u/", "~/proj")
	tests := []struct {
		in   string
		want []string
	}{
		{"src/a.go", []string{"src/a.go", "~/proj/src/a.go", "/home/u/proj/src/a.go"}},
		{"/home/u/proj/.env", []string{".env", "~/proj/.env", "/home/u/proj/.env"}},
		{"~/.bashrc", []string{"~/.bashrc", "/home/u/.bashrc"}},
		{"$HOME/.bashrc", []string{"~/.bashrc", "/home/u/.bashrc"}},
		{"${HOME}", []string{"~", "/home/u"}},
		{"$HOMEDIR/x", []string{"$HOMEDIR/x", "~/proj/$HOMEDIR/x", "/home/u/proj/$HOMEDIR/x"}},
		{"../x", []string{"../x", "~/x", "/home/u/x"}},
		{"/tmp/../etc/passwd", []string{"/etc/passwd"}},
		// Another user's home is a home: its credentials are protected.
		{"/home/user2/x", []string{"~/x", "/home/user2/x"}},
		{"/Users/me/.aws/credentials", []string{"~/.aws/credentials", "/Users/me/.aws/credentials"}},
		{"/root/.netrc", []string{"~/.netrc", "/root/.netrc"}},
		{"/home", []string{"/home"}},
		{"/Users/Shared/x", []string{"/Users/Shared/x"}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, s.forms(tc.in), tc.in)
	}
	none := newSpace("", "")
	assert.Equal(t, []string{"~/.ssh/id_rsa"}, none.forms("~/x/../.ssh/id_rsa"))
	assert.Equal(t, []string{"a"}, none.forms("./a"))
	assert.Equal(t, []string{"~/.ssh/", "/home/u/.ssh/"}, s.prefixForms("/home/u/.ssh/"))
	assert.Equal(t, []string{"~/.aw"}, newSpace("", "").prefixForms("~/.aw"))
	assert.Empty(t, s.prefixForms(""))
	assert.True(t, s.outside(s.forms("/srv/x")))
	assert.True(t, s.outside(s.forms("/tmp/x")), "no scratch directories given")
	sc := s
	sc.scratch = []string{"/tmp"}
	assert.False(t, sc.outside(sc.forms("/tmp/x")), "scratch space")
	assert.True(t, s.outside(s.forms("../x")))
	assert.False(t, s.outside(s.forms("/home/u/proj/x")))
	assert.False(t, newSpace("/home/u", "").outside([]string{"/tmp/x"}))
}

func TestLiteralSuffix(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"$DIR/.env": ".env", "${D}/a//b/./c": "a/b/c", "$D/../x": "x", "$X": "", "a/$X": "", "$X/": "",
		"src/main.go": "", "*.pem": "", "$A/b/$C/.npmrc": ".npmrc", "$D/../..": "",
	} {
		assert.Equal(t, want, literalSuffix(in), in)
	}
}

func FuzzForms(f *testing.F) {
	for _, s := range []string{"src/a.go", "/home/u/proj/.env", "~/.bashrc", "$HOME/x", "../../..", "~/../..", "/", "~", ".", "", "a//b/./c/..", "${HOME}"} {
		f.Add(s)
	}
	spaces := []space{newSpace("/home/u", "/home/u/proj"), newSpace("/home/u", ""), newSpace("", "")}
	f.Fuzz(func(t *testing.T, p string) {
		for _, s := range spaces {
			fs := s.forms(p)
			for _, form := range fs {
				if form != path.Clean(form) {
					t.Fatalf("forms(%q) = %q: %q is not clean", p, fs, form)
				}
				if again := s.forms(form); !slices.Contains(again, form) {
					t.Fatalf("forms(%q) = %q, but forms(%q) = %q", p, fs, form, again)
				}
			}
			_ = s.prefixForms(literalPrefix(p))
			if tail := literalSuffix(p); tail != "" && (tail != path.Clean(tail) || tail == ".." || strings.HasPrefix(tail, "../") || strings.HasPrefix(tail, "/")) {
				t.Fatalf("literalSuffix(%q) = %q: want a clean relative path that does not climb", p, tail)
			}
			_ = s.outside(fs)
		}
	})
}

// TestShellGlobMeets: a shell glob meets a class glob when it can expand
// to a path the class holds, segment by segment, ** standing for any
// number of segments.
func TestShellGlobMeets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		glob, class string
		want        bool
	}{
		{"~/.aws/cred*", "~/.aws/**", true},
		{"~/.a*/credentials", "~/.aws/**", true},
		{"~/.s*", "~/.ssh/**", true}, // the directory itself
		{"~/.mozilla/firefox/*/cookies.sqlite", "~/.mozilla/firefox/**/cookies.sqlite", true},
		{"~/.mozilla/firefox/*/*.sqlite", "~/.mozilla/firefox/**/cookies.sqlite", true},
		{"~/.config/gcloud/*/credentials.db", "~/.config/gcloud/**", true},
		{"~/.ssh/id_*", "~/.ssh/id_*", true},
		{"~/.mozilla/firefox/*/prefs.js", "~/.mozilla/firefox/**/cookies.sqlite", false},
		{"~/*", "~/.ssh/**", false}, // * does not name dot files
		{"~/.cache/*", "~/.ssh/**", false},
		{"*/.env", "~/.ssh/**", false}, // relative against anchored
		{"*", ".env", false},           // a relative glob that names nothing
		{"src/*/.env", "src/**/.env", true},
		{"src/*.go", "src/**/.env", false},
		{"~/.[!.]*", "~/.ssh/**", true}, // bash negates a class with "!"
		{"~/.[^.]*", "~/.ssh/**", true},
		{"~/.[!s]*", "~/.ssh/**", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, shellGlobMeets(tt.glob, tt.class), "%s ~ %s", tt.glob, tt.class)
	}
}
