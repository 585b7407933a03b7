package shell

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Project is what the guard may read of the project a command runs in:
// the bodies of its package.json scripts, so that `npm test` is judged by
// what it runs. Nil means the project is not known.
type Project interface {
	// Script returns the body of the named package.json script.
	Script(name string) (string, bool)
}

// ProjectFiles is a Project whose shell scripts the guard may read: `bash
// deploy.sh`, `sh ./scripts/build.sh`, `source env.sh` run what the file
// holds, which is judged as if it were written out on the line (a script
// the agent wrote with the Write tool a call before is then judged by
// what it does when it runs).
type ProjectFiles interface {
	// File returns the text of the file at rel, a clean relative path
	// that does not climb, when it is a regular file the guard reads.
	File(rel string) (string, bool)
}

// maxPackageJSON bounds the package.json the guard reads.
const maxPackageJSON = 1 << 20

// maxScriptFile bounds a script file the guard reads, and maxScriptFiles
// the bytes of all the files one command line's walk reads: what a walk
// may hold in memory, and time, stays within the effects' own limit.
const (
	maxScriptFile  = 64 << 10
	maxScriptFiles = MaxEffectsInput
)

// ProjectDir returns the project in dir (an absolute path), or nil when
// dir is not one. package.json is read only if it is a regular file of at
// most 1 MiB; a file that cannot be read or parsed gives no scripts (the
// call is then judged without them, as when no project is known). It is
// cached by path, size and modification time. The project's script files
// are read when a command runs them (ProjectFiles).
func ProjectDir(dir string) Project {
	if dir == "" || !filepath.IsAbs(dir) {
		return nil
	}
	return &diskProject{dir: filepath.Clean(dir), scripts: packageScripts(filepath.Join(dir, "package.json"))}
}

// packageScripts returns the scripts of the package.json at p, cached.
func packageScripts(p string) scripts {
	st, err := os.Lstat(p)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxPackageJSON {
		return nil
	}
	key := projectKey{path: p, size: st.Size(), mod: st.ModTime()}
	projectCache.mu.Lock()
	defer projectCache.mu.Unlock()
	if c, ok := projectCache.m[key]; ok {
		return c
	}
	s := readScripts(p)
	if len(projectCache.m) >= 64 {
		clear(projectCache.m) // a few projects per process; start over past that
	}
	projectCache.m[key] = s
	return s
}

// diskProject is a project directory on this machine.
type diskProject struct {
	dir     string
	scripts scripts
}

func (d *diskProject) Script(name string) (string, bool) { return d.scripts.Script(name) }

// File reads rel below the project directory: a regular file (not a
// link: it could point anywhere) of at most maxScriptFile bytes, text
// (no NUL byte). Anything else is not read, and the call is judged as it
// was without the file.
func (d *diskProject) File(rel string) (string, bool) {
	if rel == "" || filepath.IsAbs(rel) || rel != filepath.Clean(rel) || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	p := filepath.Join(d.dir, rel)
	st, err := os.Lstat(p)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxScriptFile {
		return "", false
	}
	f, err := os.Open(p)
	if err != nil {
		return "", false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxScriptFile+1))
	if err != nil || len(b) > maxScriptFile || bytes.IndexByte(b, 0) >= 0 {
		return "", false
	}
	return string(b), true
}

// allScripts returns every package.json script of p, when p knows them.
func allScripts(p Project) scripts {
	switch x := p.(type) {
	case scripts:
		return x
	case *diskProject:
		return x.scripts
	}
	return nil
}

type projectKey struct {
	path string
	size int64
	mod  time.Time
}

var projectCache = struct {
	mu sync.Mutex
	m  map[projectKey]scripts
}{m: map[projectKey]scripts{}}

// scripts are a package.json's "scripts".
type scripts map[string]string

func (s scripts) Script(name string) (string, bool) {
	b, ok := s[name]
	return b, ok
}

func readScripts(path string) scripts {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.NewDecoder(io.LimitReader(f, maxPackageJSON)).Decode(&pkg); err != nil {
		return nil
	}
	return pkg.Scripts
}

// projectFile returns the text of a script file f that a shell runs,
// read from the project when the line is still in it and f names a file
// below it: a known relative path that does not climb, placed in the
// directory cd moved to. Each file read widens the walk's step budget by
// what its text needs; past maxScriptFiles read in one walk, no more are
// read (the script is then judged as before: a read of the file).
func (e *ewalker) projectFile(f field) (string, bool) {
	files, ok := e.project.(ProjectFiles)
	if !ok || f.dyn || !relativePath(f.s) || !e.dir.inProject() {
		return "", false
	}
	p := e.placeField(f)
	if p.dyn || !relativePath(p.s) {
		return "", false
	}
	rel := filepath.Clean(p.s)
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	text, ok := files.File(rel)
	if !ok || e.fileBytes+len(text) > maxScriptFiles {
		return "", false
	}
	e.fileBytes += len(text)
	e.budget += 4 * len(text)
	return text, true
}

// shellInterpreters are the programs a `#!` line names for a shell
// script.
var shellInterpreters = map[string]bool{"sh": true, "bash": true, "dash": true, "zsh": true, "ksh": true, "ash": true, "mksh": true}

// shellScript reports whether a file run by its path is a shell script:
// its `#!` line names a shell (directly or through env), or it has none,
// which the shell that runs it reads as one of its own.
func shellScript(text string) bool {
	line, ok := strings.CutPrefix(text, "#!")
	if !ok {
		return true
	}
	line, _, _ = strings.Cut(line, "\n")
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	prog := filepath.Base(f[0])
	if prog == "env" {
		prog = ""
		for _, a := range f[1:] {
			if !strings.HasPrefix(a, "-") && !strings.Contains(a, "=") {
				prog = filepath.Base(a)
				break
			}
		}
	}
	return shellInterpreters[prog]
}
