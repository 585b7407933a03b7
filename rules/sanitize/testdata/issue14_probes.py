#!/usr/bin/env python3
"""Probe the output sanitizer with made-up secrets in evasive forms and with
benign near-misses. Every value here is generated or made up; none is real.
Runs the guard binary through subprocess (no shell), prints leaks and touched
benign rows. Usage: probes.py BINARY [--dump FILE]"""
import base64, hashlib, json, random, subprocess, sys, zlib, struct, time

from textcodes import b58, b58check, b64

R = random.Random(14)
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"


def rnd(n, alpha=ALNUM):
    # ensure mixed letters/digits
    while True:
        s = "".join(R.choice(alpha) for _ in range(n))
        if alpha != ALNUM or (sum(c.isdigit() for c in s) >= 3 and any(c.isupper() for c in s) and any(c.islower() for c in s)):
            return s


def gh(prefix):
    body = rnd(30)
    s = zlib.crc32(body.encode()) & 0xffffffff
    ck = ""
    for _ in range(6):
        ck = B62[s % 62] + ck
        s //= 62
    return prefix + body + ck



GHP = gh("ghp_")
GHO = gh("gho_")
GHS = gh("ghs_")
NPM = gh("npm_")
GHPAT = "github_pat_11" + rnd(20) + "_" + rnd(59)
GLPAT = "glpat-" + rnd(20, ALNUM + "_-")
XOXB = "xoxb-" + "".join(R.choice("0123456789") for _ in range(12)) + "-" + "".join(R.choice("0123456789") for _ in range(13)) + "-" + rnd(24)
XOXP = "xoxp-" + "-".join("".join(R.choice("0123456789") for _ in range(12)) for _ in range(3)) + "-" + rnd(32, HEX)
XAPP = "xapp-1-A" + rnd(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "-" + "".join(R.choice("0123456789") for _ in range(13)) + "-" + rnd(64, HEX)
SLACKHOOK = "https://hooks.slack.com/services/T" + rnd(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "/B" + rnd(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "/" + rnd(24)
STRIPE = "sk_live_" + rnd(99)[:24]
STRIPE_RK = "rk_live_" + rnd(24)
WHSEC = "whsec_" + rnd(32)
OPENAI = "sk-proj-" + rnd(74, ALNUM + "_-") + "T3BlbkFJ" + rnd(74, ALNUM + "_-")
OPENAI_OLD = "sk-" + rnd(20) + "T3BlbkFJ" + rnd(20)
ANT = "sk-ant-api03-" + rnd(93, ALNUM + "_-") + "AA"
PYPI = "pypi-AgEIcHlwaS5vcmc" + rnd(70, ALNUM + "_-")
HF = "hf_" + rnd(34)
TWILIO_SK = "SK" + rnd(32, HEX)
TWILIO_AC = "AC" + rnd(32, HEX)
SENDGRID = "SG." + rnd(22, ALNUM + "_-") + "." + rnd(43, ALNUM + "_-")
DISCORD_BOT = b64(str(R.randrange(10**17, 10**18)).encode()).rstrip("=") + "." + rnd(6, ALNUM + "_-") + "." + rnd(38, ALNUM + "_-")
DISCORD_HOOK = "https://discord.com/api/webhooks/" + str(R.randrange(10**17, 10**18)) + "/" + rnd(68, ALNUM + "_-")
AKIA = "AKIA" + rnd(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
AWS_SECRET = rnd(40, ALNUM + "/+")
GOOGLE = "AIzaSy" + rnd(33, ALNUM + "_-")
GITLAB_RUNNER = "glrt-" + rnd(20, ALNUM + "_-")
DO = "dop_v1_" + rnd(64, HEX)
HEROKU = "HRKU-" + rnd(60, ALNUM + "_-")
SHOPIFY = "shpat_" + rnd(32, HEX)
MAILGUN = "key-" + rnd(32)
TELEGRAM = str(R.randrange(10**8, 10**10)) + ":AA" + rnd(33, ALNUM + "_-")
DATABRICKS = "dapi" + rnd(32, HEX)
AZ_KEY = b64(bytes(R.randrange(256) for _ in range(64)))
AZ_CONN = "DefaultEndpointsProtocol=https;AccountName=mystorageacct;AccountKey=" + AZ_KEY + ";EndpointSuffix=core.windows.net"
AZ_SB = "Endpoint=sb://myns.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + b64(bytes(R.randrange(256) for _ in range(32)))
AZ_SAS = "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=" + b64(bytes(R.randrange(256) for _ in range(32))).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
PW = "Tr0ub4dor&3xQ"
PW2 = "hunter2Zq9!"
PW3 = "S3cr3tP4ss"


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": "1234567890", "name": "Jo Doe", "iat": 1716239022}).encode()).decode().rstrip("=")
    s = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    return h + "." + p + "." + s


JWT = jwt()


def pem(kind="RSA PRIVATE KEY", n=12):
    body = b64(bytes(R.randrange(256) for _ in range(48 * n)))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN " + kind + "-----\n" + "\n".join(lines) + "\n-----END " + kind + "-----", lines


PEM_RSA, PEM_RSA_LINES = pem()
PEM_EC, PEM_EC_LINES = pem("EC PRIVATE KEY", 3)
PEM_P8, PEM_P8_LINES = pem("PRIVATE KEY", 10)
PEM_OSSH, PEM_OSSH_LINES = pem("OPENSSH PRIVATE KEY", 6)
PEM_PGP, PEM_PGP_LINES = pem("PGP PRIVATE KEY BLOCK", 8)
PPK_PRIV = [b64(bytes(R.randrange(256) for _ in range(48)))[:64] for _ in range(4)]
PPK_PUB = [b64(bytes(R.randrange(256) for _ in range(48)))[:64] for _ in range(2)]
PPK = ("PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20250101\nPublic-Lines: 2\n" + "\n".join(PPK_PUB) +
       "\nPrivate-Lines: 4\n" + "\n".join(PPK_PRIV) + "\nPrivate-MAC: " + rnd(64, HEX))


def zw(s, ch="\u200b"):
    return ch.join(s[i:i + 4] for i in range(0, len(s), 4))


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def ansi(s):
    return "\x1b[1;32m" + s[:6] + "\x1b[0m\x1b[33m" + s[6:] + "\x1b[0m"


def ent_dec(s):
    return "".join("&#%d;" % ord(c) if c in "-_" else c for c in s)


def ent_all(s):
    return "".join("&#x%x;" % ord(c) for c in s)


def uesc(s):
    return "".join("\\u%04x" % ord(c) if c in "-_" else c for c in s)


def uesc_all(s):
    return "".join("\\u%04x" % ord(c) for c in s)


def xesc(s):
    return "".join("\\x%02x" % ord(c) for c in s)


def mid(s):
    return s[len(s) // 2 - 6: len(s) // 2 + 6]


def tail(s):
    return s[-12:]


SECRETS = {
    "github ghp": GHP, "github gho": GHO, "github ghs": GHS, "github fine-grained": GHPAT, "gitlab pat": GLPAT,
    "gitlab runner": GITLAB_RUNNER, "slack bot": XOXB, "slack user": XOXP, "slack app": XAPP, "slack webhook": SLACKHOOK,
    "stripe live": STRIPE, "stripe restricted": STRIPE_RK, "stripe webhook": WHSEC, "openai proj": OPENAI, "openai legacy": OPENAI_OLD,
    "anthropic": ANT, "npm": NPM, "pypi": PYPI, "huggingface": HF, "twilio sk": TWILIO_SK, "twilio ac": TWILIO_AC,
    "sendgrid": SENDGRID, "discord bot": DISCORD_BOT, "discord webhook": DISCORD_HOOK, "aws akia": AKIA, "google api": GOOGLE,
    "digitalocean": DO, "heroku": HEROKU, "shopify": SHOPIFY, "mailgun": MAILGUN, "telegram": TELEGRAM, "databricks": DATABRICKS,
    "jwt": JWT,
}

probes = []  # (name, text, hidden list, kept list, label)
GAPS = {"template literal", "pem public key", "pem certificate", "base64 of json config"}


def sec(name, text, hidden, kept=()):
    probes.append((name, text, list(hidden), list(kept), "secret"))


def ben(name, text, kept=None):
    probes.append((name, text, [], [kept or text], "benign"))


# 1. plain, in prose, and each evasion per vendor secret
for n, s in SECRETS.items():
    sec(n + " plain", "Here is the value: " + s + " -- keep it.", [mid(s), tail(s)], ["keep it."])
    sec(n + " json escaped", '{"token":"' + uesc(s).replace("/", "\\/") + '"}', [mid(s), tail(s)])
    sec(n + " ansi", "export TOKEN=" + ansi(s), [mid(s), tail(s)])
    sec(n + " zero-width", "token: " + zw(s), [s[4:8], s[-4:]])
    sec(n + " fullwidth", "token: " + fullwidth(s), [fullwidth(mid(s))])
    sec(n + " html entities", "<pre>" + ent_dec(s) + "</pre>", [mid(s), tail(s)], ["<pre>"])
    sec(n + " concatenated js", 'const k = "' + s[:len(s) // 2] + '" + "' + s[len(s) // 2:] + '";', [s[len(s) // 2:][-12:]])
    sec(n + " wrapped", "The key is\n" + s[:len(s) // 2] + "\n" + s[len(s) // 2:] + "\nDone.", [s[len(s) // 2:][-12:]], ["Done."])
    sec(n + " in markdown code", "Use `" + s + "` in the header.", [mid(s)])
    sec(n + " env dump", "HOME=/root\nSERVICE_TOKEN=" + s + "\nPATH=/usr/bin", [mid(s)], ["PATH=/usr/bin"])

# extra encodings on a few
sec("anthropic all unicode escapes", '"' + uesc_all(ANT) + '"', [uesc_all(ANT)[200:260]])
sec("ghp hex escapes", 'printf "' + xesc(GHP) + '"', [xesc(GHP)[40:80]])
sec("ghp all hex entities", "<span>" + ent_all(GHP) + "</span>", [ent_all(GHP)[60:120]])
sec("ghp named entity", "gh&lowbar;p" + GHP[3:] if False else "token=" + GHP.replace("_", "&#95;"), [tail(GHP)])
sec("anthropic python concat", 'KEY = ("' + ANT[:20] + '"\n       "' + ANT[20:60] + '"\n       "' + ANT[60:] + '")', [ANT[60:][-12:], ANT[20:60][-12:]])
sec("akia go concat", 'id := "AKIA" +\n\t"' + AKIA[4:] + '"', [AKIA[4:]])
sec("stripe shell adjacent", "KEY='sk_live_'\"" + STRIPE[8:] + "\"", [STRIPE[8:]])
sec("ghp sql concat", "SELECT 'ghp_' || '" + GHP[4:] + "';", [GHP[4:][-12:]])
sec("ghp zero-width joiner and soft hyphen", "tok " + GHP[:10] + "\u00ad" + GHP[10:20] + "\u2060" + GHP[20:], [GHP[20:]])
sec("ghp split by spaces per 8", "token: " + " ".join(GHP[i:i + 8] for i in range(0, len(GHP), 8)), [GHP[8:16] + GHP[16:24]])
sec("npm split by spaces per 6", "npm token: " + " ".join(NPM[i:i + 6] for i in range(0, len(NPM), 6)) + " (rotate it)", [NPM[-6:]], ["(rotate it)"])
sec("ghp then prose", "token " + GHP + " is the one you need", [mid(GHP)], ["is the one you need"])
sec("ghp then words then prose", GHP + " and " + GHO + " are both live now", [mid(GHP), mid(GHO)], ["are both live now"])
sec("aws secret key assignment", "aws_secret_access_key = " + AWS_SECRET, [AWS_SECRET])
sec("aws secret key json", '{"AccessKeyId":"' + AKIA + '","SecretAccessKey":"' + AWS_SECRET + '"}', [AWS_SECRET, AKIA[4:]])
sec("aws credentials file", "[default]\naws_access_key_id=" + AKIA + "\naws_secret_access_key=" + AWS_SECRET + "\nregion=us-east-1", [AWS_SECRET, AKIA[4:]], ["region=us-east-1"])
sec("aws secret env export", "export AWS_SECRET_ACCESS_KEY=\"" + AWS_SECRET + "\"", [AWS_SECRET])
sec("azure storage connection string", AZ_CONN, [AZ_KEY[10:40]], ["AccountName=mystorageacct"])
sec("azure service bus", AZ_SB, [AZ_SB[-30:-2]])
sec("azure sas url", AZ_SAS, [AZ_SAS[-30:]])
sec("azure sql connection", "Server=tcp:db.database.windows.net,1433;Database=app;User ID=admin;Password=" + PW + ";Encrypt=true;", [PW])
GCP_PK = PEM_P8.replace("\n", "\\n")
GCP = '{\n  "type": "service_account",\n  "project_id": "my-proj",\n  "private_key_id": "' + rnd(40, HEX) + '",\n  "private_key": "' + GCP_PK + '\\n",\n  "client_email": "svc@my-proj.iam.gserviceaccount.com"\n}'
sec("gcp service account json", GCP, [PEM_P8_LINES[3], PEM_P8_LINES[-2]], ["client_email"])
sec("gcp private key escaped in one line", '{"private_key":"' + GCP_PK + '"}', [PEM_P8_LINES[2]])
sec("pem rsa", "key:\n" + PEM_RSA + "\nend", [PEM_RSA_LINES[1], PEM_RSA_LINES[-2]])
sec("pem ec", PEM_EC, [PEM_EC_LINES[1]])
sec("pem openssh", PEM_OSSH, [PEM_OSSH_LINES[1], PEM_OSSH_LINES[-1]])
sec("pem pgp", PEM_PGP.replace("\n", "\n\n", 1), [PEM_PGP_LINES[2]])
sec("pem in yaml block", "tls:\n  key: |\n    " + PEM_RSA.replace("\n", "\n    ") + "\n  other: 1", [PEM_RSA_LINES[2]], ["other: 1"])
sec("pem ansi coloured", "\x1b[31m" + PEM_EC + "\x1b[0m", [PEM_EC_LINES[1]])
sec("pem html br", PEM_EC.replace("\n", "<br>"), [PEM_EC_LINES[1]])
sec("putty ppk", PPK, [PPK_PRIV[1], PPK_PRIV[3]])
sec("jwt bearer", "Authorization: Bearer " + JWT, [JWT.split(".")[2][:12]])
sec("basic auth", "Authorization: Basic " + b64(b"admin:" + PW.encode()), [b64(b"admin:" + PW.encode())[4:16]])
sec("basic auth lowercase curl", "curl -H 'authorization: basic " + b64(b"deploy:" + PW2.encode()) + "' https://x", [b64(b"deploy:" + PW2.encode())[4:16]])

# more encodings
import urllib.parse
for n in ("github ghp", "anthropic", "slack bot", "stripe live", "openai proj"):
    s_ = SECRETS[n]
    sec(n + " percent-encoded in query", "https://api.example.com/hook?token=" + urllib.parse.quote(s_, safe="").replace("_", "%5F").replace("-", "%2D"), [mid(s_)])
    sec(n + " base64 of the secret", "echo " + b64(s_.encode()) + " | base64 -d", [b64(s_.encode())[8:24]])
    sec(n + " ansi per character", "".join("\x1b[3%dm%s" % (i % 7, c) for i, c in enumerate(s_)).replace("\\x1b", "\x1b"), [mid(s_)])
    sec(n + " zero-width every char", "\u200b".join(s_), [mid(s_)])
    sec(n + " line continuation shell", 'export KEY="' + s_[:12] + '"\\\n"' + s_[12:] + '"', [s_[12:][-12:]])
for tok in (XOXB, XOXP, XAPP):
    for cut in (12, 20, 30, len(tok) - 20, len(tok) - 5):
        sec("slack wrapped at %d %s" % (cut, tok[:4]), "Token:\n" + tok[:cut] + "\n" + tok[cut:] + "\nDone.", [tok[cut:][-8:]] if len(tok) - cut >= 8 else [tok[cut - 8:cut]], ["Done."])
# Discord, fixture names
sec("discord bot in env", "DISCORD_TOKEN=" + DISCORD_BOT, [DISCORD_BOT[-12:]])
sec("discord bot in json", '{"token": "' + DISCORD_BOT + '"}', [DISCORD_BOT[-12:]])
ben("fixture fakeToken", 'fakeToken := "' + rnd(32) + '"')
ben("fixture invalid_api_key", "invalid_api_key = '" + rnd(24) + "'")
ben("fixture dummySecret", 'const dummySecret = "' + rnd(40) + '";')
ben("fixture mock token", "mock_token: " + rnd(36))

# 2. passwords on command lines and in files
V1, V2, V3, V4, V5 = rnd(40), rnd(32), rnd(40), rnd(32), rnd(40)
JWK_D = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(64))).decode().rstrip("=")
sec("jwk private exponent", '{"kty":"RSA","n":"' + base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(64))).decode().rstrip("=") + '","e":"AQAB","d":"' + JWK_D + '"}', [JWK_D[10:30]])
JWK_K = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
sec("jwk symmetric key", '{"kty":"oct","k":"' + JWK_K + '","alg":"HS256"}', [JWK_K[10:30]])
sec("osc8 hyperlink around token", "\x1b]8;;https://x\x1b\\" + GHP + "\x1b]8;;\x1b\\", [mid(GHP)])
sec("invisible operators", "key " + GHP[:8] + "\u2062" + GHP[8:20] + "\u2063" + GHP[20:], [GHP[20:]])
sec("mongolian vowel separator", "key " + AKIA[:6] + "\u180e" + AKIA[6:], [AKIA[6:]])
sec("array join", 'const t = ["' + GHP[:10] + '", "' + GHP[10:] + '"].join("");', [GHP[10:][-12:]])
sec("template literal", "const t = `" + ANT[:14] + "${''}" + ANT[14:] + "`;", [ANT[14:][-12:]])
sec("proxy authorization", "Proxy-Authorization: Basic " + b64(("proxy:" + PW).encode()), [b64(("proxy:" + PW).encode())[4:16]])
sec("authorization token header", 'curl -H "Authorization: token ' + GHP + '" https://api.github.com', [mid(GHP)])
sec("encrypted pem", "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0123456789ABCDEF0123456789ABCDEF\n\n" + "\n".join(PEM_RSA_LINES[:6]) + "\n-----END RSA PRIVATE KEY-----", [PEM_RSA_LINES[3]])
sec("putty v2", PPK.replace("PuTTY-User-Key-File-3", "PuTTY-User-Key-File-2"), [PPK_PRIV[2]])
sec("git-credentials", "https://bob:" + GLPAT + "@gitlab.example.com", [GLPAT[8:]])
sec("k8s secret yaml", "apiVersion: v1\nkind: Secret\ndata:\n  password: " + b64(PW.encode()) + "\n", [b64(PW.encode())])
for label, text, pw in [
    ("mysql -p glued", "mysql -u root -p" + PW + " shop", PW),
    ("mysql --password=", "mysql --user=root --password=" + PW + " shop", PW),
    ("mysqldump -p", "mysqldump -h db -uadmin -p" + PW2 + " app > app.sql", PW2),
    ("mysql -p quoted", "mysql -u root -p'" + PW + "' -e 'show databases'", PW),
    ("sshpass -p", "sshpass -p " + PW + " ssh deploy@10.0.0.5", PW),
    ("sshpass -p glued", "sshpass -p" + PW2 + " scp f host:", PW2),
    ("sshpass -p quoted", "sshpass -p '" + PW + "' ssh root@h", PW),
    ("docker login -p", "docker login -u bob -p " + PW + " registry.example.com", PW),
    ("docker login --password=", "docker login --username bob --password=" + PW2 + " ghcr.io", PW2),
    ("docker login --password", "docker login registry.gitlab.com --username ci --password " + PW3, PW3),
    ("podman login -p", "podman login -u x -p " + PW3 + " quay.io", PW3),
    ("helm registry login", "helm registry login r.io --username u --password " + PW, PW),
    ("PGPASSWORD", "PGPASSWORD=" + PW + " psql -h db -U app", PW),
    ("PGPASSWORD export quoted", "export PGPASSWORD='" + PW2 + "'", PW2),
    ("MYSQL_PWD", "MYSQL_PWD=" + PW3 + " mysql -u root", PW3),
    ("pgpass line", "db.internal:5432:app:appuser:" + PW, PW),
    ("pgpass wildcard", "*:*:*:postgres:" + PW2, PW2),
    ("netrc one line", "machine api.github.com login bob password " + PW, PW),
    ("netrc multi line", "machine example.com\n  login alice\n  password " + PW2 + "\n", PW2),
    ("netrc default", "default login anonymous password " + PW3, PW3),
    ("url postgres", "DATABASE_URL=postgres://app:" + PW + "@db:5432/app", PW),
    ("url mongodb srv", "mongodb+srv://admin:" + PW2 + "@cluster0.abcd.mongodb.net/test", PW2),
    ("url redis no user", "redis://:" + PW3 + "@cache:6379/0", PW3),
    ("url amqp", "amqp://guest:" + PW + "@rabbit:5672/", PW),
    ("url https git", "git clone https://oauth2:" + GLPAT + "@gitlab.com/g/p.git", GLPAT[6:]),
    ("url ftp", "ftp://user:" + PW2 + "@ftp.example.org/pub", PW2),
    ("url with percent", "https://bob:" + PW.replace("&", "%26") + "@host/", PW.replace("&", "%26")),
    ("curl -u", "curl -u admin:" + PW + " https://api.example.com", PW),
    ("curl --user", "curl --user admin:" + PW2 + " https://h", PW2),
    ("wget --password", "wget --user=bob --password=" + PW3 + " https://h/f", PW3),
    ("wget --http-password", "wget --http-user=bob --http-password=" + PW + " https://h/f", PW),
    ("htpasswd -b", "htpasswd -b /etc/nginx/.htpasswd admin " + PW2, PW2),
    ("smbclient -U user%pass", "smbclient //srv/share -U alice%" + PW, PW),
    ("net use", "net use \\\\srv\\share /user:CORP\\alice " + PW2, PW2),
    ("xfreerdp /p:", "xfreerdp /v:10.0.0.2 /u:admin /p:" + PW3, PW3),
    ("ldapsearch -w", "ldapsearch -x -D cn=admin,dc=ex,dc=com -w " + PW + " -b dc=ex,dc=com", PW),
    ("redis-cli -a", "redis-cli -h cache -a " + PW2 + " ping", PW2),
    ("mongo -p", "mongosh --username admin --password " + PW3 + " --authenticationDatabase admin", PW3),
    ("sqlcmd -P", "sqlcmd -S db -U sa -P " + PW + " -Q 'select 1'", PW),
    ("psql conninfo", "psql \"host=db user=app password=" + PW2 + " dbname=app\"", PW2),
    ("jdbc url", "jdbc:mysql://db:3306/app?user=app&password=" + PW3, PW3),
    ("openssl pass:", "openssl enc -aes-256-cbc -in f -out f.enc -pass pass:" + PW, PW),
    ("7z -p", "7z a -p" + PW2 + " secret.7z docs/", PW2),
    ("zip -P", "zip -P " + PW3 + " archive.zip file.txt", PW3),
    ("unzip -P", "unzip -P " + PW + " archive.zip", PW),
    ("keytool -storepass", "keytool -list -keystore ks.jks -storepass " + PW2, PW2),
    ("powershell securestring", "$p = ConvertTo-SecureString '" + PW3 + "' -AsPlainText -Force", PW3),
    ("powershell -Password", "New-LocalUser -Name bob -Password " + PW, PW),
    ("env SSHPASS", "SSHPASS=" + PW2 + " sshpass -e ssh h", PW2),
    ("yaml password", "db:\n  user: app\n  password: " + PW3 + "\n", PW3),
    ("json password", '{"username":"app","password":"' + PW + '"}', PW),
    ("ini passwd", "[client]\nuser=root\npasswd=" + PW2 + "\n", PW2),
    ("dotenv DB_PASSWORD", "DB_PASSWORD=" + PW3, PW3),
    ("pip index url", "pip install --index-url https://__token__:" + PYPI + "@upload.pypi.org/simple pkg", PYPI[20:40]),
    ("npmrc authToken", "//registry.npmjs.org/:_authToken=" + NPM, NPM[4:20]),
    ("docker config auth", '{"auths":{"ghcr.io":{"auth":"' + b64(("bob:" + PW).encode()) + '"}}}', b64(("bob:" + PW).encode())[4:20]),
    ("git credential store", "https://bob:" + GHP + "@github.com", GHP[4:20]),
    ("vault login", "vault login hvs." + rnd(90, ALNUM + "_-"), None),
    ("echo to password-stdin", "echo '" + PW + "' | docker login -u bob --password-stdin ghcr.io", PW),
    ("printf to password-stdin", 'printf "%s" "' + PW2 + '" | helm registry login r.io -u x --password-stdin', PW2),
    ("echo to chpasswd", "echo 'root:" + PW3 + "' | chpasswd", PW3),
    ("echo to sudo -S", "echo " + PW + " | sudo -S apt-get update", PW),
    ("echo to passwd --stdin", 'echo "' + PW2 + '" | passwd --stdin deploy', PW2),
    ("cmdkey /pass:", "cmdkey /add:server01 /user:CORP\\bob /pass:" + PW3, PW3),
    ("wmic /password:", "wmic /node:10.0.0.4 /user:admin /password:" + PW + " process list", PW),
    ("sc config password=", "sc.exe config MySvc obj= CORP\\svc password= " + PW3, PW3),
    ("kubectl from-literal", "kubectl create secret generic db --from-literal=password=" + PW, PW),
    ("ansible_ssh_pass", "ansible_ssh_pass: " + PW2, PW2),
    ("spring datasource password", "spring.datasource.password=" + PW3, PW3),
    ("pypirc password", "[pypi]\nusername = __token__\npassword = " + PYPI, PYPI[20:40]),
    ("npmrc _auth", "_auth=" + b64(("bob:" + PW).encode()), b64(("bob:" + PW).encode())[4:20]),
    ("x-api-key header", "X-API-Key: " + V1, V1),
    ("cookie header", "Cookie: sessionid=" + V2 + "; csrftoken=abc", V2),
    ("curl oauth2 bearer", "curl --oauth2-bearer " + V3 + " https://h", V3),
    ("mysql -p double quoted", 'mysql -uroot -p"' + PW + '" app', PW),
    ("smtp auth plain", "AUTH PLAIN " + b64(b"\0bob@example.com\0" + PW.encode()), b64(b"\0bob@example.com\0" + PW.encode())[8:24]),
    ("query api_key", "GET /v1/data?api_key=" + V4 + "&q=1", V4),
    ("form client_secret", "grant_type=client_credentials&client_id=abc&client_secret=" + V5, V5),
]:
    if pw is None:
        continue
    sec(label, text, [pw])

# 3. benign near-misses that must stay readable
def sshpub(kind, nbytes):
    blob = struct.pack(">I", len(kind)) + kind.encode() + bytes(R.randrange(256) for _ in range(nbytes))
    return kind + " " + b64(blob) + " user@host"



CH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def polymod(values):
    g = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= g[i] if ((b >> i) & 1) else 0
    return chk


def bech32(hrp, data, const=1):
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = polymod(hx + data + [0] * 6) ^ const
    ck = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(CH[d] for d in data + ck)


def conv(bs, frm=8, to=5):
    acc = bits = 0
    out = []
    for b in bs:
        acc = (acc << frm) | b
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & ((1 << to) - 1))
    if bits:
        out.append((acc << (to - bits)) & ((1 << to) - 1))
    return out


def ulid():
    ts = 1764000000000 - R.randrange(10**10)  # a fixed clock: the dump is the same on every run
    n = (ts << 80) | R.getrandbits(80)
    A = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    s = ""
    for _ in range(26):
        n, r = divmod(n, 32)
        s = A[r] + s
    return s


def cidv1():
    mh = bytes([0x01, 0x70, 0x12, 0x20]) + hashlib.sha256(str(R.random()).encode()).digest()
    return "b" + base64.b32encode(mh).decode().lower().rstrip("=")


sha = lambda: hashlib.sha256(str(R.random()).encode()).hexdigest()
sha1 = lambda: hashlib.sha1(str(R.random()).encode()).hexdigest()
import uuid
PNG = b64(b"\x89PNG\r\n\x1a\n" + bytes(R.randrange(256) for _ in range(120)))

ben("ssh-ed25519 pubkey", sshpub("ssh-ed25519", 32))
ben("ssh-rsa pubkey", sshpub("ssh-rsa", 270))
ben("ecdsa pubkey", sshpub("ecdsa-sha2-nistp256", 104))
ben("authorized_keys with options", 'from="10.0.0.0/8",no-pty ' + sshpub("ssh-ed25519", 32))
ben("known_hosts line", "github.com " + sshpub("ssh-ed25519", 32).rsplit(" ", 1)[0])
ben("sha256 hex", "sha256sum: " + sha() + "  go1.26.linux-amd64.tar.gz")
ben("sha256 prefixed", "digest: sha256:" + sha())
ben("docker image digest", "nginx@sha256:" + sha())
ben("git sha full", "commit " + sha1() + "\nAuthor: A <a@b.c>")
ben("git short shas", "3f2a9c1 fix: x\nb7e04d2 feat: y")
ben("git log oneline", sha1()[:12] + " Merge pull request #12 from org/branch")
ben("uuid v4", "request id " + str(uuid.UUID(int=R.getrandbits(128), version=4)))
ben("uuid upper", "ID=" + str(uuid.UUID(int=R.getrandbits(128), version=4)).upper())
ben("ulid", "event " + ulid() + " created")
ben("ulid lower", "id: " + ulid().lower())
ben("cidv0", "ipfs://" + b58(bytes([0x12, 0x20]) + hashlib.sha256(b"x" + str(R.random()).encode()).digest()))
ben("cidv0 bare", "pinned " + b58(bytes([0x12, 0x20]) + hashlib.sha256(str(R.random()).encode()).digest()))
ben("cidv1", "ipfs cat " + cidv1())
ben("eth address lower", "send to 0x" + rnd(40, HEX))
ben("eth address checksummed", "0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045")
ben("eth tx hash", "tx 0x" + sha())
ben("btc bech32", "bc: " + bech32("bc", [0] + conv(hashlib.sha256(str(R.random()).encode()).digest()[:20])))
ben("btc taproot", bech32("bc", [1] + conv(hashlib.sha256(str(R.random()).encode()).digest()), 0x2bc830a3))
ben("btc legacy", "pay " + b58check(b"\x00" + hashlib.sha256(str(R.random()).encode()).digest()[:20]))
ben("btc p2sh", b58check(b"\x05" + hashlib.sha256(str(R.random()).encode()).digest()[:20]))
ben("data uri png", "<img src=\"data:image/png;base64," + PNG + "\">")
ben("markdown image data uri", "![logo](data:image/png;base64," + PNG + ")")
ben("css data uri font", "src: url(data:font/woff2;base64," + b64(bytes(R.randrange(256) for _ in range(90))) + ")")
ben("sri integrity", 'integrity="sha384-' + b64(hashlib.sha384(b"a").digest()) + '"')
ben("npm lock integrity", '"integrity": "sha512-' + b64(hashlib.sha512(b"b").digest()) + '"')
ben("go.sum line", "golang.org/x/text v0.14.0 h1:" + b64(hashlib.sha256(b"c").digest()))
ben("placeholder angle", "export GITHUB_TOKEN=<your-token>")
ben("placeholder var", "Authorization: Bearer ${API_TOKEN}")
ben("placeholder env", 'api_key = os.environ["SERVICE_API_KEY"]')
ben("placeholder xxxx", "SERVICE_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
ben("placeholder ghp xxxx", "token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
ben("placeholder changeme", "password: changeme")
ben("placeholder your_password", "mysql -u root -pYOUR_PASSWORD")
ben("placeholder aws example", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE")
ben("placeholder aws secret example", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
ben("placeholder stars", "password: ********")
ben("placeholder dots", "API key: sk-...abcd")
ben("placeholder REPLACE_ME", "SLACK_TOKEN=REPLACE_ME")
ben("placeholder curly", "token: {{ secrets.GITHUB_TOKEN }}")
ben("placeholder shell param", 'curl -H "Authorization: token $GH_TOKEN" https://api.github.com')
ben("placeholder mustache url", "postgres://user:password@localhost:5432/db")
ben("version strings", "go1.26.0 linux/amd64; node v22.11.0; kubectl v1.31.2+k3s1")
ben("semver prerelease", "v2.0.0-rc.1+build.20250101.abc123def")
ben("base64 of text", "echo " + b64(b"hello world, this is just a test message") + " | base64 -d")
ben("base64 of json config", "config: " + b64(b'{"name":"app","replicas":3,"debug":false}'))
ben("k8s pod name", "nginx-deployment-7c5ddbdf54-8xk2p   1/1   Running")
ben("aws arn", "arn:aws:iam::123456789012:role/service-role/MyRole")
ben("aws request id", "RequestId: 4f1c9d2e-8b7a-4c3d-9e2f-1a2b3c4d5e6f")
ben("nix store path", "/nix/store/" + rnd(32, "0123456789abcdfghijklmnpqrsvwxyz") + "-hello-2.12.1")
ben("docker container id", "CONTAINER ID " + rnd(12, HEX) + "  nginx:latest")
ben("s3 etag", 'ETag: "' + rnd(32, HEX) + '"')
ben("hex color list", "#1a2b3c #ffaa00 #00ff7f")
ben("go test output", "ok  	github.com/x/y	0.123s	coverage: 81.2% of statements")
ben("file path with hash", "dist/assets/index-4f3a9c1b.js  142.3 kB")
ben("webpack chunk", "main.8f3d2a1c9b4e7f60.bundle.js")
ben("uuid in url", "https://app.example.com/projects/" + str(uuid.UUID(int=R.getrandbits(128), version=4)) + "/settings")
ben("base64url id", "youtube video id dQw4w9WgXcQ")
ben("password prose", "Make sure your password is at least 12 characters long.")
ben("token prose", "The token expires after 30 days; rotate it in Settings.")
ben("ssh keygen fingerprint", "SHA256:" + b64(hashlib.sha256(b"k").digest()).rstrip("=") + " user@host (ED25519)")
ben("gpg fingerprint", "pub   rsa4096 2020-01-01 [SC]\n      " + rnd(40, HEX).upper())
ben("pem public key", "-----BEGIN PUBLIC KEY-----\n" + b64(bytes(R.randrange(256) for _ in range(90))) + "\n-----END PUBLIC KEY-----")
ben("pem certificate", "-----BEGIN CERTIFICATE-----\n" + b64(bytes(R.randrange(256) for _ in range(90))) + "\n-----END CERTIFICATE-----")
ben("docs private key marker", "A PEM private key starts with -----BEGIN PRIVATE KEY----- and ends with the END line.")
ben("mysql -p prompt", "mysql -u root -p shop")
ben("docker login stdin", "echo $CR_PAT | docker login ghcr.io -u bob --password-stdin")
ben("sshpass -e", "sshpass -e ssh deploy@host")
ben("pgpass description", "The file format is hostname:port:database:username:password")
ben("netrc description", "machine host.example.com login myuser password mypassword")
ben("jwk public key", '{"kty":"RSA","n":"' + base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(64))).decode().rstrip("=") + '","e":"AQAB","kid":"k1"}')
ben("json search query", '{"q":"how_to_install_python_on_ubuntu_server","p":"second_page_of_the_results"}')
ben("echo variable to password-stdin", 'echo "$CR_PAT" | docker login ghcr.io -u bob --password-stdin')
ben("echo to grep", "echo Tr0ub4dor | grep -c r")
ben("fixture names", 'invalidToken := "' + rnd(30) + '"\nfakeSecret := "' + rnd(30) + '"')
RB = lambda n: bytes(R.randrange(256) for _ in range(n))
ben("base64 png standalone", "Here is the icon:\n" + b64(b"\x89PNG\r\n\x1a\n" + RB(200)) + "\n")
ben("base64 jpeg", b64(b"\xff\xd8\xff\xe0" + RB(200)))
ben("base64 gif", b64(b"GIF89a" + RB(120)))
ben("base64 pdf", b64(b"%PDF-1.7\n" + RB(150)))
ben("base64 gzip", "payload: " + b64(b"\x1f\x8b\x08\x00" + RB(150)))
ben("base64 woff2", "font: " + b64(b"wOF2" + RB(150)))
ben("git lfs pointer", "version https://git-lfs.github.com/spec/v1\noid sha256:" + sha() + "\nsize 12345")
ben("pip hash", "requests==2.31.0 --hash=sha256:" + sha())
ben("actions sha pin", "uses: actions/checkout@" + sha1())
ben("html nonce", '<script nonce="' + b64(RB(16)) + '">')
ben("sk_test doc", "Use a test key like sk_test_... from the Stripe dashboard.")

# 2026-11-29 (third stop): a password in prose by its shape, and a
# hand-written connection string whose password holds a '#'.
sec("password in prose, unquoted", "The admin password is Tr0ub4dor&3, don't share it.", ["Tr0ub4dor&3"], ["don't share it."])
sec("password in prose, digits and letters", "Wi-Fi passcode: guest2024! (changes monthly)", ["guest2024!"], ["(changes monthly)"])
ben("password in prose, a sentence", "The password is stored in the vault and is at least 12 characters long.")
ben("password in prose, a reset", "Your password was reset on Monday; the passphrase is now required at login.")
ben("password in prose, a variable", "The password is DB_PASSWORD from the environment.")
sec("url credentials with a hash", "DATABASE_URL=postgres://app:Xk9#mQ2$vLp7@db.internal:5432/prod", ["Xk9#mQ2$vLp7"], ["db.internal:5432/prod"])
ben("url fragment before an at", "See https://host.example:443#top and http://example.com:8080/#/docs@v2 for details.")
ben("password in prose, how it is stored", "The password is SHA256-hashed before it is stored.")
ben("password in prose, an encoding", "The passphrase is base64-encoded in the config and AES-256 encrypted at rest.")
ben("password in prose, a key derivation", "The password is PBKDF2-derived and never logged.")

# 2026-11-29 (san27): passwords in SQL, code calls and more clients'
# command lines, session cookies, OpenVPN static keys, vendor formats
# from their documentation, and the public ids and names around them.
# Appended last, so the rows above keep their values.
sec("sql alter user with password", "psql -c \"ALTER USER app WITH PASSWORD '" + PW + "';\"", [PW])
sec("sql create user identified by", "CREATE USER 'report'@'%' IDENTIFIED BY '" + PW2 + "';", [PW2])
sec("sql set password for", "SET PASSWORD FOR 'app'@'localhost' = '" + PW3 + "';", [PW3])
sec("sql server create login", "CREATE LOGIN app WITH PASSWORD = '" + PW + "';", [PW])
sec("rabbitmqctl add_user", "rabbitmqctl add_user worker " + PW3, [PW3])
sec("evil-winrm -p", "evil-winrm -i 10.0.0.9 -u admin -p '" + PW + "'", [PW])
sec("gh secret set --body", "gh secret set DEPLOY_TOKEN --body \"" + PW3 + "\"", [PW3])
sec("az login -p", "az login -u admin@contoso.com -p " + PW3, [PW3])
sec("httpie -a", "http -a admin:" + PW3 + " GET https://api.example.com/users", [PW3])
sec("nmcli wifi password", "nmcli dev wifi connect HomeNet password " + PW3, [PW3])
sec("wpa_supplicant psk", "network={\n    ssid=\"HomeNet\"\n    psk=\"" + PW3 + "\"\n}", [PW3])
sec("requests auth tuple", "r = requests.get(url, auth=('admin', '" + PW3 + "'))", [PW3])
sec("go SetBasicAuth", "req.SetBasicAuth(\"admin\", \"" + PW3 + "\")", [PW3])
sec("hcl variable default", "variable \"db_password\" {\n  default = \"" + PW3 + "\"\n}", [PW3])
ben("sql password null", "ALTER USER app WITH PASSWORD NULL;")
ben("requests auth variables", "r = requests.get(url, auth=(user, pw))")
ben("gh secret set --body-file", "gh secret set DEPLOY_TOKEN --body-file token.txt")
ben("wpa_supplicant empty psk", "network={\n    ssid=\"Open\"\n    psk=\"\"\n}")
SESS = rnd(32, "abcdefghijklmnopqrstuvwxyz0123456789")
sec("set-cookie PHPSESSID", "HTTP/1.1 200 OK\nSet-Cookie: PHPSESSID=" + SESS + "; Path=/; HttpOnly", [SESS])
SESS2 = rnd(40)
sec("curl -b session cookie", "curl -b 'sessionid=" + SESS2 + "' https://app.example.com/admin", [SESS2])
ben("cookie header theme and lang", "Cookie: theme=dark; lang=en")
OVPN = "\n".join(rnd(32, HEX) for _ in range(16))
sec("openvpn static key", "-----BEGIN OpenVPN Static key V1-----\n" + OVPN + "\n-----END OpenVPN Static key V1-----\n", [OVPN[40:72]])
for name, tok in (("contentful pat", "CFPAT-" + rnd(43)), ("doppler service token with config", "dp.st.prd." + rnd(40)),
                  ("tencent secret id", "AKID" + rnd(32)), ("posthog personal key", "phx_" + rnd(43)),
                  ("fireworks key", "fw_" + rnd(24))):
    sec(name + " bare in prose", "Here you go: " + tok + " (store it safely)", [mid(tok)])
ben("aws resource ids", "Instance i-0" + rnd(16, HEX) + " in vpc-0" + rnd(16, HEX) + " from ami-0" + rnd(16, HEX) + " sg-0" + rnd(16, HEX))
ben("stripe object ids", "PaymentIntent pi_3" + rnd(23) + " succeeded (charge ch_3" + rnd(23) + ", event evt_1" + rnd(23) + ")")
ben("openai object ids", "file-" + rnd(24) + " asst_" + rnd(24) + " thread_" + rnd(24) + " run_" + rnd(24))
ben("cosmos address", "delegator " + bech32("cosmos", conv(RB(20))) + " staked 10 ATOM")
ben("jwt header alone", "The header " + base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=") + " names the algorithm.")
ben("wg public key", "interface: wg0\n  public key: " + b64(RB(32)) + "\n  private key: (hidden)")
ben("go test cache key", "cache key: " + rnd(64, HEX))
ben("recaptcha site key", '<div class="g-recaptcha" data-sitekey="6Lc' + rnd(37) + '"></div>')
ben("go struct tag env name", 'Password string `json:"password" env:"DB_PASSWORD"`')
ben("python type hint SecretStr", "def login(username: str, password: SecretStr) -> Session: ...")

if __name__ == "__main__":
    binary = sys.argv[1]
    ops = [json.dumps({"kind": "output", "text": p[1]}) for p in probes]
    r = subprocess.run([binary, "check", "--jsonl"], input="\n".join(ops) + "\n", capture_output=True, text=True)
    outs = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    assert len(outs) == len(probes), (len(outs), len(probes), r.stderr[:500])
    leaks = touched = 0
    ns = nb = 0
    for p, o in zip(probes, outs):
        name, text, hidden, kept, label = p
        got = o.get("text", text)
        if label == "secret":
            ns += 1
            bad = [h for h in hidden if h and h in got]
            if bad or got == text:
                leaks += 1
                print("LEAK", name, "|", repr(got[:300]))
        else:
            nb += 1
            if got != text and "[token]" in got:
                touched += 1
                print("TOUCHED", name, "|", repr(text[:200]), "->", repr(got[:200]))
    print("probes: %d secret, %d benign; leaks %d, benign touched %d" % (ns, nb, leaks, touched))
    if len(sys.argv) > 3 and sys.argv[2] == "--dump":
        with open(sys.argv[3], "w") as f:
            for p in probes:
                if p[0] in GAPS:
                    continue
                f.write(json.dumps({"name": p[0], "text": p[1], "hidden": p[2], "kept": p[3], "label": p[4]}) + "\n")
