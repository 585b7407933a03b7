package shell

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// The rows of the commands that transform text the walk may know (echo,
// base64, base32, xxd, rev, tr): a payload they decode for a shell is judged as
// written out.

// echoFn: echo and printf print their arguments; the text is known when
// the arguments are, so `echo … | base64 -d | sh` can be decoded.
func echoFn(e *ewalker, name string, args []field, _ stdin) stdout {
	escapes, newline := name == "printf", name == "echo"
	for len(args) > 0 && name == "echo" && len(args[0].s) > 1 && args[0].s[0] == '-' && strings.Trim(args[0].s[1:], "neE") == "" {
		escapes = escapes || strings.Contains(args[0].s, "e")
		newline = newline && !strings.Contains(args[0].s, "n")
		args = args[1:]
	}
	if name == "printf" && len(args) > 1 && args[0].s == "-v" {
		// printf -v VAR assigns instead of printing: what it assigns is
		// known as its output would be (`printf -v c %s "rm -rf /"; $c`).
		delete(e.vars, args[1].s)
		if out := echoFn(e, name, args[2:], stdin{}); out.known && len(out.text) <= maxFieldLen && !args[1].dyn {
			e.vars[args[1].s] = out.text
		}
		return stdout{}
	}
	for _, a := range args {
		if a.dyn {
			return stdout{}
		}
	}
	text := joinFields(args)
	if name == "printf" {
		if len(args) > 0 && args[0].s == "--" {
			args = args[1:]
		}
		if len(args) == 0 {
			return stdout{}
		}
		var ok bool
		if text, ok = printfText(args[0].s, fieldStrings(args[1:])); !ok {
			return stdout{}
		}
		escapes = false // printfText decoded the format's and %b's
	}
	if escapes {
		text = decodeEscapes(text, name == "echo")
	}
	if newline {
		text += "\n"
	}
	return stdout{text: text, known: true}
}

// base64Fn: base64 reads its file operand; with -d the known input is
// decoded.
func base64Fn(e *ewalker, _ string, args []field, in stdin) stdout {
	o := parseOpts(args, "w", "wrap")
	for _, f := range o.ops {
		e.addPath(middleware.EffectRead, f)
	}
	if !(o.has('d') || o.has('D') || o.hasLong("decode", 3)) {
		return stdout{}
	}
	if len(o.ops) > 0 || !in.known {
		return stdout{decoded: true} // decoded, but not known here
	}
	s := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\n' || r == '\t' || r == '\r' {
			return -1
		}
		return r
	}, in.text)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return stdout{text: string(b), known: true}
		}
	}
	return stdout{}
}

// base32Fn: base32 (and basenc --base32) reads its file operand; with -d
// the known input is decoded, as base64Fn does.
func base32Fn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, "w", "wrap")
	for _, f := range o.ops {
		e.addPath(middleware.EffectRead, f)
	}
	if name == "basenc" && !o.hasLong("base32", 6) && !o.hasLong("base32hex", 9) {
		return base64Fn(e, name, args, in) // --base64, --base64url: base64's decoding
	}
	if !(o.has('d') || o.hasLong("decode", 3)) {
		return stdout{}
	}
	if len(o.ops) > 0 || !in.known {
		return stdout{decoded: true}
	}
	s := strings.ToUpper(strings.Join(strings.Fields(in.text), ""))
	enc := base32.StdEncoding
	if o.hasLong("base32hex", 9) {
		enc = base32.HexEncoding
	}
	for _, e := range []*base32.Encoding{enc, enc.WithPadding(base32.NoPadding)} {
		if b, err := e.DecodeString(s); err == nil {
			return stdout{text: string(b), known: true}
		}
	}
	return stdout{}
}

// xxdFn: xxd -r -p turns known hex back into text.
func xxdFn(e *ewalker, name string, args []field, in stdin) stdout {
	e.roles(effectIndex["uniq"], name, args) // in [out], like uniq
	o := parseOpts(args, "cglosn")
	if !o.has('r') {
		return stdout{}
	}
	if !o.has('p') || len(o.ops) > 0 || !in.known {
		if len(o.ops) < 2 {
			return stdout{decoded: true} // xxd -r IN > OUT
		}
		e.decodedInto(o.ops[1]) // xxd -r IN OUT
		return stdout{}
	}
	b, err := hex.DecodeString(strings.Join(strings.Fields(in.text), ""))
	if err != nil {
		return stdout{}
	}
	return stdout{text: string(b), known: true}
}

// revFn: rev reverses each line of its known input (or reads its files).
func revFn(e *ewalker, _ string, args []field, in stdin) stdout {
	for _, f := range skipOpts(args, "") {
		e.addPath(middleware.EffectRead, f)
	}
	if len(skipOpts(args, "")) > 0 || !in.known {
		return stdout{}
	}
	lines := strings.Split(in.text, "\n")
	for i, l := range lines {
		r := []rune(l)
		for a, b := 0, len(r)-1; a < b; a, b = a+1, b-1 {
			r[a], r[b] = r[b], r[a]
		}
		lines[i] = string(r)
	}
	return stdout{text: strings.Join(lines, "\n"), known: true}
}

// trFn: tr SET1 SET2 maps the characters of its known input (rot13 and
// other substitutions); -d deletes SET1's. Classes ([:alpha:]) and
// complement (-c) give an unknown output.
func trFn(e *ewalker, _ string, args []field, in stdin) stdout {
	o := parseOpts(args, "")
	if !in.known || o.has('c') || o.has('C') || o.has('s') || len(o.ops) == 0 || len(o.ops) > 2 {
		return stdout{}
	}
	set1, ok1 := trSet(o.ops[0])
	if !ok1 {
		return stdout{}
	}
	if o.has('d') {
		drop := map[rune]bool{}
		for _, r := range set1 {
			drop[r] = true
		}
		return stdout{text: strings.Map(func(r rune) rune {
			if drop[r] {
				return -1
			}
			return r
		}, in.text), known: true}
	}
	if len(o.ops) != 2 {
		return stdout{}
	}
	set2, ok2 := trSet(o.ops[1])
	if !ok2 || len(set2) == 0 {
		return stdout{}
	}
	m := map[rune]rune{}
	for i, r := range set1 {
		m[r] = set2[min(i, len(set2)-1)] // a short SET2 repeats its last
	}
	return stdout{text: strings.Map(func(r rune) rune {
		if t, ok := m[r]; ok {
			return t
		}
		return r
	}, in.text), known: true}
}

// trSet expands a tr set of literal characters and ranges (a-z); ok is
// false for what it does not model (classes, equivalences, repeats, a
// computed set).
func trSet(f field) ([]rune, bool) {
	if f.dyn || strings.Contains(f.s, "[:") || strings.Contains(f.s, "[=") || strings.Contains(f.s, "*") || strings.Contains(f.s, "\\") {
		return nil, false
	}
	r := []rune(f.s)
	var out []rune
	for i := 0; i < len(r); i++ {
		if i+2 < len(r) && r[i+1] == '-' && r[i] <= r[i+2] && r[i+2]-r[i] < 256 {
			for c := r[i]; c <= r[i+2]; c++ {
				out = append(out, c)
			}
			i += 2
			continue
		}
		out = append(out, r[i])
	}
	return out, len(out) <= 4096
}

// dirnameFn: dirname and basename print what their literal operands name
// (`rm -rf $(dirname ~/x)` removes ~), so the text is known when the
// operands are. basename's -s/-a and a second operand (a suffix) are read
// as GNU's are.
func dirnameFn(_ *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "s", "suffix")
	suffix, _ := o.val("s", "suffix")
	ops := o.ops
	if name == "basename" && !o.has('a') && !o.hasLong("multiple", 3) && suffix == "" && len(ops) == 2 {
		suffix, ops = ops[1].s, ops[:1]
	}
	var out []string
	for _, a := range ops {
		if a.dyn {
			return stdout{}
		}
		p := strings.TrimRight(a.s, "/")
		switch {
		case p == "" && a.s != "":
			p = "/"
		case name == "dirname":
			if i := strings.LastIndexByte(p, '/'); i > 0 {
				p = strings.TrimRight(p[:i], "/")
				if p == "" {
					p = "/"
				}
			} else if i == 0 {
				p = "/"
			} else {
				p = "."
			}
		default:
			if i := strings.LastIndexByte(p, '/'); i >= 0 {
				p = p[i+1:]
			}
			if suffix != "" && p != suffix {
				p = strings.TrimSuffix(p, suffix)
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return stdout{}
	}
	return stdout{text: strings.Join(out, "\n") + "\n", known: true}
}

// decompressor is what one name of a compression tool does by default.
type decompressor struct {
	decompresses bool // gunzip, zcat: without -d
	toStdout     bool // zcat: without -c
}

// decompressors are the compression tools, by name. Text they decompress
// to standard output is an encoding the walk cannot read: piped into a
// shell or an interpreter (zcat x.gz | sh, gzip -dc x.gz | python3), it
// is decoded code run, hidden from whoever reads the command, as
// base64 -d FILE | sh is.
var decompressors = map[string]decompressor{
	"gzip": {}, "bzip2": {}, "xz": {}, "lzma": {}, "zstd": {}, "lz4": {}, "compress": {},
	"gunzip": {decompresses: true}, "bunzip2": {decompresses: true}, "unxz": {decompresses: true}, "unlzma": {decompresses: true},
	"unzstd": {decompresses: true}, "unlz4": {decompresses: true}, "uncompress": {decompresses: true},
	"zcat": {decompresses: true, toStdout: true}, "gzcat": {decompresses: true, toStdout: true}, "bzcat": {decompresses: true, toStdout: true},
	"xzcat": {decompresses: true, toStdout: true}, "lzcat": {decompresses: true, toStdout: true}, "zstdcat": {decompresses: true, toStdout: true},
	"lz4cat": {decompresses: true, toStdout: true},
}

// decompressFn: a compression tool reads its operands and, writing to
// standard output, leaves them be; otherwise it replaces each operand
// with its (de)compressed twin (a write). What it decompresses to
// standard output is decoded text the walk does not know.
func decompressFn(e *ewalker, name string, args []field, _ stdin) stdout {
	d := decompressors[name]
	o := parseOpts(args, "So", "suffix")
	// with no file (or -) it filters its input to its output
	toStdout := d.toStdout || o.has('c') || o.hasLong("stdout", 4) || o.hasLong("to-stdout", 4) ||
		!slices.ContainsFunc(o.ops, func(f field) bool { return f.s != "-" })
	decompress := d.decompresses || o.has('d') || o.hasLong("decompress", 3) || o.hasLong("uncompress", 3)
	role := middleware.EffectWrite
	if toStdout {
		role = middleware.EffectRead
	}
	for _, f := range o.ops {
		e.addPath(role, f)
	}
	if f, ok := o.val("o", ""); ok {
		e.addPath(middleware.EffectWrite, valField(f)) // zstd -d x.zst -o OUT
		return stdout{}
	}
	return stdout{decoded: toStdout && decompress}
}
