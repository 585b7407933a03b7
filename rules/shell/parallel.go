package shell

import "strings"

// parallelCommands returns the command lines GNU parallel runs: its
// command once for each input after ":::" (the input in place of {}, or
// appended), or, with no command, each input as a command line of its own
// (parallel ::: "rm -rf ~/a" "rm -rf ~/b"). Inputs read from files
// (::::) and computed ones are unknown until run, as xargs's are; a long
// list repeats its shape, so the first parallelMost are returned. stdin
// reports a command with no ":::": its inputs are the lines of stdin.
func parallelCommands(args []field) (lines []string, stdin bool) {
	var tmpl []string
	i := 0
	for ; i < len(args) && !strings.HasPrefix(args[i].s, ":::"); i++ {
		a := args[i].s
		if len(tmpl) == 0 && strings.HasPrefix(a, "-") {
			if parallelValued[a] && i+1 < len(args) {
				i++
			}
			continue
		}
		tmpl = append(tmpl, a)
	}
	if i == len(args) {
		return nil, true
	}
	cmd := strings.Join(tmpl, " ")
	var out []string
	for ; i < len(args) && len(out) < parallelMost; i++ {
		in := args[i].s
		switch {
		case strings.HasPrefix(in, ":::"):
		case cmd == "":
			out = append(out, in)
		case strings.Contains(cmd, "{}"):
			out = append(out, strings.ReplaceAll(cmd, "{}", in))
		default:
			out = append(out, cmd+" "+in)
		}
	}
	return out, false
}

const parallelMost = 16

// parallelValued are GNU parallel's options that take the next argument.
var parallelValued = setOf(words("-j -P -S -a -N -n -L -I -d -E --jobs --sshlogin --arg-file --delay --timeout --colsep --joblog --results --tmpdir --workdir --basefile --return --env --shebang-wrap --max-args --max-lines"))
