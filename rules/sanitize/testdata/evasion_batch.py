#!/usr/bin/env python3
"""A fresh adversarial batch for the output sanitizer (issue 14, fourth
round): about 60 vendor formats, each in some 18 places and disguises
(JSON escapes, ANSI colours, zero-width and fullwidth characters, HTML
references, concatenation, line continuations, Markdown tables,
YAML/TOML/.env/INI, curl headers, Kubernetes base64), 12 of them in 23
more (look-alike letters, escapes twice, hex, comment-wrapped lines,
list joins, …), passwords on command lines and in credential files, and
look-alikes that must stay readable.

Every secret is generated here from the format's public description
(prefix, alphabet, length, checksum) with a fixed seed; none is real.
Texts are fed as JSON to `guardrail check --jsonl` through subprocess
(no shell). TestEvasionBatch reads the dump (evasion_batch.jsonl).

Usage: evasion_batch.py BINARY [--dump FILE] [--verbose]
"""
import base64, hashlib, json, random, struct, subprocess, sys, uuid, zlib, urllib.parse

from textcodes import b58, b58check, b64

R = random.Random(2511)
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
URL = ALNUM + "_-"
HEX = "0123456789abcdef"
DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def rnd(n, alpha=None):
    mixed = alpha is None
    alpha = alpha or ALNUM
    while True:
        s = "".join(R.choice(alpha) for _ in range(n))
        if not mixed or n < 8:
            return s
        if sum(c.isdigit() for c in s) >= 2 and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))



def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def crc_b62(body):
    s = zlib.crc32(body.encode()) & 0xffffffff
    ck = ""
    for _ in range(6):
        ck = B62[s % 62] + ck
        s //= 62
    return ck


def gh(prefix):
    body = rnd(30)
    return prefix + body + crc_b62(body)


# ---- vendor secrets (fake, format-correct) ----
S = {}
S["github classic"] = gh("ghp_")
S["github oauth"] = gh("gho_")
S["github user-to-server"] = gh("ghu_")
S["github server-to-server"] = gh("ghs_")
S["github refresh"] = gh("ghr_")
S["github fine-grained"] = "github_pat_11" + rnd(20, UP + DIG) + "_" + rnd(59)
S["gitlab pat"] = "glpat-" + rnd(20, URL)
S["gitlab deploy"] = "gldt-" + rnd(20, URL)
S["slack bot"] = "xoxb-" + rnd(11, DIG) + "-" + rnd(13, DIG) + "-" + rnd(24)
S["slack user"] = "xoxp-" + rnd(11, DIG) + "-" + rnd(11, DIG) + "-" + rnd(13, DIG) + "-" + rnd(32, HEX)
S["slack webhook"] = "https://hooks.slack.com/services/T" + rnd(10, UP + DIG) + "/B" + rnd(10, UP + DIG) + "/" + rnd(24)
S["stripe live"] = "sk_live_51" + rnd(96)
S["stripe restricted"] = "rk_live_51" + rnd(96)
S["aws access key"] = "AKIA" + rnd(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
S["aws temp key"] = "ASIA" + rnd(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
AWS_SECRET = rnd(40, ALNUM + "/+")
S["google api"] = "AIza" + rnd(35, URL)
S["google oauth secret"] = "GOCSPX-" + rnd(28, URL)
S["openai project"] = "sk-proj-" + rnd(58, URL) + "T3BlbkFJ" + rnd(58, URL)
S["openai svcacct"] = "sk-svcacct-" + rnd(58, URL) + "T3BlbkFJ" + rnd(58, URL)
S["anthropic"] = "sk-ant-api03-" + rnd(93, URL) + "AA"
S["anthropic admin"] = "sk-ant-admin01-" + rnd(93, URL) + "AA"
S["npm"] = gh("npm_")
S["pypi"] = "pypi-AgEIcHlwaS5vcmc" + rnd(120, URL)
S["docker hub pat"] = "dckr_pat_" + rnd(27, URL)
S["twilio api key"] = "SK" + rnd(32, HEX)
S["sendgrid"] = "SG." + rnd(22, URL) + "." + rnd(43, URL)
S["mailgun"] = "key-" + rnd(32, HEX)
S["shopify"] = "shpat_" + rnd(32, "abcdef0123456789")
S["shopify shared"] = "shpss_" + rnd(32, "abcdef0123456789")
S["vault service"] = "hvs." + rnd(92, URL)
S["vault batch"] = "hvb." + rnd(138, URL)
S["huggingface"] = "hf_" + rnd(34)
S["digitalocean"] = "dop_v1_" + rnd(64, HEX)
S["atlassian"] = "ATATT3xFfGF0" + rnd(170, URL) + "=" + rnd(8, UP + DIG)
S["age secret"] = "AGE-SECRET-KEY-1" + rnd(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
S["postman"] = "PMAK-" + rnd(24, HEX) + "-" + rnd(34, HEX)
S["linear"] = "lin_api_" + rnd(40)
S["grafana sa"] = "glsa_" + rnd(32) + "_" + rnd(8, HEX)
S["doppler"] = "dp.pt." + rnd(43)
S["mapbox secret"] = "sk.eyJ1IjoibXl1c2VyIiwiYSI6ImNrM" + rnd(20) + "." + rnd(22, URL)
S["pulumi"] = "pul-" + rnd(40, HEX)
S["supabase"] = "sbp_" + rnd(40, HEX)
S["tailscale"] = "tskey-auth-k" + rnd(10) + "CNTRL-" + rnd(33)
S["sentry user"] = "sntryu_" + rnd(64, HEX)
S["new relic"] = "NRAK-" + rnd(27, UP + DIG)
S["telegram bot"] = str(R.randrange(10**8, 10**10)) + ":AA" + rnd(33, URL)
S["databricks"] = "dapi" + rnd(32, HEX)
S["groq"] = "gsk_" + rnd(52)
S["replicate"] = "r8_" + rnd(37)
S["figma"] = "figd_" + rnd(40, URL)
S["planetscale"] = "pscale_tkn_" + rnd(43, URL)
S["square"] = "EAAA" + rnd(60, URL)
S["brevo"] = "xkeysib-" + rnd(64, HEX) + "-" + rnd(16)


def jwt(payload):
    h = b64u(b'{"alg":"HS256","typ":"JWT"}')
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(32))


S["jwt"] = jwt({"sub": "4f1b2c", "role": "admin", "iat": 1760000000, "exp": 1790000000})

TWILIO_SID = "AC" + rnd(32, HEX)
TWILIO_AUTH = rnd(32, HEX)
AZ_KEY = b64(rb(64))
AZ_CONN = "DefaultEndpointsProtocol=https;AccountName=prodassets01;AccountKey=" + AZ_KEY + ";EndpointSuffix=core.windows.net"
PW = "Qm7!vR2#kLp9"
PW2 = "Zebra-Tulip-42x"
PW3 = "n0t.S0-Secret"
PW4 = "Ch4ng3d$Later"


def pem(kind, nbytes):
    body = b64(rb(nbytes))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN " + kind + "-----\n" + "\n".join(lines) + "\n-----END " + kind + "-----", lines


PEM_RSA, PEM_RSA_L = pem("RSA PRIVATE KEY", 600)
PEM_OSSH, PEM_OSSH_L = pem("OPENSSH PRIVATE KEY", 300)
PEM_P8, PEM_P8_L = pem("PRIVATE KEY", 400)


# ---- evasions ----
def mid(s):
    return s[len(s) // 2 - 5: len(s) // 2 + 5]


def tail(s):
    return s[-10:]


def jesc(s):
    # JSON \u escapes for the separators and one letter in four, slashes as \/
    out = []
    for i, c in enumerate(s):
        if c in "-_.:" or i % 4 == 1:
            out.append("\\u%04X" % ord(c) if i % 2 else "\\u%04x" % ord(c))
        elif c == "/":
            out.append("\\/")
        else:
            out.append(c)
    return "".join(out)


def ansi(s):
    a = len(s) // 3
    return ("\x1b[38;5;208m" + s[:4] + "\x1b[0m\x1b[1m" + s[4:a] + "\x1b[22;38;2;10;200;30m" + s[a:2 * a] + "\x1b[m" + s[2 * a:] + "\x1b[0m\x1b[K")


ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


def zw(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i % 5 == 2:
            out.append(ZW[i % len(ZW)])
    return "".join(out)


def full(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def half_full(s):
    return "".join(chr(ord(c) + 0xFEE0) if ("!" <= c <= "~" and i % 2) else c for i, c in enumerate(s))


ENT = {"-": "&hyphen;", "_": "&lowbar;", ".": "&period;", ":": "&colon;", "/": "&sol;", "+": "&plus;", "=": "&equals;"}


def html(s):
    out = []
    for i, c in enumerate(s):
        if c in ENT:
            out.append(ENT[c])
        elif i % 7 == 3:
            out.append("&#x%x;" % ord(c) if i % 2 else "&#%d;" % ord(c))
        else:
            out.append(c)
    return "".join(out)


probes = []
# Known gaps, left out of the dump: a password in a Markdown table is
# told only by its column's header, lines above.
GAPS = {"markdown table password"}


def sec(name, text, hidden, kept=()):
    probes.append((name, text, [h for h in hidden if h], list(kept), "secret"))


def ben(name, text, kept=None):
    probes.append((name, text, [], [kept or text], "benign"))


for n, s in S.items():
    h = [mid(s), tail(s)]
    sec(n + " | plain prose", "Your new credential is " + s + " - store it safely.", h, ["store it safely."])
    sec(n + " | json escaped", '{"ok":true,"credential":"' + jesc(s) + '","expires":null}', [jesc(s)[-12:]], ['"expires":null'])
    sec(n + " | ansi", "  value: " + ansi(s) + "\n  scope: repo", [s[len(s) // 3 + 2: 2 * (len(s) // 3) - 2]] if len(s) > 20 else [], ["scope: repo"])
    sec(n + " | zero-width", "token=" + zw(s), [zw(s)[-8:]])
    sec(n + " | fullwidth", "トークン：" + full(s), [full(s)[-8:]])
    sec(n + " | half fullwidth", "key " + half_full(s) + " ok", [half_full(s)[-8:]])
    sec(n + " | html entities", "<td>" + html(s) + "</td>", [html(s)[-8:]], ["</td>"])
    a = len(s) // 2
    sec(n + " | js concat", 'const apiKey = "' + s[:a] + '" +\n    "' + s[a:] + '";', [s[a:][-10:]] + ([] if "://" in s else [s[:a][-8:]]))
    sec(n + " | python concat", 'API_KEY = ("' + s[:a] + '"\n           "' + s[a:] + '")', [s[a:][-10:]])
    sec(n + " | shell backslash", 'export API_KEY="' + s[:a] + '\\\n' + s[a:] + '"', [s[a:][-10:]])
    sec(n + " | wrapped line", "Token (copy both lines):\n" + s[:a] + "\n" + s[a:] + "\n\nDone.", [s[a:][-10:]], ["Done."])
    sec(n + " | markdown table", "| name | value |\n|---|---|\n| API_KEY | `" + s + "` |\n| region | eu-west-1 |", h, ["eu-west-1"])
    sec(n + " | yaml", "service:\n  name: billing\n  api_key: \"" + s + "\"\n  replicas: 2", h, ["replicas: 2"])
    sec(n + " | toml", "[provider]\ntoken = '" + s + "'\ntimeout = 30", h, ["timeout = 30"])
    sec(n + " | dotenv", "NODE_ENV=production\nSERVICE_TOKEN=" + s + "\nPORT=8080", h, ["PORT=8080"])
    sec(n + " | ini", "[auth]\nsecret = " + s + "\n[log]\nlevel = debug", h, ["level = debug"])
    sec(n + " | curl bearer", "curl -sS -H 'Authorization: Bearer " + s + "' https://api.example.com/v1/me", h, ["https://api.example.com/v1/me"])
    sec(n + " | k8s base64", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\ntype: Opaque\ndata:\n  token: " + b64(s.encode()) + "\n", [b64(s.encode())[8:24], b64(s.encode())[-12:]])

# breadth: more documented vendor shapes, plain / JSON-escaped / env
S2 = {
    "slack config refresh": "xoxe-1-" + rnd(150, ALNUM),
    "slack app level": "xapp-1-A" + rnd(10, UP + DIG) + "-" + rnd(13, DIG) + "-" + rnd(64, HEX),
    "slack workflow webhook": "https://hooks.slack.com/workflows/T" + rnd(10, UP + DIG) + "/A" + rnd(10, UP + DIG) + "/" + rnd(18, DIG) + "/" + rnd(24),
    "stripe test secret": "sk_test_51" + rnd(96),
    "stripe webhook secret": "whsec_" + rnd(32),
    "gitlab runner": "glrt-" + rnd(20, URL),
    "gitlab trigger": "glptt-" + rnd(40, HEX),
    "gitlab oauth app": "gloas-" + rnd(64, HEX),
    "gitlab routable pat": "glpat-" + rnd(27, URL) + ".01." + rnd(9, "abcdefghijklmnopqrstuvwxyz0123456789"),
    "aws session token": "FwoGZXIvYXdzE" + rnd(300, ALNUM + "/+") + "==",
    "google oauth access": "ya29.a0" + rnd(150, URL),
    "google refresh": "1//0" + rnd(96, URL),
    "azure ad client secret": rnd(3, ALNUM) + "8Q~" + rnd(34, ALNUM + "_~.-"),
    "openai legacy": "sk-" + rnd(20) + "T3BlbkFJ" + rnd(20),
    "anthropic oauth": "sk-ant-oat01-" + rnd(93, URL) + "AA",
    "docker org token": "dckr_oat_" + rnd(32, URL),
    "heroku": "HRKU-AA" + rnd(58, URL),
    "github app installation": gh("ghs_"),
    "mailchimp": rnd(32, HEX) + "-us21",
    "npm legacy uuid in npmrc": "//registry.npmjs.org/:_authToken=" + str(uuid.UUID(int=R.getrandbits(128), version=4)),
    "cloudflare origin ca": "v1.0-" + rnd(24, HEX) + "-" + rnd(146, HEX),
    "fly.io": "FlyV1 fm2_" + rnd(300, ALNUM + "+/") + "==",
    "terraform cloud": rnd(14) + ".atlasv1." + rnd(67),
    "jfrog": "AKCp8" + rnd(68),
    "bitbucket app password": "ATBB" + rnd(32) + rnd(8, HEX).upper(),
    "sentry dsn secret": "https://" + rnd(32, HEX) + ":" + rnd(32, HEX) + "@o123456.ingest.sentry.io/1234567",
    "okta": "00" + rnd(40, URL),
    "firebase fcm": "AAAA" + rnd(7, URL) + ":APA91b" + rnd(134, URL),
    "discord webhook": "https://discord.com/api/webhooks/" + rnd(18, DIG) + "/" + rnd(68, URL),
    "telegram in url": "https://api.telegram.org/bot" + str(R.randrange(10**8, 10**10)) + ":AA" + rnd(33, URL) + "/getMe",
    "azure sas": "https://acct.blob.core.windows.net/c?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2030-01-01T00:00:00Z&sig=" + urllib.parse.quote(b64(rb(32)), safe=""),
    "pgp private": "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(b64(rb(48)) for _ in range(6)) + "\n=" + rnd(4, ALNUM) + "\n-----END PGP PRIVATE KEY BLOCK-----",
}
# the secret part of the shapes whose tail is not secret
HIDE2 = {"sentry dsn secret": lambda s: s.split(":")[2][:20], "telegram in url": lambda s: s.split(":AA")[1][:20],
         "pgp private": lambda s: s.split("\n")[3][:20]}
for n, s in S2.items():
    h = [HIDE2[n](s)] if n in HIDE2 else [s[-10:]]
    if n == "okta":
        # no prefix of its own: only where its name says what it is
        sec(n + " | env", "OKTA_API_TOKEN=" + s, h)
        continue
    sec(n + " | plain", "value: " + s + "\nnext line", h, ["next line"])
    sec(n + " | json escaped", '{"v":"' + jesc(s) + '"}', [jesc(h[0])[-10:]] if n in HIDE2 else [jesc(s)[-10:]])
    sec(n + " | env", "SERVICE_CREDENTIAL=" + s, h)
    sec(n + " | ansi", "\x1b[1;31m" + s + "\x1b[0m", h)

# more evasions on a few formats
CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
       "A": "\u0410", "B": "\u0412", "E": "\u0415", "K": "\u041a", "M": "\u041c", "H": "\u041d", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425"}


def mathbold(s):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


for n in ("github classic", "gitlab pat", "slack bot", "stripe live", "aws access key", "anthropic", "openai project", "npm",
          "docker hub pat", "sendgrid", "vault service", "google api"):
    s = S[n]
    a = len(s) // 2
    sec(n + " | cyrillic look-alikes", "token: " + "".join(CYR.get(c, c) if i < 6 else c for i, c in enumerate(s)), [s[-10:]])
    sec(n + " | math bold", "key = " + mathbold(s), [mathbold(s)[-6:]])
    sec(n + " | json newline escape split", '{"t":"' + s[:a] + "\\n" + s[a:] + '"}', [s[a:][-10:]])
    sec(n + " | comment wrapped", "# token:\n# " + s[:a] + "\n# " + s[a:] + "\nrun()", [s[a:][-10:]], ["run()"])
    sec(n + " | diff line", "@@ -1,2 +1,2 @@\n-API_KEY=\n+API_KEY=" + s + "\n DEBUG=0", [mid(s), tail(s)], ["DEBUG=0"])
    sec(n + " | shell unquoted backslash", "export API_KEY=" + s[:a] + "\\\n" + s[a:], [s[a:][-10:]])
    sec(n + " | crlf wrapped", "key:\r\n" + s[:a] + "\r\n" + s[a:] + "\r\nok", [s[a:][-10:]], ["ok"])
    sec(n + " | double html", "<code>" + s.replace("_", "&amp;#95;").replace("-", "&amp;#45;") + "</code>", [s[-10:]])
    sec(n + " | hex encoded", "echo " + s.encode().hex() + " | xxd -r -p", [s.encode().hex()[20:44]])
    sec(n + " | percent encoded", "https://api.example.com/cb?access_token=" + urllib.parse.quote(s, safe="").replace("_", "%5F").replace("-", "%2D"), [s[-10:]])
    sec(n + " | printf concat", "printf '%s%s' '" + s[:a] + "' '" + s[a:] + "'", [s[a:][-10:]])
    sec(n + " | go concat", 'const key = "' + s[:a] + '" +\n\t"' + s[a:] + '"', [s[a:][-10:]])
    sec(n + " | php concat", "$key = '" + s[:a] + "' . '" + s[a:] + "';", [s[a:][-10:]])
    sec(n + " | join list", "key = ''.join(['" + s[:a] + "', '" + s[a:] + "'])", [s[a:][-10:]])
    sec(n + " | variation selector", "key " + s[:5] + "\ufe0f" + s[5:], [s[-10:]])
    sec(n + " | tag chars", "key " + s[:5] + "\U000E0020" + s[5:], [s[-10:]])
    sec(n + " | ansi cursor", "key " + s[:a] + "\x1b[2C\x1b[1D" + s[a:], [s[a:][-10:]])
    sec(n + " | osc title", "\x1b]0;" + s + "\x07", [s[-10:]])
    sec(n + " | backticks", "Set `API_KEY` to `" + s + "` and restart.", [mid(s)], ["and restart."])
    sec(n + " | quoted in prose", 'The bot said: "use ' + s + '".', [mid(s)])
    sec(n + " | xml", "<apiKey>" + s + "</apiKey>", [mid(s)], ["</apiKey>"])
    sec(n + " | uppercase escape", '"' + s.replace("_", "\\u005F").replace("-", "\\u002D") + '"', [s[-10:]])
    sec(n + " | python bytes", "b'" + "".join("\\x%02x" % ord(c) if c in "_-" else c for c in s) + "'", [s[-10:]])

# AWS secret, Twilio auth token, Azure: shapes that need context
sec("aws secret | credentials file", "[prod]\naws_access_key_id = " + S["aws access key"] + "\naws_secret_access_key = " + AWS_SECRET + "\nregion = eu-central-1", [AWS_SECRET, S["aws access key"][4:]], ["region = eu-central-1"])
sec("aws secret | json escaped", '{"AccessKeyId":"' + S["aws temp key"] + '","SecretAccessKey":"' + AWS_SECRET.replace("/", "\\/") + '"}', [AWS_SECRET[:20].replace("/", "\\/")])
sec("aws secret | env ansi", "AWS_SECRET_ACCESS_KEY=\x1b[33m" + AWS_SECRET + "\x1b[0m", [AWS_SECRET])
sec("aws secret | fullwidth", "aws_secret_access_key＝" + full(AWS_SECRET), [full(AWS_SECRET)[10:30]])
sec("aws secret | yaml", "aws:\n  secretAccessKey: " + AWS_SECRET + "\n  region: us-west-2", [AWS_SECRET], ["region: us-west-2"])
sec("twilio | sid and token env", "TWILIO_ACCOUNT_SID=" + TWILIO_SID + "\nTWILIO_AUTH_TOKEN=" + TWILIO_AUTH, [TWILIO_AUTH])
sec("twilio | client", 'client = Client("' + TWILIO_SID + '", "' + TWILIO_AUTH + '")', [TWILIO_AUTH])
sec("azure | connection string", "Storage: " + AZ_CONN, [AZ_KEY[5:40]], ["prodassets01"])
sec("azure | json escaped", '{"conn":"' + AZ_CONN.replace("=", "\\u003d").replace("+", "\\u002b").replace("/", "\\/") + '"}', [AZ_KEY[5:20].replace("/", "\\/").replace("+", "\\u002b")])
sec("azure | ansi", "\x1b[32mAccountKey=\x1b[0m" + AZ_KEY + ";", [AZ_KEY[5:40]])
sec("azure | split lines", "DefaultEndpointsProtocol=https;AccountName=prodassets01;\nAccountKey=" + AZ_KEY[:44] + "\n" + AZ_KEY[44:] + ";EndpointSuffix=core.windows.net", [AZ_KEY[:44][-10:], AZ_KEY[44:][-10:]])

# private keys
sec("pem | rsa plain", "Here is the key:\n" + PEM_RSA + "\n", [PEM_RSA_L[3], PEM_RSA_L[-2]])
sec("pem | openssh json escaped", '{"key":"' + PEM_OSSH.replace("\n", "\\n").replace("-", "\\u002d") + '"}', [PEM_OSSH_L[2]])
sec("pem | pkcs8 ansi", "\x1b[2m" + PEM_P8.replace("\n", "\x1b[0m\n\x1b[2m") + "\x1b[0m", [PEM_P8_L[2]])
sec("pem | html", "<pre>" + PEM_P8.replace("\n", "<br/>\n").replace("-", "&#45;") + "</pre>", [PEM_P8_L[3]])
sec("pem | yaml block", "tls:\n  key: |-\n    " + PEM_RSA.replace("\n", "\n    ") + "\n  port: 443", [PEM_RSA_L[4]], ["port: 443"])
sec("pem | js concat", 'const key = "-----BEGIN PRIVATE KEY-----\\n" +\n  "' + '\\n" +\n  "'.join(PEM_P8_L) + '\\n" +\n  "-----END PRIVATE KEY-----";', [PEM_P8_L[2]])
sec("pem | zero-width header", PEM_OSSH.replace("BEGIN", "BE\u200bGIN"), [PEM_OSSH_L[1]])
sec("pem | fullwidth header", PEM_RSA.replace("-----BEGIN RSA PRIVATE KEY-----", full("-----BEGIN RSA PRIVATE KEY-----")), [PEM_RSA_L[1]])

# databases and basic auth
for label, text, pw, kept in [
    ("db url | postgres", "DATABASE_URL=postgresql://billing:" + PW + "@db.internal:5432/billing?sslmode=require", PW, "db.internal"),
    ("db url | mysql json escaped", '{"dsn":"mysql:\\/\\/root:' + PW2.replace("-", "\\u002d") + '@tcp(10.0.0.3:3306)\\/app"}', PW2.replace("-", "\\u002d"), "10.0.0.3"),
    ("db url | mongodb ansi", "uri: \x1b[36mmongodb+srv://svc:" + PW3 + "@cluster7.mongodb.net/prod\x1b[0m", PW3, "cluster7"),
    ("db url | redis fullwidth colon", "REDIS_URL=redis://default:" + PW4 + "@cache.internal:6379", PW4, "cache.internal"),
    ("db url | amqp html", "amqps://guest&colon;" + PW + "&commat;mq.example.net/vhost", PW, "mq.example.net"),
    ("db url | zero-width in password", "postgres://app:" + PW2[:5] + "\u200b" + PW2[5:] + "@db/app", PW2[5:], "@db/app"),
    ("basic url | https", "git remote set-url origin https://deploy:" + PW + "@git.example.com/team/repo.git", PW, "git.example.com"),
    ("basic url | ftp", "wget ftp://backup:" + PW4 + "@files.example.org/db.sql.gz", PW4, "files.example.org"),
    ("basic url | token as user", "https://" + S["github classic"] + "@github.com/org/repo.git", S["github classic"][4:], "github.com/org/repo.git"),
    ("basic url | oauth2 user", "https://oauth2:" + S["gitlab pat"] + "@gitlab.com/g/p.git", S["gitlab pat"][6:], "gitlab.com/g/p.git"),
    ("basic header | curl", "curl -H 'Authorization: Basic " + b64(("admin:" + PW).encode()) + "' https://x.example", b64(("admin:" + PW).encode())[4:20], "x.example"),
    ("basic | curl -u", "curl -u ci-bot:" + PW2 + " https://ci.example.com/api", PW2, "ci.example.com"),
]:
    sec(label, text, [pw], [kept])

# passwords on command lines and in credential files
for label, text, pw in [
    ("mysql -pSECRET", "mysql -h db -u root -p" + PW + " inventory", PW),
    ("mysql -pSECRET ansi", "$ \x1b[1mmysql\x1b[0m -uroot -p" + PW2 + " -e 'SELECT 1'", PW2),
    ("mysql -p'SECRET'", "mysqldump -uadmin -p'" + PW3 + "' --all-databases > dump.sql", PW3),
    ("mysql --password SECRET", "mariadb --user=app --password " + PW4 + " app", PW4),
    ("mysql -pSECRET json escaped", '{"cmd":"mysql -uroot -p' + PW.replace("!", "\\u0021") + ' app"}', PW.replace("!", "\\u0021")),
    ("PGPASSWORD inline", "PGPASSWORD=" + PW + " pg_dump -h db -U postgres app > app.sql", PW),
    ("PGPASSWORD export", 'export PGPASSWORD="' + PW2 + '"', PW2),
    ("PGPASSWORD env", "env PGPASSWORD='" + PW3 + "' psql -h 127.0.0.1", PW3),
    ("PGPASSWORD yaml", "env:\n  - name: PGPASSWORD\n    value: " + PW4 + "\n", PW4),
    ("sshpass -p", "sshpass -p " + PW + " ssh -o StrictHostKeyChecking=no root@10.1.2.3", PW),
    ("sshpass -pSECRET", "sshpass -p" + PW2 + " rsync -a ./dist deploy@web:/srv", PW2),
    ("sshpass -p quoted", 'sshpass -p "' + PW3 + '" scp db.sql backup@nas:', PW3),
    ("sshpass fullwidth", "sshpass -p " + full(PW4) + " ssh h", full(PW4)),
    ("docker login -p", "docker login -u ci -p " + PW + " registry.example.com", PW),
    ("docker login --password=", "docker login --username=ci --password=" + PW2 + " ghcr.io", PW2),
    ("docker login -p token", "docker login -u bob -p " + S["docker hub pat"], S["docker hub pat"][9:]),
    ("docker login -p ansi", "docker login -u ci -p \x1b[31m" + PW3 + "\x1b[0m quay.io", PW3),
    (".pgpass", "# ~/.pgpass\ndb.prod.internal:5432:billing:billing_rw:" + PW + "\n", PW),
    (".pgpass escaped colon", "localhost:5432:*:postgres:" + PW2.replace("-", "\\:") + "\n", PW2.replace("-", "\\:")[2:]),
    (".pgpass wildcard", "*:*:*:replicator:" + PW3, PW3),
    (".netrc one line", "machine api.heroku.com login me@example.com password " + PW4, PW4),
    (".netrc multi", "machine github.com\n    login octocat\n    password " + S["github classic"] + "\n", S["github classic"][8:]),
    (".netrc passwd spelled", "machine ftp.example.org login anon password " + PW, PW),
    (".git-credentials", "https://octocat:" + S["github classic"] + "@github.com\nhttps://me:" + PW2 + "@bitbucket.org", PW2),
    ("k8s secret password", "kind: Secret\ndata:\n  username: YWRtaW4=\n  password: " + b64(PW3.encode()) + "\n", b64(PW3.encode())),
    ("k8s stringData", "kind: Secret\nstringData:\n  password: " + PW4 + "\n", PW4),
    ("compose env", "environment:\n  - POSTGRES_PASSWORD=" + PW + "\n  - POSTGRES_USER=app", PW),
    ("compose env map", "environment:\n  MYSQL_ROOT_PASSWORD: " + PW2 + "\n  MYSQL_DATABASE: app", PW2),
    ("java props", "spring.datasource.password=" + PW3 + "\nspring.datasource.username=app", PW3),
    ("connection string", "Server=sql01;Database=erp;User Id=erp_app;Password=" + PW4 + ";TrustServerCertificate=True", PW4),
    ("k8s env secret json", '{"env":[{"name":"API_TOKEN","value":"' + S["linear"] + '"}]}', S["linear"]),
    ("postman env", '{"values":[{"key":"apiKey","value":"' + S["sendgrid"] + '","enabled":true}]}', S["sendgrid"]),
    ("ecs task def", '"environment": [\n  {\n    "name": "DB_PASSWORD",\n    "value": "' + PW + '"\n  }\n]', PW),
    ("cloudformation params", "aws cloudformation deploy --parameter-overrides ParameterKey=DbPassword,ParameterValue=" + PW2, PW2),
    ("aws cli shorthand", "aws ssm put-parameter --cli-input-json Name=/prod/db/password,Value=" + PW3 + ",Type=SecureString", PW3),
    ("markdown table password", "| user | password |\n|---|---|\n| admin | " + PW + " |", PW),
]:
    sec(label, text, [pw])

# ---- benign look-alikes ----
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def sshpub(kind, nbytes):
    # the wire format of RFC 4253 6.6 / RFC 8709: string type, then the
    # key's fields (ssh-rsa: mpint e, mpint n; others: one or two strings)
    if kind == "ssh-rsa":
        fields = sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + bytes([0x80 | R.randrange(128)]) + rb(nbytes - 1))
    elif kind.startswith("ecdsa"):
        fields = sshstr(b"nistp256") + sshstr(b"\x04" + rb(64))
    elif kind.startswith("sk-"):
        fields = sshstr(rb(32)) + sshstr(b"ssh:")
    else:
        fields = sshstr(rb(nbytes))
    return kind + " " + b64(sshstr(kind.encode()) + fields)



def keccak_checksum(addr_hex):
    # EIP-55 needs keccak-256; Python's hashlib has sha3 (different padding),
    # so use lowercase addresses (valid, just not checksummed) instead.
    return "0x" + addr_hex


def ulid():
    n = ((1764000000000 - R.randrange(10**10)) << 80) | R.getrandbits(80)
    A = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    s = ""
    for _ in range(26):
        n, r = divmod(n, 32)
        s = A[r] + s
    return s


def cidv1(codec=0x55):
    mh = bytes([0x01, codec, 0x12, 0x20]) + hashlib.sha256(rb(16)).digest()
    return "b" + base64.b32encode(mh).decode().lower().rstrip("=")


def cidv0():
    return b58(bytes([0x12, 0x20]) + hashlib.sha256(rb(16)).digest())


sha256 = lambda: hashlib.sha256(rb(16)).hexdigest()
sha1 = lambda: hashlib.sha1(rb(16)).hexdigest()
u4 = lambda: str(uuid.UUID(int=R.getrandbits(128), version=4))

ED = sshpub("ssh-ed25519", 32)
RSA = sshpub("ssh-rsa", 279)
ben("ssh-ed25519 pub", ED + " alice@laptop")
ben("ssh-rsa pub", RSA + " deploy@ci")
ben("ssh pub in yaml", "users:\n  - name: ops\n    ssh_authorized_keys:\n      - " + ED + " ops@bastion")
ben("ssh pub json escaped", '{"public_key":"' + RSA.replace("/", "\\/").replace("+", "\\u002b") + ' ci"}')
ben("ssh pub ansi", "\x1b[32m" + ED + "\x1b[0m bob@h")
ben("ssh pub wrapped", "Add this key:\n" + RSA[:70] + "\n" + RSA[70:] + "\n")
ben("ssh pub wrapped 64", "\n".join(RSA[i:i + 64] for i in range(0, len(RSA), 64)) + " ci@host")
ben("ssh pub wrapped 80 indented", "    " + "\n    ".join(RSA[i:i + 80] for i in range(0, len(RSA), 80)))
PNG76 = b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rb(400))
ben("png base64 76 cols", "\n".join(PNG76[i:i + 76] for i in range(0, len(PNG76), 76)))
RAND_SECRET = rnd(40, ALNUM + "+/")
sec("secret after a complete ed25519 key", ED + "\n" + RAND_SECRET + "\n", [RAND_SECRET])
sec("secret after a wrapped key's end", "\n".join(RSA[i:i + 64] for i in range(0, len(RSA), 64)) + "\napi_secret: " + RAND_SECRET, [RAND_SECRET])
ben("ecdsa pub", sshpub("ecdsa-sha2-nistp256", 104) + " x@y")
ben("sk-ssh pub", sshpub("sk-ssh-ed25519@openssh.com", 50) + " yubikey")
ben("git sha", "HEAD is now at " + sha1()[:7] + " Merge branch 'main'\ncommit " + sha1())
ben("git log", "\n".join(sha1() + " refs/heads/b" + str(i) for i in range(3)))
ben("sha256sum", sha256() + "  release-v1.4.2-linux-amd64.tar.gz")
ben("sha512sum", hashlib.sha512(rb(9)).hexdigest() + "  file.iso")
ben("docker digest", "docker pull ghcr.io/org/app@sha256:" + sha256())
ben("docker inspect json", '{"RepoDigests":["nginx@sha256:' + sha256() + '"],"Id":"sha256:' + sha256() + '"}')
ben("uuid", "Created job " + u4() + " in project " + u4())
ben("uuid upper braces", "{" + u4().upper() + "}")
ben("ulid", "order_id=" + ulid())
ben("ulid json", '{"id":"' + ulid() + '","type":"invoice"}')
ben("ipfs cidv0", "ipfs pin add " + cidv0())
ben("ipfs cidv1 raw", "https://" + cidv1() + ".ipfs.dweb.link/")
ben("ipfs cidv1 dag-pb", "ipfs://" + cidv1(0x70) + "/index.html")
ETH = "0x" + rnd(40, HEX)
ben("eth address", "Send to " + ETH + " on mainnet")
ben("eth address yaml", "treasury:\n  address: " + "0x" + rnd(40, HEX))
ben("eth address mixed case", "0x52908400098527886E0F7030069857D2E4169EE7")
ben("eth tx", "tx hash 0x" + sha256())
ben("btc p2pkh", "bitcoin:" + b58check(b"\x00" + rb(20)) + "?amount=0.01")
ben("btc p2sh", "pay to " + b58check(b"\x05" + rb(20)))
PNG = b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rb(300))
ben("data uri png", '<img alt="logo" src="data:image/png;base64,' + PNG + '"/>')
ben("data uri svg", "background: url(data:image/svg+xml;base64," + b64(b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f00"/></svg>') + ");")
ben("data uri json escaped", '{"icon":"data:image\\/png;base64,' + PNG.replace("/", "\\/") + '"}')
ben("data uri gif", "![x](data:image/gif;base64," + b64(b"GIF89a" + rb(90)) + ")")
ben("base64 text", "echo " + b64(b"The quick brown fox jumps over the lazy dog again and again") + " | base64 -d")
ben("base64 text 2", "payload: " + b64(b"Hello from the build server; nothing to see here, really.") + "\n")
ben("npm integrity", '"integrity": "sha512-' + b64(hashlib.sha512(rb(8)).digest()) + '"')
ben("sri sha384", '<script src="app.js" integrity="sha384-' + b64(hashlib.sha384(rb(8)).digest()) + '" crossorigin="anonymous"></script>')
ben("go.sum", "github.com/stretchr/testify v1.9.0 h1:" + b64(hashlib.sha256(rb(8)).digest()) + "\ngithub.com/stretchr/testify v1.9.0/go.mod h1:" + b64(hashlib.sha256(rb(8)).digest()))
ben("css colours", ".btn { color: #1e90ff; background: #ffffffcc; border-color: #a3b; }")
ben("long identifier", "func TestSanitizeStreamChunkedEqualsOneShotForEveryBoundaryAndInputSize(t *testing.T)")
ben("long identifier 2", "AbstractSingletonProxyFactoryBeanDefinitionRegistryPostProcessor")
ben("placeholder YOUR_API_KEY", "export SERVICE_API_KEY=YOUR_API_KEY")
ben("placeholder xxxx", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
ben("placeholder angle", "curl -H 'Authorization: Bearer <token>' https://api.example.com")
ben("placeholder env var", 'password: "${DB_PASSWORD}"')
ben("placeholder shell var", "mysql -u root -p$MYSQL_ROOT_PASSWORD app")
ben("placeholder sshpass var", 'sshpass -p "$SSH_PASS" ssh host')
ben("placeholder docker login var", "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY")
ben("placeholder pgpass", "hostname:port:database:username:password")
ben("placeholder netrc", "machine <host> login <user> password <password>")
ben("placeholder url", "postgres://USER:PASSWORD@HOST:5432/DB")
ben("placeholder sk", "sk-...")
ben("placeholder asterisks", "Authorization: Bearer ****************")
ben("placeholder redacted", "api_key: [REDACTED]")
ben("aws account and arn", "arn:aws:sts::123456789012:assumed-role/Admin/alice")
ben("k8s secret placeholder", "data:\n  password: <base64-encoded-password>")
ben("jwt prose", "A JWT has three base64url parts separated by dots: header.payload.signature.")
ben("nix hash", "/nix/store/" + rnd(32, "0123456789abcdfghijklmnpqrsvwxyz") + "-go-1.26.0")
ben("gpg key id", "gpg: key 4AEE18F83AFDEB23: public key imported")
ben("terraform state serial", '"lineage": "' + u4() + '", "serial": 42')
ben("pip hash", "--hash=sha256:" + sha256())
ben("mysql -p prompt", "mysql -u root -p\nEnter password:")
ben("sshpass -f", "sshpass -f ~/.ssh/pass.txt ssh host")
ben("uuid in url", "https://console.example.com/orgs/" + u4() + "/billing")
ben("random-looking slug", "build-2026-11-29-a7f3c9e-linux-amd64")
# look-alikes in the evasive forms secrets take
U4 = u4()
ben("uuid json escaped", '{"id":"' + U4.replace("-", "\\u002d") + '"}')
ben("sha256 ansi", "\x1b[33m" + sha256() + "\x1b[0m  app.tar.gz")
ben("ulid fullwidth", "id：" + full(ulid()))
ben("cid zero-width", "ipfs://" + zw(cidv0()))
ben("eth html entities", "<code>0x" + rnd(40, HEX) + "</code> &mdash; address")
ben("data uri html entity", '<img src="data:image/png;base64,' + PNG[:200] + '&#61;&#61;">')
ben("base64 text wrapped", "\n".join(b64(b"Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt")[i:i + 40] for i in range(0, 120, 40)))
ben("digest concatenated", 'image = "ghcr.io/org/app@sha256:" + "' + sha256() + '"')
ben("git sha list", "['" + sha1() + "', '" + sha1() + "']")
ben("ssh pub html", "<pre>" + ED.replace("+", "&#43;").replace("/", "&#x2F;") + " me@h</pre>")
ben("ssh pub zero-width", zw(ED) + " me@h")
ben("go.sum ansi", "\x1b[2mgolang.org/x/net v0.30.0 h1:" + b64(hashlib.sha256(rb(8)).digest()) + "\x1b[0m")
ben("npm integrity fullwidth colon", "integrity：sha512-" + b64(hashlib.sha512(rb(8)).digest()))
ben("placeholder json escaped", '{"api_key":"\\u003cYOUR_API_KEY\\u003e"}')
ben("placeholder html", "token=&lt;token&gt;")
ben("placeholder backslash", 'export TOKEN="${GITHUB_TOKEN}"\\\n  && echo ok')
ben("placeholder list", "keys = ['YOUR_KEY_HERE', 'ANOTHER_KEY']")
ben("hex of words", "echo 746869735f69735f6e6f745f615f7365637265745f6174616c6c | xxd -r -p")
ben("k8s env password file", "env:\n  - name: DB_PASSWORD_FILE\n    value: /run/secrets/db_password\n  - name: TOKEN_TTL\n    value: \"3600\"")
ben("k8s env secret name", "env:\n  - name: SECRET_NAME\n    value: billing-db-credentials")
ben("k8s env valueFrom", "env:\n  - name: PGPASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password")
ben("postman token url", '{"key":"tokenUrl","value":"https://auth.example.com/oauth/token"}')
ben("header name value", '{"name":"api_key_header","value":"X-API-Key"}')
ben("k8s env password var", "env:\n  - name: POSTGRES_PASSWORD\n    value: $(DB_PASS)")
ben("hex of text", "echo 48656c6c6f2c20776f726c642120546869732069732061207465737420737472696e672e | xxd -r -p")
ben("comma list of ids", "ids = ['" + sha1() + "', '" + sha1() + "']")
ben("shell continuation with digest", "docker run --rm \\\n  ghcr.io/org/app@sha256:" + sha256() + " \\\n  --flag")
ben("commented hashes", "# sha256:\n# " + sha256() + "\n# " + sha256())
ben("base32 totp prose", "Scan the QR code with your authenticator app.")

if __name__ == "__main__":
    binary = sys.argv[1]
    verbose = "--verbose" in sys.argv
    ops = [json.dumps({"kind": "output", "text": p[1]}) for p in probes]
    r = subprocess.run([binary, "check", "--jsonl"], input="\n".join(ops) + "\n", capture_output=True, text=True)
    outs = [json.loads(l) for l in r.stdout.split("\n") if l.strip()]
    assert len(outs) == len(probes), (len(outs), len(probes), r.stderr[:500])
    leaks = touched = 0
    ns = nb = 0
    for p, o in zip(probes, outs):
        name, text, hidden, kept, label = p
        got = o.get("text", text)
        if label == "secret":
            ns += 1
            bad = [h for h in hidden if h in got]
            lost = [k for k in kept if k not in got]
            if bad or got == text:
                leaks += 1
                print("LEAK", name, "|", repr(got[:400]))
            elif lost and verbose:
                print("OVER", name, "| lost", lost, "|", repr(got[:300]))
        else:
            nb += 1
            if got != text and got.count("[token]") > text.count("[token]"):
                touched += 1
                print("TOUCHED", name, "|", repr(text[:200]), "->", repr(got[:200]))
    print("batch: %d secret, %d benign; leaks %d, benign touched %d" % (ns, nb, leaks, touched))
    if "--dump" in sys.argv:
        with open(sys.argv[sys.argv.index("--dump") + 1], "w") as f:
            for p in probes:
                if p[0] in GAPS:
                    continue
                f.write(json.dumps({"name": p[0], "text": p[1], "hidden": p[2], "kept": p[3], "label": p[4]}) + "\n")
