package flow

import (
	"slices"
	"strings"
)

// Taint is what a session has touched that changes how later calls are
// judged.
type Taint uint8

const (
	// Private: the session read private data (a credential file, or an
	// output or tool result in which secrets were redacted).
	Private Taint = iota + 1
	// Untrusted: the session read content someone else controls (a web
	// fetch, a file outside the workspace, a tool result the injection
	// check flagged).
	Untrusted
)

var taintNames = [...]string{"", "private", "untrusted"}

// String returns "private" or "untrusted".
func (t Taint) String() string {
	if int(t) < len(taintNames) && t != 0 {
		return taintNames[t]
	}
	return "taint(?)"
}

// MarshalText writes the taint's name.
func (t Taint) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a taint's name.
func (t *Taint) UnmarshalText(b []byte) error {
	for i, n := range taintNames {
		if i > 0 && n == string(b) {
			*t = Taint(i)
			return nil
		}
	}
	return &UnknownError{What: "taint", Known: taintNames[1:]}
}

// Budgets of one session's facts: what a session may make the guard hold.
const (
	// MaxHosts is how many contacted hosts a session remembers. Past it,
	// new hosts are not remembered: a later send to one counts as a new
	// host, which fails closed.
	MaxHosts = 64
	// MaxHostLen is the longest host name remembered (DNS allows 253).
	MaxHostLen = 253
)

// Facts are what one session has touched. The zero value is a fresh
// session. Facts only grow: Merge is a union.
type Facts struct {
	Private   bool `json:"private,omitempty"`
	Untrusted bool `json:"untrusted,omitempty"`
	// Hosts are the network hosts the session reached, lower-case, sorted,
	// at most MaxHosts.
	Hosts []string `json:"hosts,omitempty"`
}

// Has reports whether the session carries taint t.
func (f Facts) Has(t Taint) bool {
	switch t {
	case Private:
		return f.Private
	case Untrusted:
		return f.Untrusted
	}
	return false
}

// Taints lists the session's taints, for logs and decisions.
func (f Facts) Taints() []string {
	var out []string
	if f.Private {
		out = append(out, Private.String())
	}
	if f.Untrusted {
		out = append(out, Untrusted.String())
	}
	return out
}

// UsedHost reports whether the session reached host before.
func (f Facts) UsedHost(host string) bool {
	_, ok := slices.BinarySearch(f.Hosts, normalHost(host))
	return ok
}

// Empty reports whether f adds nothing.
func (f Facts) Empty() bool { return !f.Private && !f.Untrusted && len(f.Hosts) == 0 }

// Covers reports whether merging g would add nothing to f (a host past
// the budget adds nothing either).
func (f Facts) Covers(g Facts) bool {
	if g.Private && !f.Private || g.Untrusted && !f.Untrusted {
		return false
	}
	for _, h := range g.Hosts {
		if h = normalHost(h); h != "" && len(h) <= MaxHostLen && len(f.Hosts) < MaxHosts && !f.UsedHost(h) {
			return false
		}
	}
	return true
}

// Merge adds g to f and reports whether f changed. Hosts past MaxHosts and
// names past MaxHostLen are dropped.
func (f *Facts) Merge(g Facts) bool {
	changed := false
	if g.Private && !f.Private {
		f.Private, changed = true, true
	}
	if g.Untrusted && !f.Untrusted {
		f.Untrusted, changed = true, true
	}
	for _, h := range g.Hosts {
		if f.addHost(h) {
			changed = true
		}
	}
	return changed
}

// addHost remembers host, within the budgets.
func (f *Facts) addHost(host string) bool {
	h := normalHost(host)
	if h == "" || len(h) > MaxHostLen || len(f.Hosts) >= MaxHosts {
		return false
	}
	i, found := slices.BinarySearch(f.Hosts, h)
	if found {
		return false
	}
	f.Hosts = slices.Insert(f.Hosts, i, h)
	return true
}

// Size is the bytes f holds, for a store's budget.
func (f Facts) Size() int {
	n := 2
	for _, h := range f.Hosts {
		n += len(h) + 16
	}
	return n
}

// Clone returns a copy that shares nothing with f.
func (f Facts) Clone() Facts {
	f.Hosts = slices.Clone(f.Hosts)
	return f
}

func normalHost(h string) string { return strings.ToLower(strings.TrimSuffix(h, ".")) }
