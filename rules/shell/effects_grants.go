package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Permissions that open a file to others. chmod 600 ~/.ssh/id_rsa only
// protects a key, but chmod 644 on it, chmod o+r ~/.aws/credentials or
// setfacl -m u:nobody:r hands its content to every other account: a read
// of the file, as if copied out; granting write lets others change it, a
// write. The policy's classes then judge the path as for any read or
// write. Recursive grants reach every file below (judged as the worst).

// grant is what a mode or an ACL gives accounts other than the owner.
type grant struct{ read, write bool }

// modeGrant: what a chmod mode gives the group and others. Octal modes by
// their last two digits; symbolic clauses by who (none is everyone, less
// the umask, which never masks reading) and + or = with r, w, or a copy
// of another class's bits (go=u), taken as both.
func modeGrant(m string) grant {
	var g grant
	if isDigits(m) {
		if len(m) > 4 {
			return g
		}
		m = strings.Repeat("0", 4-len(m)) + m
		for _, d := range m[2:] {
			g.read = g.read || (d-'0')&4 != 0
			g.write = g.write || (d-'0')&2 != 0
		}
		return g
	}
	for _, clause := range strings.Split(m, ",") {
		i := strings.IndexAny(clause, "+-=")
		if i < 0 {
			continue
		}
		who := clause[:i]
		if who != "" && !strings.ContainsAny(who, "goa") {
			continue // the owner's own bits
		}
		for _, action := range splitActions(clause[i:]) {
			if action[0] == '-' {
				continue
			}
			perms := action[1:]
			copies := strings.ContainsAny(perms, "ugo")
			g.read = g.read || copies || strings.ContainsRune(perms, 'r')
			g.write = g.write || copies || strings.ContainsRune(perms, 'w')
		}
	}
	return g
}

// splitActions cuts "+r-w=x" into "+r", "-w", "=x".
func splitActions(s string) []string {
	var out []string
	for s != "" {
		j := strings.IndexAny(s[1:], "+-=")
		if j < 0 {
			return append(out, s)
		}
		out = append(out, s[:j+1])
		s = s[j+1:]
	}
	return out
}

// aclGrant: what setfacl ACL entries (u:NAME:rw, g::r, o::r, d:… for a
// directory's default) give accounts other than the owner. The owner's
// own entry (u::rw) and the mask give nobody anything.
func aclGrant(acl string) grant {
	var g grant
	for _, entry := range strings.Split(acl, ",") {
		parts := strings.Split(strings.TrimSpace(entry), ":")
		if len(parts) > 0 && (parts[0] == "d" || parts[0] == "default") {
			parts = parts[1:]
		}
		if len(parts) < 2 {
			continue
		}
		tag, perms := parts[0], parts[len(parts)-1]
		switch {
		case tag == "u" || tag == "user":
			if len(parts) < 3 || parts[1] == "" {
				continue // the owner
			}
		case tag == "g" || tag == "group" || tag == "o" || tag == "other":
		default:
			continue // the mask, or not an entry
		}
		if isDigits(perms) && len(perms) == 1 {
			g.read = g.read || (perms[0]-'0')&4 != 0
			g.write = g.write || (perms[0]-'0')&2 != 0
			continue
		}
		g.read = g.read || strings.ContainsRune(perms, 'r')
		g.write = g.write || strings.ContainsRune(perms, 'w')
	}
	return g
}

// granted records what a grant opens on each target: a read, a write,
// and with recursive the same of everything below.
func (e *ewalker) granted(g grant, targets []field, recursive bool) {
	for _, f := range targets {
		if g.read {
			e.opened(middleware.EffectRead, f, recursive)
		}
		if g.write {
			e.opened(middleware.EffectWrite, f, recursive)
		}
	}
}

func (e *ewalker) opened(op middleware.EffectOp, f field, recursive bool) {
	e.addPath(op, f)
	if recursive {
		e.addPath(op, below(f))
	}
}

// below stands for any path under f, not known before it runs.
func below(f field) field { return field{s: strings.TrimSuffix(f.s, "/") + "/$mounted", dyn: true} }

// setfaclFn: setfacl -m/--set ACL FILE…; -M/--set-file read the entries
// from a file, not known here: taken as granting both.
func setfaclFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "mMxX", "modify", "modify-file", "remove", "remove-file", "set", "set-file")
	var g grant
	for _, v := range o.vals {
		switch v.k {
		case "m", "modify", "set":
			a := aclGrant(v.v)
			g.read, g.write = g.read || a.read, g.write || a.write
		case "M", "modify-file", "set-file":
			g = grant{read: true, write: true}
		}
	}
	e.granted(g, o.ops, o.has('R') || o.hasLong("recursive", 3))
	return stdout{}
}
