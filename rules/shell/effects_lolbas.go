package shell

import (
	"regexp"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"mvdan.cc/sh/v3/syntax"
)

// Windows programs that ship with the system and run, fetch or decode
// code for whoever asks (the LOLBAS project's "living off the land"
// binaries): what each does to the code or file it is pointed at. Their
// arguments are read as cmd.exe passes them (field.win): backslashes are
// path separators, \\host\share\x is a file on another machine.

// loader is what a code loader does with the operands that name code.
type loader struct {
	// valOpts are the switches whose value is the next word (/p NAME).
	valOpts []string
	// codeOpts are the switches whose value names the code (msiexec /i
	// PKG, pcalua -a PROG); with none, every operand does.
	codeOpts []string
	// firstOnly: only the first operand names code (rundll32 DLL,Entry
	// ARGS…: the rest are the entry point's arguments).
	firstOnly bool
	// registers: running it also registers the code with the system (COM
	// classes, a service installer), so it runs again later, unless one
	// of undo is given (/u: unregister).
	registers bool
	undo      []string
	// foreign: the code it runs from a local file is script in a
	// language the walk does not read, run with the user's full rights
	// (mshta: an HTML application's VBScript or JScript, outside the
	// browser's sandbox). A program run by path is judged by where the
	// file is; this is judged as the inline script it would be.
	foreign bool
}

// loaders are the code loaders, by name. rundll32 calls a DLL's entry
// point (or mshtml's, on inline javascript:); regsvr32 calls a DLL's
// DllRegisterServer, or DllInstall with /i:ARG (scrobj.dll fetches and
// runs the scriptlet at that URL); mshta runs an HTML application;
// msiexec installs a package, whose custom actions run as SYSTEM;
// InstallUtil, RegAsm and RegSvcs run the installer or registration code
// of a .NET assembly; cmstp installs a connection profile, whose INF runs
// commands; pcalua -a runs a program; odbcconf /a {REGSVR DLL} registers
// a DLL. Each is judged as running that code: fetched from the network
// when it is a URL or a UNC path (download-exec), a program run by path
// when it is a local file.
var loaders = map[string]loader{
	"rundll32":    {firstOnly: true},
	"regsvr32":    {registers: true, undo: []string{"/u", "-u"}},
	"mshta":       {foreign: true},
	"msiexec":     {codeOpts: []string{"/i", "/package", "/a", "/j", "/fa", "/f", "/update", "/p", "/y", "/x", "/uninstall"}, valOpts: []string{"/l*v", "/log", "/t"}},
	"installutil": {registers: true, undo: []string{"/u", "/uninstall", "-u"}},
	"regasm":      {registers: true, undo: []string{"/u", "/unregister"}},
	"regsvcs":     {registers: true, undo: []string{"/u", "/uninstall"}},
	"cmstp":       {},
	"pcalua":      {codeOpts: []string{"-a"}, valOpts: []string{"-c", "-d"}},
	"odbcconf":    {},
	"wscript":     {},
	"cscript":     {},
}

// lolbasRows join the catalogue of argument roles (effects_catalogue.go).
var lolbasRows = []effectRow{
	{names: "rundll32 regsvr32 mshta msiexec installutil regasm regsvcs cmstp pcalua odbcconf wscript cscript", fn: loaderFn},
	{names: "certutil", fn: certutilFn},
	{names: "bitsadmin", fn: bitsadminFn},
	{names: "cmd", fn: cmdFn},
	{names: "sc", fn: scFn},
	{names: "wmic", fn: wmicFn},
	{names: "forfiles", fn: forfilesFn},
	// esentutl /y SRC [/d DST] [/vss] copies a file, even one Windows
	// holds open (the SAM, ntds.dit, a browser's database) with /vss
	{names: "esentutl", fn: esentutlFn},
}

// lolbasNames are the programs of lolbasRows, which cmdLine judges (set
// in the catalogue's init: the rows' functions reach cmdLine).
var lolbasNames map[string]bool

// cmdLine reads text that is not POSIX shell as cmd.exe would: commands
// split at &, | and line ends (&& and || too, not at ;), words at blanks
// outside double quotes, carets and quotes dropped, and judges those that
// run a program of lolbasRows (rundll32 javascript:"…";…: a ; that is no
// separator there).
func (e *ewalker) cmdLine(text string) {
	for _, stmt := range strings.FieldsFunc(text, func(r rune) bool { return r == '&' || r == '|' || r == '\n' || r == '\r' }) {
		ws := cmdWords(stmt)
		if len(ws) == 0 || !lolbasNames[cmdName(strings.TrimLeft(ws[0], "@("))] {
			continue
		}
		args := make([]field, len(ws))
		for i, w := range ws {
			args[i] = field{s: w, dyn: strings.Count(w, "%") >= 2}
		}
		args[0].s = strings.TrimLeft(ws[0], "@(")
		e.run(args, stdin{})
	}
}

// cmdWords splits a cmd.exe command at blanks outside double quotes,
// dropping the quotes and the caret escapes.
func cmdWords(stmt string) []string {
	var out []string
	var b strings.Builder
	quoted, in := false, false
	for i := 0; i < len(stmt); i++ {
		switch c := stmt[i]; {
		case c == '"':
			quoted, in = !quoted, true
		case c == '^' && !quoted && i+1 < len(stmt):
			i++
			b.WriteByte(stmt[i])
			in = true
		case (c == ' ' || c == '\t') && !quoted:
			if in {
				out, in = append(out, b.String()), false
				b.Reset()
			}
		default:
			b.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}

// winArg is an argument as a Windows program reads it.
func winArg(f field) string {
	if f.win != nil {
		return *f.win
	}
	return f.s
}

// winSpelling is a word as cmd.exe reads it, when it holds a backslash
// that a POSIX shell would take as an escape: the literal text with its
// quotes removed. ok is false for a word without one, or with a part
// whose value the walk computes.
func winSpelling(w *syntax.Word) (string, bool) {
	bs := false
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
			bs = bs || strings.Contains(x.Value, `\`)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					bs = bs || strings.Contains(l.Value, `\`)
				}
			}
		}
	}
	if !bs {
		return "", false
	}
	// as written: cmd.exe drops the quotes and keeps every backslash
	return literalText(w, func(b *strings.Builder, s string, _ bool) { b.WriteString(s) })
}

// cmdField is a Windows argument as a path of the policy: backslashes are
// slashes, %USERPROFILE% is the home directory (%APPDATA% and
// %LOCALAPPDATA% are under it: winProfileDirs), a drive path is spelled
// as the POSIX path of its kind (windowsPath), and %VAR% makes it
// computed.
func cmdField(f field) field {
	s := winArg(f)
	g := pwshField(s)
	g.dyn = g.dyn || f.dyn || strings.Count(s, "%") >= 2
	return g
}

// isUNC: a path on another machine, \\host\share\file. (//host/share
// is one too, but //nologo is how cscript spells its switches.)
func isUNC(s string) bool {
	return len(s) > 2 && strings.HasPrefix(s, `\\`) && s[2] != '\\' && s[2] != '/' && s[2] != '.' && s[2] != '?'
}

// inlineSchemes are the URL schemes whose "address" is script text that
// mshtml runs (mshta javascript:…, rundll32 javascript:"\..\mshtml,…").
var inlineSchemes = []string{"javascript:", "vbscript:", "jscript:", "about:"}

// urlInText finds the URLs a script fetches (GetObject("script:https://…")).
var urlInText = regexp.MustCompile(`(?i)\b(https?|ftp)://[^\s"'()<>]+`)

// runCode judges an operand that names code a Windows program runs: a
// URL or UNC path is fetched and run (code nobody read: unknown), inline
// script is unknown code that fetches the URLs it names, and a local file
// is a program run by path.
func (e *ewalker) runCode(f field) {
	s := winArg(f)
	low := strings.ToLower(strings.TrimLeft(s, `"'`))
	for _, sch := range inlineSchemes {
		if strings.HasPrefix(low, sch) {
			e.add(middleware.Effect{Op: middleware.EffectExec, Unknown: true, Class: effects.ClassForeignScript})
			for _, u := range urlInText.FindAllString(s, 8) {
				e.net(field{s: u}, dirDownload)
			}
			return
		}
	}
	switch {
	case strings.Contains(low, "://"):
		e.net(field{s: s, dyn: f.dyn}, dirDownload)
		e.add(unknownExec)
	case isUNC(s):
		e.net(field{s: "smb:" + strings.ReplaceAll(s, `\`, "/"), dyn: f.dyn}, dirDownload)
		e.add(unknownExec)
	default:
		p := cmdField(f)
		e.addPath(middleware.EffectRead, p)
		e.add(middleware.Effect{Op: middleware.EffectExec, Program: p.s, Unknown: p.dyn})
	}
}

// winSwitch reads a Windows switch (/i, -i, /i:VALUE, /LogFile=x) as its
// lower-cased name and attached value.
func winSwitch(s string) (name, val string, ok bool) {
	if len(s) < 2 || s[0] != '/' && s[0] != '-' || isUNC(s) {
		return "", "", false
	}
	if s[0] == '/' && s[1] != '/' && strings.Count(s, "/") > 1 && !strings.ContainsAny(s, ":=") {
		return "", "", false // /tmp/x: a POSIX path (//nologo is a switch)
	}
	name, val, _ = strings.Cut(s, ":")
	if n, v, eq := strings.Cut(name, "="); eq {
		name, val = n, v
	}
	return strings.ToLower(name), val, true
}

// loaderFn judges a code loader of the loaders table.
func loaderFn(e *ewalker, name string, args []field, _ stdin) stdout {
	l := loaders[name]
	undo, named := false, false
	for i := 0; i < len(args); i++ {
		sw, val, ok := winSwitch(winArg(args[i]))
		if !ok {
			if len(l.codeOpts) == 0 && (!l.firstOnly || !named) {
				f := args[i]
				if l.firstOnly {
					// DLL,EntryPoint: the DLL is the code
					if w, _, cut := strings.Cut(winArg(f), ","); cut && !hasInlineScheme(w) {
						f = field{s: w, dyn: f.dyn}
					}
				}
				e.runCode(f)
				if l.foreign && !hasInlineScheme(winArg(f)) {
					e.add(middleware.Effect{Op: middleware.EffectExec, Unknown: true, Class: effects.ClassForeignScript})
				}
				named = true
			}
			continue
		}
		switch {
		case containsStr(l.undo, sw):
			undo = true
		case sw == "/i" && val != "" && name == "regsvr32":
			// DllInstall's argument: scrobj.dll fetches a URL given here
			if strings.Contains(val, "://") || isUNC(val) {
				e.runCode(field{s: val})
			}
		case containsStr(l.codeOpts, sw):
			if val != "" {
				e.runCode(field{s: val})
			} else if i+1 < len(args) {
				i++
				e.runCode(args[i])
			}
		case containsStr(l.valOpts, sw) && val == "":
			i++
		}
	}
	if l.registers && !undo && named {
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: name})
	}
	return stdout{}
}

func hasInlineScheme(s string) bool {
	low := strings.ToLower(s)
	for _, sch := range inlineSchemes {
		if strings.HasPrefix(low, sch) {
			return true
		}
	}
	return false
}

// certutilFn: certutil -urlcache [-split] [-f] URL [FILE] and -verifyctl
// -f URL download (the file is written where FILE or the URL's name
// says); -decode and -decodehex IN OUT write OUT from an encoding, which
// is how a payload is smuggled past what reads the line (its content is
// code nobody saw: decodedCode); -encode reads IN and writes OUT; any
// other verb reads its operands (-hashfile, -dump).
func certutilFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	verb := ""
	var ops []field
	for _, a := range args {
		if sw, _, ok := winSwitch(winArg(a)); ok {
			switch sw {
			case "-urlcache", "/urlcache", "-verifyctl", "/verifyctl", "-decode", "/decode", "-decodehex", "/decodehex", "-encode", "/encode":
				verb = sw[1:]
			}
			continue
		}
		ops = append(ops, a)
	}
	switch verb {
	case "urlcache", "verifyctl":
		for i, o := range ops {
			if strings.Contains(winArg(o), "://") {
				e.net(field{s: winArg(o), dyn: o.dyn}, dirDownload)
				out := field{s: baseName(strings.TrimRight(winArg(o), "/"))}
				if i+1 < len(ops) {
					out = cmdField(ops[i+1])
				}
				e.addPath(middleware.EffectWrite, out)
			}
		}
	case "decode", "decodehex":
		if len(ops) >= 2 {
			e.addPath(middleware.EffectRead, cmdField(ops[0]))
			e.decodedInto(cmdField(ops[1]))
		}
	case "encode":
		if len(ops) >= 2 {
			e.addPath(middleware.EffectRead, cmdField(ops[0]))
			e.addPath(middleware.EffectWrite, cmdField(ops[1]))
		}
	default:
		for _, o := range ops {
			e.addPath(middleware.EffectRead, cmdField(o))
		}
	}
	return stdout{}
}

// decodedInto records a file written from an encoding: a write the
// effects policy knows holds code nobody read (effects.ClassDecoded), so
// that running it in the same call is judged as running fetched code.
func (e *ewalker) decodedInto(f field) {
	if f.s == "" {
		return
	}
	e.add(middleware.Effect{Op: middleware.EffectWrite, Path: f.s, Unknown: f.dyn, Class: effects.ClassDecoded})
}

// bitsadminFn: bitsadmin /transfer NAME [/download|/upload] [/priority
// P] URL FILE… downloads URL into FILE (or sends FILE with /upload);
// /addfile JOB URL FILE does the same for a job; /SetNotifyCmdLine JOB
// PROG ARGS runs a program when the job ends, again at every retry:
// persistence, and the program is judged as run.
func bitsadminFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	upload := false
	for _, a := range args {
		if sw, _, ok := winSwitch(winArg(a)); ok && sw == "/upload" {
			upload = true
		}
	}
	for i := 0; i < len(args); i++ {
		s := winArg(args[i])
		sw, _, ok := winSwitch(s)
		switch {
		case ok && sw == "/setnotifycmdline" && i+2 < len(args):
			e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "bitsadmin"})
			e.runCode(args[i+2])
			i = len(args)
		case ok && (sw == "/priority" || sw == "/setpriority"):
			i++
		case !ok && strings.Contains(s, "://"):
			dir, role := dirDownload, middleware.EffectWrite
			if upload {
				dir, role = dirSend, middleware.EffectRead
			}
			e.net(field{s: s, dyn: args[i].dyn}, dir)
			if i+1 < len(args) {
				e.addPath(role, cmdField(args[i+1]))
				i++
			}
		}
	}
	return stdout{}
}

// cmdFn: cmd /c TEXT (or /k, /r) runs TEXT as a command line.
func cmdFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i, a := range args {
		if sw, _, ok := winSwitch(a.s); ok && (sw == "/c" || sw == "/k" || sw == "/r") {
			parts := make([]string, 0, len(args)-i-1)
			dyn := false
			for _, r := range args[i+1:] {
				parts = append(parts, winArg(r))
				dyn = dyn || r.dyn
			}
			e.runText(field{s: strings.Join(parts, " "), dyn: dyn})
			break
		}
	}
	return stdout{}
}

// scFn: sc create NAME binPath= CMD (or sc config … binPath=) installs a
// service, a program Windows runs at boot as SYSTEM: persistence, and
// CMD is judged as run (sc config of other settings, start= or type=,
// makes nothing new run). sc \\HOST …: another machine's services.
func scFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) > 0 && isUNC(winArg(args[0])) {
		args = args[1:]
	}
	if len(args) == 0 {
		return stdout{}
	}
	verb := strings.ToLower(args[0].s)
	if verb != "create" && verb != "config" && verb != "failure" {
		return stdout{}
	}
	runs := verb == "create" // config and failure persist only when they name a program
	for i, a := range args {
		switch strings.ToLower(a.s) {
		case "binpath=", "command=":
			if i+1 < len(args) {
				runs = true
				e.runText(field{s: winArg(args[i+1]), dyn: args[i+1].dyn})
			}
		}
	}
	if runs {
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "sc"})
	}
	return stdout{}
}

// wmicFn: wmic [/node:HOST] process call create "CMD" runs CMD, on HOST
// when one is named (judged as run here, as ssh's command is, with the
// host reached both ways).
func wmicFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	host := ""
	var rest []string
	for i, a := range args {
		sw, val, ok := winSwitch(winArg(a))
		if ok && sw == "/node" {
			host = strings.Trim(val, `"'`)
			continue
		}
		if ok {
			continue
		}
		rest = append(rest, strings.ToLower(a.s))
		if len(rest) == 3 && rest[0] == "process" && rest[1] == "call" && rest[2] == "create" && i+1 < len(args) {
			cmd := field{s: winArg(args[i+1]), dyn: args[i+1].dyn}
			if host != "" && host != "." && !strings.EqualFold(host, "localhost") {
				e.net(field{s: "//" + host}, "")
				e.remoteRun(cmd)
			} else {
				e.runText(cmd)
			}
			break
		}
	}
	return stdout{}
}

// forfilesFn: forfiles [/p DIR] [/m MASK] [/s] /c "CMD" runs CMD for each
// file it finds (@file, @path stand for it).
func forfilesFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i, a := range args {
		if sw, _, ok := winSwitch(winArg(a)); ok && sw == "/c" && i+1 < len(args) {
			e.runText(field{s: winArg(args[i+1]), dyn: args[i+1].dyn})
		}
	}
	return stdout{}
}

// isDrivePath: a Windows path from a drive (C:\…, c:/…) or from a
// variable cmd.exe expands (%USERPROFILE%\…).
func isDrivePath(s string) bool {
	return len(s) >= 3 && s[1] == ':' && (s[2] == '\\' || s[2] == '/') && (s[0]|0x20 >= 'a' && s[0]|0x20 <= 'z') ||
		strings.HasPrefix(s, "%") && strings.Count(s, "%") >= 2
}

// esentutlFn: esentutl /y SRC [/d DST] reads SRC and writes DST (or SRC's
// name in the working directory).
func esentutlFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	var want middleware.EffectOp // what the next path is (/y SRC, /d DST; /vss may come between)
	for _, a := range args {
		switch sw, _, ok := winSwitch(winArg(a)); {
		case ok && sw == "/y":
			want = middleware.EffectRead
		case ok && sw == "/d":
			want = middleware.EffectWrite
		case ok:
		case want != 0:
			e.addPath(want, cmdField(a))
			want = 0
		}
	}
	return stdout{}
}
