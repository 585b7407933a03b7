package shell

import (
	"path"
	"strings"
)

// What came from the network stays downloaded code when it is moved,
// copied, unpacked or decompressed: `curl … | tar xz -C /tmp && mv
// /tmp/xmrig /tmp/.journald && /tmp/.journald` runs a downloaded program
// as surely as `curl -o x && ./x` does. The walker remembers the base
// names of downloaded files (w.downloads) and the directories an archive
// from the network was unpacked into (w.fetchedDirs); trackDownloaded
// carries both through the commands below, and judgeExecDownloaded denies
// running anything they name.

// downloadCarriers maps a command to how it passes downloaded content on.
// A row is all a newcomer adds for another copier or unpacker.
var downloadCarriers = map[string]func(w *walker, name string, args []field){
	"mv": carryCopy, "cp": carryCopy, "install": carryCopy, "ln": carryCopy, "rsync": carryCopy,
	"tar": carryTar, "bsdtar": carryTar, "gtar": carryTar,
	"unzip": carryUnzip,
	"7z":    carry7z, "7za": carry7z, "7zr": carry7z, "7zz": carry7z,
	"gunzip": carryDecompress, "bunzip2": carryDecompress, "unxz": carryDecompress, "unzstd": carryDecompress,
	"gzip": carryDecompress, "bzip2": carryDecompress, "xz": carryDecompress, "zstd": carryDecompress,
	"cd": carryCd, "pushd": carryCd,
	"git": carryClone,
	"go":  carryGoInstall, "cargo": carryCargoInstall,
}

// trackDownloaded passes on what a command takes from a downloaded file,
// before the command itself is judged for running one.
func (w *walker) trackDownloaded(name string, args []field) {
	if f := downloadCarriers[name]; f != nil {
		f(w, name, args)
	}
}

// tainted: the script fetched or cloned something earlier. Only then
// can a copy, an unpacking or a cd carry it on; cp, mv and cd are in
// most compound commands, so the carriers ask this before parsing.
func (w *walker) tainted() bool {
	return len(w.downloads) > 0 || len(w.fetchedDirs) > 0 || len(w.clonedDirs) > 0 || len(w.remoteBins) > 0
}

// isDownloaded: does p name a file fetched earlier in the script, or a
// path inside a directory an archive from the network was unpacked into?
func (w *walker) isDownloaded(p string) bool {
	if p == "" {
		return false
	}
	if containsStr(w.downloads, baseName(p)) {
		return true
	}
	return w.inFetchedDir(p)
}

// inFetchedDir: p lies inside one of w.fetchedDirs ("." holds every
// relative path).
func (w *walker) inFetchedDir(p string) bool { return underAny(w.fetchedDirs, p) }

// underAny: p lies inside one of dirs ("." holds every relative path).
func underAny(dirs []string, p string) bool {
	if p == "" {
		return false
	}
	for _, d := range dirs {
		if d == "." {
			if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
				return true
			}
			continue
		}
		if c := path.Clean(p); c == d || strings.HasPrefix(c, d+"/") {
			return true
		}
	}
	return false
}

// markFetchedDir remembers d ("" or "." for the working directory) as a
// directory of downloaded files: a relative one holds the relative paths
// under it (vendor/x), the working directory every relative path.
func (w *walker) markFetchedDir(d string) {
	if d == "" {
		d = "."
	}
	d = path.Clean(d)
	if !containsStr(w.fetchedDirs, d) {
		w.fetchedDirs = append(w.fetchedDirs, d)
	}
}

// operands are the arguments parseOpts leaves as operands, as text.
func operands(o opts) []string {
	out := make([]string, len(o.ops))
	for i, f := range o.ops {
		out[i] = f.s
	}
	return out
}

// carryCopy: mv, cp, install, ln and rsync with a downloaded source make
// the destination downloaded too (by its name, and as a directory when it
// is one).
func carryCopy(w *walker, name string, args []field) {
	if !w.tainted() {
		return
	}
	o := parseOpts(args, "tSmog", "target-directory", "suffix", "mode", "owner", "group")
	ops := operands(o)
	target, ok := o.val("t", "target-directory")
	if !ok {
		if len(ops) < 2 {
			return
		}
		target, ops = ops[len(ops)-1], ops[:len(ops)-1]
	}
	for _, src := range ops {
		if !w.isDownloaded(src) {
			continue
		}
		t := strings.TrimRight(target, "/")
		if b := baseName(t); b != "" && b != "." && b != "/" {
			w.downloads = append(w.downloads, b)
		}
		w.markFetchedDir(target)
		// into a directory the shell searches: the program now runs by
		// its bare name (the copy's, or the source's when the target is
		// the directory itself)
		if onSearchPath(path.Dir(t)) {
			w.onPath = append(w.onPath, baseName(t))
		}
		if onSearchPath(t) {
			w.onPath = append(w.onPath, baseName(src))
		}
		return
	}
}

// searchPath lists the directories of a usual $PATH.
var searchPath = []string{"/usr/local/bin", "/usr/local/sbin", "/usr/bin", "/usr/sbin", "/bin", "/sbin", "~/bin", "~/.local/bin", "$HOME/bin", "$HOME/.local/bin", "/opt/homebrew/bin"}

func onSearchPath(d string) bool { return containsStr(searchPath, d) }

// carryTar: an archive from the network (a downloaded file, or stdin fed
// by a downloader) unpacked with x puts downloaded files into -C's
// directory or the working directory.
func carryTar(w *walker, _ string, args []field) {
	o := tarOpts(args) // effects_commands.go, as tar's effects read it
	if !tarExtracts(&o) {
		return
	}
	archive, hasArchive := o.val("f", "file")
	fromPipe := (!hasArchive || archive == "-" || archive == "/dev/stdin") && w.pipeFetched
	// -f <(curl …): the field that holds the archive's name holds a download
	if fromPipe || hasArchive && (netField(args, archive) || w.isDownloaded(archive)) {
		dir, _ := o.val("C", "directory")
		w.markFetchedDir(dir)
	}
}

// netField: an argument spelled s holds a download ($(curl …), <(curl …)).
func netField(args []field, s string) bool {
	for _, a := range args {
		if a.net && (a.s == s || strings.HasSuffix(a.s, "="+s)) {
			return true
		}
	}
	return false
}

// carryUnzip: unzip FILE [-d DIR].
func carryUnzip(w *walker, _ string, args []field) {
	if !w.tainted() {
		return
	}
	o := parseOpts(args, "dxP")
	if len(o.ops) == 0 || !w.isDownloaded(o.ops[0].s) {
		return
	}
	dir, _ := o.val("d")
	w.markFetchedDir(dir)
}

// carry7z: 7z x|e FILE [-oDIR].
func carry7z(w *walker, _ string, args []field) {
	if !w.tainted() {
		return
	}
	ops := operands(parseOpts(args, ""))
	if len(ops) < 2 || (ops[0] != "x" && ops[0] != "e") || !w.isDownloaded(ops[1]) {
		return
	}
	dir := ""
	for _, a := range args {
		if v, ok := strings.CutPrefix(a.s, "-o"); ok && v != "" {
			dir = v
		}
	}
	w.markFetchedDir(dir)
}

// carryDecompress: gunzip x.gz leaves x, as downloaded as x.gz was.
func carryDecompress(w *walker, name string, args []field) {
	if !w.tainted() {
		return
	}
	o := parseOpts(args, "S", "suffix")
	if (name == "gzip" || name == "bzip2" || name == "xz" || name == "zstd") && !o.has('d') && !o.hasLong("decompress", 5) {
		return
	}
	for _, p := range operands(o) {
		if w.isDownloaded(p) {
			if ext := path.Ext(p); ext != "" {
				w.downloads = append(w.downloads, baseName(strings.TrimSuffix(p, ext)))
			}
		}
	}
}

// carryCd: entering a directory of downloaded files makes the working
// directory's relative paths downloaded ones (and cloned ones alike).
func carryCd(w *walker, _ string, args []field) {
	if !w.tainted() {
		return
	}
	ops := operands(parseOpts(args, ""))
	if len(ops) == 1 && w.inFetchedDir(ops[0]) {
		w.markFetchedDir(".")
	}
	if len(ops) == 1 && underAny(w.clonedDirs, ops[0]) && !containsStr(w.clonedDirs, ".") {
		w.clonedDirs = append(w.clonedDirs, ".")
	}
}

// carryClone: git clone URL [DIR] fills DIR (or the URL's last part)
// with a repository's files. Running one of them is running code from
// that repository, which may be anyone's: a person decides
// (judgeExecDownloaded, IDCloneExec), as the same code fetched by curl
// is denied.
func carryClone(w *walker, _ string, args []field) {
	i := gitSubIndex(args) // effects_git.go, as git's effects read it
	if i == len(args) || args[i].s != "clone" {
		return
	}
	d, ok := cloneDir(gitSubOpts(args[i+1:]).ops)
	if !ok || d.dyn || d.s == "" || strings.HasPrefix(d.s, "$") {
		return
	}
	w.clonedDirs = append(w.clonedDirs, path.Clean(d.s))
}

// inClonedDir: p lies in a directory a clone filled, or names a make run
// there (make -C DIR, or make in it).
func (w *walker) inClonedDir(p string) bool { return underAny(w.clonedDirs, p) }

// carryGoInstall: go install HOST/PATH@VERSION builds someone's module
// into $GOBIN (~/go/bin) under the path's last element; running it later
// runs that repository's code, as a clone's program does (IDCloneExec,
// judgeExecDownloaded). go run HOST/PATH@VERSION runs it at once.
func carryGoInstall(w *walker, _ string, args []field) {
	if len(args) < 2 || args[0].s != "install" && args[0].s != "run" {
		return
	}
	for _, a := range args[1:] {
		mod, ver, ok := strings.Cut(a.s, "@")
		if !ok || a.dyn || ver == "" || !strings.Contains(strings.SplitN(mod, "/", 2)[0], ".") || strings.HasPrefix(mod, "golang.org/x/") {
			continue // a flag, a local package (./cmd/x), the standard library, the Go project's own tools
		}
		bin := path.Base(mod)
		if len(bin) > 1 && bin[0] == 'v' && isDigits(bin[1:]) && strings.Count(mod, "/") > 1 {
			bin = path.Base(path.Dir(mod)) // host/x/y/v2: the binary is y
		}
		if args[0].s == "run" {
			w.emit(IDCloneExec, "bash", fieldStrings(args))
			continue
		}
		w.remoteBins = append(w.remoteBins, bin)
	}
}

// carryCargoInstall: cargo install --git URL builds a repository's crate
// into ~/.cargo/bin; which program it installs is the crate's to say, so
// the repository's name stands for it.
func carryCargoInstall(w *walker, _ string, args []field) {
	if len(args) < 2 || args[0].s != "install" {
		return
	}
	o := cargoInstallOpts(args[1:])
	if u, ok := o.val("git"); ok {
		name := strings.TrimSuffix(path.Base(strings.TrimRight(u, "/")), ".git")
		if b, ok := o.val("bin"); ok {
			name = b
		}
		w.remoteBins = append(w.remoteBins, name)
		for _, op := range o.ops {
			w.remoteBins = append(w.remoteBins, op.s)
		}
	}
}
