package shell

import "strings"

// opts is an argument vector split into flags and operands. Short flags
// live in a bitset, so `-rf`, `-r -f` and `-fr` are the same value.
type opts struct {
	short uint64
	long  []string // long option names, without -- and =value
	vals  []kv     // values of value-taking options, short as "o", long as "output"
	ops   []field  // operands, in order
}

type kv struct{ k, v string }

func flagBit(c byte) uint64 {
	switch {
	case c >= 'a' && c <= 'z':
		return 1 << (c - 'a')
	case c >= 'A' && c <= 'Z':
		return 1 << (26 + c - 'A')
	case c >= '0' && c <= '9':
		return 1 << (52 + c - '0')
	}
	return 0
}

// parseOpts reads getopt-style options. shortVal lists the short options
// that take a value; longVal the long ones. Everything after "--" is an
// operand. Options may follow operands (GNU permutation).
func parseOpts(args []field, shortVal string, longVal ...string) opts {
	var o opts
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "--":
			o.ops = append(o.ops, args[i+1:]...)
			return o
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			o.long = append(o.long, name)
			if !hasVal && containsStr(longVal, name) && i+1 < len(args) {
				i++
				val, hasVal = args[i].s, true
			}
			if hasVal {
				o.vals = append(o.vals, kv{name, val})
			}
		case len(a) > 1 && a[0] == '-' && !args[i].dyn:
			for j := 1; j < len(a); j++ {
				c := a[j]
				o.short |= flagBit(c)
				if strings.IndexByte(shortVal, c) >= 0 {
					v := a[j+1:]
					if v == "" && i+1 < len(args) {
						i++
						v = args[i].s
					}
					o.vals = append(o.vals, kv{string(c), v})
					break
				}
			}
		default:
			o.ops = append(o.ops, args[i])
		}
	}
	return o
}

func (o *opts) has(c byte) bool { return o.short&flagBit(c) != 0 }

// hasLong matches a long option or any unambiguous-looking abbreviation of
// it at least min bytes long (GNU getopt accepts --rec for --recursive).
func (o *opts) hasLong(name string, min int) bool {
	for _, l := range o.long {
		if l == name || (len(l) >= min && strings.HasPrefix(name, l)) {
			return true
		}
	}
	return false
}

func (o *opts) val(keys ...string) (string, bool) {
	for _, p := range o.vals {
		if containsStr(keys, p.k) {
			return p.v, true
		}
	}
	return "", false
}

func (o *opts) allVals(keys ...string) []string {
	var out []string
	for _, p := range o.vals {
		if containsStr(keys, p.k) {
			out = append(out, p.v)
		}
	}
	return out
}

func (o *opts) op(i int) string {
	if i < len(o.ops) {
		return o.ops[i].s
	}
	return ""
}
