package shell

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestModeGrant: what a chmod mode gives accounts other than the owner.
func TestModeGrant(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		mode string
		want grant
	}{
		{"600", grant{}},
		{"0400", grant{}},
		{"700", grant{}},
		{"644", grant{read: true}},
		{"0640", grant{read: true}},
		{"620", grant{write: true}},
		{"666", grant{read: true, write: true}},
		{"44", grant{read: true}}, // 0044
		{"4755", grant{read: true}},
		{"u+rw", grant{}},
		{"go-rwx", grant{}},
		{"o+r", grant{read: true}},
		{"a+w", grant{write: true}},
		{"+r", grant{read: true}}, // everyone, less a umask that never masks reading
		{"u=rw,go=r", grant{read: true}},
		{"g=u", grant{read: true, write: true}}, // a copy of the owner's bits
		{"u+x-w+r", grant{}},
		{"o-w+r", grant{read: true}},
		{"+x", grant{}},
		{"12345", grant{}}, // not a mode
	} {
		assert.Equal(t, tc.want, modeGrant(tc.mode), tc.mode)
	}
}

// TestACLGrant: what setfacl entries give accounts other than the owner.
func TestACLGrant(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		acl  string
		want grant
	}{
		{"u::rw", grant{}},
		{"m::rwx", grant{}},
		{"u:nobody:r", grant{read: true}},
		{"user:bob:rw-", grant{read: true, write: true}},
		{"g:dev:w", grant{write: true}},
		{"o::r", grant{read: true}},
		{"other:r", grant{read: true}},
		{"d:u:www-data:rx", grant{read: true}},
		{"u:bob:6", grant{read: true, write: true}},
		{"u::rwx,g::---,o::---", grant{}},
	} {
		assert.Equal(t, tc.want, aclGrant(tc.acl), tc.acl)
	}
}

// TestEffectsGrants: a mode or an ACL that opens a file to others reads
// it (or writes it) as far as the policy is concerned; recursive grants
// reach what is below; narrowing ones are nothing.
func TestEffectsGrants(t *testing.T) {
	t.Parallel()
	below := unk(rd("~/.gnupg/$mounted"))
	runEffectCases(t, false, []effectCase{
		{"a key made readable", "chmod 644 ~/.ssh/id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, []middleware.Effect{wr("~/.ssh/id_rsa")}},
		{"made writable by all", "chmod 666 .env", []middleware.Effect{rd(".env"), wr(".env")}, nil},
		{"symbolic", "chmod o+r ~/.aws/credentials", []middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"recursive", "chmod -R go+r ~/.gnupg", []middleware.Effect{rd("~/.gnupg"), below}, nil},
		{"protected", "chmod 600 ~/.ssh/id_rsa", nil, []middleware.Effect{rd("~/.ssh/id_rsa"), wr("~/.ssh/id_rsa")}},
		{"narrowed", "chmod go-rwx ~/.ssh/id_rsa", nil, []middleware.Effect{rd("~/.ssh/id_rsa")}},
		{"by reference", "chmod --reference=a.txt ~/.ssh/id_rsa", nil, []middleware.Effect{rd("~/.ssh/id_rsa"), rd("--reference=a.txt")}},
		{"an ACL for a user", "setfacl -m u:nobody:r ~/.ssh/id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"an ACL for others", "setfacl --modify=o::rw .env", []middleware.Effect{rd(".env"), wr(".env")}, nil},
		{"an ACL file", "setfacl -M acl.txt .env", []middleware.Effect{rd(".env"), wr(".env")}, nil},
		{"ACLs removed", "setfacl -b ~/.ssh/id_rsa", nil, []middleware.Effect{rd("~/.ssh/id_rsa")}},
		{"the owner's entry", "setfacl -m u::rw ~/.ssh/id_rsa", nil, []middleware.Effect{rd("~/.ssh/id_rsa")}},
	})
}

// FuzzGrants: the mode and ACL readers never panic, and text with no
// permission letters, class letters or digits grants nothing.
func FuzzGrants(f *testing.F) {
	for _, s := range []string{"644", "u=rw,go=r", "g=u", "o-w+r", "u:bob:rw", "d:o::r", "+", "=", ":::", ","} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, a := modeGrant(s), aclGrant(s)
		if !strings.ContainsAny(s, "rwugo01234567") {
			assert.Equal(t, grant{}, m, "%q", s)
			assert.Equal(t, grant{}, a, "%q", s)
		}
	})
}
