package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// macOS's own tools for the files that decide what runs at login and
// what the keychain holds: property lists (a LaunchAgent is one), the
// preferences database, and the keychain.

// macRows join the catalogue of argument roles (effects_catalogue.go).
var macRows = []effectRow{
	{names: "defaults", fn: defaultsFn},
	{names: "plutil", fn: plutilFn},
	{names: "plistbuddy", fn: plistBuddyFn},
	{names: "security", fn: securityFn},
	{names: "installer", fn: installerFn},
}

// installerFn: installer -pkg PKG -target VOL installs a package, whose
// scripts run as root: the package's code is run (fetched when it is a
// URL, a program run by path otherwise, so a package the same call
// downloaded is download-exec).
func installerFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i+1 < len(args); i++ {
		if args[i].s == "-pkg" || args[i].s == "-package" {
			e.runCode(args[i+1])
		}
	}
	return stdout{}
}

// defaultsFn: defaults [-currentHost|-host H] VERB DOMAIN … reads or
// writes the property list of DOMAIN, ~/Library/Preferences/DOMAIN.plist
// (a path when DOMAIN is one). write, delete, rename and import change it;
// read, find, export and the rest read it. LoginHook and LogoutHook of
// com.apple.loginwindow name a script run as root at every login: the
// preference file is a startup file (the policy's startup class), and
// the script is judged as run.
func defaultsFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for len(args) > 0 && (args[0].s == "-currentHost" || args[0].s == "-host") {
		if args[0].s == "-host" && len(args) > 1 {
			args = args[1:]
		}
		args = args[1:]
	}
	if len(args) < 2 {
		return stdout{}
	}
	verb, domain := args[0].s, args[1]
	if domain.s == "-g" || domain.s == "-globalDomain" || domain.s == "NSGlobalDomain" {
		domain = field{s: ".GlobalPreferences"}
	}
	plist := domain
	if !strings.HasPrefix(domain.s, "/") && !strings.HasPrefix(domain.s, "~") {
		plist = field{s: "~/Library/Preferences/" + domain.s, dyn: domain.dyn}
	}
	if !strings.HasSuffix(plist.s, ".plist") {
		plist.s += ".plist"
	}
	switch verb {
	case "write", "delete", "rename", "import":
		e.addPath(middleware.EffectWrite, plist)
		if verb == "import" && len(args) > 2 {
			e.addPath(middleware.EffectRead, args[2])
		}
	case "read", "read-type", "export":
		e.addPath(middleware.EffectRead, plist)
	}
	if verb == "write" && len(args) >= 4 && (args[2].s == "LoginHook" || args[2].s == "LogoutHook") {
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "defaults"})
		e.runFile(args[3])
	}
	return stdout{}
}

// plutilVerbs are plutil's options that change the file in place.
var plutilVerbs = setOf(words("-insert -replace -remove -convert -create -append"))

// plutilFn: plutil -insert|-replace|-remove KEY [-TYPE VALUE] FILE and
// -convert FMT FILE… rewrite the last file (or write -o OUT); -lint, -p
// and -extract read. A LaunchAgent edited this way is one written.
func plutilFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	writes := false
	var out *field
	for i, a := range args {
		if plutilVerbs[a.s] {
			writes = true
		}
		if (a.s == "-o" || a.s == "-output") && i+1 < len(args) {
			out = &args[i+1]
		}
	}
	if len(args) == 0 {
		return stdout{}
	}
	file := args[len(args)-1]
	switch {
	case out != nil:
		e.addPath(middleware.EffectRead, file)
		e.addPath(middleware.EffectWrite, *out)
	case writes:
		e.addPath(middleware.EffectWrite, file)
	case !strings.HasPrefix(file.s, "-"):
		e.addPath(middleware.EffectRead, file)
	}
	return stdout{}
}

// plistBuddyWrites are PlistBuddy's commands that change the file.
var plistBuddyWrites = setOf(words("add set delete merge import clear save copy"))

// plistBuddyFn: PlistBuddy [-x] [-c CMD]… FILE runs each command on FILE:
// Add, Set, Delete, Merge, Import, Clear, Copy and Save write it; Print
// reads it.
func plistBuddyFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	writes := false
	var file *field
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a.s == "-c" && i+1 < len(args):
			verb, _, _ := strings.Cut(strings.TrimSpace(args[i+1].s), " ")
			writes = writes || plistBuddyWrites[strings.ToLower(verb)] || args[i+1].dyn
			i++
		case !strings.HasPrefix(a.s, "-"):
			file = &args[i]
		}
	}
	if file == nil {
		return stdout{}
	}
	if writes {
		e.addPath(middleware.EffectWrite, *file)
	} else {
		e.addPath(middleware.EffectRead, *file)
	}
	return stdout{}
}

// securityFn: security dump-keychain -d prints every secret of a keychain
// decrypted, and security export with -t identities or privKeys writes
// its private keys out: a read of the keychain file itself (the
// credential class), not one printed token. A keychain named without a
// path is in ~/Library/Keychains; with none, the login keychain.
func securityFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 {
		return stdout{}
	}
	var keychains []field
	decrypt, keys := false, false
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "-k" && i+1 < len(args):
			keychains = append(keychains, args[i+1])
			i++
		case a.s == "-t" && i+1 < len(args):
			t := args[i+1].s
			keys = t == "identities" || t == "privKeys" || t == "all"
			i++
		case a.s == "-o" && i+1 < len(args):
			e.addPath(middleware.EffectWrite, args[i+1])
			i++
		case a.s == "-f" || a.s == "-P" || a.s == "-Z":
			i++
		case strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--"):
			decrypt = decrypt || strings.Contains(a.s, "d")
		default:
			keychains = append(keychains, a)
		}
	}
	switch {
	case args[0].s == "dump-keychain" && decrypt, args[0].s == "export" && keys:
	default:
		return stdout{}
	}
	if len(keychains) == 0 {
		keychains = []field{{s: "login.keychain-db"}}
	}
	for _, k := range keychains {
		if !strings.Contains(k.s, "/") {
			k.s = "~/Library/Keychains/" + k.s
		}
		e.addPath(middleware.EffectRead, k)
	}
	return stdout{}
}
