package sanitize

import (
	"hash/crc32"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The examples of issue 14 ("Why", output): secrets an attacker hides
// from a scanner, passwords in command lines and credential files, and
// benign values that look random. The secrets below are made up.

// githubToken builds a classic GitHub token whose checksum holds.
func githubToken(prefix, random30 string) string {
	sum := crc32.ChecksumIEEE([]byte(random30))
	var ck [6]byte
	for k := 5; k >= 0; k-- {
		ck[k] = base62Digits[sum%62]
		sum /= 62
	}
	return prefix + random30 + string(ck[:])
}

var (
	ghTok  = githubToken("ghp_", "Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5")
	awsKey = "AKIAQ3EGZJ7UW2LKPX6D"
	antKey = "sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"
)

func TestChecksumOfBuiltToken(t *testing.T) {
	t.Parallel()
	assert.True(t, crc32Base62([]byte(ghTok)))
	assert.False(t, crc32Base62([]byte("ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9")))
	assert.False(t, crc32Base62([]byte("ghp_short")))
}

type whyCase struct {
	name string
	in   string
	// hidden must not survive (no 8-byte piece of it); kept must.
	hidden []string
	kept   []string
}

var whyHidden = []whyCase{
	// Encodings a scanner reading raw bytes does not see through.
	{name: "json unicode escape", in: `{"key":"sk\u002dant\u002dapi03\u002dXk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"}`,
		hidden: []string{"Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"}, kept: []string{`{"key":"`, `"}`}},
	{name: "json unicode escape escaped twice", in: `{"msg":"{\\"key\\":\\"sk\\u002dant\\u002dapi03\\u002dXk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ\\"}"}`,
		hidden: []string{"Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"}, kept: []string{`{"msg":"{\\"key\\":\\"`}},
	{name: "hex escape escaped twice", in: `token: gh\\x70_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s done`,
		hidden: []string{"Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s"}, kept: []string{"token: ", " done"}},
	{name: "json escaped slash and quote", in: `{\"token\":\"ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s\"} url https:\/\/x:Pa55w0rdXy9@h\/`,
		hidden: []string{"Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "Pa55w0rdXy9"}},
	{name: "ansi colour inside the token", in: "token: gh\x1b[31mp_Xk29dLq8\x1b[0mZpA3mW7vN4bR1cT6yH0jF5gE2s\x1b[0m done",
		hidden: []string{"Xk29dLq8", "ZpA3mW7vN4bR1cT6yH0jF5gE2s"}, kept: []string{"token: ", " done"}},
	{name: "ansi reset glued to the key's end", in: "key AKIAQ3EGZJ7UW2LKPX6D\x1b[0mZ and more", hidden: []string{"Q3EGZJ7UW2LKPX6D"}, kept: []string{"and more"}},
	{name: "ansi introducer and a space before the key", in: "key:\x1b[ AKIAQ3EGZJ7UW2LKPX6D and \x1b[2 AKIAQ3EGZJ7UW2LKPX6D end", hidden: []string{"Q3EGZJ7UW2LKPX6D"}, kept: []string{"end"}},
	{name: "escape sequence before the key", in: "a\x1b!AKIAQ3EGZJ7UW2LKPX6D b\x1b(AKIAQ3EGZJ7UW2LKPX6D", hidden: []string{"Q3EGZJ7UW2LKPX6D"}},
	{name: "ansi escaped as text", in: `echo -e "\e[1mAKIA\e[0mQ3EGZJ7UW2LKPX6D"`, hidden: []string{"Q3EGZJ7UW2LKPX6D"}},
	{name: "zero-width characters", in: "AKIA\u200bQ3EG\u200cZJ7U\u200dW2LK\u2060PX6D\ufeff is the key",
		hidden: []string{"Q3EG", "ZJ7U", "W2LK", "PX6D"}, kept: []string{"is the key"}},
	{name: "fullwidth characters", in: "ｇｈｐ＿Ｘｋ２９ｄＬｑ８ＺｐＡ３ｍＷ７ｖＮ４ｂＲ１ｃＴ６ｙＨ０ｊＦ５ｇＥ２ｓ",
		hidden: []string{"Ｘｋ２９ｄＬｑ８"}},
	{name: "html entities", in: "<code>sk&#45;ant&#x2d;api03&#45;Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ</code>",
		hidden: []string{"Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"}, kept: []string{"<code>", "</code>"}},
	// Split secrets.
	{name: "string concatenation", in: `const t = "ghp_Xk29dLq8Zp" + "A3mW7vN4bR1cT6yH0jF5gE2s";`,
		hidden: []string{"Xk29dLq8Zp", "A3mW7vN4bR1cT6yH0jF5gE2s"}, kept: []string{"const t = ", ";"}},
	{name: "python implicit concatenation over a continued line", in: "key = 'AKIA' \\\n      'Q3EGZJ7UW2LKPX6D'\nprint(key)",
		hidden: []string{"Q3EGZJ7UW2LKPX6D"}, kept: []string{"print(key)"}},
	{name: "php dot concatenation", in: `$k = 'sk-ant-api03-Xk29dLq8Zp' . 'A3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ';`,
		hidden: []string{"A3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ"}},
	{name: "wrapped over lines", in: "Your token:\nghp_Xk29dLq8ZpA3mW7vN4\nbR1cT6yH0jF5gE2s\nKeep it safe.",
		hidden: []string{"bR1cT6yH0jF5gE2s", "Xk29dLq8ZpA3mW7vN4"}, kept: []string{"Keep it safe."}},
	{name: "wrapped with a checksum on the last line", in: "token " + ghTok[:34] + "\n" + ghTok[34:] + "\nnext line",
		hidden: []string{ghTok[30:]}, kept: []string{"next line"}},
	// Passwords in command lines and credential files.
	{name: "mysql -p", in: "mysql -u root -pS3cr3tPass! -h db.internal shop", hidden: []string{"S3cr3tPass!"}, kept: []string{"-u root", "-h db.internal shop"}},
	{name: "mysqldump --password=", in: "mysqldump --user=app --password=Tr0ub4dor3 app > dump.sql", hidden: []string{"Tr0ub4dor3"}, kept: []string{"> dump.sql"}},
	{name: "sshpass -p", in: "sshpass -p 'hunter2-Xy9q' ssh deploy@10.0.0.5", hidden: []string{"hunter2-Xy9q"}, kept: []string{"ssh deploy@10.0.0.5"}},
	{name: "sshpass -p glued", in: "sshpass -pcorrecthorse ssh pi@raspberrypi", hidden: []string{"correcthorse"}},
	{name: "docker login -p", in: "docker login -u ci-bot -p dckr_pat_hc8VxYclixyTr2rDFsa2rqzkP3Y registry.example.com",
		hidden: []string{"hc8VxYclixyTr2rDFsa2rqzkP3Y"}, kept: []string{"registry.example.com"}},
	{name: "docker login --password", in: "docker login --username ci --password Wint3r-Is-C0ming ghcr.io", hidden: []string{"Wint3r-Is-C0ming"}, kept: []string{"ghcr.io"}},
	{name: "pgpass line", in: "$ cat ~/.pgpass\ndb.example.com:5432:orders:app_user:s3cr3t-P4ss\n*:*:*:postgres:Sup3rUs3r\n",
		hidden: []string{"s3cr3t-P4ss", "Sup3rUs3r"}, kept: []string{"db.example.com:5432:orders:app_user:", "*:*:*:postgres:"}},
	{name: "netrc", in: "machine api.github.com\n  login octocat\n  password ghx8Vq2LmZ7\nmachine ftp.example.org login anon password Pl41nT3xt\n",
		hidden: []string{"ghx8Vq2LmZ7", "Pl41nT3xt"}, kept: []string{"login octocat", "login anon"}},
	{name: "netrc default entry", in: "machine h.example login a password Xy9kLmQ2\ndefault login anonymous password Pl41nT3xtQ\n",
		hidden: []string{"Xy9kLmQ2", "Pl41nT3xtQ"}, kept: []string{"default login anonymous password "}},
	{name: "netrc default over lines", in: "default\n  login ftp\n  password ghx8Vq2LmZ7\n", hidden: []string{"ghx8Vq2LmZ7"}, kept: []string{"login ftp"}},
	{name: "snyk auth with a UUID token", in: "- run: snyk auth 3f1c9a2e-7b4d-4e8f-9c0a-12ab34cd56ef && snyk test", hidden: []string{"3f1c9a2e-7b4d-4e8f-9c0a-12ab34cd56ef"}, kept: []string{"&& snyk test"}},
	{name: "codecov -t", in: "codecov -f coverage.xml -t 9e0d1c2b-3a4f-4b5c-8d6e-7f8091a2b3c4", hidden: []string{"9e0d1c2b-3a4f-4b5c-8d6e-7f8091a2b3c4"}, kept: []string{"-f coverage.xml"}},
	{name: "rails master.key printed", in: "$ cat config/master.key\n6a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d\n$ ls", hidden: []string{"6a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d"}, kept: []string{"$ cat config/master.key"}},
	{name: "SSHPASS", in: "SSHPASS='hunter2-Xy9q' sshpass -e ssh deploy@10.0.0.5", hidden: []string{"hunter2-Xy9q"}, kept: []string{"sshpass -e ssh deploy@10.0.0.5"}},
	{name: "age secret key", in: "# public key: age13rw6u7nzzvfhcamwq8gg0ap4nsj6dv26p6x99nyakjmv4hpkka5qv2jhns\nAGE-SECRET-KEY-1S8EQYW5NKDYHWNLUU60KCU8G6V8FPP56XHRX6XXRQ9PWKVHNHX4QQ927CT\n",
		hidden: []string{"S8EQYW5NKDYHWNLUU60KCU8G6V8FPP56XHRX6XXRQ9PWKVHNHX4QQ927CT"}, kept: []string{"age13rw6u7nzzvfhcamwq8gg0ap4nsj6dv26p6x99nyakjmv4hpkka5qv2jhns"}},
	{name: "wordpress salt", in: "define( 'AUTH_KEY',         'K&&Tow ay:/mFar1d tcxk$6kgp)gbYA]][.L^f%phu1Z@aN:^JsH&VLQ2d<l|P$' );", hidden: []string{"K&&Tow ay:/mFar1d tcxk$6kgp)gbYA]][.L^f%phu1Z@aN:^JsH&VLQ2d<l|P$"}},
	{name: "a token after a digest's name", in: "api_key=sha256:Xy9kQ2mLp7Rv4TbZw8Nc", hidden: []string{"Xy9kQ2mLp7Rv4TbZw8Nc"}},
	{name: "PGPASSWORD", in: "PGPASSWORD=Hx7!qPz2Lm psql -h db -U app", hidden: []string{"Hx7!qPz2Lm"}, kept: []string{"psql -h db -U app"}},
	{name: "url credentials", in: "redis://:R3d1sPa55@cache:6379/0 and https://bob:B0bsPassw0rd@git.example.com/repo.git",
		hidden: []string{"R3d1sPa55", "B0bsPassw0rd"}, kept: []string{"@cache:6379/0", "https://bob:", "@git.example.com/repo.git"}},
}

// Benign values that look random: nothing may be rewritten.
var whyKept = []string{
	"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPEOMmObzO5SW80Lh9lW5M6RiRZZL76GpsCMF476Zm/d alice@laptop",
	"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQAWRu2s1dD+r/HS0bB2L6nt39KVosxy0xj7i0aid9jdulKoi0X1yE8cVziwYNDhgtxQNmJczzlkY8BOT1PSLxuBkrQM7R9lsMrcWYtovkQwIyMp+4JadrNJtqYsPGUP6/VEwUmKTymVOeZKKUphUzpWi8WJk4XyFtSNSOPtpiY0vw== bob@host",
	"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBAaBlN0w4f1mVuDQuDiz2ZsBkyrpfKKN9nQ0GrH7iK48kH/jTlTPZIS6odo/SwFuwu6klW35fnW3OgHQZN4b5Qo= ci",
	"send it to 0x52908400098527886E0F7030069857D2E4169EE7 or 0xde709f2102306220921060314715629080e2fb77",
	"token = \"0x6B175474E89094C44Da98b954EedeAC495271d0F\" // the contract, --token 0x6b175474e89094c44da98b954eedeac495271d0f",
	"age -r age13rw6u7nzzvfhcamwq8gg0ap4nsj6dv26p6x99nyakjmv4hpkka5qv2jhns -r age1yubikey1q2ckxxktayrvftprj9ld89n9wrmafcdvkqkuzmlveduk7fpvvpj86v9x9ef",
	"recipient_key: age13rw6u7nzzvfhcamwq8gg0ap4nsj6dv26p6x99nyakjmv4hpkka5qv2jhns",
	"tx 0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b confirmed",
	"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==\">",
	"background: url(data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxMCAxMCIvPg==)",
	"order 01ARZ3NDEKTSV4RRFFQ69G5FAV and request 01HQZX8J6E4K9M2N7P3R5T1VWY were created",
	"pinned at QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG and bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
	"sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, md5 d41d8cd98f00b204e9800998ecf8427e",
	"sha1 da39a3ee5e6b4b0d3255bfef95601890afd80709 sha512 cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
	"id 123e4567-e89b-12d3-a456-426614174000 and 7F9C2BA4-E88F-4D2B-9A1C-6E4F5D3B2A10",
	"integrity sha512-Q92jghTZcZvJJOsgdQLpnLPxGfaFfvZ48Qk5HcGM9+f+5pgbda8FjEvEOkDcQ6FlEFbMLiVnayUgN9zhsfNVnQ==",
	"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq and 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
	"go.sum: golang.org/x/text v0.43.0 h1:jCx5uMj769uMRv5iUmqB/ftmzO/oixFkpbwtppVYZuc=",
	// public_digests.go: a wheel's RECORD line, pip's --hash, a cache
	// entry named by its digest, gpg's key ids; names that only hold
	// "token" or "key".
	"acme_sdk/auth.py,sha256=dSCrqNnhG7t7QkkJW7IDWFpzJnYqe9y0ImHcfMkOrz0,2207",
	"pip install --require-hashes requests==2.32.3 --hash=sha256:70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6",
	"865c1c3d5689a805ea5213ac3ad182e5d7915513c957031070c47d377256a855-init",
	"sub   cv25519/26C10887BAD07FC7 2023-03-14 [E] and pub   rsa4096/8A2E3C1D9F0B4E77 2021-01-02 [SC]",
	"tokenizer: cl100k_base",
	"keyboard_layout: us-Intl2x",
	`headers={"Idempotency-Key":"ded3fedf-6bac-446b-974f-4af2c78be0c7"}`,
	"define( 'NONCE_SALT', 'put your unique phrase here' );",
	"run snyk auth to log in, then snyk test",
	"$ cat VERSION\n6a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d\n",
}

func TestWhyOutput(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range whyHidden {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out := c.Sanitize(tc.in)
			assert.Contains(t, out, ReplToken, "%q", tc.in)
			for _, h := range tc.hidden {
				for i := 0; i+8 <= len(h); i++ {
					require.NotContains(t, out, h[i:i+8], "piece of %q survives in %q", h, out)
				}
			}
			for _, k := range tc.kept {
				assert.Contains(t, out, k, "over-redacted: %q", out)
			}
			rng := rand.New(rand.NewPCG(uint64(len(tc.in)), 14))
			assert.Equal(t, out, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(7) }))
		})
	}
	for _, in := range whyKept {
		t.Run(strings.Fields(in)[0], func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, in, c.Sanitize(in))
		})
	}
}
