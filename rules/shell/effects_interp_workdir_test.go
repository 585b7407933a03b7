package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// An interpreter's delete of the working directory, or of every file the
// glob of all of it matches, is rm -rf * whichever language spells it; a
// delete of one directory or of a filtered glob is not.
func TestEffectsInterpDeleteWorkdir(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"python rmtree", `python3 -c "import shutil; shutil.rmtree('.')"`, []middleware.Effect{workdirContents}, nil},
		{"node rmSync", `node -e "require('fs').rmSync('.', {recursive: true, force: true})"`, []middleware.Effect{workdirContents}, nil},
		{"ruby rm_rf", `ruby -e 'require "fileutils"; FileUtils.rm_rf(".")'`, []middleware.Effect{workdirContents}, nil},
		{"ruby every file", `ruby -e 'File.delete(*Dir["**/*"])'`, []middleware.Effect{workdirContents}, nil},
		{"perl unlink glob", `perl -e 'unlink glob("*")'`, []middleware.Effect{workdirContents}, nil},
		{"rm globstar", `rm -rf **/*`, []middleware.Effect{workdirContents}, nil},
		// Everyday.
		{"python rmtree build", `python3 -c "import shutil; shutil.rmtree('build')"`, []middleware.Effect{del("build")}, []middleware.Effect{workdirContents}},
		{"node rmSync dist", `node -e "require('fs').rmSync('dist', {recursive: true})"`, []middleware.Effect{del("dist")}, []middleware.Effect{workdirContents}},
		{"ruby delete logs", `ruby -e 'File.delete(*Dir["log/*.log"])'`, nil, []middleware.Effect{workdirContents}},
		{"rm one file", `rm -f out.txt`, []middleware.Effect{del("out.txt")}, []middleware.Effect{workdirContents}},
	})
}
