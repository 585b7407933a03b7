package effects_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

const home = "/home/u"

// compiled is the default policy with a fixed home directory.
func compiled(t testing.TB, mod func(*effects.Policy)) *effects.Compiled {
	t.Helper()
	p := effects.DefaultPolicy()
	p.Home = home
	if mod != nil {
		mod(&p)
	}
	c, err := p.Compile()
	require.NoError(t, err)
	return c
}

func ids(fs []effects.Finding) []string {
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		out = append(out, f.ID)
	}
	return out
}

func eff(op middleware.EffectOp, p string) middleware.Effect {
	return middleware.Effect{Op: op, Path: p}
}

func unknown(op middleware.EffectOp, p string) middleware.Effect {
	return middleware.Effect{Op: op, Path: p, Unknown: true}
}

var (
	read  = middleware.EffectRead
	write = middleware.EffectWrite
	del   = middleware.EffectDelete
)

func TestJudgeClasses(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	tests := []struct {
		name  string
		e     middleware.Effect
		want  string // first finding id; "" for none
		class string // the class set on the effect
	}{
		// Allowed.
		{"env example", eff(read, ".env.example"), "", ""},
		{"env sample", eff(write, "app/.env.sample"), "", ""},
		{"env template", eff(read, "/srv/app/.env.template"), "", ""},
		{"public key", eff(read, "~/.ssh/id_rsa.pub"), "", ""},
		{"public key absolute", eff(read, home+"/.ssh/id_ed25519.pub"), "", ""},
		{"known hosts", eff(read, "~/.ssh/known_hosts"), "", ""},
		{"ssh config read", eff(read, "~/.ssh/config"), "", "tool-config"},
		{"ssh config write", eff(write, "~/.ssh/config"), "effect.write.tool-config", "tool-config"},
		{"a program first on the PATH", eff(write, "~/.local/bin/ls"), "effect.write.tool-config", "tool-config"},
		{"source", eff(read, "src/main.go"), "", ""},
		{"source write", eff(write, "src/main.go"), "", ""},
		{"climbing from an unknown directory may reach the root", eff(read, "../../etc/shadow"), "effect.read.credential", "credential"},
		{"climbing to an ordinary file", eff(read, "../../usr/include/stdio.h"), "", "system"},
		{"a delete that climbs is not placed at the root", eff(del, "../lib"), "", ""},
		{"id-named source", eff(write, "src/id_utils.go"), "", ""},
		{"tmp", eff(write, "/tmp/x"), "", ""},
		{"tmp delete", eff(del, "/tmp/x"), "", ""},
		{"readme", eff(write, "README.md"), "", ""},
		{"CLAUDE.md is docs", eff(write, "CLAUDE.md"), "", ""},
		{"a repository's history", eff(del, ".git"), "effect.delete.git-history", "git-history"},
		{"a nested repository's history", eff(del, "vendor/lib/.git"), "effect.delete.git-history", "git-history"},
		{"a hook deleted", eff(del, ".git/hooks/pre-commit"), "", "git-hooks"},
		{"another user's credentials", eff(read, "/home/dev/.aws/credentials"), "effect.read.credential", "credential"},
		{"a mac user's key", eff(read, "/Users/me/.ssh/id_ed25519"), "effect.read.credential", "credential"},
		{"another user's startup file", eff(write, "/home/dev/.bashrc"), "effect.write.startup", "startup"},
		{"another user's project", eff(write, "/home/dev/project/main.go"), "", ""},
		{"read a startup file", eff(read, "~/.bashrc"), "", "startup"},
		{"aliases the bashrc sources", eff(write, "~/.bash_aliases"), "effect.write.startup", "startup"},
		{"a fish function", eff(write, "~/.config/fish/functions/ls.fish"), "effect.write.startup", "startup"},
		{"an oh-my-zsh plugin", eff(write, "~/.oh-my-zsh/custom/x.zsh"), "effect.write.startup", "startup"},
		{"read agent settings", eff(read, ".claude/settings.json"), "", "agent-settings"},
		{"read system", eff(read, "/etc/hosts"), "", "system"},
		{"read git hook", eff(read, ".git/hooks/pre-commit"), "", "git-hooks"},
		{"delete node_modules", eff(del, "node_modules"), "", ""},
		{"delete project dir", eff(del, "~/projects/old"), "", ""},

		// credential
		{"env", eff(read, ".env"), "effect.read.credential", "credential"},
		{"env ./", eff(read, "./.env"), "effect.read.credential", "credential"},
		{"env local", eff(read, "web/.env.local"), "effect.read.credential", "credential"},
		{"env absolute", eff(read, "/srv/app/.env"), "effect.read.credential", "credential"},
		{"pem", eff(read, "certs/server.pem"), "effect.read.credential", "credential"},
		{"key", eff(write, "tls.key"), "effect.write.credential", "credential"},
		{"id_rsa anywhere", eff(read, "backup/id_rsa"), "effect.read.credential", "credential"},
		{"id_ key", eff(read, "id_work"), "effect.read.credential", "credential"},
		{"ssh key", eff(read, "~/.ssh/id_ed25519"), "effect.read.credential", "credential"},
		{"ssh dir", eff(read, "~/.ssh/other"), "effect.read.credential", "credential"},
		{"aws absolute under home", eff(read, home+"/.aws/credentials"), "effect.read.credential", "credential"},
		{"aws $HOME", eff(read, "$HOME/.aws/credentials"), "effect.read.credential", "credential"},
		{"aws config", eff(read, "~/.aws/config"), "effect.read.credential", "credential"},
		{"kube", eff(read, "~/.kube/config"), "effect.read.credential", "credential"},
		{"netrc", eff(read, "~/.netrc"), "effect.read.credential", "credential"},
		{"pgpass", eff(read, "~/.pgpass"), "effect.read.credential", "credential"},
		{"docker", eff(read, "~/.docker/config.json"), "effect.read.credential", "credential"},
		{"gcloud", eff(read, "~/.config/gcloud/credentials.db"), "effect.read.credential", "credential"},
		{"azure", eff(read, "~/.azure/accessTokens.json"), "effect.read.credential", "credential"},
		{"npmrc", eff(read, ".npmrc"), "effect.read.credential", "credential"},
		{"pypirc", eff(read, "~/.pypirc"), "effect.read.credential", "credential"},
		{"git credentials", eff(read, "~/.git-credentials"), "effect.read.credential", "credential"},
		{"maven settings", eff(read, "~/.m2/settings.xml"), "effect.read.credential", "credential"},
		{"gradle user properties", eff(read, "~/.gradle/gradle.properties"), "effect.read.credential", "credential"},
		{"gradle project properties", eff(read, "gradle.properties"), "", ""},
		{"mysql client", eff(read, "~/.my.cnf"), "effect.read.credential", "credential"},
		{"rails secrets", eff(read, "config/secrets.yml"), "effect.read.credential", "credential"},
		{"credentials.json", eff(read, "credentials.json"), "effect.read.credential", "credential"},
		{"a secrets example", eff(read, "secrets.example.yaml"), "", ""},
		{"shadow", eff(read, "/etc/shadow"), "effect.read.credential", "credential"},
		{"sudoers", eff(read, "/etc/sudoers"), "effect.read.credential", "credential"},
		{"delete env", eff(del, ".env"), "effect.delete.credential", "credential"},
		{"delete ssh dir", eff(del, "~/.ssh"), "effect.delete.credential", "credential"},
		{"delete a home subdirectory reaches the credentials below it", eff(del, "~/.config"), "effect.delete.credential", "credential"},
		// Deleting the home directory, the root or a top-level directory,
		// however it is asked for (a wrapper, an interpreter, a computed
		// name), is the end of it.
		{"delete home", eff(del, "~"), "effect.delete.everything", "everything"},
		{"delete home, absolute", eff(del, home), "effect.delete.everything", "everything"},
		// A find by name deletes the files that match, not the tree.
		{"find / -name '*.tar' -delete", unknown(del, "/**/*.tar"), "", ""},
		{"find ~ -name '.env' -delete", unknown(del, "~/**/.env"), "effect.delete.credential", "credential"},
		{"find ~ -name '.[!.]*' -delete", unknown(del, "~/**/.[!.]*"), "effect.delete.credential", "credential"}, // bash's negated class (shglob)
		{"find . -name '*.pem' -delete", unknown(del, "./**/*.pem"), "effect.delete.credential", "credential"},
		{"find . -name 'id_*' -delete", unknown(del, "./**/id_*"), "effect.delete.credential", "credential"},
		{"find / -name '*.log' -delete", unknown(del, "/**/*.log"), "", ""},
		{"find ~ -name .bashrc -delete", unknown(del, "~/**/.bashrc"), "effect.delete.startup", "startup"},
		{"find . -name .bashrc -delete is not the home's", unknown(del, "./**/.bashrc"), "", ""},
		{"find ~/.ssh -mtime +30 -delete", unknown(del, "~/.ssh/**/*"), "effect.delete.credential", "credential"},
		{"find / -size +1G -delete", unknown(del, "/**/*"), "", ""},
		// A person's folders hold files of every kind: a name filter
		// over them still reaches what is there (asked, TestJudgeRisks);
		// dot files there are tools' litter, and a project below the
		// home or the Downloads folder's contents are nobody's documents.
		{"find ~ -name '*.md' -delete", unknown(del, "~/**/*.md"), "effect.delete.user-files", "user-files"},
		{"find ~/Documents/work -name '*.docx' -delete", unknown(del, "~/Documents/work/**/*.docx"), "effect.delete.user-files", "user-files"},
		{"find ~ -name .DS_Store -delete", unknown(del, "~/**/.DS_Store"), "", ""},
		{"find ~/src/app -name '*.pyc' -delete", unknown(del, "~/src/app/**/*.pyc"), "", ""},
		{"find ~/Downloads -name '*.dmg' -delete", unknown(del, "~/Downloads/**/*.dmg"), "", ""},
		// A kind of file (*.py) chosen below the project is the project's
		// own; one file deep in another tool's tree is reached only by
		// its own name.
		{"find . -name '*.py' -exec sed -i", unknown(write, "./**/*.py"), "", ""},
		{"find . -name '*.py' -delete", unknown(del, "./**/*.py"), "", ""},
		{"find . -name sitecustomize.py -exec sed -i", unknown(write, "./**/sitecustomize.py"), "effect.write.startup", "startup"},
		{"find . -name '*.pth' -delete", unknown(del, "./**/*.pth"), "effect.delete.startup", "startup"},
		{"dot-dot into ssh", eff(read, "~/projects/../.ssh/id_rsa"), "effect.read.credential", "credential"},
		// a person's own files
		{"delete documents", eff(del, "~/Documents"), "effect.delete.user-files", "user-files"},
		{"delete inside pictures", eff(del, "~/Pictures/2023"), "effect.delete.user-files", "user-files"},
		{"delete the desktop's contents", unknown(del, "~/Desktop/*"), "effect.delete.user-files", "user-files"},
		{"write documents", eff(write, "~/Documents/notes.md"), "", "user-files"},
		{"delete a cache in the home", eff(del, "~/.cache/pip"), "", ""},
		{"delete in a project below the home", eff(del, "~/src/app/node_modules"), "", ""},
		// a folder right in the home: a person's decision
		{"delete a folder in the home", eff(del, "~/projects"), "effect.delete.home-folder", "home-folder"},
		{"delete a folder in the home, absolute", eff(del, home+"/work"), "effect.delete.home-folder", "home-folder"},
		{"delete a dot folder in the home", eff(del, "~/.npm"), "", ""},
		{"delete below a folder in the home", eff(del, "~/Downloads/tmp"), "", ""},
		{"write a folder in the home", eff(write, "~/notes.txt"), "", "home-folder"},

		// startup
		{"bashrc", eff(write, "~/.bashrc"), "effect.write.startup", "startup"},
		{"bashrc absolute", eff(write, home+"/.bashrc"), "effect.write.startup", "startup"},
		{"zshrc delete", eff(del, "~/.zshrc"), "effect.delete.startup", "startup"},
		{"profile", eff(write, "~/.profile"), "effect.write.startup", "startup"},
		{"fish", eff(write, "~/.config/fish/config.fish"), "effect.write.startup", "startup"},
		{"autostart", eff(write, "~/.config/autostart/x.desktop"), "effect.write.startup", "startup"},
		{"profile.d", eff(write, "/etc/profile.d/x.sh"), "effect.write.startup", "startup"},
		{"spool cron", eff(write, "/var/spool/cron/crontabs/u"), "effect.write.startup", "startup"},
		{"cron.d", eff(write, "/etc/cron.d/job"), "effect.write.startup", "startup"},
		{"crontab", eff(write, "/etc/crontab"), "effect.write.startup", "startup"},
		{"systemd", eff(write, "/etc/systemd/system/x.service"), "effect.write.startup", "startup"},
		{"user systemd", eff(write, "~/.config/systemd/user/x.service"), "effect.write.startup", "startup"},
		{"launch agent", eff(write, "~/Library/LaunchAgents/x.plist"), "effect.write.startup", "startup"},
		{"login hook preferences", eff(write, "~/Library/Preferences/com.apple.loginwindow.plist"), "effect.write.startup", "startup"},
		{"login hook preferences, system", eff(write, "/Library/Preferences/com.apple.loginwindow.plist"), "effect.write.startup", "startup"},
		{"privacy grants", eff(write, "~/Library/Application Support/com.apple.TCC/TCC.db"), "effect.write.system-trust", "system-trust"},
		{"other preferences", eff(write, "~/Library/Preferences/com.apple.dock.plist"), "", ""},
		{"login items", eff(write, "~/Library/Application Support/com.apple.backgroundtaskmanagementagent/backgrounditems.btm"), "effect.write.startup", "startup"},
		{"persist effect", eff(middleware.EffectPersist, "~/.bashrc"), "effect.write.startup", "startup"},

		// git-hooks
		{"hook", eff(write, ".git/hooks/pre-commit"), "effect.write.git-hooks", "git-hooks"},
		{"hook absolute", eff(write, "/work/repo/.git/hooks/post-checkout"), "effect.write.git-hooks", "git-hooks"},
		{"git config", eff(write, ".git/config"), "effect.write.git-hooks", "git-hooks"},

		// agent-settings
		{"claude settings", eff(write, ".claude/settings.json"), "effect.write.agent-settings", "agent-settings"},
		{"claude settings absolute", eff(write, "/work/repo/.claude/settings.local.json"), "effect.write.agent-settings", "agent-settings"},
		{"user claude settings", eff(write, home+"/.claude/settings.json"), "effect.write.agent-settings", "agent-settings"},
		{"mcp json", eff(write, ".mcp.json"), "effect.write.agent-settings", "agent-settings"},
		{"delete claude dir", eff(del, ".claude"), "effect.delete.agent-settings", "agent-settings"},

		// ssh-trust
		{"authorized keys", eff(write, "~/.ssh/authorized_keys"), "effect.write.ssh-trust", "ssh-trust"},
		{"authorized keys absolute", eff(write, home+"/.ssh/authorized_keys"), "effect.write.ssh-trust", "ssh-trust"},
		{"read authorized keys", eff(read, "~/.ssh/authorized_keys"), "effect.read.credential", "credential"},

		// system
		{"passwd", eff(write, "/etc/passwd"), "effect.write.system-trust", "system-trust"},
		{"usr local bin (moderate)", eff(write, "/usr/local/bin/tool"), "effect.write.system", "system"},
		{"the web root deleted (moderate)", eff(del, "/var/www"), "effect.delete.system", "system"},
		{"a site under the web root", eff(write, "/var/www/html/site/index.html"), "", ""},
		{"backups deleted (moderate)", eff(del, "/var/backups/db.tar"), "effect.delete.system", "system"},
		{"usr bin", eff(write, "/usr/bin/ls"), "effect.write.system-trust", "system-trust"},
		{"apt sources (moderate)", eff(write, "/etc/apt/sources.list"), "effect.write.system", "system"},
		{"lib64", eff(del, "/lib64/libc.so.6"), "effect.delete.system-trust", "system-trust"},
		{"delete root", eff(del, "/"), "effect.delete.everything", "everything"},
		{"delete usr", eff(del, "/usr"), "effect.delete.everything", "everything"},
		{"delete below usr", eff(del, "/usr/local/share/doc"), "effect.delete.system", "system"},
		{"boot", eff(write, "/boot/grub/grub.cfg"), "effect.write.system-trust", "system-trust"},
		{"macOS system", eff(write, "/System/Library/x"), "effect.write.system-trust", "system-trust"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			es := []middleware.Effect{tc.e}
			fs := c.Judge(es)
			if tc.want == "" {
				assert.Empty(t, fs)
			} else {
				require.NotEmpty(t, fs)
				assert.Equal(t, tc.want, fs[0].ID)
				assert.NotContains(t, fs[0].Reason, tc.e.Path)
				assert.NotEqual(t, middleware.RiskNone, fs[0].Risk)
			}
			assert.Equal(t, tc.class, es[0].Class)
		})
	}
}

func TestJudgeRisks(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	risk := func(e middleware.Effect) middleware.Risk { return c.Judge([]middleware.Effect{e})[0].Risk }
	assert.Equal(t, middleware.RiskCritical, risk(eff(write, "~/.ssh/authorized_keys")))
	assert.Equal(t, middleware.RiskHigh, risk(eff(read, ".env")))
	assert.Equal(t, middleware.RiskHigh, risk(eff(write, "~/.bashrc")))
	// which of a person's files a name filter picks is the person's
	// knowledge; the folder itself, or all below it, is not asked
	assert.Equal(t, middleware.RiskModerate, risk(unknown(del, "~/**/*.md")))
	assert.Equal(t, middleware.RiskHigh, risk(unknown(del, "~/Documents/**/*")))
	assert.Contains(t, c.Judge([]middleware.Effect{eff(write, "~/.bashrc")})[0].Reason, "persistence")
	// a program's completion script: asked into a startup file, as any
	// other write elsewhere
	completion := func(p string) middleware.Effect {
		return middleware.Effect{Op: write, Path: p, Class: effects.ClassCompletionScript}
	}
	assert.Equal(t, middleware.RiskModerate, risk(completion("~/.bashrc")))
	assert.Greater(t, risk(completion(".git/hooks/pre-commit")), middleware.RiskModerate)
	// an empty directory made: nothing to persist or leak, but a system
	// directory made is still a write of the system
	newDir := func(p string) []effects.Finding {
		return c.Judge([]middleware.Effect{{Op: write, Path: p, Class: effects.ClassNewDirectory}})
	}
	assert.Empty(t, newDir("~/.config/autostart"))
	assert.Empty(t, newDir("~/.ssh"))
	assert.Empty(t, newDir(".git/hooks"))
	assert.Equal(t, middleware.RiskModerate, newDir("/etc/cron.minute")[0].Risk)
	assert.Equal(t, "effect.write.system", newDir("/etc/cron.minute")[0].ID)
	assert.Greater(t, risk(middleware.Effect{Op: write, Path: "~/.$RC", Unknown: true, Class: effects.ClassCompletionScript}), middleware.RiskModerate)
}

// A glob the shell expands is judged by what it can expand to, as bash
// does: dotfiles only by a pattern that starts with a dot, a relative glob
// only in the working directory, and everything-by-no-name ("cp * /tmp")
// as ordinary work.
func TestJudgeShellGlobs(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	for _, tc := range []struct {
		name string
		e    middleware.Effect
		want string
	}{
		{"every top-level directory", eff(del, "/*"), "effect.delete.everything"},
		{"the home's contents", eff(del, "~/*"), "effect.delete.everything"},
		{"the home's dotfiles", eff(del, "~/.*"), "effect.delete.everything"},
		{"startup files by pattern", eff(del, "~/.bash*"), "effect.delete.startup"},
		{"keys by pattern", eff(read, "~/.ssh/id_*"), "effect.read.credential"},
		{"keys by extension", eff(read, "*.pem"), "effect.read.credential"},
		{"keys by extension below", eff(read, "certs/*.key"), "effect.read.credential"},
		{"env files", eff(read, ".env*"), "effect.read.credential"},
		{"the agent's settings", eff(del, ".claude/*"), "effect.delete.agent-settings"},
		{"everything here by no name", eff(read, "*"), ""},
		{"no dotfiles without a dot", eff(read, "*env"), ""},
		{"source files", eff(read, "*.go"), ""},
		{"a relative glob is not the home", eff(del, "*~"), ""},
		{"build outputs", eff(del, "build/*"), ""},
		{"temp logs", eff(del, "/tmp/*.log"), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fs := c.Judge([]middleware.Effect{tc.e})
			if tc.want == "" {
				assert.Empty(t, fs)
				return
			}
			require.NotEmpty(t, fs)
			assert.Equal(t, tc.want, fs[0].ID)
		})
	}
}

func TestJudgeUnknownTargets(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	tests := []struct {
		name string
		e    middleware.Effect
		want string
	}{
		{"nothing known", unknown(read, "$X"), ""},
		{"nothing known, write", unknown(write, "${FILE}"), ""},
		{"relative dir", unknown(read, "src/$X"), ""},
		{"dot dir", unknown(read, "./$X"), ""},
		{"tmp", unknown(write, "/tmp/$X"), ""},
		{"only a number is computed", unknown(write, "/tmp/.$$"), ""},
		{"a number beside a name", unknown(write, "/tmp/.env.$$"), "effect.write.credential"},
		{"a hidden name computed in /tmp", unknown(write, "/tmp/.$X"), "effect.write.credential"},
		{"suffix globs are not guessed", unknown(read, "certs/$NAME"), ""},
		{"ssh dir", unknown(read, "~/.ssh/$X"), "effect.read.credential"},
		{"ssh via $HOME", unknown(read, "$HOME/.ssh/$X"), "effect.read.credential"},
		{"ssh absolute", unknown(read, home+"/.ssh/$X"), "effect.read.credential"},
		{"env prefix", unknown(read, ".env$SUFFIX"), "effect.read.credential"},
		{"partial segment", unknown(read, "~/.aw$X"), "effect.read.credential"},
		{"exclusions ignored", unknown(read, "~/.ssh/id_rsa$EXT"), "effect.read.credential"},
		{"hooks dir", unknown(write, ".git/hooks/$H"), "effect.write.git-hooks"},
		{"claude dir", unknown(write, ".claude/$F"), "effect.write.agent-settings"},
		{"etc", unknown(write, "/etc/$F"), "effect.write.credential"},
		{"read etc is not denied", unknown(read, "/etc/ho$X"), ""},
		{"ops no class denies", unknown(read, "~/.profi$X"), ""},
		{"history read: logged, below ask", unknown(read, "~/.bash$X"), "effect.read.environment"},
		{"known tail", unknown(read, "$DIR/.env"), "effect.read.credential"},
		{"known tail after a command", unknown(read, "$(pwd)/config/.env.local"), "effect.read.credential"},
		{"known tail climbing", unknown(read, "$D/../../.ssh/id_rsa"), "effect.read.credential"},
		{"known tail, hook", unknown(write, "${REPO}/.git/hooks/pre-push"), "effect.write.git-hooks"},
		{"known tail, excluded", unknown(read, "$DIR/.env.example"), ""},
		{"known tail, ordinary", unknown(write, "$OUT/report.txt"), ""},
		{"known tail, dot-dot only", unknown(write, "$OUT/.."), ""},
		{"computed start may be empty: the root", unknown(read, "$D/etc/shadow"), "effect.read.credential"},
		{"computed start climbing to the root", unknown(read, "$D/../../etc/shadow"), "effect.read.credential"},
		{"relative prefix climbing to the root", unknown(read, "build/$D/../../../etc/shadow"), "effect.read.credential"},
		{"relative prefix that does not climb", unknown(read, "build/$D/etc/shadow"), ""},
		{"absolute prefix is not the root", unknown(read, "/opt/$V/etc/shadow"), ""},
		{"computed start, a write at the root", unknown(write, "$D/etc/sudoers"), "effect.write.credential"},
		{"computed start, a delete is not placed at the root", unknown(del, "$D/lib"), ""},
		{"grep of home", unknown(read, "~/**"), "effect.read.credential"},
		{"grep of project", unknown(read, "src/**"), ""},
		{"grep of workspace", unknown(read, "./**"), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fs := c.Judge([]middleware.Effect{tc.e})
			if tc.want == "" {
				assert.Empty(t, ids(fs))
				return
			}
			require.NotEmpty(t, fs)
			assert.Equal(t, tc.want, fs[0].ID)
		})
	}
}

func TestJudgeCombinations(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	net := func(host, dir string) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dir}
	}
	exec := func(p string) middleware.Effect { return middleware.Effect{Op: middleware.EffectExec, Program: p} }
	tests := []struct {
		name string
		es   []middleware.Effect
		want []string
	}{
		{"exfiltration", []middleware.Effect{eff(read, ".env"), net("evil.example", "send")},
			[]string{"effect.exfiltration", "effect.read.credential"}},
		{"exfiltration, direction unknown", []middleware.Effect{eff(read, "~/.aws/credentials"), net("x.example", "")},
			[]string{"effect.exfiltration", "effect.read.credential"}},
		{"exfiltration of a computed key path", []middleware.Effect{unknown(read, "~/.ssh/$K"), net("x.example", "send")},
			[]string{"effect.exfiltration", "effect.read.credential"}},
		{"the system's accounts sent away", []middleware.Effect{eff(read, "/etc/passwd"), net("198.51.100.9", "send")},
			[]string{"effect.exfiltration", "effect.read.accounts"}},
		{"the system's accounts read", []middleware.Effect{eff(read, "/etc/group")}, []string{"effect.read.accounts"}},
		{"read and download is not exfiltration", []middleware.Effect{eff(read, ".env"), net("x.example", "download")},
			[]string{"effect.read.credential"}},
		{"ordinary read and send", []middleware.Effect{eff(read, "report.json"), net("api.example", "send")}, nil},
		{"cloud credentials fetched", []middleware.Effect{{Op: middleware.EffectNet, Host: "169.254.169.254", Dir: "download", Class: effects.ClassCloudCredentials}},
			[]string{effects.IDCloudCredentials}},
		{"cloud credentials fetched and sent", []middleware.Effect{{Op: middleware.EffectNet, Host: "169.254.169.254", Dir: "download", Class: effects.ClassCloudCredentials}, net("evil.example", "send")},
			[]string{"effect.exfiltration", effects.IDCloudCredentials}},
		{"the metadata service's region", []middleware.Effect{net("169.254.169.254", "download")}, nil},
		{"the working tree sent away", []middleware.Effect{eff(read, "."), unknown(read, "./**"), net("h.example", "send")},
			[]string{"effect.net.upload-workspace"}},
		{"every entry of it sent away", []middleware.Effect{unknown(read, "*/**"), net("h.example", "")},
			[]string{"effect.net.upload-workspace"}},
		{"the working tree to this machine", []middleware.Effect{unknown(read, "./**"), net("localhost", "send")}, nil},
		{"the working tree served, no host", []middleware.Effect{unknown(read, "./**"), net("", "")}, nil},
		{"the working tree and a download", []middleware.Effect{unknown(read, "./**"), net("h.example", "download")}, nil},
		{"a folder of it sent", []middleware.Effect{unknown(read, "dist/**"), net("h.example", "send")}, nil},
		// As rules/shell reports a pipe into a shell: the shell, and the
		// script it reads from the pipe, which cannot be known.
		{"curl | sh", []middleware.Effect{net("x.example", "download"), exec("sh"), {Op: middleware.EffectExec, Unknown: true}}, []string{"effect.download-exec"}},
		{"curl | python3.12", []middleware.Effect{net("x.example", "download"), exec("/usr/bin/python3.12"), {Op: middleware.EffectExec, Unknown: true}}, []string{"effect.download-exec"}},
		{"download to a file, run it with an interpreter", []middleware.Effect{net("x.example", "download"), eff(write, "i.sh"), exec("bash")},
			[]string{"effect.download-exec"}},
		{"a shell running a known script beside a git pull", []middleware.Effect{net("", "download"), exec("sh"), exec("git")}, nil},
		{"download then run the file", []middleware.Effect{net("x.example", "download"), eff(write, "install.sh"), exec("./install.sh")},
			[]string{"effect.download-exec"}},
		{"download then computed program", []middleware.Effect{net("x.example", "download"), {Op: middleware.EffectExec, Unknown: true}},
			[]string{"effect.download-exec"}},
		{"download and jq", []middleware.Effect{net("api.example", "download"), exec("jq")}, nil},
		{"run an interpreter without a download", []middleware.Effect{exec("python3")}, nil},
		// certutil -decode p.b64 p.exe && p.exe: decoded code is as unseen
		// as downloaded code, and Windows finds p.exe by the name p.
		{"decode then run the file by its name", []middleware.Effect{{Op: write, Path: "p.exe", Class: effects.ClassDecoded}, exec("p")},
			[]string{"effect.decode-exec"}},
		{"decode then ./x", []middleware.Effect{{Op: write, Path: "x", Class: effects.ClassDecoded}, exec("./x")},
			[]string{"effect.decode-exec"}},
		{"decode then an interpreter runs it", []middleware.Effect{{Op: write, Path: "r.ps1", Class: effects.ClassDecoded}, exec("powershell"), eff(read, "r.ps1")},
			[]string{"effect.decode-exec"}},
		{"decode to a computed path, run a computed program", []middleware.Effect{{Op: write, Path: "$T/x.exe", Class: effects.ClassDecoded, Unknown: true}, {Op: middleware.EffectExec, Unknown: true}},
			[]string{"effect.decode-exec"}},
		{"decode data, an interpreter runs another file", []middleware.Effect{{Op: write, Path: "key.json", Class: effects.ClassDecoded}, exec("python3"), eff(read, "deploy.py")}, nil},
		{"decode without running", []middleware.Effect{{Op: write, Path: "cert.der", Class: effects.ClassDecoded}, exec("certutil")}, nil},
		{"write then run another program", []middleware.Effect{net("x.example", "download"), eff(write, "p.txt"), exec("p")}, nil},
		{"download an HTML application, run it", []middleware.Effect{net("x.example", "download"), eff(write, "u.hta"), exec("mshta")},
			[]string{"effect.download-exec"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			fs := c.Judge(tc.es)
			assert.Equal(t, tc.want, nilIfEmpty(ids(fs)))
			if len(fs) > 0 && fs[0].Effect == -1 {
				// every combination is critical but the workspace sent,
				// which a person decides
				want := middleware.RiskCritical
				if fs[0].ID == effects.IDUploadWorkspace {
					want = middleware.RiskModerate
				}
				assert.Equal(t, want, fs[0].Risk)
			}
		})
	}
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

func TestJudgeWorkspaceAndEgress(t *testing.T) {
	t.Parallel()
	c := compiled(t, func(p *effects.Policy) {
		p.Workspace = "~/proj"
		p.Egress = []string{"github.com", "*.npmjs.org"}
		p.DenyUnknownExec = true
	})
	net := func(host string) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: "download"}
	}
	tests := []struct {
		name string
		e    middleware.Effect
		want []string
	}{
		{"relative write", eff(write, "src/a.go"), nil},
		{"absolute write inside", eff(write, home+"/proj/src/a.go"), nil},
		{"home write inside", eff(write, "~/proj/a"), nil},
		{"write outside", eff(write, "/srv/x"), []string{"effect.write.outside-workspace"}},
		{"write to scratch space", eff(write, "/tmp/x"), nil},
		{"write to var tmp", eff(write, "/var/tmp/x"), nil},
		{"escape with ..", eff(del, "../other/x"), []string{"effect.delete.outside-workspace"}},
		{"climbing from a known workspace is placed", eff(read, "../../etc/shadow"), nil},
		{"climbing from a known workspace to the root", eff(read, "../../../etc/shadow"), []string{"effect.read.credential"}},
		{"read outside is fine", eff(read, "/tmp/x"), nil},
		{"computed under srv", unknown(write, "/srv/$X"), []string{"effect.write.outside-workspace"}},
		{"computed under tmp", unknown(write, "/tmp/$X"), nil},
		{"computed inside", unknown(write, "build/$X"), nil},
		{"env at workspace root, absolute", eff(read, home+"/proj/.env"), []string{"effect.read.credential"}},
		{"bashrc outside", eff(write, "~/.bashrc"), []string{"effect.write.startup", "effect.write.outside-workspace"}},
		{"egress allowed", net("github.com"), nil},
		{"egress subdomain", net("api.github.com"), nil},
		{"egress wildcard", net("registry.npmjs.org"), nil},
		{"egress wildcard is only subdomains", net("npmjs.org"), []string{"effect.net.egress"}},
		{"egress denied", net("evil.example"), []string{"effect.net.egress"}},
		{"egress lookalike", net("evilgithub.com"), []string{"effect.net.egress"}},
		{"egress unknown host", middleware.Effect{Op: middleware.EffectNet, Unknown: true}, []string{"effect.net.egress"}},
		{"search provider", middleware.Effect{Op: middleware.EffectNet, Dir: "download"}, nil},
		{"unknown exec", middleware.Effect{Op: middleware.EffectExec, Unknown: true}, []string{"effect.exec.unknown"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, nilIfEmpty(ids(c.Judge([]middleware.Effect{tc.e}))))
		})
	}
	out := c.Judge([]middleware.Effect{eff(write, "/opt/x")})
	assert.Equal(t, middleware.RiskModerate, out[0].Risk)
}

func TestCompileErrors(t *testing.T) {
	t.Parallel()
	ok := effects.Class{Name: "x", Globs: []string{"a"}, Deny: []middleware.EffectOp{read}, Risk: middleware.RiskHigh}
	tests := []struct {
		name string
		mod  func(*effects.Policy)
		want string
	}{
		{"bad glob", func(p *effects.Policy) { c := ok; c.Globs = []string{"a[b"}; p.Classes = []effects.Class{c} }, `class "x": glob "a[b"`},
		{"trailing slash", func(p *effects.Policy) { c := ok; c.Globs = []string{"dir/"}; p.Classes = []effects.Class{c} }, "DIR/**"},
		{"no name", func(p *effects.Policy) { c := ok; c.Name = ""; p.Classes = []effects.Class{c} }, "want a name"},
		{"no globs", func(p *effects.Policy) { c := ok; c.Globs = nil; p.Classes = []effects.Class{c} }, "no globs"},
		{"no deny", func(p *effects.Policy) { c := ok; c.Deny = nil; p.Classes = []effects.Class{c} }, "no ops"},
		{"deny exec", func(p *effects.Policy) {
			c := ok
			c.Deny = []middleware.EffectOp{middleware.EffectExec}
			p.Classes = []effects.Class{c}
		}, "denies read, write or delete"},
		{"no risk", func(p *effects.Policy) { c := ok; c.Risk = 0; p.Classes = []effects.Class{c} }, "no risk"},
		{"twice", func(p *effects.Policy) { p.Classes = []effects.Class{ok, ok} }, "twice"},
		{"relative workspace", func(p *effects.Policy) { p.Workspace = "proj" }, "absolute"},
		{"bad egress", func(p *effects.Policy) { p.Egress = []string{"https://x.example/"} }, "egress host"},
		{"bad mcp name", func(p *effects.Policy) {
			p.MCP = map[string][]middleware.Effect{"github": {{Op: middleware.EffectNet}}}
		}, "mcp__"},
		{"mcp effect without op", func(p *effects.Policy) {
			p.MCP = map[string][]middleware.Effect{"mcp__x__y": {{Host: "x"}}}
		}, "needs an op"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := effects.DefaultPolicy()
			p.Home = home
			tc.mod(&p)
			_, err := p.Compile()
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestMerge(t *testing.T) {
	t.Parallel()
	base := len(effects.DefaultClasses())
	extra := effects.Class{Name: "secrets-dir", Globs: []string{"secrets/**"}, Deny: []middleware.EffectOp{read}, Risk: middleware.RiskHigh}
	narrow := effects.Class{Name: "system", Globs: []string{"/etc/**"}, Deny: []middleware.EffectOp{write}, Risk: middleware.RiskHigh}
	merged := effects.Merge(effects.DefaultClasses(), []effects.Class{
		{Name: "git-hooks", Disabled: true}, extra, narrow, {Name: "nonexistent", Disabled: true},
	})
	c := compiled(t, func(p *effects.Policy) { p.Classes = merged })
	assert.Empty(t, c.Judge([]middleware.Effect{eff(write, ".git/hooks/pre-commit")}))
	assert.Equal(t, []string{"effect.read.secrets-dir"}, ids(c.Judge([]middleware.Effect{eff(read, "secrets/db.txt")})))
	assert.Empty(t, c.Judge([]middleware.Effect{eff(write, "/usr/local/x")}))
	assert.Len(t, effects.DefaultClasses(), base, "Merge leaves its base alone")
}

func TestJudgeNilPolicyDenies(t *testing.T) {
	t.Parallel()
	var c *effects.Compiled
	fs := c.Judge([]middleware.Effect{eff(read, "a")})
	require.Len(t, fs, 1)
	assert.Equal(t, middleware.RiskHigh, fs[0].Risk)
}

// TestJudgeSecretSentHome (secret_homes.go): a CLI's token sent only to
// its vendor's registry logs in; sent to any other host, to a host the
// command computes, or beside another private read, it is exfiltration.
func TestJudgeSecretSentHome(t *testing.T) {
	t.Parallel()
	c, err := effects.DefaultPolicy().Compile()
	require.NoError(t, err)
	read := middleware.EffectRead
	eff := func(path string) middleware.Effect { return middleware.Effect{Op: read, Path: path} }
	send := func(host string, unknown bool) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: "send", Unknown: unknown}
	}
	for _, tc := range []struct {
		name    string
		effects []middleware.Effect
		exfil   bool
	}{
		{"ECR's token to an ECR registry", []middleware.Effect{eff("secret:aws"), send("123456789012.dkr.ecr.eu-west-1.amazonaws.com", false)}, false},
		{"gcloud's token to Artifact Registry", []middleware.Effect{eff("secret:gcloud"), send("europe-west1-docker.pkg.dev", false)}, false},
		{"gh's token to ghcr.io", []middleware.Effect{eff("secret:gh"), send("ghcr.io", false)}, false},
		{"AWS's token to an S3 bucket", []middleware.Effect{eff("secret:aws"), send("drop.s3.amazonaws.com", false)}, true},
		{"ECR's token to a registry in a variable", []middleware.Effect{eff("secret:aws"), send("$ECR_REGISTRY", true)}, true},
		{"gh's token to another vendor's registry", []middleware.Effect{eff("secret:gh"), send("123456789012.dkr.ecr.eu-west-1.amazonaws.com", false)}, true},
		{"a credentials file beside the token", []middleware.Effect{eff("secret:aws"), eff("~/.aws/credentials"), send("1.dkr.ecr.us-east-1.amazonaws.com", false)}, true},
		{"a look-alike host", []middleware.Effect{eff("secret:aws"), send("1.dkr.ecr.us-east-1.amazonaws.com.evil.example", false)}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ids []string
			for _, f := range c.Judge(tc.effects) {
				ids = append(ids, f.ID)
			}
			if tc.exfil {
				assert.Contains(t, ids, effects.IDExfiltration)
			} else {
				assert.NotContains(t, ids, effects.IDExfiltration)
			}
		})
	}
}
