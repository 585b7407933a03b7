package sanitize

import "slices"

// Commands whose argument is an API token, from the tools' manuals. A
// token of these tools is often a UUID (Snyk's API token, Codecov's
// upload token), which the bare-token finder leaves readable as an id
// (benign.go): after the command that takes it, it is the token.
//
//   - snyk auth <API_TOKEN>;
//   - codecov / codecovcli … -t|--token <upload token>;
//   - the key of Rails' encrypted credentials on the line after its
//     file's name, as `cat config/master.key` prints it
//     (config/credentials/<env>.key too: 32 hexadecimal digits).

// cliTokenRow is one command whose argument is a token.
type cliTokenRow struct {
	id, re, desc string
	kws          []string
}

var cliTokenRows = []cliTokenRow{
	{"snyk-auth-token", `(?i:snyk)[ \t]{1,4}auth[ \t]{1,4}` + flagValue, "snyk auth <API token>", []string{"snyk"}},
	{"codecov-token", `(?i:codecov|codecovcli)` + shellArgs("6") + `[ \t]{1,4}(?:-t|--token)(?:[ \t]{1,4}|=)` + flagValue,
		"codecov -t <upload token>", []string{"codecov"}},
	{"rails-key-file", `(?:master\.key|credentials/[\w-]{1,40}\.key)["']?[ \t]{0,8}\r?\n[ \t]{0,8}(?P<secret>[0-9a-fA-F]{32})`,
		"the key of Rails' encrypted credentials, on the line after config/master.key (cat's output)", []string{"master.key", "credentials/"}},
}

func cliTokenPatterns(cli func(id, re, desc string, kws ...string) Pattern) []Pattern {
	ps := make([]Pattern, len(cliTokenRows))
	for i, r := range cliTokenRows {
		p := cli(r.id, r.re, r.desc, r.kws...)
		p.valueCheck = tokenArg
		ps[i] = p
	}
	return ps
}

// tokenArg accepts a command's argument as a token: 16 bytes or more
// with a digit, and not a placeholder ("snyk auth to log in" names no
// token).
func tokenArg(v []byte) bool {
	return len(v) >= 16 && passwordValue(v) && slices.ContainsFunc(v, isDigitByte)
}
