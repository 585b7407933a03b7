package shell

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
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

// maxPackageJSON bounds the package.json the guard reads.
const maxPackageJSON = 1 << 20

// ProjectDir returns the project in dir (an absolute path), or nil when
// there is none to read. package.json is read only if it is a regular file
// of at most 1 MiB; a file that cannot be read or parsed gives no scripts
// (the call is then judged without them, as when no project is known). It
// is cached by path, size and modification time.
func ProjectDir(dir string) Project {
	if dir == "" || !filepath.IsAbs(dir) {
		return nil
	}
	p := filepath.Join(dir, "package.json")
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
