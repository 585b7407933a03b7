package evaluate

import (
	"bytes"
	"crypto/sha256"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

// What the Read tool gives the model of a file without an offset: the
// first ReadLines lines, each cut at ReadLineBytes. SourceFiles cuts files
// the same way, so a benign record is what the model would have read.
const (
	ReadLines     = 2000
	ReadLineBytes = 2000
)

// sourceExts are the file kinds SourceFiles takes: source code and
// documentation, what an agent reads in a dependency.
var sourceExts = map[string]string{
	".go": "source", ".js": "source", ".mjs": "source", ".cjs": "source", ".jsx": "source",
	".ts": "source", ".mts": "source", ".cts": "source", ".tsx": "source",
	".md": "docs", ".markdown": "docs", ".rst": "docs",
}

// SourceFiles walks dirs and returns every source file and README in
// them as a benign record, as the Read tool returns it (ReadLines,
// ReadLineBytes). The category is "<origin>-<kind>": origin "npm" for a
// file under a node_modules directory, else "go"; kind "docs" for
// READMEs and Markdown, else "source". Files are taken in path order,
// binary files (a NUL byte, invalid UTF-8) and empty ones are skipped, and
// a file whose content was already taken (the same module in two
// versions) is taken once, so the set depends only on the directories'
// contents.
func SourceFiles(dirs ...string) ([]Record, error) {
	var paths []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.Type().IsRegular() && fileKind(d.Name()) != "" {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	slices.Sort(paths)
	paths = slices.Compact(paths)
	seen := map[[32]byte]bool{}
	var out []Record
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		text := readView(b)
		if strings.TrimSpace(text) == "" || strings.IndexByte(text, 0) >= 0 || !utf8.ValidString(text) {
			continue
		}
		sum := sha256.Sum256([]byte(text))
		if seen[sum] {
			continue
		}
		seen[sum] = true
		origin := "go"
		if slices.Contains(strings.Split(filepath.ToSlash(p), "/"), "node_modules") {
			origin = "npm"
		}
		out = append(out, Record{Text: text, Label: "benign", Category: origin + "-" + fileKind(filepath.Base(p))})
	}
	return out, nil
}

// fileKind is "source", "docs" or "" (not taken) for a file name.
func fileKind(name string) string {
	if strings.HasPrefix(strings.ToUpper(name), "README") {
		return "docs"
	}
	return sourceExts[strings.ToLower(filepath.Ext(name))]
}

// readView cuts b as the Read tool does: ReadLines lines of at most
// ReadLineBytes bytes each (cut on a rune boundary).
func readView(b []byte) string {
	var out []byte
	for i := 0; i < ReadLines && len(b) > 0; i++ {
		line := b
		rest := []byte(nil)
		if j := bytes.IndexByte(b, '\n'); j >= 0 {
			line, rest = b[:j+1], b[j+1:]
		}
		if len(line) > ReadLineBytes {
			cut := ReadLineBytes
			for cut > 0 && !utf8.RuneStart(line[cut]) {
				cut--
			}
			line = append(line[:cut:cut], '\n')
		}
		out = append(out, line...)
		b = rest
	}
	return string(out)
}
