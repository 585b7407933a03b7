package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSecretShaped(t *testing.T) {
	t.Parallel()
	tests := []struct {
		word string
		want bool
	}{
		{"Wh4tHum4n1ty&N33ds", true},
		{"AtcVy^XecT$9@hh298GpcJ!Y", true},
		{"x9#y8$z7", true},
		{"x9#y8$z", false},   // 7 bytes
		{"Zebra42!", false},  // the symbol ends the word
		{"!Zebra42x", false}, // the symbol opens it
		{"getUser2ById", false},
		{"5f4dcc3b5aa765d61d8327deb882cf99", false},
		{"user@host1.example", false},
		{"a=b&c=1234", false},
		{"Пароль#12345", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, secretShaped(tt.word), tt.word)
	}
}

func FuzzGuessChecked(f *testing.F) {
	for _, s := range []string{"is it Qv7&mLx2pR?", "my guess is Xk2#pL9!vQ", "is P@ssw0rd123 strong?", "", "“x9#y8$z7”?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		got := guessChecked(msg)
		if got && (len(msg) > guessMaxLen || !hasSecretShape(msg)) {
			t.Fatalf("guess read in a message without a secret-shaped word or over the limit: %q", msg)
		}
	})
}
