package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsWriteInto: a copy, a move or a link into a directory writes
// the names it brings there; an archive unpacked into a directory may
// write any name below it; a computed destination adds nothing.
func TestEffectsWriteInto(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"cp into the home", "cp .bashrc ~", []middleware.Effect{wr("~"), wr("~/.bashrc")}, nil},
		{"mv into the home", "mv x/.zshrc ~/", []middleware.Effect{wr("~/.zshrc")}, nil},
		{"cp -t", "cp -t ~/.ssh authorized_keys", []middleware.Effect{wr("~/.ssh/authorized_keys")}, nil},
		{"install into a bin", "install -m 755 bin/tool ~/.local/bin/", []middleware.Effect{wr("~/.local/bin/tool")}, nil},
		{"ln into hooks", "ln -s ../../hook .git/hooks", []middleware.Effect{wr(".git/hooks/hook")}, nil},
		{"cp a directory's contents", "cp -r dotfiles/. ~", []middleware.Effect{unk(wr("~/**"))}, nil},
		{"rsync a directory's contents", "rsync -a dotfiles/ ~/", []middleware.Effect{unk(wr("~/**"))}, nil},
		{"rsync a directory", "rsync -a dotfiles ~/backup", []middleware.Effect{wr("~/backup/dotfiles")}, []middleware.Effect{unk(wr("~/backup/**"))}},
		{"scp down", "scp host.example:.bashrc ~/", []middleware.Effect{wr("~/"), wr("~/.bashrc")}, nil},
		{"tar -C", "tar xf payload.tar -C ~", []middleware.Effect{wr("~"), unk(wr("~/**"))}, nil},
		{"unzip -d", "unzip -o payload.zip -d ~", []middleware.Effect{wr("~"), unk(wr("~/**"))}, nil},
		{"tar here", "tar xf vendor.tar", []middleware.Effect{unk(wr("./**"))}, nil},
		{"7z -o", "7z x evil.7z -o/etc -y", []middleware.Effect{rd("evil.7z"), wr("/etc"), unk(wr("/etc/**"))}, nil},
		{"7z here", "7z x build.7z", []middleware.Effect{unk(wr("./**"))}, nil},
		{"7z a reads a tree", "7z a -p /tmp/k.7z ~/.gnupg", []middleware.Effect{rd("~/.gnupg"), unk(rd("~/.gnupg/**")), wr("/tmp/k.7z")}, nil},
		{"7z l", "7z l x.7z", []middleware.Effect{rd("x.7z")}, []middleware.Effect{unk(wr("./**"))}},
		{"unrar into a directory", "unrar x evil.rar ~/.ssh/", []middleware.Effect{wr("~/.ssh/"), unk(wr("~/.ssh/**"))}, nil},
		{"computed destination", `cp .bashrc "$DEST"`, nil, []middleware.Effect{wr("$DEST/.bashrc")}},
		{"gpg secret keys", "gpg --armor --export-secret-keys me@x.example", []middleware.Effect{rd("secret:gpg")}, nil},
		{"gpg public keys", "gpg --armor --export me@x.example", nil, []middleware.Effect{rd("secret:gpg")}},
	})
}
