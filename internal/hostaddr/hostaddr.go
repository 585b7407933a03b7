// Package hostaddr says where a host name or address is: this machine's
// loopback interface, this machine by any name, or a private network. The
// server's bind and Host checks, the flows' egress and the shell effects'
// secrets ask these questions; one answer keeps them agreeing.
package hostaddr

import (
	"net/netip"
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
