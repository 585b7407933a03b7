package shell

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// The arguments after inline code are the code's argv: python3 -c
// "print(open(sys.argv[1]).read())" ~/.ssh/id_rsa reads the key, node -e
// "fs.rmSync(process.argv[1], …)" ~ deletes the home. The path is not
// computed at run time: it is on the command line. Each language's argv
// element is put back as the literal it is before the code is read
// (an argument with a quote or a computed one is left as it was), and
// code that reads all its arguments as files (ruby -n/-p, ARGF, python's
// fileinput) reads each.

// argvRef: each language's argv element (its index in group 1) and the
// index of the first argument after the code.
var argvRef = map[lang]struct {
	re    *regexp.Regexp
	first int
}{
	langPython: {regexp.MustCompile(`\b(?:sys\.)?argv\[\s*(-?\d+)\s*\]`), 1},
	langJS:     {regexp.MustCompile(`\b(?:process\.)?argv\[\s*(-?\d+)\s*\]`), 1},
	langPHP:    {regexp.MustCompile(`\$(?:_SERVER\[['"]argv['"]\]|argv)\[\s*(-?\d+)\s*\]`), 1},
	langRuby:   {regexp.MustCompile(`\bARGV\[\s*(-?\d+)\s*\]`), 0},
	langPerl:   {regexp.MustCompile(`\$ARGV\[\s*(-?\d+)\s*\]`), 0},
	langLua:    {regexp.MustCompile(`\barg\[\s*(-?\d+)\s*\]`), 1},
}

// withArgv returns code with each argv element it names replaced by the
// argument as a quoted literal.
func withArgv(l lang, code field, args []field) field {
	ref, ok := argvRef[l]
	if !ok || code.dyn || len(args) == 0 {
		return code
	}
	code.s = ref.re.ReplaceAllStringFunc(code.s, func(m string) string {
		n, err := strconv.Atoi(ref.re.FindStringSubmatch(m)[1])
		if err != nil {
			return m
		}
		i := n - ref.first
		if n < 0 {
			i = len(args) + n // python's argv[-1]: the last
		}
		if i < 0 || i >= len(args) || args[i].dyn || strings.ContainsAny(args[i].s, `"'\`) {
			return m
		}
		return `"` + args[i].s + `"`
	})
	return code
}

// argvReaders: code that reads every argument as a file.
var argvReaders = map[lang]*regexp.Regexp{
	langPython: regexp.MustCompile(`\bfileinput\b`),
	langRuby:   regexp.MustCompile(`\bARGF\b|\$<`),
}

// readsArgs records the reads of code that reads its arguments as files:
// an ARGF or fileinput reader, or ruby's -n and -p loops (opts are the
// options before the code).
func (e *ewalker) readsArgs(l lang, code field, opts, args []field) {
	all := false
	if re := argvReaders[l]; re != nil && re.MatchString(code.s) {
		all = true
	}
	if l == langRuby {
		for _, o := range opts {
			if flagBeforeCode(o.s, "np") {
				all = true
			}
		}
	}
	if !all {
		return
	}
	for _, f := range args {
		if !strings.HasPrefix(f.s, "-") {
			e.addPath(middleware.EffectRead, f)
		}
	}
}
