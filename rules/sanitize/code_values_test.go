package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Code around a password (a call, a keyword, a type, a compared
// variable) stays; a literal password, quoted or not, is redacted even
// when it spells a keyword.
func TestCodeValueNotPassword(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, in := range []string{
		"if password != confirm_password: raise ValueError('mismatch')",
		"if user.password == hashed_password: login(user)",
		"user.password = hash_password(new_password)",
		"password = get_password()",
		"password: string;",
		"password?: string;",
		"password: str = Field(...)",
		"password: Optional[str] = None",
		"return password == stored_password",
		"const password = await readPassword();",
		"password = new PasswordField()",
		// a field declared by a mapping, in YAML and in JSON
		"        password: {type: string, format: password, minLength: 12}",
		`"password": {"type": "string", "writeOnly": true}`,
		// a variable passed on, then the next argument (round 68)
		`return psycopg.connect(host=host, user=user, password=password, dbname="payments")`,
		// the next name of a list the line opened (round 89)
		"+  const { username, password, otpToken } = req.body;",
		"def login(user, password, rememberMe):",
		// the next key of a mapping: an ECS secret read from a store
		`{ "name": "DB_PASSWORD", "valueFrom": "arn:aws:secretsmanager:us-east-1:112098010120:secret:prod/db-AbCdEf" },`,
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	for i, tc := range []struct{ in, gone string }{
		{`password = "Tr0ub4dor&3"`, "Tr0ub4dor"},
		{"password: Tr0ub4dor&3", "Tr0ub4dor"},
		{"PASSWORD=raise" + "2024!", "raise2024"},
		{`password = "raise"`, "raise"},
		{"db_password = hunter" + "2Xq9", "hunter2Xq9"},
		{"password == 'Qm4" + "kZx8w'", "Qm4kZx8w"},
		// a list the line did not open: a CSV row's next field
		{"alice,password,Qm4" + "kZx8wT,", "Qm4kZx8wT"},
		// a list the line opened, but a value with digits in it
		{"login(alice, password, Qm4" + "kZx8wT)", "Qm4kZx8wT"},
		// a call's second argument, with no ':' after it
		{`os.environ.setdefault("DB_PASSWORD", "Qm4` + `kZx8wT")`, "Qm4kZx8wT"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
}

func TestCodeValue(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, v string
		code    bool
	}{
		{"p = get_password()", "get_password", true},
		{"p: Optional[str]", "Optional", true},
		{"p: raise", "raise", true},
		{"p == other_pw:", "other_pw:", true},
		{"p = Tr0ub4dor", "Tr0ub4dor", false},
		{"p = 'get_password'(", "get_password", false},
		{"p = raise2024!", "raise2024!", false},
	} {
		s := len(tc.text) - len(tc.v)
		for s >= 0 && tc.text[s:s+len(tc.v)] != tc.v {
			s--
		}
		assert.Equal(t, tc.code, codeValue([]byte(tc.text), s, s+len(tc.v)), tc.text)
	}
}
