package chat

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRelPaths(t *testing.T) {
	t.Parallel()
	const wd = "/srv/t/acme/api"
	for _, tc := range []struct{ in, want string }{
		{"Read: /srv/t/acme/api/cmd/main.go", "Read: cmd/main.go"},
		{"cd /srv/t/acme/api && ls", "cd [workspace] && ls"},
		{"cd /srv/t/acme/api/ && ls", "cd [workspace]/ && ls"},
		{"/srv/t/acme/api", "[workspace]"},
		{"/srv/t/acme/api2/x and /srv/t/acme/api-old", "/srv/t/acme/api2/x and /srv/t/acme/api-old"},
		{"a /srv/t/acme/api/x b /srv/t/acme/api/y", "a x b y"},
		{"nothing here", "nothing here"},
	} {
		assert.Equal(t, tc.want, relPaths(tc.in, wd), tc.in)
	}
	assert.Equal(t, "/x", relPaths("/x", "/"), "a root workdir changes nothing")
}

func TestIsQuestion(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Ready?", true},
		{"Ready？", true},
		{"Is it *this* one?)", true},
		{"“Shall we?”", true},
		{"Which option wins? The cache, by far.", true},
		{"Which option do you prefer.", true},
		{"which OPTION do you prefer", true},
		{"- Would you like a summary", true},
		{"> Should I continue", true},
		{"Should I've known.", false},
		{"Shouldn't I? No.", false},
		{"Done: which one works is up to CI.", true},
		{"Note that which one works is up to CI.", false},
		{"O que você acha disso.", true},
		{"Qual opção você prefere", true},
		{"", false},
		{"\n\n\n", false},
		{"?", true},
	} {
		assert.Equal(t, tc.want, isQuestion(tc.text), "%q", tc.text)
	}
}

func TestAPIErrorText(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{`API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`,
			"The assistant's model service answered with an error (529 overloaded). Please try again."},
		{`API Error: 500 Internal`, "The assistant's model service answered with an error (500). Please try again."},
		{`API Error: 401 {"type":"error","error":{"type":"authentication_error"}}`,
			"The assistant's model service answered with an error (401 authentication). Please try again."},
		{"Tool failed: exit 1", "Tool failed: exit 1"},
		{"API Error: abc", "API Error: abc"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, apiErrorText(tt.in), tt.in)
	}
}
