package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Passwords told in a sentence, in English with a qualifier or "to", with
// "with password", and in other languages; sentences about passwords in
// the same words stay.
func TestPasswordProseSaid(t *testing.T) {
	t.Parallel()
	c := Default()
	pw := "Qm4k" + "Zx8w!2"
	for i, in := range []string{
		"The admin password for the staging server is " + pw + ", please don't share it.",
		"I changed the root password to " + pw + " this morning.",
		"Log in as root with password " + pw + " and then change it.",
		"El usuario es admin y la contraseña es " + pw + ".",
		"Le mot de passe du serveur est " + pw + ".",
		"Das Passwort lautet " + pw + ", bitte nicht weitergeben.",
		"Het wachtwoord is " + pw,
		"Hasło do serwera to " + pw,
		"Şifre: " + pw,
		"Пароль от базы данных: " + pw,
		"数据库密码是 " + pw,
		"サーバーのパスワードは " + pw + " です。",
		"비밀번호는 " + pw + " 입니다",
		"كلمة المرور هي " + pw,
		"पासवर्ड " + pw + " है",
		"The passphrase for the key is \"" + pw + "\".",
	} {
		got := c.Sanitize(in)
		assert.NotContains(t, got, "Zx8w", "%q", in)
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		assert.Equal(t, got, streamAll(t, c, in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		"The password is incorrect.",
		"Das Passwort ist falsch.",
		"La contraseña es obligatoria.",
		"パスワードが間違っています。",
		"Set the password to something long and random.",
		"The root password is the same as the staging one.",
		"the password is in 1Password",
		"The network is protected by WPA2-PSK.",
		"The password for user admin is stored in Vault.",
		"Log in with password authentication enabled.",
		"The password policy requires 12 characters, 1 digit and 1 symbol.",
		"Das Passwort für den Server ist im Tresor.",
		"密码错误",
		"비밀번호를 입력하세요",
		"Пароль от базы данных хранится в Vault.",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}

// A label in Markdown bold or italic hid the value after it: the
// emphasis closing before or after the colon was not a colon (out42 L5).
func TestPasswordMarkdownLabel(t *testing.T) {
	t.Parallel()
	c := Default()
	pw := "Qz4k" + "Zx8w!2mN"
	for _, in := range []string{
		"**Password:** `" + pw + "`",
		"**Password**: " + pw,
		"**Password:** " + pw,
		"__Password:__ " + pw,
		"*Password:* `" + pw + "`\n",
		"- **DB password:** " + pw + "\n- **User:** admin",
	} {
		got := c.Sanitize(in)
		assert.NotContains(t, got, "Zx8w", "%q", in)
		assert.Equal(t, got, streamAll(t, c, in, func() int { return 3 }))
	}
	for _, in := range []string{
		"**Password:** `<from the vault>`",
		"**Password policy:** at least 12 characters",
		"**Password:** see the vault",
		"**Password**: `********`",
		"__Password:__ {{ db_password }}",
		"**Password:** your-password-here",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}
