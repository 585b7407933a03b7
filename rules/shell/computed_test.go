package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A recursive delete of a path computed at run time is asked about
// (fs.rm-computed); a computed path below a known directory, the home,
// and a loop over known words are judged as what they name.
func TestRmComputed(t *testing.T) {
	t.Parallel()
	checkIDs(t, []idCase{
		{"rm -rf $DIR", IDRmComputed},
		{`rm -rf "${TARGET}"/*`, IDRmComputed},
		{"rm -rf $(cat dirs.txt)", IDRmComputed},
		{"rm -rf `cat dirs.txt`", IDRmComputed},
		{"rm -rf ./$X", IDRmComputed},
		{"rm -rf $HOME", IDRmHome},
		{`for d in ~/*; do rm -rf "$d"; done`, IDRmHome},
		{`for f in dist/*; do rm -rf "$f"; done`, ""},
		{`rm -rf "$TMPDIR/build"`, ""},
		{"rm -rf build/$X", ""},
		{"rm -f $FILE", ""},
		{"find . -name '*.txt' | xargs rm -rf", ""},
		{"rm -rf ~/projects", IDRmHomeFolder},
		{"rm -rf ~/.cache/pip", ""},
		{"rm -rf ~/src/app/node_modules", ""},
		{"rm -f ~/notes.txt", ""},
	})
	assert.NotContains(t, ids(Analyze("rm -rf $HOME")), IDRmComputed)
}
