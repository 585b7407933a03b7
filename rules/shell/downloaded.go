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
}

// trackDownloaded passes on what a command takes from a downloaded file,
// before the command itself is judged for running one.
func (w *walker) trackDownloaded(name string, args []field) {
	if f := downloadCarriers[name]; f != nil {
		f(w, name, args)
	}
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

// positional returns the arguments that are not options (everything after
// "--" included). valued lists the short options that take the next
// argument as their value.
func positional(args []field, valued string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "--" {
			for _, b := range args[i+1:] {
				out = append(out, b.s)
			}
			break
		}
		if len(a) > 1 && a[0] == '-' {
			if len(a) == 2 && strings.IndexByte(valued, a[1]) >= 0 {
				i++
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

// carryCopy: mv, cp, install, ln and rsync with a downloaded source make
// the destination downloaded too (by its name, and as a directory when it
// is one).
func carryCopy(w *walker, name string, args []field) {
	var target string
	for i, a := range args {
		if (a.s == "-t" || a.s == "--target-directory") && i+1 < len(args) {
			target = args[i+1].s
		} else if v, ok := strings.CutPrefix(a.s, "--target-directory="); ok {
			target = v
		}
	}
	ops := positional(args, "tSmog")
	if target == "" {
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
	extract, file, dir, hasFile := false, "", "", false
	fileNet := false    // the archive is a downloader's output: -f <(curl …)
	pending := []byte{} // bundled letters waiting for their values, in order
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case strings.HasPrefix(a, "--"):
			k, v, eq := strings.Cut(a[2:], "=")
			switch k {
			case "extract", "get":
				extract = true
			case "file", "directory":
				net := args[i].net
				if !eq && i+1 < len(args) {
					i++
					v, net = args[i].s, args[i].net
				}
				if k == "file" {
					file, hasFile, fileNet = v, true, net
				} else {
					dir = v
				}
			}
		case len(pending) > 0:
			if pending[0] == 'f' {
				file, hasFile, fileNet = a, true, args[i].net
			} else {
				dir = a
			}
			pending = pending[1:]
		case i == 0 || strings.HasPrefix(a, "-"):
			letters := strings.TrimPrefix(a, "-")
			for k := 0; k < len(letters); k++ {
				c := letters[k]
				if c == 'x' {
					extract = true
				}
				if c == 'f' || c == 'C' {
					if rest := letters[k+1:]; rest != "" && strings.HasPrefix(a, "-") && len(pending) == 0 {
						// -fFILE, -C/dir: the value is glued on
						if c == 'f' {
							file, hasFile = rest, true
						} else {
							dir = rest
						}
						break
					}
					pending = append(pending, c)
				}
			}
		}
	}
	if !extract {
		return
	}
	if (!hasFile || file == "-" || file == "/dev/stdin") && w.pipeFetched || hasFile && (fileNet || w.isDownloaded(file)) {
		w.markFetchedDir(dir)
	}
}

// carryUnzip: unzip FILE [-d DIR].
func carryUnzip(w *walker, _ string, args []field) {
	ops := positional(args, "dxP")
	if len(ops) == 0 || !w.isDownloaded(ops[0]) {
		return
	}
	dir := ""
	for i, a := range args {
		if a.s == "-d" && i+1 < len(args) {
			dir = args[i+1].s
		}
	}
	w.markFetchedDir(dir)
}

// carry7z: 7z x|e FILE [-oDIR].
func carry7z(w *walker, _ string, args []field) {
	ops := positional(args, "")
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
	if name == "gzip" || name == "bzip2" || name == "xz" || name == "zstd" {
		decompress := false
		for _, a := range args {
			if a.s == "-d" || a.s == "--decompress" || (strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--") && strings.Contains(a.s, "d")) {
				decompress = true
			}
		}
		if !decompress {
			return
		}
	}
	for _, p := range positional(args, "S") {
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
	ops := positional(args, "")
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
	var ops []string
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case cloneValued[a] && i+1 < len(args):
			i++
		case strings.HasPrefix(a, "-"):
		default:
			ops = append(ops, a)
		}
	}
	if len(ops) < 2 || ops[0] != "clone" {
		return
	}
	dir := ""
	if len(ops) >= 3 {
		dir = ops[2]
	} else {
		dir = strings.TrimSuffix(baseName(strings.TrimRight(ops[1], "/")), ".git")
	}
	if dir == "" || strings.HasPrefix(dir, "$") {
		return
	}
	w.clonedDirs = append(w.clonedDirs, path.Clean(dir))
}

// cloneValued are git's and git clone's options that take the next
// argument.
var cloneValued = setOf(words("-C -c -b -o -j -u --branch --origin --depth --jobs --reference --reference-if-able --config --template --separate-git-dir --filter --upload-pack --shallow-since --shallow-exclude --server-option --git-dir --work-tree --namespace"))

// inClonedDir: p lies in a directory a clone filled, or names a make run
// there (make -C DIR, or make in it).
func (w *walker) inClonedDir(p string) bool { return underAny(w.clonedDirs, p) }
