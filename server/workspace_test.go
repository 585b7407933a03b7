package server_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server"
)

func TestWorkspaces(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	w, err := server.NewWorkspaces(root)
	require.NoError(t, err)
	defer w.Close()

	a, err := w.Dir("acme", "web")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(a, root+string(filepath.Separator)))
	st, err := os.Stat(a)
	require.NoError(t, err)
	assert.True(t, st.IsDir())
	assert.Equal(t, os.FileMode(0o700), st.Mode().Perm())

	again, err := w.Dir("acme", "web")
	require.NoError(t, err)
	assert.Equal(t, a, again, "the same project, the same directory")

	dirs := map[string]bool{a: true}
	for _, tp := range [][2]string{{"acme", "Web"}, {"ACME", "web"}, {"globex", "web"}, {"acme", ".."}, {"..", ".."}, {"acme", "."}} {
		d, err := w.Dir(tp[0], tp[1])
		require.NoError(t, err, tp)
		assert.False(t, dirs[d], "%v shares a directory", tp)
		dirs[d] = true
		rel, err := filepath.Rel(root, d)
		require.NoError(t, err)
		assert.False(t, rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)), "%v left the root: %s", tp, d)
		assert.Equal(t, 1, strings.Count(rel, string(filepath.Separator)), "two segments under the root: %s", rel)
	}
	for _, tp := range [][2]string{{"acme", "a/b"}, {"", "web"}, {"acme", strings.Repeat("x", 65)}, {"acme", "wéb"}} {
		_, err := w.Dir(tp[0], tp[1])
		assert.Error(t, err, tp)
	}
}

// A symlink planted where a project's directory would be is refused, not
// followed out of the root.
func TestWorkspacesRefuseSymlinks(t *testing.T) {
	t.Parallel()
	root, outside := t.TempDir(), t.TempDir()
	w, err := server.NewWorkspaces(root)
	require.NoError(t, err)
	defer w.Close()
	tenantDir, err := w.Dir("acme", "web")
	require.NoError(t, err)
	tenantDir = filepath.Dir(tenantDir)
	require.NoError(t, os.Symlink(outside, filepath.Join(tenantDir, "evil-link")))
	// A project whose segment is the link's name cannot be forged (names
	// carry a hash), so plant the link over a real project's segment.
	d, err := w.Dir("acme", "api")
	require.NoError(t, err)
	require.NoError(t, os.Remove(d))
	require.NoError(t, os.Symlink(outside, d))
	_, err = w.Dir("acme", "api")
	assert.Error(t, err, "a symlink in place of the project's directory")
	entries, _ := os.ReadDir(outside)
	assert.Empty(t, entries, "nothing was made outside the root")
}
