package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// A command built from a list the line spells out (an array, set --, a
// read of known input) is the command it spells; an unknown list stays
// unknown.
func TestEffectsLists(t *testing.T) {
	t.Parallel()
	home := del("~")
	runEffectCases(t, false, []effectCase{
		{"set --", `set -- rm -rf ~; "$@"`, []middleware.Effect{home}, nil},
		{"array", `arr=(rm -rf ~); "${arr[@]}"`, []middleware.Effect{home}, nil},
		{"array star", `arr=(rm -rf ~); ${arr[*]}`, []middleware.Effect{home}, nil},
		{"array operands", `files=(~ /tmp/x); rm -rf "${files[@]}"`, []middleware.Effect{home, del("/tmp/x")}, nil},
		{"read one name", `read -r c <<< "rm -rf ~"; $c`, []middleware.Effect{home}, nil},
		{"read two names", `read -r a b <<< "rm -rf ~"; $a $b`, []middleware.Effect{home}, nil},
		{"read -a", `read -a w <<< "rm -rf ~"; "${w[@]}"`, []middleware.Effect{home}, nil},
		{"read of unknown input", `read -r c; $c -rf ~`, []middleware.Effect{unknownExec, home}, nil},
		{"unset forgets", `arr=(ls); unset arr; "${arr[@]}" -rf ~`, []middleware.Effect{unknownExec, home}, nil},
		{"awk prints to a shell", `awk 'BEGIN{print "rm -rf ~" | "sh"}'`, []middleware.Effect{home}, nil},
		{"python deletes what it lists", `python3 -c "import os; [os.remove(f) for f in os.listdir('.')]"`, []middleware.Effect{workdirContents}, nil},
		// Everyday.
		{"harmless array", `arr=(ls -la); "${arr[@]}"`, []middleware.Effect{ex("ls")}, []middleware.Effect{home, workdirContents}},
		{"awk to sort", `awk '{print $0 | "sort"}' data.txt`, []middleware.Effect{rd("data.txt")}, []middleware.Effect{workdirContents}},
		{"filtered clean-up", `python3 -c "import os,glob; [os.remove(f) for f in glob.glob('*.pyc')]"`, nil, []middleware.Effect{workdirContents}},
		{"filtered walk", `python3 -c "import os; [os.remove(os.path.join(r,f)) for r,d,fs in os.walk('.') for f in fs if f.endswith('.pyc')]"`, nil, []middleware.Effect{workdirContents}},
	})
}
