package shell

// The commands that print or digest the files they are given, each with
// the short options that take a value. One list of value options shared
// by all of them let a flag of one take the file for its value (cat -A
// .env, tail -f .env, wc -c .env, paste -s .env, diff -w .env x: the
// file was never read), so each reader names its own, from its manual.
// To teach the effects a reader, add a row (base64 and base32, which
// also decode, have rows of their own: effects_decode.go).

// readerValOpts: command names → the short options that take a value.
var readerValOpts = []struct{ names, valOpts string }{
	{"cat", ""},
	{"tac", "s"},
	{"nl", "bdfhilnsvw"},
	{"head", "cn"},
	{"tail", "cns"},
	{"wc", ""},
	{"cut", "bcdf"},
	{"paste", "d"},
	{"comm", ""},
	{"cmp", "in"},
	{"diff", "CUIFxXSLDW"},
	{"diff3", "L"},
	{"sdiff", "oIw"},
	{"hexdump hd", "efns"},
	{"strings", "nteT"},
	{"file", "eFmP"},
	{"md5sum sha1sum sha224sum sha256sum sha384sum sha512sum b2sum sum", ""},
	{"cksum shasum", "a"},
	{"fold", "w"},
	{"fmt", "wpg"},
	{"column", "csoNREHW"},
	{"expand unexpand", "t"},
	{"iconv", "fto"},
	{"bat batcat", "lrHm"},
	{"view", "cSTtuUiwWo"},
	{"pr", "hlwoN"},
	{"stat", "c"},
	{"readlink realpath", ""},
	{"look", "dft"},
	{"join", "aejotv12"},
}

// readerRows join the catalogue of argument roles (effects_catalogue.go):
// every operand is read.
var readerRows = func() []effectRow {
	rows := make([]effectRow, 0, len(readerValOpts))
	for _, r := range readerValOpts {
		rows = append(rows, effectRow{names: r.names, valOpts: r.valOpts, each: roleRead})
	}
	return rows
}()
