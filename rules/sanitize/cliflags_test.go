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
		// Bash's ANSI-C quoting: the view decodes the octal escapes.
		{"redis-cli -a $'octal'", `redis-cli -a $'\124\162\060\165\142\064\144\157\162\132\161\071' ping`},
		{"mysql -p$'hex'", `mysql -u root -p$'Tr0ub4\x64orZq9' db`},
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
		{"snmpwalk -A", "snmpwalk -v3 -l authNoPriv -u monitor -a SHA -A '" + pw + "' 10.0.0.2 IF-MIB::ifDescr"},
		{"snmpget -X", "snmpget -v3 -l authPriv -x AES -X " + pw + " -u mon 10.0.0.2 sysName.0"},
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
		{"evil-winrm -p", "evil-winrm -i 10.0.0.9 -u admin -p '" + pw + "'"},
		{"evil-winrm -H", "evil-winrm -i 10.0.0.9 -u admin -H " + fake(440, 32, lowerHx)},
		{"rabbitmqctl add_user", "rabbitmqctl add_user worker " + pw},
		{"rabbitmqctl change_password", "sudo rabbitmqctl -n rabbit@h change_password worker '" + pw + "'"},
		{"gh secret set --body", `gh secret set DEPLOY_TOKEN --body "` + pw + `"`},
		{"gh secret set -b", "gh secret set API_KEY -R org/repo -b " + pw},
		{"az login -p", "az login -u admin@contoso.com -p " + pw},
		{"az login service principal", "az login --service-principal -u 0000-app -p " + pw + " --tenant t"},
		{"http -a", "http -a admin:" + pw + " GET https://api.example.com/users"},
		{"https --auth=", "https --auth=admin:" + pw + " api.example.com/me"},
		{"nmcli wifi connect", "nmcli dev wifi connect HomeNet password " + pw},
		{"nmcli wifi-sec.psk", "nmcli connection modify HomeNet wifi-sec.psk '" + pw + "'"},
		{"wpa_supplicant psk", "network={\n    ssid=\"HomeNet\"\n    psk=\"" + pw + "\"\n}"},
		{"hostapd sae_password", "sae_password=" + pw},
		{"wpa_supplicant raw psk", "network={\n    ssid=\"HomeNet\"\n    psk=" + fake(441, 64, lowerHx) + "\n}"},
		{"postgres ALTER USER", `psql -c "ALTER USER app WITH PASSWORD '` + pw + `';"`},
		{"postgres CREATE ROLE ENCRYPTED", "CREATE ROLE app LOGIN ENCRYPTED PASSWORD '" + pw + "' VALID UNTIL 'infinity';"},
		{"sql server CREATE LOGIN", "CREATE LOGIN app WITH PASSWORD = '" + pw + "', CHECK_POLICY = OFF;"},
		{"mysql CREATE USER IDENTIFIED BY", "CREATE USER 'report'@'%' IDENTIFIED BY '" + pw + "';"},
		{"mysql IDENTIFIED WITH plugin BY", "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '" + pw + "';"},
		{"mysql GRANT IDENTIFIED BY", "GRANT ALL ON db.* TO 'app'@'%' IDENTIFIED BY '" + pw + "';"},
		{"mysql SET PASSWORD FOR", "SET PASSWORD FOR 'app'@'localhost' = '" + pw + "';"},
		{"mysql SET PASSWORD = PASSWORD()", "SET PASSWORD = PASSWORD('" + pw + "');"},
		{"oracle IDENTIFIED BY bare", "create user scott identified by " + pw + ";"},
		{"requests auth tuple", "r = requests.get(url, auth=('admin', '" + pw + "'))"},
		{"elasticsearch basic_auth", `es = Elasticsearch(url, basic_auth=("elastic", "` + pw + `"))`},
		{"HTTPBasicAuth", "s.auth = HTTPBasicAuth('admin', '" + pw + "')"},
		{"aiohttp BasicAuth", "auth = aiohttp.BasicAuth('admin', '" + pw + "')"},
		{"go SetBasicAuth", `req.SetBasicAuth("admin", "` + pw + `")`},
		{"spring setBasicAuth", `headers.setBasicAuth("admin", "` + pw + `");`},
		{"hcl variable default", "variable \"db_password\" {\n  type      = string\n  default   = \"" + pw + "\"\n  sensitive = true\n}"},
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
		"ALTER USER app WITH PASSWORD NULL;",
		"ALTER ROLE app PASSWORD NULL;",
		"CREATE USER app WITH PASSWORD :'pw';",
		"SET PASSWORD FOR 'app'@'localhost' = '';",
		"ALTER USER app IDENTIFIED BY VALUES;",
		"ALTER USER app WITH LOGIN CONNECTION LIMIT 5;",
		"Create a user with a strong password and grant it the role.",
		"We grant access to users identified by their badge number.",
		"create user accounts identified by email, then alter user roles identified by team",
		"r = requests.get(url, auth=(user, pw))",
		"r = requests.get(url, auth=HTTPBasicAuth(user, os.environ['PW']))",
		`req.SetBasicAuth(user, pass)`,
		`req.SetBasicAuth("admin", os.Getenv("ADMIN_PASSWORD"))`,
		"gh secret set DEPLOY_TOKEN --body-file token.txt",
		"gh secret set DEPLOY_TOKEN < token.txt",
		`gh pr create --title "Fix login" --body "Fix2 for the login page"`,
		"gh secret set DEPLOY_TOKEN --body \"$TOKEN\"",
		"az login --use-device-code",
		"az vm create -n vm1 -g rg --image Ubuntu2204",
		"http GET https://api.example.com/users -a admin",
		"curl http://example.com/ -o a.out",
		"rabbitmqctl add_user worker",
		"evil-winrm -i ip_address -u user -H nt_hash",
		"evil-winrm -i ip_address -u user -p password",
		"rabbitmqctl list_users",
		"nmcli dev wifi connect HomeNet --ask",
		"network={\n    ssid=\"Open\"\n    psk=\"\"\n    key_mgmt=NONE\n}",
		"psk=${WIFI_PSK}",
		"psk = derive_psk(ssid, passphrase)",
		"variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
		"variable \"region\" {\n  default = \"eu-west-1\"\n}",
		"variable \"api_url\" {\n  default = \"https://api.example.com/v2\"\n}",
		"variable \"key_vault\" {\n  default = \"kv-main\"\n}",
	}
	for _, in := range kept {
		t.Run("kept/"+in, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(in)
			assert.False(t, strings.Contains(out, ReplToken), "%q -> %q", in, out)
		})
	}
}
