package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// macOS property lists, preferences and the keychain (effects_macos.go):
// what each command writes or reads, and the everyday reads that write
// nothing.
func TestEffectsMacOS(t *testing.T) {
	t.Parallel()
	const agent = "~/Library/LaunchAgents/com.x.plist"
	runEffectCases(t, false, []effectCase{
		{"plistbuddy add", `/usr/libexec/PlistBuddy -c "Add :ProgramArguments:0 string /tmp/x.sh" ` + agent, []middleware.Effect{wr(agent)}, nil},
		{"plistbuddy print", `/usr/libexec/PlistBuddy -c "Print :Label" ` + agent, []middleware.Effect{rd(agent)}, []middleware.Effect{wr(agent)}},
		{"plutil insert", `plutil -insert ProgramArguments -json '["/bin/sh"]' ` + agent, []middleware.Effect{wr(agent)}, nil},
		{"plutil convert -o", `plutil -convert xml1 -o out.plist Info.plist`, []middleware.Effect{rd("Info.plist"), wr("out.plist")}, []middleware.Effect{wr("Info.plist")}},
		{"plutil lint", `plutil -lint Info.plist`, []middleware.Effect{rd("Info.plist")}, []middleware.Effect{wr("Info.plist")}},
		{"defaults write", `defaults write com.apple.dock autohide -bool true`, []middleware.Effect{wr("~/Library/Preferences/com.apple.dock.plist")}, nil},
		{"defaults read", `defaults read com.apple.dock autohide`, []middleware.Effect{rd("~/Library/Preferences/com.apple.dock.plist")}, []middleware.Effect{wr("~/Library/Preferences/com.apple.dock.plist")}},
		{"defaults login hook", `defaults write com.apple.loginwindow LoginHook /Users/Shared/h.sh`,
			[]middleware.Effect{wr("~/Library/Preferences/com.apple.loginwindow.plist"), opProg(middleware.EffectPersist, "defaults"), rd("/Users/Shared/h.sh")}, nil},
		{"defaults path domain", `sudo defaults write /Library/Preferences/com.apple.loginwindow LoginHook /x.sh`, []middleware.Effect{wr("/Library/Preferences/com.apple.loginwindow.plist")}, nil},
		{"security dump -d", `security dump-keychain -d login.keychain`, []middleware.Effect{rd("~/Library/Keychains/login.keychain")}, nil},
		{"security dump default", `security dump-keychain -d`, []middleware.Effect{rd("~/Library/Keychains/login.keychain-db")}, nil},
		{"security dump without -d", `security dump-keychain`, nil, []middleware.Effect{rd("~/Library/Keychains/login.keychain-db")}},
		{"security export keys", `security export -k ~/Library/Keychains/login.keychain-db -t identities -f pkcs12 -o /tmp/k.p12`,
			[]middleware.Effect{rd("~/Library/Keychains/login.keychain-db"), wr("/tmp/k.p12")}, nil},
		{"security find-certificate", `security find-certificate -c "Apple Development" -a`, nil, []middleware.Effect{rd("~/Library/Keychains/login.keychain-db")}},
		{"osascript as administrator", `osascript -e 'do shell script "make install" with administrator privileges'`, []middleware.Effect{opProg(middleware.EffectPrivilege, "osascript")}, nil},
		{"installer pkg", `sudo installer -pkg /tmp/x.pkg -target /`, []middleware.Effect{ex("/tmp/x.pkg"), rd("/tmp/x.pkg")}, nil},
		{"sqlite3 insert", `sqlite3 ~/x.db "INSERT INTO t VALUES(1)"`, []middleware.Effect{rd("~/x.db"), wr("~/x.db")}, nil},
		{"sqlite3 select of a column named update", `sqlite3 app.db "SELECT last_update FROM t; SELECT 1"`, []middleware.Effect{rd("app.db")}, []middleware.Effect{wr("app.db")}},
		{"sqlite3 second statement writes", `sqlite3 app.db "SELECT 1; DELETE FROM t"`, []middleware.Effect{wr("app.db")}, nil},
		{"sqlite3 select", `sqlite3 app.db "SELECT count(*) FROM users"`, []middleware.Effect{rd("app.db")}, []middleware.Effect{wr("app.db")}},
		{"osascript plain", `osascript -e 'do shell script "make install"'`, nil, []middleware.Effect{opProg(middleware.EffectPrivilege, "osascript")}},
	})
}
