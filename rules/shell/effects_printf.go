package shell

import (
	"strconv"
	"strings"
)

// printfText is what printf FORMAT ARGS… prints, when the walk can know it:
// the format's escapes decoded, %s, %b (its argument's escapes decoded),
// %c, %d and %i filled from the arguments, with a width, a precision and
// the - and 0 flags, %% a percent sign, and the format used again while
// arguments are left, as bash's printf does. Any other directive is not
// computed here: ok is false and the text is unknown, never the format as
// written (`printf 'c%sl' ur` prints curl, not c%sl).
func printfText(format string, args []string) (string, bool) {
	var b strings.Builder
	for range len(args) + 1 {
		used := 0
		rest := format
		for rest != "" {
			i := strings.IndexByte(rest, '%')
			if i < 0 {
				b.WriteString(decodeEscapes(rest, false))
				break
			}
			b.WriteString(decodeEscapes(rest[:i], false))
			d, n, ok := parseDirective(rest[i+1:])
			if !ok {
				return "", false
			}
			rest = rest[i+1+n:]
			if d.conv == '%' {
				b.WriteByte('%')
				continue
			}
			arg, have := "", used < len(args)
			if have {
				arg = args[used]
				used++
			}
			s, ok := d.apply(arg, have)
			if !ok || b.Len()+len(s) > maxPrintfText {
				return "", false
			}
			b.WriteString(s)
		}
		if used == 0 || used >= len(args) {
			break
		}
		args = args[used:]
	}
	return b.String(), true
}

// directive is one printf conversion: %[-0][width][.precision]conv.
type directive struct {
	left, zero bool
	width      int
	prec       int // -1: none
	conv       byte
}

// maxPrintfWidth bounds a width or precision the walk computes: a
// larger one pads a command no shell line needs.
const maxPrintfWidth = 256

// maxPrintfText bounds the text printfText builds: widths and a format
// used again for every argument make it grow faster than the command
// line (printf '%256s' with a thousand arguments), and the walk holds it.
// Longer, it is unknown.
const maxPrintfText = 64 << 10

// parseDirective reads a directive after its %, returning its length; ok
// is false for a flag, a conversion or a * width it does not compute.
func parseDirective(s string) (d directive, n int, ok bool) {
	d.prec = -1
	for n < len(s) && (s[n] == '-' || s[n] == '0') {
		d.left = d.left || s[n] == '-'
		d.zero = d.zero || s[n] == '0'
		n++
	}
	num := func() int {
		st := n
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		v, err := strconv.Atoi(s[st:n])
		if err != nil || v > maxPrintfWidth {
			return -1
		}
		return v
	}
	if n < len(s) && s[n] >= '1' && s[n] <= '9' {
		if d.width = num(); d.width < 0 {
			return d, n, false
		}
	}
	if n < len(s) && s[n] == '.' {
		n++
		if d.prec = num(); d.prec < 0 {
			d.prec = 0
			if n < len(s) && s[n] >= '0' && s[n] <= '9' {
				return d, n, false // too wide
			}
		}
	}
	if n >= len(s) || !strings.ContainsRune("%sbcdi", rune(s[n])) {
		return d, n, false
	}
	d.conv = s[n]
	return d, n + 1, true
}

// apply formats one argument (have: there was one; a missing one is
// empty, or 0 for a number).
func (d directive) apply(arg string, have bool) (string, bool) {
	var s string
	switch d.conv {
	case 's':
		s = arg
	case 'b':
		s = decodeEscapes(arg, true)
	case 'c':
		s = arg[:min(1, len(arg))]
	case 'd', 'i':
		if !have {
			arg = "0"
		}
		digits := strings.TrimPrefix(arg, "-")
		if digits == "" || strings.Trim(digits, "0123456789") != "" {
			return "", false
		}
		s = arg
	}
	if d.prec >= 0 && d.conv != 'd' && d.conv != 'i' && len(s) > d.prec {
		s = s[:d.prec]
	}
	if pad := d.width - len(s); pad > 0 {
		switch {
		case d.left:
			s += strings.Repeat(" ", pad)
		case d.zero && (d.conv == 'd' || d.conv == 'i'):
			sign := ""
			if strings.HasPrefix(s, "-") {
				sign, s = "-", s[1:]
			}
			s = sign + strings.Repeat("0", pad) + s
		default:
			s = strings.Repeat(" ", pad) + s
		}
	}
	return s, true
}
