package server

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Workspaces gives each tenant's project a directory of its own under one
// root: the turns of the Claude bridge run there, and it is the workspace
// root the effects policy confines their tool calls to. Names never leave
// the root: each becomes one path segment that is its lower-case form plus
// a hash of the exact name, so "..", a slash, or two names differing only
// in case (on a file system that folds case) can never reach or share
// another's directory; and directories are created and checked through an
// os.Root, which refuses symlinks that lead out.
type Workspaces struct {
	path string
	root *os.Root
}

// NewWorkspaces opens (creating it, 0700) the root directory.
func NewWorkspaces(dir string) (*Workspaces, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("workspaces: %w", err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return nil, fmt.Errorf("workspaces: %w", err)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("workspaces: %w", err)
	}
	return &Workspaces{path: abs, root: root}, nil
}

// Close releases the root.
func (w *Workspaces) Close() error { return w.root.Close() }

// errWorkspace is what a caller learns of a workspace that cannot be made:
// the details (paths) stay in the log.
var errWorkspace = errors.New("workspace unavailable")

// Dir returns the absolute directory of tenant's project, creating it on
// first use. An existing entry that is not a plain directory (a symlink
// planted there) is refused.
func (w *Workspaces) Dir(tenant, project string) (string, error) {
	if !ValidName(tenant) || !ValidName(project) {
		return "", errWorkspace
	}
	rel := filepath.Join(segment(tenant), segment(project))
	if err := w.root.MkdirAll(rel, 0o700); err != nil {
		return "", fmt.Errorf("%w: %v", errWorkspace, err)
	}
	for _, p := range []string{segment(tenant), rel} {
		st, err := w.root.Lstat(p)
		if err != nil || st.Mode().Type() != fs.ModeDir {
			return "", errWorkspace
		}
	}
	return filepath.Join(w.path, rel), nil
}

// segment is a name as one path segment of its own: lower-case for
// people reading the tree, and a hash of the exact name so that no two
// names share one.
func segment(name string) string {
	sum := sha256.Sum256([]byte(name))
	return strings.ToLower(name) + "-" + hex.EncodeToString(sum[:4])
}
