// Package hostaddr says where a host name or address is: this machine's
// loopback interface, this machine by any name, a private network, or
// nowhere at all because documentation made it up. The server's bind and
// Host checks, the flows' egress, the shell effects' secrets and the
// commands a tool result prescribes ask these questions; one answer keeps
// them agreeing.
package hostaddr

import (
	"net/netip"
	"slices"
	"strings"
)

// addr parses host as an IP address, brackets and a zone allowed.
func addr(host string) (netip.Addr, bool) {
	a, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return a, err == nil
}

// Loopback reports whether host is "localhost" (any case) or a loopback
// address (127.0.0.0/8, ::1).
func Loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	a, ok := addr(host)
	return ok && a.IsLoopback()
}

// ThisMachine reports whether a connection to host stays on this machine:
// Loopback, a .localhost name (RFC 6761), or the unspecified address
// (0.0.0.0 and :: reach the local host).
func ThisMachine(host string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if Loopback(host) || strings.HasSuffix(host, ".localhost") {
		return true
	}
	a, ok := addr(host)
	return ok && a.IsUnspecified()
}

// Local reports whether host is this machine or on a private network: a
// private address (RFC 1918, fc00::/7) or a .local or .internal name.
func Local(host string) bool {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if ThisMachine(host) || strings.HasSuffix(host, ".local") || strings.HasSuffix(host, ".internal") {
		return true
	}
	a, ok := addr(host)
	return ok && a.IsPrivate()
}

// docNets are the address ranges set aside for documentation: RFC 5737's
// three IPv4 networks and RFC 3849's IPv6 prefix.
var docNets = []netip.Prefix{netip.MustParsePrefix("192.0.2.0/24"), netip.MustParsePrefix("198.51.100.0/24"),
	netip.MustParsePrefix("203.0.113.0/24"), netip.MustParsePrefix("2001:db8::/32")}

// Documentation reports whether host is one that documentation makes up
// for its examples: an address of docNets, or a name with a label that
// begins with "example" (RFC 2606's example.com and .example, and the
// ones writers coin: get.example-cdn.top) or is "test" or "invalid". A
// command that reaches such a host reaches no one.
func Documentation(host string) bool {
	if a, ok := addr(host); ok {
		return slices.ContainsFunc(docNets, func(p netip.Prefix) bool { return p.Contains(a) })
	}
	for label := range strings.SplitSeq(strings.ToLower(strings.TrimSuffix(host, ".")), ".") {
		if strings.HasPrefix(label, "example") || label == "test" || label == "invalid" {
			return true
		}
	}
	return false
}
