package hostaddr_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
)

func TestHostaddr(t *testing.T) {
	t.Parallel()
	tests := []struct {
		host                       string
		loopback, thisMachine, loc bool
	}{
		{"localhost", true, true, true},
		{"LOCALHOST", true, true, true},
		{"127.0.0.1", true, true, true},
		{"127.8.9.1", true, true, true},
		{"::1", true, true, true},
		{"[::1]", true, true, true},
		{"app.localhost", false, true, true},
		{"0.0.0.0", false, true, true},
		{"10.1.2.3", false, false, true},
		{"192.168.0.7", false, false, true},
		{"fd00::1", false, false, true},
		{"build.internal", false, false, true},
		{"printer.local.", false, false, true},
		{"localhost.evil.example", false, false, false},
		{"example.com", false, false, false},
		{"8.8.8.8", false, false, false},
		{"", false, false, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.loopback, hostaddr.Loopback(tt.host), "Loopback(%q)", tt.host)
		assert.Equal(t, tt.thisMachine, hostaddr.ThisMachine(tt.host), "ThisMachine(%q)", tt.host)
		assert.Equal(t, tt.loc, hostaddr.Local(tt.host), "Local(%q)", tt.host)
	}
}

// Each answer implies the wider one: loopback is this machine, this
// machine is local.
func FuzzHostaddr(f *testing.F) {
	for _, s := range []string{"localhost", "[::1]", "0.0.0.0", "10.0.0.1", "x.internal", "[", "::ffff:127.0.0.1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, host string) {
		if hostaddr.Loopback(host) && !hostaddr.ThisMachine(host) {
			t.Fatalf("%q: loopback but not this machine", host)
		}
		if hostaddr.ThisMachine(host) && !hostaddr.Local(host) {
			t.Fatalf("%q: this machine but not local", host)
		}
	})
}

func TestDocumentation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		host string
		doc  bool
	}{
		{"example.com", true},
		{"EXAMPLE.org.", true},
		{"get.example-cdn.top", true},
		{"api.x.example", true},
		{"mirror.test", true},
		{"host.invalid", true},
		{"192.0.2.7", true},
		{"198.51.100.23", true},
		{"203.0.113.250", true},
		{"[2001:db8::1]", true},
		{"counterexample.com", false},
		{"fix.devtools-cdn.top", false},
		{"45.77.12.9", false},
		{"198.51.101.1", false},
		{"10.0.0.5", false},
		{"", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.doc, hostaddr.Documentation(tt.host), "Documentation(%q)", tt.host)
	}
}
