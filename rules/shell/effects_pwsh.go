package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// pwshRole is what a PowerShell command does with its target.
type pwshRole uint8

const (
	pwshDelete pwshRole = iota + 1
	pwshWrite
	pwshRead
	pwshNet
	pwshEval
	pwshSetLocation  // Set-Location, cd: the line moves (effects_cwd.go)
	pwshPushLocation // Push-Location, pushd
	pwshPopLocation  // Pop-Location, popd
	pwshRun
	pwshCopy
	pwshMove
)

// pwshRow is one row of the PowerShell commands the effects know: names
// and aliases (lower case), the role, and the parameters that name the
// target (the first positional argument does too).
type pwshRow struct {
	names  string
	role   pwshRole
	params []string
}

var pwshRows = []pwshRow{
	{names: "remove-item rm ri del erase rd rmdir", role: pwshDelete, params: []string{"-path", "-literalpath"}},
	{names: "set-content add-content out-file sc ac new-item ni", role: pwshWrite, params: []string{"-path", "-literalpath", "-filepath"}},
	{names: "get-content gc cat type", role: pwshRead, params: []string{"-path", "-literalpath"}},
	// Copy-Item and Move-Item read their sources and write -Destination
	// (or the last of two positional paths); a move deletes the sources
	{names: "copy-item copy cpi cp", role: pwshCopy, params: []string{"-path", "-literalpath"}},
	{names: "move-item move mi mv", role: pwshMove, params: []string{"-path", "-literalpath"}},
	{names: "invoke-webrequest iwr curl wget invoke-restmethod irm start-bitstransfer", role: pwshNet, params: []string{"-uri", "-source"}},
	{names: "invoke-expression iex", role: pwshEval},
	{names: "set-location sl cd chdir", role: pwshSetLocation, params: []string{"-path", "-literalpath"}},
	{names: "push-location pushd", role: pwshPushLocation, params: []string{"-path", "-literalpath"}},
	{names: "pop-location popd", role: pwshPopLocation},
	// Start-Process and Invoke-Item run the program or open the file
	// they name (-FilePath, -Path or the first argument)
	{names: "start-process saps start invoke-item ii", role: pwshRun, params: []string{"-filepath", "-path", "-literalpath"}},
}

var pwshIndex = mustIndexRows(pwshRows, func(r *pwshRow) string { return r.names })

// pwshSwitches are the PowerShell parameters of the rows that take no
// value; any other parameter's value is the next word.
var pwshSwitches = setOf(words("-recurse -r -force -usebasicparsing -passthru -nonewline -append -whatif -confirm -verbose -debug -asjob -noclobber -skipcertificatecheck -wait -nonewwindow -usenewenvironment"))

// isPwshSwitch: a switch, or an abbreviation PowerShell accepts for one
// (-fo is -Force, -rec is -Recurse).
func isPwshSwitch(l string) bool {
	if pwshSwitches[l] {
		return true
	}
	if len(l) < 3 {
		return false
	}
	for sw := range pwshSwitches {
		if strings.HasPrefix(sw, l) {
			return true
		}
	}
	return false
}

// pwshVerbs are the approved PowerShell verbs a line may start with.
var pwshVerbs = setOf(words("get set add remove new invoke out start stop copy move rename clear test write import export select where foreach format push pop"))

// looksPowerShell reports whether a line starts with a PowerShell
// Verb-Noun command (Remove-Item, Invoke-WebRequest).
func looksPowerShell(line string) bool {
	// (New-Object Net.WebClient).DownloadString(…): an expression whose
	// first command is a cmdlet
	first, _, _ := strings.Cut(strings.TrimLeft(strings.TrimSpace(line), "("), " ")
	verb, noun, ok := strings.Cut(first, "-")
	return ok && noun != "" && pwshVerbs[strings.ToLower(verb)] && noun[0] >= 'A' && noun[0] <= 'Z'
}

// pwsh reads the effects of a PowerShell line: statements split at ;,
// |, & (the call operator, && and ||) and newlines, each a command and its
// arguments. A command it does not know is an exec of that name, one
// whose name is computed ($x, (…)) an unknown exec; a target that is
// computed is Unknown.
func (e *ewalker) pwsh(line string) {
	// read as PowerShell, the line's moves are its own: the POSIX reading
	// of the same text starts where the line did
	defer e.restoreDir(e.saveDir())
	var listed []string // what a lister piped into this statement names
	for len(line) > 0 {
		end := strings.IndexAny(line, ";|&\n")
		stmt, piped := line, false
		if end >= 0 {
			stmt, piped = line[:end], line[end] == '|' && !strings.HasPrefix(line[end:], "||")
			line = line[end+1:]
		} else {
			line = ""
		}
		from := listed
		listed = nil
		args := pwshWords(stmt)
		if len(args) == 0 || !e.spend() {
			continue
		}
		e.dotnetNet(stmt)
		if e.dotnetCall(stmt) {
			continue
		}
		if i := strings.IndexByte(args[0], '('); i > 0 && pwshIndex[strings.ToLower(args[0][:i])] != nil {
			// iex(iwr …): the command, then its argument in parentheses
			args = append([]string{args[0][:i], args[0][i:]}, args[1:]...)
		}
		e.pwshSubexprs(args[1:])
		if strings.HasPrefix(args[0], "(") && looksPowerShell(args[0]) {
			// (New-Object X).Method(…): the cmdlet runs, the rest is
			// .NET calls on what it made (dotnetNet, dotnetCall)
			first, _, _ := strings.Cut(strings.TrimLeft(args[0], "("), " ")
			e.exec(strings.ToLower(first))
			continue
		}
		if pwshField(args[0]).dyn {
			e.add(unknownExec)
			continue
		}
		name := strings.ToLower(args[0])
		e.exec(name)
		if n := strings.TrimSuffix(baseName(name), ".exe"); n == "powershell" || n == "pwsh" {
			// powershell -c …, -enc …, -File … inside a PowerShell or
			// cmd.exe line: as on a POSIX one
			fs := make([]field, len(args)-1)
			for i, a := range args[1:] {
				fs[i] = field{s: a, dyn: strings.HasPrefix(a, "$")}
			}
			e.nest++
			if e.nest > MaxEffectsNest {
				e.over = true
			} else {
				opaqueInterpFn(e, n, fs, stdin{})
			}
			e.nest--
			continue
		}
		if pwshListers[name] && piped {
			listed = pwshListed(args[1:])
		}
		if row := pwshIndex[name]; row != nil {
			e.pwshCall(row, args[1:], from)
		}
	}
}

// pwshSubexprs reads the commands of the arguments that are a (…) or
// $(…) subexpression: PowerShell runs them first (iex (iwr URL) fetches).
// Only text that starts with a command is read: (1,2) and ('a'+'b') run
// nothing.
func (e *ewalker) pwshSubexprs(args []string) {
	for _, a := range args {
		inner, ok := strings.CutPrefix(strings.TrimPrefix(a, "$"), "(")
		if !ok || !strings.HasSuffix(inner, ")") {
			continue
		}
		inner = strings.TrimSuffix(inner, ")")
		first, _, _ := strings.Cut(strings.TrimSpace(inner), " ")
		if !looksPowerShell(inner) && pwshIndex[strings.ToLower(first)] == nil {
			continue
		}
		e.nest++
		if e.nest > MaxEffectsNest {
			e.over = true
		} else {
			e.pwsh(inner)
		}
		e.nest--
	}
}

// dotnetRoles are the .NET file calls a PowerShell line makes directly
// ([System.IO.File]::Delete(path)), by class::method in lower case.
var dotnetRoles = map[string]pwshRole{
	"file::delete": pwshDelete, "directory::delete": pwshDelete,
	"file::writealltext": pwshWrite, "file::writeallbytes": pwshWrite, "file::writealllines": pwshWrite,
	"file::appendalltext": pwshWrite, "file::appendalllines": pwshWrite, "file::create": pwshWrite,
	"file::copy": pwshRead, "file::move": pwshDelete,
	"file::readalltext": pwshRead, "file::readallbytes": pwshRead, "file::readalllines": pwshRead, "file::openread": pwshRead,
}

// dotnetCall judges a statement that is a .NET static call on a file
// ([IO.File]::Delete("…"), [System.IO.Directory]::Delete("…", $true)): the
// first argument is the path. It reports whether stmt was one.
func (e *ewalker) dotnetCall(stmt string) bool {
	t := strings.TrimSpace(stmt)
	if !strings.HasPrefix(t, "[") {
		return false
	}
	typ, rest, ok := strings.Cut(t[1:], "]::")
	if !ok {
		return false
	}
	method, args, ok := strings.Cut(rest, "(")
	if !ok {
		return false
	}
	typ = strings.TrimPrefix(strings.ToLower(typ), "system.")
	typ = strings.TrimPrefix(typ, "io.")
	role, known := dotnetRoles[typ+"::"+strings.ToLower(strings.TrimSpace(method))]
	e.exec("[" + typ + "]::" + strings.ToLower(method))
	if !known {
		return true
	}
	first, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimSpace(args), ")"), ",")
	f := pwshField(strings.Trim(strings.TrimSpace(first), `"'`))
	switch role {
	case pwshDelete:
		e.addPath(middleware.EffectDelete, f)
	case pwshWrite:
		e.addPath(middleware.EffectWrite, f)
	case pwshRead:
		e.addPath(middleware.EffectRead, f)
	}
	return true
}

// pwshListers list the items under a path; piped into Remove-Item (gci C:\
// -Recurse | Remove-Item) each item is a target.
var pwshListers = setOf(words("get-childitem gci ls dir get-item gi"))

// pwshListed is the path a lister lists (its -Path or first positional
// argument, "." when it names none) and everything under it.
func pwshListed(args []string) []string {
	path, filter := "", ""
	for i := 0; i < len(args); i++ {
		l := strings.ToLower(args[i])
		switch {
		case (l == "-path" || l == "-literalpath") && i+1 < len(args):
			path = args[i+1]
			i++
		case (l == "-filter" || l == "-include") && i+1 < len(args):
			filter = args[i+1]
			i++
		case strings.HasPrefix(l, "-") && !isPwshSwitch(l) && l != "-file" && l != "-directory" && l != "-hidden":
			// -Exclude, -Depth, …: a value that narrows what is listed
			filter = "*"
			i++
		case strings.HasPrefix(l, "-"):
		case path == "":
			path = args[i]
		}
	}
	if path == "" {
		path = "."
	}
	if filter != "" && filter != "*" {
		// only the items a filter picks: the files below that match
		return []string{strings.TrimRight(path, `/\`) + "/**/" + filter}
	}
	return []string{path} // a glob (*.log) names the items itself
}

// pwshCall applies a row to a command's arguments.
func (e *ewalker) pwshCall(row *pwshRow, args []string, piped []string) {
	var targets []string
	recurse, sends, wroteDest := false, false, false
	want := 0 // what the next argument is: 1 a target, 2 a file written, 3 a value
	for _, a := range args {
		l := strings.ToLower(a)
		switch {
		case want == 4:
			e.addPath(middleware.EffectRead, pwshField(a)) // -InFile: the body sent
			want = 0
		case want == 3:
			want = 0
		case want == 1:
			targets, want = append(targets, a), 0
		case want == 2:
			e.addPath(middleware.EffectWrite, pwshField(a))
			want, wroteDest = 0, true
		case containsStr(row.params, l):
			want = 1
		case l == "-outfile" || l == "-destination":
			want = 2
		case l == "-recurse" || l == "-r":
			recurse = true
		case l == "-infile":
			sends, want = true, 4
		case l == "-body" || l == "-method":
			sends, want = true, 3
		case strings.HasPrefix(l, "-") && !isPwshSwitch(l):
			want = 3 // a parameter's value (-Headers @{…}, -Value x)
		case strings.HasPrefix(l, "-"):
		default:
			targets = append(targets, a)
		}
	}
	switch row.role {
	case pwshEval:
		e.add(unknownExec)
		return
	case pwshSetLocation, pwshPushLocation, pwshPopLocation:
		e.pwshLocation(row.role, targets)
		return
	}
	if (row.role == pwshCopy || row.role == pwshMove) && !wroteDest && len(targets) >= 2 {
		e.addPath(middleware.EffectWrite, pwshField(targets[len(targets)-1]))
		targets = targets[:len(targets)-1]
	}
	if len(targets) == 0 && row.role == pwshDelete {
		// gci PATH -Recurse | Remove-Item: the items listed go
		targets, recurse = piped, true
	}
	for _, t := range targets {
		f := pwshField(t)
		switch row.role {
		case pwshDelete:
			e.addPath(middleware.EffectDelete, f)
			if recurse && !f.dyn && wholeWorkdir[f.s] {
				e.add(workdirContents)
			}
		case pwshWrite:
			e.addPath(middleware.EffectWrite, f)
		case pwshRead, pwshCopy:
			e.addPath(middleware.EffectRead, f)
		case pwshMove:
			e.addPath(middleware.EffectRead, f)
			e.addPath(middleware.EffectDelete, f)
		case pwshRun:
			if f.dyn {
				e.add(unknownExec) // a computed path: whatever is there
			} else {
				e.add(middleware.Effect{Op: middleware.EffectExec, Program: f.s})
			}
		case pwshNet:
			if !strings.Contains(t, "://") && !f.dyn {
				continue // not a URL: the walk does not guess hosts
			}
			dir := dirDownload
			if sends {
				dir = "" // a body or method: both ways
			}
			e.net(f, dir)
		}
	}
}

// pwshField is a PowerShell argument as a field: backslashes become
// slashes and a computed part ($x, (…)) makes it Unknown.
func pwshField(s string) field {
	s = strings.ReplaceAll(s, `\`, "/")
	for _, h := range pwshHomes {
		if len(s) >= len(h) && strings.EqualFold(s[:len(h)], h) && (len(s) == len(h) || s[len(h)] == '/') {
			s = "~" + s[len(h):]
			break
		}
	}
	for _, d := range winProfileDirs {
		if len(s) >= len(d[0]) && strings.EqualFold(s[:len(d[0])], d[0]) && (len(s) == len(d[0]) || s[len(d[0])] == '/') {
			s = d[1] + s[len(d[0]):]
			break
		}
	}
	return field{s: windowsPath(s), dyn: strings.ContainsAny(s, "$(")}
}

// winProfileDirs are the variables PowerShell and cmd.exe name the
// user's application data by, as paths under the home directory: where
// browsers keep saved passwords and Windows its credentials.
var winProfileDirs = [][2]string{
	{"$env:APPDATA", "~/AppData/Roaming"}, {"${env:APPDATA}", "~/AppData/Roaming"}, {"%APPDATA%", "~/AppData/Roaming"},
	{"$env:LOCALAPPDATA", "~/AppData/Local"}, {"${env:LOCALAPPDATA}", "~/AppData/Local"}, {"%LOCALAPPDATA%", "~/AppData/Local"},
	{"%USERPROFILE%", "~"}, {"$env:windir", "C:/Windows"}, {"$env:SystemRoot", "C:/Windows"},
	{"%windir%", "C:/Windows"}, {"%SystemRoot%", "C:/Windows"},
}

// pwshHomes are the ways PowerShell names the user's home directory.
var pwshHomes = words("$env:USERPROFILE $HOME ${env:USERPROFILE} $env:HOMEPATH")

// windowsDirs map the top directories of a Windows drive to the POSIX
// paths the policy's classes name for the same thing: the drive's root is
// the root, Users holds the homes, Windows and Program Files are the
// system's programs.
var windowsDirs = [][2]string{{"users", "/Users"}, {"windows", "/System"}, {"program files", "/usr"}, {"program files (x86)", "/usr"}, {"programdata", "/var/lib"}}

// windowsPath spells a drive path (C:/…, c:) as the POSIX path of the same
// kind, so that deleting C:\ is deleting the root; other paths are kept.
func windowsPath(s string) string {
	if len(s) < 2 || s[1] != ':' || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') || len(s) > 2 && s[2] != '/' {
		return s
	}
	rest := strings.Trim(s[2:], "/")
	if rest == "" || rest == "*" {
		return "/" + rest
	}
	top, below, _ := strings.Cut(rest, "/")
	for _, d := range windowsDirs {
		if strings.EqualFold(top, d[0]) {
			if d[1] == "/System" {
				// Windows' own files, whose names are case-insensitive:
				// spelled as the policy's classes spell them
				// (/System/system32/config/sam)
				below = strings.ToLower(below)
			}
			return strings.TrimSuffix(d[1]+"/"+below, "/")
		}
	}
	return s
}

// pwshWords splits a statement into words at blanks outside quotes and
// brackets (a hashtable @{…}, a subexpression (…), a type […] is one
// word) and drops the quotes.
func pwshWords(stmt string) []string {
	var out []string
	var b strings.Builder
	quote, in, depth := rune(0), false, 0
	for _, r := range stmt {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			b.WriteRune(r)
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == '{' || r == '(' || r == '[':
			depth++
			b.WriteRune(r)
			in = true
		case (r == '}' || r == ')' || r == ']') && depth > 0:
			depth--
			b.WriteRune(r)
		case (r == ' ' || r == '\t') && depth > 0:
			b.WriteRune(r)
		case r == ' ' || r == '\t':
			if in {
				out, in = append(out, b.String()), false
				b.Reset()
			}
		default:
			b.WriteRune(r)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}
