package sanitize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Passwords in the flags and arguments of common clients (cliflags.go).
// The passwords are made up.
func TestCLIPasswordFlags(t *testing.T) {
	t.Parallel()
	const pw = "Tr0ub4dorZq9"
	hidden := []struct{ name, in string }{
		{"ldapsearch -w", "ldapsearch -x -D cn=admin,dc=ex,dc=com -w " + pw + " -b dc=ex,dc=com"},
		{"ldapmodify -w glued", "ldapmodify -x -D cn=admin -w" + pw + " -f x.ldif"},
		{"redis-cli -a", "redis-cli -h cache -a " + pw + " ping"},
		{"redis-cli --pass", "redis-cli --pass " + pw + " info"},
		{"sqlcmd -P", "sqlcmd -S db -U sa -P " + pw + " -Q 'select 1'"},
		{"bcp -P glued", "bcp t out f.dat -S db -U sa -P" + pw},
		{"7z -p", "7z a -p" + pw + " secret.7z docs/"},
		{"zip -P", "zip -P " + pw + " archive.zip file.txt"},
		{"unzip -P", "unzip -P " + pw + " archive.zip"},
		{"ipmitool -P", "ipmitool -I lanplus -H 10.0.0.9 -U admin -P " + pw + " power status"},
		{"psexec -p", `PsExec.exe \\host -u CORP\bob -p ` + pw + " cmd"},
		{"xfreerdp /p:", "xfreerdp /v:10.0.0.2 /u:admin /p:" + pw},
		{"rdesktop -p", "rdesktop -u admin -p " + pw + " 10.0.0.2"},
		{"mosquitto_pub -P", "mosquitto_pub -h broker -u dev -P " + pw + " -t a -m b"},
		{"twine -p", "twine upload -u __token__ -p " + pw + " dist/*"},
		{"ssh-keygen -N", "ssh-keygen -t ed25519 -N " + pw + " -f key"},
		{"ssh-keygen -P", "ssh-keygen -p -P " + pw + " -N newpass1 -f key"},
		{"smbclient -U user%pass", "smbclient //srv/share -U alice%" + pw},
		{"rpcclient -U domain user", `rpcclient -U 'CORP\alice%` + pw + `' 10.0.0.3`},
		{"lftp -u", "lftp -u bob," + pw + " sftp://files.example.com"},
		{"sqlplus", "sqlplus scott/" + pw + "@orcl"},
		{"expdp", "expdp system/" + pw + " schemas=hr directory=d"},
		{"net use", `net use \\srv\share /user:CORP\alice ` + pw},
		{"net use drive", `net use Z: \\srv\share ` + pw + ` /user:bob`},
		{"net user add", "net user bob " + pw + " /add"},
		{"htpasswd -b", "htpasswd -b /etc/nginx/.htpasswd admin " + pw},
		{"htpasswd -bc", "htpasswd -B -bc .htpasswd admin " + pw},
		{"htpasswd -nb", "htpasswd -nb admin " + pw},
		{"keytool -storepass", "keytool -list -keystore ks.jks -storepass " + pw},
		{"keytool -srckeypass", "keytool -importkeystore -srckeystore a.p12 -srckeypass " + pw + " -destkeystore b.jks"},
		{"gpg --passphrase", "gpg --batch --passphrase " + pw + " -d f.gpg"},
	}
	for _, c := range hidden {
		t.Run("hidden/"+c.name, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(c.in)
			assert.NotContains(t, out, pw)
			assert.Contains(t, out, ReplToken)
		})
	}
	kept := []string{
		"zip -r archive.zip docs/",
		"unzip -P $ZIP_PASSWORD archive.zip",
		"ldapsearch -x -W -D cn=admin -b dc=ex",
		"redis-cli -a $REDIS_PASSWORD ping",
		"7z x -p archive.7z",
		"sqlplus / as sysdba",
		"sqlplus -s /nolog",
		"net user bob /add",
		"net user administrator",
		"net use Z: \\\\srv\\share /persistent:yes",
		"net use \\\\srv\\share * /user:bob",
		"keytool -list -keystore ks.jks -storepass:env STOREPASS",
		"keytool -importcert -keystore cacerts -storepass changeit -file ca.pem",
		"ssh-keygen -t ed25519 -N '' -f key",
		"gpg --passphrase-fd 0 -d f.gpg",
		"rdesktop -p - 10.0.0.2",
		"The -w flag of ldapsearch takes the bind password; use -W to be prompted.",
		"Use zip -P only for throwaway archives: the password shows in ps.",
		"Run htpasswd -c .htpasswd admin and type the password twice.",
		"the tests pass -w fine",
	}
	for _, in := range kept {
		t.Run("kept/"+in, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(in)
			assert.False(t, strings.Contains(out, ReplToken), "%q -> %q", in, out)
		})
	}
}
