package sanitize

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A password in a table is named by its column's header or by the cell
// before it: the cells are redacted, the table's shape and the other
// cells stay, and a stream cut anywhere gives the one-shot output.
func TestTablePasswords(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct {
		name, in string
		gone     []string
		keep     []string
	}{
		{"markdown column", "| host | user | password |\n|------|------|----------|\n| db1 | app | gR4te-Falc0n-91 |\n| db2 | rep | Vq7#mLp2!xRt |\n\nThat is all.",
			[]string{"gR4te-Falc0n-91", "Vq7#mLp2!xRt"}, []string{"| db1 | app |", "| db2 | rep |", "That is all."}},
		{"psql", " host | user | password\n------+------+----------\n db1  | app  | k8!Tq2zWp\n(1 row)\n",
			[]string{"k8!Tq2zWp"}, []string{" db1  | app  |", "(1 row)"}},
		{"csv", "host,user,password\ndb1,app,p@ssW0rd_2025x\ndb2,rep,\"Vq7#mLp2!xRt\"\n",
			[]string{"p@ssW0rd_2025x", "Vq7#mLp2!xRt"}, []string{"db1,app,", "db2,rep,"}},
		{"tsv", "NAME\tVALUE\nDB_PASSWORD\tgR4te-Falc0n-91\nDB_HOST\tdb1.internal\n",
			[]string{"gR4te-Falc0n-91"}, []string{"DB_HOST\tdb1.internal"}},
		{"row of two", "| Setting | Value |\n|---|---|\n| DB password | Zx9$kq3Wn8 |\n| Region | eu-west-1 |\n",
			[]string{"Zx9$kq3Wn8"}, []string{"| Region | eu-west-1 |"}},
		{"crlf and case", "User,Passwort\r\nanna,S0mmer!2024\r\n",
			[]string{"S0mmer!2024"}, []string{"anna,"}},
		{"descriptor words", "ELASTIC_PASSWORD\tgR4te-Falc0n-91\n| Admin password | Zx9$kq3Wn8 |\n",
			[]string{"gR4te-Falc0n-91", "Zx9$kq3Wn8"}, nil},
		{"an escaped pipe in a cell", "| host | user | password |\n|---|---|---|\n| db1 | app | 2u9Cx\\|wCgs83*g3xa |\n| db2 | app | _ask the DBA_ |\n",
			[]string{"wCgs83*g3xa", "2u9Cx"}, []string{"| db1 | app |", "| db2 | app |"}},
		{"csv cells quoted, a quote doubled and a comma inside", "name,url,username,password,note\n\"Jenkins\",\"https://ci.internal\",\"admin\",\"tPu\"\"Ou4Y7,XuJ6\"\"GKVZ\",\"rotated\"\n",
			[]string{"tPu", "Ou4Y7", "XuJ6", "GKVZ"}, []string{"name,url,username,password,note", "\"Jenkins\",\"https://ci.internal\",\"admin\",", ",\"rotated\""}},
		{"an odd column", "| # | Host (prod) | password |\n|---|---|---|\n| 1 | db1 | Zx9$kq3Wn8 |\n",
			[]string{"Zx9$kq3Wn8"}, []string{"| 1 | db1 |"}},
		{"aligned with spaces", "====== Data ======\nKey         Value\n---         -----\npassword    qDVvV7wm9_3N-Mt3RwHIXe\nusername    payments_svc\n",
			[]string{"qDVvV7wm9_3N-Mt3RwHIXe"}, []string{"username    payments_svc"}},
		{"aligned and indented", "  DB_PASSWORD:     Zx9$kq3Wn8\n  DB_HOST:         db1\n",
			[]string{"Zx9$kq3Wn8"}, []string{"DB_HOST:         db1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := c.Sanitize(tc.in)
			for _, g := range tc.gone {
				assert.NotContains(t, got, g)
			}
			for _, k := range tc.keep {
				assert.Contains(t, got, k)
			}
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(9) }))
		})
	}
	// Tables about passwords, not of them, and rows that end a table.
	for _, in := range []string{
		"| Column | Type | Null |\n|---|---|---|\n| password | varchar(255) | NO |\n",
		"| field | description |\n|---|---|\n| password | The user's password, 8 characters or more |\n",
		"| password | notes |\n|---|---|\n| required | at least one digit |\n",
		"user,password_hash,created\nanna,not-a-hash,2024-01-01\n",
		"| password policy | value |\n|---|---|\n| min length | 12 |\n",
		"host,user,password\ndb1,app,********\ndb2,rep,<redacted>\n",
		"The password column stays empty, see the table below:\n| a | b |\n| x1 | y2 |\n",
		"    if isinstance(password, str):\n        password = password.encode(\"latin1\")\n",
		"    ok := login(user, password)\n    x := f(a1, b2c3d4!)\n",
		// aligned with spaces: a description, a setting about passwords,
		// a masked value
		"Password    The password of the user\n",
		"password_encryption    scram-sha-256\n",
		"Password       ********\n",
		"  --password string   the password to use (pflag's usage)\n",
		"  -p, --password TEXT      Password (click's usage; round 68)\n",
		"  --password PASSWORD     the password (argparse's metavar)\n",
		"the password  is what you chose at sign-up\n",
	} {
		assert.Equal(t, in, c.Sanitize(in), "%q", in)
	}
	// A row with another number of cells ends the table: the prose after
	// it is not a row.
	in := "| host | password |\n|---|---|\n| db1 | Vq7#mLp2!xRt |\nnot a row, x9y8z7w6\n"
	got := c.Sanitize(in)
	assert.NotContains(t, got, "Vq7#mLp2!xRt")
	assert.Contains(t, got, "not a row, x9y8z7w6")
}

// A table larger than a stream's chunks and compaction: every row's
// password goes, whatever the cut.
func TestTablePasswordsLongStream(t *testing.T) {
	t.Parallel()
	c := Default()
	var sb strings.Builder
	sb.WriteString("id,host,user,password\n")
	rng := rand.New(rand.NewPCG(3, 3))
	var pws []string
	for i := range 400 {
		pw := "Pw" + randomValue(uint64(i), 10) + "7!"
		pws = append(pws, pw)
		sb.WriteString(strings.Repeat("x", rng.IntN(3)) + "1,db.internal,app," + pw + "\n")
	}
	in := sb.String()
	got := c.Sanitize(in)
	for _, pw := range pws {
		assert.False(t, strings.Contains(got, pw), "%s left readable", pw)
	}
	assert.True(t, got == streamAll(t, c, in, func() int { return 1 + rng.IntN(700) }), "a stream differs from one shot")
}

// A line that names a password, or continues an open table, is held back
// while it may still be a table's line, and no longer than a table's line
// may be: the budget is in bytes, whatever the line (a run of base64
// is held up to b64TextMax on its own, encoded.go).
func TestTableHoldIsBounded(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, in := range []string{
		"my password is " + strings.Repeat("word ", 20000),
		"host,password\n" + strings.Repeat("a", 100000),
		strings.Repeat("password,", 30000),
		"?" + strings.Repeat("password=a&", 20000),
	} {
		var out strings.Builder
		st := NewStream(c, &out)
		most := 0
		for i := 0; i < len(in); i += 700 {
			_, err := st.WriteString(in[i:min(i+700, len(in))])
			assert.NoError(t, err)
			most = max(most, st.Buffered())
		}
		assert.NoError(t, st.Flush())
		assert.Less(t, most, b64TextMax+tableLineMax+512, "held back %d bytes of %q…", most, in[:20])
		assert.Equal(t, c.Sanitize(in), out.String())
	}
}

// tableNameAt's walk finds what a search for each name finds: the first
// name that starts within tableLookback bytes.
func TestTableNameAtIsTheSearch(t *testing.T) {
	t.Parallel()
	search := func(b []byte) (int, bool) {
		l := lowerInto(make([]byte, 0, len(b)), b)
		best := -1
		for _, w := range tablePasswordNames {
			if i := bytes.Index(l, []byte(w)); i >= 0 && i <= tableLookback && (best < 0 || i < best) {
				best = i
			}
		}
		return best, best >= 0
	}
	parts := []string{"pass", "Passw", "PWD", "pw", "d", "phrase", "senha", "contrase", "mot de passe", "MOT_DE_PASSE", "mot", " ", "|", ",", "x", "é", strings.Repeat("a", 30)}
	rng := rand.New(rand.NewPCG(3, 5))
	for range 200000 {
		var b strings.Builder
		for k := rng.IntN(12); k > 0; k-- {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		line := []byte(b.String())
		line = line[:min(len(line), tableNameReach)]
		wi, wok := search(line)
		gi, gok := tableNameAt(line)
		if wi != gi || wok != gok {
			t.Fatalf("tableNameAt(%q) = %d, %v; the search finds %d, %v", line, gi, gok, wi, wok)
		}
	}
}
