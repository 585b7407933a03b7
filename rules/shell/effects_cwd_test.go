package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The working directory: relative paths after cd, pushd and popd are
// placed in the directory the line has moved to; a subshell, a command
// substitution, a side of a pipe, a background job and a nested shell do
// not move the rest of the line.
func TestEffectsWorkingDirectory(t *testing.T) {
	t.Parallel()
	cases := []effectCase{
		// the directory the line started in: nothing is placed
		{"cd build", "cd build && make", []middleware.Effect{ex("cd"), ex("make")}, nil},
		{"cd src rm", "cd src && rm -rf dist", []middleware.Effect{del("src/dist")}, []middleware.Effect{del("dist")}},
		{"cd back", "cd sub && cd .. && rm -rf dist", []middleware.Effect{del("dist")}, nil},
		{"cd dot", "cd . && cat .env", []middleware.Effect{rd(".env")}, nil},
		{"cd up", "cd .. && rm -rf build", []middleware.Effect{del("../build")}, nil},

		// cd DIR, cd alone, cd -, cd $HOME
		{"cd home read", "cd ~/.ssh && cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, []middleware.Effect{rd("id_rsa")}},
		{"cd dot read", "cd ~/.ssh && tar czf - .", []middleware.Effect{rd("~/.ssh")}, nil},
		{"cd alone", "cd; rm -rf .ssh", []middleware.Effect{del("~/.ssh")}, nil},
		{"cd HOME", `cd "$HOME" && rm -rf .aws`, []middleware.Effect{del("~/.aws")}, nil},
		{"cd etc", "cd /etc && cp /tmp/x sudoers", []middleware.Effect{rd("/tmp/x"), wr("/etc/sudoers")}, nil},
		{"cd root", "cd / && rm -rf home", []middleware.Effect{del("/home")}, nil},
		{"cd twice", "cd ~ && cd .ssh && cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"cd dash", "cd ~/.ssh && cd /tmp && cd - && cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"cd dash unknown", "cd - && cat id_rsa", []middleware.Effect{rd("id_rsa")}, nil},
		{"cd options", "cd -P -- ~/.aws && cat credentials", []middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"cd redirect", "cd ~/.ssh; cat >> authorized_keys < /tmp/k", []middleware.Effect{wr("~/.ssh/authorized_keys")}, nil},
		{"cd git hooks", "cd .git/hooks && cp /tmp/x pre-commit", []middleware.Effect{wr(".git/hooks/pre-commit")}, nil},
		{"cd above home", "cd ~ && rm -rf ../x", []middleware.Effect{del("~/../x")}, nil},
		{"python server", "cd ~ && python3 -m http.server 8000",
			[]middleware.Effect{unk(rd("~/**"))}, []middleware.Effect{unk(rd("./**"))}},
		{"workdir marker kept", "cd ~ && rm -rf *",
			[]middleware.Effect{opPath(middleware.EffectDelete, effects.WorkdirContents)}, nil},
		{"run by path", "cd /tmp && ./x.sh", []middleware.Effect{ex("/tmp/x.sh")}, nil},
		{"written then run", "cd /tmp && echo 'rm -rf ~' > x.sh && sh /tmp/x.sh", []middleware.Effect{del("~")}, nil},
		{"written computed dir", "cd ~/$P && echo 'rm -rf ~' > x.sh && sh ./x.sh", []middleware.Effect{del("~")}, nil},
		{"written elsewhere", "echo 'rm -rf ~' > x.sh && cd /tmp && sh x.sh", []middleware.Effect{rd("/tmp/x.sh")}, []middleware.Effect{del("~")}},
		{"link then cd", "ln -s ~ x && cd x && rm -rf .ssh", []middleware.Effect{del("x/.ssh"), del("~/.ssh")}, nil},
		{"cd then link", "cd ~ && ln -s .ssh k && cat k/id_rsa", []middleware.Effect{rd("~/k/id_rsa"), rd("~/.ssh/id_rsa")}, nil},
		{"link before", "ln -s ~/.ssh k && cd /tmp && cat k/id_rsa", []middleware.Effect{rd("/tmp/k/id_rsa")}, []middleware.Effect{rd("~/.ssh/id_rsa")}},

		{"CDPATH", "CDPATH=~ cd .ssh && cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"CDPATH export", "export CDPATH=.:/etc; cd sudoers.d && cp /tmp/x y", []middleware.Effect{wr("/etc/sudoers.d/y")}, nil},
		{"CDPATH dot", "CDPATH=~ cd ./sub && rm -rf x", []middleware.Effect{del("sub/x")}, nil},
		{"builtin cd", "builtin cd ~/.ssh && cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"command cd", "command cd /etc && cp /tmp/x sudoers", []middleware.Effect{wr("/etc/sudoers")}, nil},

		{"xargs placeholder", "cd ~ && find / -name '*.mp3' | xargs -I{} mv {} /mnt/mp3", []middleware.Effect{wr("/mnt/mp3")},
			[]middleware.Effect{unk(rd("~/{}")), unk(del("~/{}"))}},
		{"find -L start", "cd ~ && find -L /usr/ports/packages -type l -delete", nil, []middleware.Effect{del("~")}},
		{"find dot", "cd ~ && find . -type f -delete", []middleware.Effect{del("~")}, nil},

		// pushd and popd
		{"pushd", "pushd ~ ; rm -rf .ssh; popd", []middleware.Effect{del("~/.ssh")}, nil},
		{"popd returns", "pushd ~ && popd && rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"pushd nested", "pushd /etc && pushd ~ && popd && cp /tmp/x sudoers", []middleware.Effect{wr("/etc/sudoers")}, nil},
		{"pushd swap", "pushd ~ && pushd && rm -rf .ssh", []middleware.Effect{del(".ssh")}, nil},
		{"pushd -n", "pushd -n ~ && rm -rf .ssh", []middleware.Effect{del(".ssh")}, nil},
		{"popd empty", "popd && rm -rf .ssh", []middleware.Effect{del(".ssh")}, nil},

		// wrappers that run their command elsewhere
		{"env -C", "env -C ~/.ssh cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"env --chdir=", "env --chdir=/etc cp /tmp/x sudoers", []middleware.Effect{wr("/etc/sudoers")}, nil},
		{"env -iC", "env -i -u PATH -C ~ rm -rf .ssh", []middleware.Effect{del("~/.ssh")}, nil},
		{"env -C stays", "env -C ~ true; rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"sudo -D", "sudo -u root -D /etc cp /tmp/x sudoers", []middleware.Effect{wr("/etc/sudoers")}, nil},
		{"env no chdir", "env -u X rm -rf .ssh", []middleware.Effect{del(".ssh")}, nil},

		// PowerShell
		{"Set-Location", `Set-Location ~\.aws; Get-Content credentials`, []middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"sl home", `Set-Location; Remove-Item .ssh -Recurse -Force`, []middleware.Effect{del("~/.ssh")}, nil},
		{"Push-Location", `Push-Location C:\Users\me\.ssh; Remove-Item id_ed25519; Pop-Location; Remove-Item x`,
			[]middleware.Effect{del("/Users/me/.ssh/id_ed25519"), del("x")}, []middleware.Effect{del("/Users/me/.ssh/x")}},
		{"Set-Location computed", `Set-Location $env:TEMP; Remove-Item build -Recurse`, []middleware.Effect{del("build")}, nil},

		// code run by an interpreter: in the line's directory, and its own chdir
		{"python in cd", `cd ~/.ssh && python3 -c "print(open('id_rsa').read())"`, []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"os.chdir", `python3 -c "import os; os.chdir(os.path.expanduser('~/.aws')); print(open('credentials').read())"`,
			[]middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"process.chdir", `node -e "process.chdir('/etc'); require('fs').writeFileSync('sudoers', 'x')"`,
			[]middleware.Effect{wr("/etc/sudoers")}, nil},
		{"Dir.chdir", `ruby -e 'Dir.chdir(Dir.home); File.delete(".bashrc")'`, []middleware.Effect{del("~/.bashrc")}, nil},
		{"chdir computed", `python3 -c "import os,sys; os.chdir(sys.argv[1]); open('x','w')"`, []middleware.Effect{wr("x")}, nil},
		{"chdir stays in code", `python3 -c "import os; os.chdir('/etc')"; rm -rf x`, []middleware.Effect{del("x")}, []middleware.Effect{del("/etc/x")}},

		// scopes that do not move the line
		{"subshell inside", "(cd ~/.ssh && tar cf - .)", []middleware.Effect{rd("~/.ssh")}, nil},
		{"subshell after", "(cd ~); rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"cmdsubst", "echo $(cd ~) && rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"cmdsubst inside", "x=$(cd ~/.ssh && cat id_rsa)", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"pipe side", "cd ~ | cat; rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"background", "cd ~ & rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"nested shell", "bash -c 'cd ~'; rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("~/.ssh")}},
		{"nested shell inside", "bash -c 'cd ~ && rm -rf .ssh'", []middleware.Effect{del("~/.ssh")}, nil},
		{"eval moves", "eval 'cd ~'; rm -rf .ssh", []middleware.Effect{del("~/.ssh")}, nil},
		{"function body", "f() { cd ~; }; rm -rf .ssh", []middleware.Effect{del(".ssh")}, nil},
		{"nested starts here", "cd ~ && bash -c 'rm -rf .ssh'", []middleware.Effect{del("~/.ssh")}, nil},

		// || : a cd that fails stays
		{"or exit", "cd ~/.ssh || exit 1; cat id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"or fallback", "cd /tmp || cd ~/.ssh; cat id_rsa", []middleware.Effect{rd("/tmp/id_rsa")}, nil},
		{"or fallback placed", "cd x || rm -rf .ssh", []middleware.Effect{del(".ssh")}, []middleware.Effect{del("x/.ssh")}},

		// a computed directory
		{"cd computed", `cd "$D" && rm -rf build`, []middleware.Effect{del("build")}, nil},
		{"cd cmdsubst", "cd $(mktemp -d) && rm -rf build", []middleware.Effect{del("build")}, nil},
		{"cd computed up", `cd "$D" && cd .. && rm -rf build`, []middleware.Effect{del("build")}, []middleware.Effect{del("../build")}},
		{"ls xargs", "cd ~ && ls | xargs rm -rf", []middleware.Effect{del("~/*")}, nil},
		{"kill all stays", "cd ~ && kill -9 -1", []middleware.Effect{opPath(middleware.EffectProcess, effects.AllTargets)}, nil},
		{"cd known prefix", "cd ~/$P && rm -rf build", []middleware.Effect{unk(del("~/$P/build"))}, nil},
		{"cd computed below", `cd ~/.ssh/"$K" && cat x`, []middleware.Effect{unk(rd("~/.ssh/$K/x"))}, nil},
		{"cmd spelling", `cd /d C:\work && del x`, []middleware.Effect{ex("cd")}, nil},
		{"absolute stays", "cd ~ && cat /etc/hosts $X", []middleware.Effect{rd("/etc/hosts"), unk(rd("$X"))}, nil},
	}
	runEffectCases(t, false, cases)
}
