package shell

import "strings"

// The filesystem family: deleting, copying, moving, truncating and editing
// files. What writing a path means, whoever writes it, is in write.go; what
// a path is (root, system, home, project…) in paths.go.
var filesystemCommands = []command{
	{names: words("rm unlink srm trash rmdir"), judge: (*walker).judgeRm},
	{names: words("find"), judge: (*walker).judgeFind},
	{names: words("cp mv install ln rsync scp"), judge: (*walker).judgeCopy},
	{names: words("truncate"), judge: (*walker).judgeTruncate},
	{names: words("tee"), judge: (*walker).judgeTee},
	{names: words("touch"), judge: (*walker).judgeTouch},
	{names: words("sed"), judge: (*walker).judgeSed},
}

// judgeTruncate: truncate empties (or cuts) every file it names.
func (w *walker) judgeTruncate(_ string, args, _ []field) {
	o := parseOpts(args, "sro", "size", "reference")
	for _, t := range o.ops {
		w.write(t.s, writeInfo{empty: true, by: "truncate"})
	}
}

// judgeTee: tee writes (or with -a appends) its input to every file named.
func (w *walker) judgeTee(_ string, args, _ []field) {
	o := parseOpts(args, "", "output-error")
	for _, t := range o.ops {
		w.write(t.s, writeInfo{appendMode: o.has('a') || o.hasLong("append", 3), by: "tee"})
	}
}

// judgeSed: sed -i edits files in place; it also reads them.
func (w *walker) judgeSed(name string, args, full []field) {
	w.judgeInPlaceEdit(args, full)
	w.judgeReaders(name, args, full)
}

// judgeInPlaceEdit: sed -i and perl -i rewrite the files they name, which
// wipes a log or history, or plants an SSH key.
func (w *walker) judgeInPlaceEdit(args, full []field) {
	o := parseOpts(args, "ef", "expression", "file")
	if !o.has('i') && !o.hasLong("in-place", 3) {
		return
	}
	for _, t := range o.ops {
		switch {
		case isLogPath(t.s):
			w.emit(IDLogWipe, "bash", fieldStrings(full))
		case isHistoryFile(t.s):
			w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		case baseName(t.s) == "authorized_keys" || baseName(t.s) == "authorized_keys2":
			w.emit(IDPersistSSHKey, "bash", fieldStrings(full))
		}
	}
}

// judgeRm: rm and its kin, judged per target (deleteTarget); unlink and
// rmdir never recurse, trash always takes directories whole.
func (w *walker) judgeRm(name string, args []field, full []field) {
	o := parseOpts(args, "")
	recursive := o.has('r') || o.has('R') || o.hasLong("recursive", 3)
	if name == "unlink" || name == "rmdir" {
		recursive = false // one file, or an empty directory
	} else if name == "trash" {
		recursive = true // trash takes directories whole
	}
	if o.hasLong("no-preserve-root", 4) {
		w.emit(IDRmNoPreserveRoot, "bash", fieldStrings(full))
	}
	for _, t := range o.ops {
		if recursive && t.dyn && computedWhole(t.s) {
			// What is deleted is not known until it runs: fail closed
			// to a person rather than to a guess ($HOME is still judged
			// as the home by deleteTarget, and the worse finding wins).
			w.emit(IDRmComputed, "bash", fieldStrings(full))
		}
		w.deleteTarget(t.s, recursive, false, full)
	}
}

// homeFolder: a folder right in the home (~/projects), not a tool's own
// (a dot first: ~/.cache), nor the whole home.
func homeFolder(p string) bool {
	rest, ok := strings.CutPrefix(p, "~/")
	return ok && rest != "" && !strings.HasPrefix(rest, ".") && !strings.ContainsAny(rest, "/*?[")
}

// knownDirVars name directories whose place is known: the home, the
// temporary directory, the working directory.
var knownDirVars = []string{"HOME", "TMPDIR", "TMP", "TEMP", "PWD"}

// computedWhole: a path whose every part is computed at run time ($DIR,
// "${X}", $(…), ./$X), so no known prefix says where it is. "$unknown"
// stands for the operands xargs hands on in a decoded argument vector
// (effects.go, decoded); the listing that feeds them is judged where it
// is piped (find … | xargs rm).
func computedWhole(p string) bool {
	p = strings.TrimPrefix(strings.Trim(p, `"'`), "./")
	if p == "$unknown" || p == "$HOME" || p == "${HOME}" {
		return false // the home is known (deleteTarget judges it)
	}
	for _, v := range knownDirVars {
		if strings.HasPrefix(p, "$"+v+"/") || strings.HasPrefix(p, "${"+v+"}/") {
			return false // somewhere below a directory that is known
		}
	}
	return strings.HasPrefix(p, "$") || strings.HasPrefix(p, "`")
}

// deleteTarget judges the removal of one path. filtered says the deletion
// is narrowed by find tests (-name …), which makes a cwd or home tree fine.
func (w *walker) deleteTarget(t string, recursive, filtered bool, full []field) {
	if id := deleteFinding(t, recursive, filtered); id != "" {
		w.emit(id, "bash", fieldStrings(full))
	}
}

// deleteFinding is the finding the removal of one path earns, "" for
// none (deleteTarget).
func deleteFinding(t string, recursive, filtered bool) string {
	p, globbed := cleanPath(t)
	switch {
	case isLogPath(p):
		return IDLogWipe
	case isHistoryFile(p):
		return IDHistoryWipe
	}
	switch classifyClean(p) {
	case pcRoot, pcSysTop:
		switch {
		case recursive && filtered:
			return IDFindDeleteSystem
		case recursive:
			return IDRmRoot
		case globbed:
			return IDRmSystem
		}
	case pcHome:
		if (recursive || globbed) && !filtered {
			return IDRmHome
		}
	case pcCwd:
		if recursive && !filtered {
			return IDRmCwd
		}
	case pcSysSub:
		if filtered {
			return IDFindDeleteSystem
		}
		return IDRmSystem
	default:
		if recursive && !filtered && homeFolder(p) {
			return IDRmHomeFolder
		}
	}
	return ""
}

// findTests are the tests of find that choose some files and not others
// (-type, -maxdepth and the like do not: find . -type f -delete still
// empties the tree). The judge and the effect walk read them alike. Age
// alone does not narrow a deletion across the home, / or a system
// directory to a clean-up (find / -mtime +30 -delete empties the system:
// most of it is old), nor does the owner across the home (every file
// there is its owner's); size, mode and emptiness pick the few files
// that have them.
var findTests = map[string]findTest{
	"-name": findByName, "-iname": findByName, "-path": findByName, "-ipath": findByName,
	"-wholename": findByName, "-iwholename": findByName, "-regex": findByName, "-iregex": findByName,
	"-lname": findByName, "-ilname": findByName, "-inum": findByName, "-samefile": findByName,
	"-user": findByOwner, "-group": findByOwner, "-nouser": findByOwner, "-nogroup": findByOwner,
	"-uid": findByOwner, "-gid": findByOwner,
	"-size": findByTrait, "-empty": findByTrait, "-perm": findByTrait, "-links": findByTrait,
	"-mtime": findByAge, "-mmin": findByAge, "-atime": findByAge, "-amin": findByAge,
	"-ctime": findByAge, "-cmin": findByAge, "-newer": findByAge, "-anewer": findByAge, "-cnewer": findByAge,
}

// findTest is what a row of findTests chooses files by.
type findTest uint8

const (
	findByAge   findTest = iota // times
	findByName                  // name, path, inode
	findByOwner                 // user, group
	findByTrait                 // size, mode, links, emptiness
)

// findTestRow: a is a row of findTests.
func findTestRow(a string) bool {
	_, ok := findTests[a]
	return ok
}

// findChoice is what a find expression's tests choose by.
type findChoice struct {
	named, owned, trait bool // a test by name or path, by owner, by size or mode
	aged                bool // a test by age
	any                 bool // any predicate at all
}

// read adds one argument of the expression.
func (c *findChoice) read(a string) {
	t, ok := findTests[a]
	switch {
	case ok:
		c.named = c.named || t == findByName
		c.owned = c.owned || t == findByOwner
		c.trait = c.trait || t == findByTrait
		c.aged = c.aged || t == findByAge
		c.any = true
	case strings.HasPrefix(a, "-newer"): // -newerXY
		c.aged, c.any = true, true
	case strings.HasPrefix(a, "-") && !findNotChoosing[a]:
		c.any = true
	}
}

// findNotChoosing are find's options and actions that pick no file.
var findNotChoosing = map[string]bool{
	"-depth": true, "-print": true, "-print0": true, "-xdev": true, "-mount": true,
	"-delete": true, "-exec": true, "-execdir": true, "-ok": true, "-okdir": true,
}

// filtered: is a find deletion from p narrowed enough to be ordinary?
// Inside the project or a folder any predicate is; see findTests for the
// home, / and the system directories.
func (c findChoice) filtered(p string) bool {
	switch classifyPath(p) {
	case pcCwd, pcOther:
		return c.any
	case pcHome:
		return c.named || c.trait
	}
	return c.named || c.owned || c.trait
}

// chosen: does the expression test files at all beyond their type? A mode
// change is judged on that (findExecF): find /home -perm 777 -exec chmod
// 755 {} \; fixes the files it picks.
func (c findChoice) chosen(p string) bool {
	switch classifyPath(p) {
	case pcCwd, pcHome, pcOther:
		return c.any
	}
	return c.named || c.owned || c.trait || c.aged
}

// findStart returns find's starting points and where its expression begins.
func findStart(args []field) ([]string, int) {
	var paths []string
	i := 0
	for ; i < len(args); i++ {
		a := args[i].s
		if a == "-H" || a == "-L" || a == "-P" || strings.HasPrefix(a, "-O") || a == "-D" {
			if a == "-D" {
				i++
			}
			continue
		}
		if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
			break
		}
		paths = append(paths, a)
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	return paths, i
}

// judgeFind: find -delete and find -exec over its start paths, narrowed
// or not by tests; -name of a key file across / or home is a credential
// search.
func (w *walker) judgeFind(_ string, args, full []field) {
	paths, i := findStart(args)
	var choice findChoice // what the tests so far choose by
	for ; i < len(args); i++ {
		a := args[i].s
		choice.read(a)
		switch {
		case a == "-name" || a == "-iname" || a == "-path" || a == "-ipath":
			if i+1 < len(args) && isSecretName(args[i+1].s) {
				for _, p := range paths {
					if c := classifyPath(p); c == pcRoot || c == pcSysTop || c == pcHome {
						w.emit(IDCredSearch, "bash", fieldStrings(full))
					}
				}
			}
		case a == "-delete":
			for _, p := range paths {
				w.deleteTarget(p, true, choice.filtered(p), full)
			}
			w.findDeletesSystemNamed(paths, args, full)
		case a == "-ok" || a == "-okdir":
			// asks before each file: not an unattended deletion
			for i < len(args) && args[i].s != ";" && args[i].s != "+" {
				i++
			}
		case a == "-exec" || a == "-execdir":
			j := i + 1
			for j < len(args) && args[j].s != ";" && args[j].s != "+" {
				j++
			}
			sub := args[i+1 : j]
			i = j
			if name, _ := w.unwrap(sub); isDeleter(name) {
				w.findDeletesSystemNamed(paths, args, full)
			}
			for _, p := range paths {
				w.findExecF(p, choice, sub)
			}
		}
	}
}

// findDeletesSystemNamed: a find that deletes what it finds across / or a
// system directory by the exact name of a program or a file of the system
// itself (find / -name busybox -delete) removes that file where the
// system keeps it: a deletion inside a system directory, not a clean-up.
func (w *walker) findDeletesSystemNamed(paths []string, args, full []field) {
	named := false
	for i := 0; i+1 < len(args); i++ {
		if a := args[i].s; (a == "-name" || a == "-iname") && !args[i+1].dyn && systemFileName(args[i+1].s) {
			named = true
			break
		}
	}
	if !named {
		return
	}
	for _, p := range paths {
		if c := classifyPath(p); c == pcRoot || c == pcSysTop || c == pcSysSub {
			w.emit(IDRmSystem, "bash", fieldStrings(full))
			return
		}
	}
}

// systemFiles are files every system needs whose names are not commands.
var systemFiles = map[string]bool{
	"passwd": true, "shadow": true, "group": true, "gshadow": true, "sudoers": true, "fstab": true, "hosts": true,
	"resolv.conf": true, "nsswitch.conf": true, "ld.so.cache": true, "ld.so.conf": true, "libc.so.6": true,
	"ld-linux-x86-64.so.2": true, "ld-linux-aarch64.so.1": true, "libc.so": true, "init": true, "systemd": true,
	"vmlinuz": true, "initrd.img": true, "grub.cfg": true, "os-release": true, "sshd_config": true,
}

// systemFileName: a literal name (no glob) of a program the guard knows
// (it lives in /bin, /usr/bin or /sbin) or of a file in systemFiles.
func systemFileName(v string) bool {
	v = strings.Trim(v, "/")
	if v == "" || strings.ContainsAny(v, "*?[/") || !isAlnum(v[0]) {
		return false
	}
	if systemFiles[v] {
		return true
	}
	if _, ok := commandIndex[v]; ok {
		return true
	}
	_, ok := wrapperIndex[v]
	return ok
}

// isDeleter: commands that delete the files xargs hands them.
func isDeleter(name string) bool {
	switch name {
	case "rm", "unlink", "shred", "srm", "truncate":
		return true
	}
	return false
}

// findScan returns find's start paths and what its expression chooses
// files by (see judgeFind).
func findScan(args []field) ([]string, findChoice) {
	paths, i := findStart(args)
	var choice findChoice
	for ; i < len(args); i++ {
		choice.read(args[i].s)
	}
	return paths, choice
}

// rmPrompts: rm's options make it ask before it removes (-i, -I,
// --interactive), and no later -f takes that back.
func rmPrompts(args []field) bool {
	prompts := false
	for _, a := range args {
		switch {
		case a.s == "--":
			return prompts
		case strings.HasPrefix(a.s, "--interactive"):
			prompts = a.s != "--interactive=never"
		case a.s == "--force":
			prompts = false
		case len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-':
			for _, c := range a.s[1:] {
				switch c {
				case 'i', 'I':
					prompts = true
				case 'f':
					prompts = false
				}
			}
		}
	}
	return prompts
}

// gitListing reads git ls-files as find reads its tests (findScan): it
// lists the files of the working tree below ".", all of them unless a
// pathspec or an option that picks some (-m, --others, --deleted…) says
// otherwise, so git ls-files | xargs rm empties the project as find . |
// xargs rm does. Any other git command lists no files.
func gitListing(args []field) ([]string, findChoice) {
	i := gitSubIndex(args)
	if i >= len(args) || args[i].s != "ls-files" {
		return nil, findChoice{}
	}
	var choice findChoice
	for _, a := range args[i+1:] {
		switch {
		case a.s == "-z" || a.s == "--cached" || a.s == "-c" || a.s == "--full-name" || a.s == "--":
		case strings.HasPrefix(a.s, "-"):
			choice.any = true
		default:
			choice.named, choice.any = true, true
		}
	}
	return []string{"."}, choice
}

// findExecF judges a command run by find -exec on its results.
func (w *walker) findExecF(p string, choice findChoice, sub []field) {
	if len(sub) == 0 {
		return
	}
	name, rest := w.unwrapJudge(sub)
	switch name {
	case "rm", "unlink", "shred", "srm", "truncate":
		if name == "rm" && rmPrompts(rest) {
			return // asks before each file, as -ok does
		}
		w.deleteTarget(p, true, choice.filtered(p), sub)
		return
	case "chmod", "chown", "chgrp":
		// find walks the tree: judge as the recursive form on the start path
		if !choice.chosen(p) {
			args := append([]field{{s: "-R"}}, replaceBraces(rest, p)...)
			w.judgePerm(name, args, sub)
		}
		return
	}
	w.command(replaceBraces(sub, p))
}

// replaceBraces puts a path where find -exec has {}.
func replaceBraces(fs []field, p string) []field {
	out := make([]field, len(fs))
	for i, f := range fs {
		out[i] = f
		if strings.Contains(f.s, "{}") {
			out[i].s = strings.ReplaceAll(f.s, "{}", p)
		}
	}
	return out
}

// judgeCopy: cp/mv/install/ln write their last operand (or -t DIR).
func (w *walker) judgeCopy(name string, args []field, full []field) {
	var o opts
	switch name {
	case "rsync":
		o = parseOpts(args, rsyncShortVal, rsyncLongVal...)
		w.judgeRsync(&o, full)
	case "scp":
		o = parseOpts(args, "cFiJloPSD")
	default:
		o = parseOpts(args, "tSgmoZ", "target-directory", "suffix", "mode", "owner", "group")
	}
	for _, s := range o.ops {
		if isSecretFile(s.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
	dst, srcs := "", []field(nil)
	if t, ok := o.val("t", "target-directory"); ok {
		dst, srcs = t, o.ops
	} else if len(o.ops) >= 2 {
		dst, srcs = o.ops[len(o.ops)-1].s, o.ops[:len(o.ops)-1]
	}
	if dst == "" || strings.Contains(dst, ":") {
		if name == "scp" || name == "rsync" {
			w.judgeSendTree(&o, srcs, dst, full)
		}
		return
	}
	if name == "mv" {
		for _, s := range srcs {
			if c := classifyPath(s.s); c == pcRoot || c == pcSysTop || c == pcHome {
				w.emit(IDRmRoot, "bash", fieldStrings(full))
			} else if c == pcSysSub && !strings.HasPrefix(s.s, "/dev/") {
				w.emit(IDRmSystem, "bash", fieldStrings(full))
			}
		}
	}
	w.write(dst, writeInfo{by: name})
}

// workdirSpellings name the whole working directory as a copy source.
var workdirSpellings = setOf(words(". ./ * ./* .* $PWD $PWD/ ${PWD} $(pwd)"))

// judgeSendTree: scp -r or rsync -a of the whole working directory to
// another host sends the project with all it holds (its .env, .git,
// build secrets): a deploy, or the workspace leaving; a person decides.
// (A named folder, rsync -a dist/ host:, is a deploy of that folder;
// ~ or a secret below it is judged by the effects as exfiltration.)
func (w *walker) judgeSendTree(o *opts, srcs []field, dst string, full []field) {
	if _, remote := remoteOperand(field{s: dst}); !remote && !strings.HasPrefix(dst, "rsync://") {
		return
	}
	recursive := o.has('r') || o.has('a') || o.has('R') || o.hasLong("recursive", 3) || o.hasLong("archive", 3)
	for _, s := range srcs {
		if _, r := remoteOperand(s); r {
			continue
		}
		if workdirSpellings[s.s] && (recursive || strings.Contains(s.s, "*")) {
			w.emit(IDUploadWorkdir, "bash", fieldStrings(full))
			return
		}
	}
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
