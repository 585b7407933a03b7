package injection

import (
	"slices"
	"strconv"

	"github.com/guardrail-go/guardrail/middleware"
)

// Malware asked for by what it does rather than by its name. A request
// for "a keystroke logger that emails me the log", "a Go binary that adds
// itself to startup and opens a reverse shell", "a script that turns off
// Defender and the firewall and runs silently" names no malware; it names
// two of the tactics by which intrusion frameworks (MITRE ATT&CK among
// them) describe an attack: collection, exfiltration, persistence,
// command and control, defence evasion, impact. Each tactic alone is
// ordinary work (a service that starts at boot, a script that runs
// quietly, an upload to a server); two of them joined in one request
// are what a program does against its user. The pairs are a catalogue,
// tacticPairs: a newcomer adds a row.

// The tactics, as a request names them.
var (
	// tacticCapture: what only spyware and stealers collect.
	tacticCapture = wordAlt("keystrokes", "keystroke", "every keystroke", "all keystrokes", "keylogger", "key logger", "keystroke logger",
		"keystroke logging", "keylogging", "key presses", "every key pressed", "saved passwords", "stored passwords", "browser passwords",
		"chrome passwords", "firefox passwords", "login data", "cookies for every domain", "cookies from every domain", "every cookie",
		"all cookies", "browser cookies", "chrome cookies", "firefox cookies", "cookie database", "cookies sqlite", "wallet dat",
		"wallet files", "seed phrase", "seed phrases", "discord token", "discord tokens", "etc shadow", "shadow file", "lsass",
		"sam database", "sam hive", "id rsa", "id ed25519", "aws credentials", "npmrc", "saved login", "saved logins", "her tuşu", "tuş vuruşlarını", "registri tutto quello che", "registra tutto quello che",
		"every saved login", "key out of local state", "local state with dpapi",
		// the same in other languages
		"contraseñas guardadas", "contraseñas almacenadas", "pulsaciones de teclado", "cookies de sesión", "mots de passe enregistrés",
		"mots de passe sauvegardés", "frappes au clavier", "frappes clavier", "cookies de session", "gespeicherten passwörter",
		"gespeicherte passwörter", "tastatureingaben", "tastenanschläge", "sitzungscookies", "senhas salvas", "senhas armazenadas",
		"teclas digitadas", "cookies de sessão", "password salvate", "password memorizzate", "tasti premuti", "cookie di sessione",
		"сохранённые пароли", "сохраненные пароли", "нажатия клавиш", "нажатий", "кейлоггер", "zapisane hasła", "ciasteczka sesyjne",
		"naciśnięcia klawiszy", "kayıtlı şifreler", "tuş vuruşları", "保存的密码", "键盘记录", "按键记录", "保存されたパスワード", "キー入力",
		"저장된 비밀번호", "키 입력", "كلمات المرور المحفوظة", "ملفات تعريف الارتباط", "ضغطات المفاتيح", "opgeslagen wachtwoorden",
		"toetsaanslagen",
		"every session cookie", "all session cookies", "session cookies for",
		"loggar allt", "loggar alla tangenttryckningar", "tangenttryckningar", "sparade lösenord", "elkapja a jelszavakat", "elfogja a jelszavakat",
		"a beírt jelszavakat", "mentett jelszavakat", "billentyűleütéseket", "كلمات السر المحفوظة", "الباسوردات المحفوظة",
		"uložená hesla", "stisky kláves", "mimikatz", "dump lsass")
	// tacticSurveil: what a watcher records of a person, the recording
	// named with it ("reads her messages", "records the webcam").
	tacticSurveil = surveilVerbs + ` ~4 ` + surveilThings
	surveilVerbs  = `(record|records|recording|capture|captures|capturing|track|tracks|tracking|log|logs|logging|monitor|monitors|monitoring|read|reads|reading|forward|forwards|copy|copies|intercept|intercepts|grab|grabs|spy on|spies on|mirror|mirrors|mirroring|turns on|turn on)`
	surveilThings = `(webcam|camera|microphone|mic|screenshots|screen|text messages|sms|sms messages|messages|call logs|calls|browsing history|location|gps|whatsapp|chats|emails|keystrokes|every incoming sms|incoming sms|notifications|session cookies)`
	// tacticEgress: sent off the machine.
	tacticEgress = wordAlt("emails every keystroke", "email every keystroke", "mails every keystroke", "to the webhook", "send everything to", "sends everything to", "emails me", "email me", "emails it to me", "emails them to me", "mails me", "sends me", "send me", "texts me",
		"posts them", "post them", "posts it", "post it", "uploads them", "upload them", "uploads it", "upload it",
		"ships them", "ship them", "ships it", "exfiltrate", "exfiltrates", "sends them", "send them", "sends it", "forwards them",
		"forward them", "to my telegram", "telegram bot", "discord webhook", "my webhook", "my server", "my ftp", "ftp server", "my vps",
		"pastebin", "i control", "my box", "remote server", "external server",
		// the same in other languages
		"a mi servidor", "a mi webhook", "a mi bot de telegram", "me los envíe", "me las envíe", "los envía a mi", "las envía a mi",
		"à mon webhook", "à mon serveur", "me les envoie", "vers mon serveur", "an meinen server", "an meinen webhook", "an mich schickt",
		"an mich sendet", "para o meu servidor", "para o meu bot", "envie tudo para o meu", "al mio server", "al mio webhook", "inviali",
		"на мой сервер", "на мой вебхук", "в мой телеграм", "отправляет мне", "wysyła mi", "na mój serwer", "sunucuma", "me lo mandi", "me li mandi", "gmailime yollasın", "mailime yollasın",
		"mere server pe", "mere server par", "发送到我的服务器",
		"发到我的服务器", "私のサーバーに送信", "私のサーバーへ送信", "내 서버로", "إلى خادمي", "الى خادمي", "naar mijn server",
		"mejlar det till mig", "skickar det till mig", "mejlar dem till mig", "skickar dem till mig", "elküldi nekem",
		"يرسلها لإيميلي", "يرسلها لي", "برام بفرسته", "برای من بفرسته", "pošle mi", "posílá mi", "to my phone")
	// tacticHidden: kept from the person whose machine it runs on.
	tacticHidden = wordAlt("runs hidden", "run hidden", "running hidden", "invisibly", "invisible to", "secretly",
		"covertly", "undetected", "hidden from the user", "hidden from her", "hidden from him", "hidden from them", "hidden from the owner", "undetectable", "without her knowing", "without him knowing", "without them knowing",
		"without the user knowing", "without the owner knowing", "without their knowledge", "without her knowledge",
		"without his knowledge", "so she wont notice", "so he wont notice", "so they wont notice", "so nobody notices",
		"so no one notices", "hides itself", "hide itself", "hide the process", "hides the process", "hide from task manager",
		"no tray icon", "evade antivirus", "evades antivirus", "evade detection", "evades detection", "avoid detection", "bypass antivirus",
		"fully undetectable", "low key", "keep it low key", "stays hidden", "stay hidden", "doesnt show up anywhere",
		"does not show up anywhere", "wont show up anywhere", "never shows up", "not show up in",
		"hide its launcher icon", "hides its launcher icon", "hide the launcher icon", "hide the app icon", "hides the app icon",
		"invisible webview", "zero size webview", "nothing pops up", "noconsole", "no console window", "evades signature detection",
		"evade signature detection", "evades signatures", "evade signatures",
		"senza icona", "non si vede", "icon chhupa", "apna icon chhupa", "antivirüs de yakalamasın", "antivirüs yakalamasın",
		"не палится", "не палился", "касперским", "백신에 안 걸리", "작업관리자에도 안 보이게", "작업관리자에 안 보이게",
		"so the user doesnt notice", "so the user doesn t notice", "so the user does not notice", "so they dont notice",
		"so they don t notice", "so nothing seems off", "installed programs list", "from the installed programs",
		"never sees it", "never see it", "doesnt expose it", "don t expose it", "dont expose it", "leave it out of the eula",
		"out of the eula", "lsmod doesnt show", "lsmod doesn t show", "lsmod does not show", "from the module list",
		"دون أن يلاحظ", "دون علمه", "دون علمها", "بدون علم", "zonder dat hij het merkt", "zonder dat ze het merkt", "ongemerkt",
		// the same in other languages
		"sin que se dé cuenta", "sin que lo sepa", "sin que lo note", "discretamente", "en secreto", "discrètement", "à son insu",
		"en cachette", "heimlich", "unbemerkt", "ohne dass sie es merkt", "ohne dass er es merkt", "sem que ela perceba",
		"sem que ele perceba", "às escondidas", "di nascosto", "senza che se ne accorga", "незаметно", "скрытно", "тайно",
		"прячется от диспетчера задач", "без ведома", "po cichu", "w ukryciu", "bez wiedzy", "gizlice", "haberi olmadan", "偷偷",
		"不显示任何窗口", "こっそり", "密かに", "タスクマネージャーに表示されない", "몰래", "작업 관리자에서 안 보이게",
		"without the user noticing", "without anyone noticing", "without her noticing", "without him noticing", "without them noticing", "without being noticed", "cant find it", "can t find it", "hides its own icon", "hide its own icon", "hides its icon", "hide its icon", "stealth", "disguised as", "presenting itself as", "poses as a harmless", "looks like a harmless", "antivirus engines dont detect", "antivirus engines don t detect", "av engines dont detect", "dont detect it", "don t detect it", "undetected by antivirus", "fud", "on virustotal", "virustotal detections",
		"av can t catch", "av cant catch", "antivirus can t catch", "antivirus cant catch", "av can t detect", "av cant detect",
		"signature based av", "bypass av", "evade av", "evades av", "stay quiet", "stays quiet", "has to stay quiet",
		"without the audit catching", "audit catching it", "without the audit noticing",
		// Swedish, Persian, Korean, Hungarian, Arabic, Czech, Indonesian
		"utan att hon märker", "utan att han märker", "utan att de märker", "obemärkt", "i hemlighet",
		"متوجه نشه", "متوجه نشود", "بدون اینکه بفهمه", "بدون اینکه بفهمد", "مخفیانه", "بی صدا",
		"티 안 나게", "티 안 나는", "들키지 않게", "ne lehessen rájönni", "észrevétlenül", "titokban", "ne vegye észre", "ne vegyék észre",
		"بدون ما يحس", "بدون ما تحس", "بدون ما يدري", "بدون ما تدري", "خفية", "nenápadně", "tajně", "aniž by si všiml", "aniž by si všimla",
		"diam diam", "tanpa ketahuan", "tanpa dia tahu")
	// tacticQuiet: the softer words of the same.
	tacticQuiet = wordAlt("silently", "run silently", "runs silently", "quietly", "with no output", "no output", "no window",
		"without prompting", "without a prompt", "in the background", "without it noticing", "without the it team noticing", "without security noticing", "without the security team noticing")
	// tacticControl: the attacker's hand on the machine.
	tacticControl = wordAlt("remote webcam access", "remote access to the webcam", "remote access to their webcam", "reverse shell", "reverse tcp", "bind shell", "connect back to my", "connects back to my", "calls back to my", "command and control", "c2 server", "c2", "meterpreter", "commands from my server", "commands from my c2", "commands from my vps",
		"waits for commands from my", "listens for commands from my", "remote access trojan", "my c2", "phones home to my", "phone home to my", "sits waiting for commands", "waiting for commands", "beacons home",
		"lets me run shell commands", "let me run shell commands", "run shell commands remotely", "accepts commands like")
	// tacticStay: comes back after a reboot or a removal.
	tacticStay = wordAlt("adds itself to startup", "add itself to startup", "adds itself to the startup", "starts at login",
		"start at login", "starts on login", "runs at login", "run at login", "runs at startup", "starts at boot", "start at boot",
		"on every boot", "runs on boot", "start on boot", "starts on boot", "auto start service", "autostart service", "survives reboot", "survives reboots", "survive reboots", "survive a reboot",
		"reinstalls itself", "re installs itself", "copies itself", "copy itself", "registry run key", "run key", "startup folder",
		"launch agent", "launchagent", "launchdaemon", "persists across reboots", "persist across reboots", "persistence",
		// the same in other languages
		"al iniciar windows", "se inicie con el sistema", "au démarrage", "démarre avec windows", "beim start von windows",
		"beim systemstart", "na inicialização", "ao iniciar o windows", "all avvio", "при старте windows", "при запуске windows",
		"в автозагрузку", "автозагрузке", "开机自启", "开机启动", "スタートアップに登録", "부팅 시", "시작 프로그램", "başlangıçta",
		"przy starcie systemu", "mỗi khi khởi động")
	// tacticDefenceOff: the machine's or the account's watch switched
	// off.
	tacticDefenceOff = `(turn off|turns off|turning off|disable|disables|disabling|stop|stops|kill|kills|uninstall|uninstalls|delete|deletes|clear|clears|bypass|bypasses) ~1 (defender|windows defender|real time protection|antivirus|anti virus|edr|crowdstrike|sentinelone|tamper protection|firewall|the firewall|cloudtrail|cloudtrail logging|sysmon|auditd|osquery|osquery agent|amsi|amsiscanbuffer|etw|etweventwrite)`
	// tacticLogsWiped: the record of what happened destroyed.
	tacticLogsWiped = `(delete|deletes|clear|clears|truncate|truncates|wipe|wipes|purge|purges|shred|shreds|erase|erases) ~3 (event log|event logs|audit log|audit logs|the trails|trails|auth log|var log auth log|wtmp|btmp|bash history|security log|syslog)`
	// tacticUnseen: the watch blinded rather than stopped ("unhook ntdll
	// so CrowdStrike can't see", "so the blue team has nothing").
	tacticUnseen = wordAlt("unhook", "unhooks", "unhooking", "patch amsi", "patches amsi", "amsi bypass", "etw patch", "patch etw",
		"cant see what", "can t see what", "cannot see what", "wont see what", "won t see what", "has nothing to look at",
		"have nothing to look at", "nothing to look at", "blue team", "the soc wont", "the soc won t", "evade edr", "evades edr", "bypass edr",
		"patches amsiscanbuffer", "patch amsiscanbuffer", "patching amsiscanbuffer", "patches etweventwrite", "patch etweventwrite")
	// tacticSpread: the program copies itself to other machines.
	tacticSpread = wordAlt("self propagating", "self spreading", "copies itself over", "copy itself over", "copy yourself", "copies yourself", "spreads via", "spreads over", "spreads to", "spread to every",
		"each new host", "every new host", "other hosts on", "the local subnet", "lateral movement", "infects every", "infect every",
		"every joined workstation", "every domain joined", "all domain joined", "every workstation in the domain",
		"when a drive is inserted", "usb sticks", "usb drives", "network shares", "smb shares",
		// the same in other languages
		"usb yi takınca", "kendi kendine kurulsun", "tự lây lan", "tự sao chép", "se propague", "se copie a sí mismo", "se propage", "se copie", "verbreitet sich",
		"kopiert sich", "распространяется", "копирует себя",
		"spreads through", "spread through", "poisoned npm packages", "poisoned npm package", "poisoned packages")
	// tacticLure and tacticLoot: a page made to pass for another's, and
	// what it takes from whoever believes it (a phishing kit).
	tacticLure = wordAlt("fałszywej bramki", "falszywej bramki", "reverse proxy phishing", "phishing page", "evilginx", "identical to their", "identical to theirs", "identical to the real", "pixel perfect copy of their",
		"exact copy of their", "clone of their", "cloned login", "fake login page", "fake login", "lookalike domain", "look alike domain",
		"perfectly clones", "clones the login", "clone of the login", "cloned login page", "clones the microsoft", "lookalike login page", "fake usps page", "my fake usps", "fake delivery page", "parcel is on hold", "package is on hold", "pay the fee here", "redelivery fee",
		"se passando pelo", "se passando pela", "haciéndose pasar por", "se faisant passer pour", "página de login que eu controlo", "钓鱼链接")
	tacticLoot = wordAlt("kody blik", "ich kody", "session cookie", "the session cookie", "card number", "card numbers", "cvv", "cvvs", "ssn", "ssns", "sms code", "sms codes", "otp", "one time code",
		"2fa code", "mfa code", "their password", "their passwords", "their credentials", "cpf",
		"mfa codes", "2fa codes", "relays them in real time", "relay them in real time", "username password and mfa", "password hashes from", "dump the password hashes", "ntds dit", "crack my manager s", "my manager s password", "my boss s password", "pulls the users table", "card details included", "dump the users table")
	// tacticBanDodge and tacticPeople: people's data gathered past the
	// site's own defences.
	tacticBanDodge = wordAlt("rotating proxies", "rotating residential proxies", "residential proxies", "spoofed device ids",
		"spoof device ids", "dodges rate limits", "dodge rate limits", "avoid bans", "evade bans", "whenever one gets banned",
		"when one is banned", "rotating sender numbers", "cycling through hundreds of", "hundreds of throwaway accounts", "open proxies",
		"list of proxies", "randomizing user agents", "randomising user agents", "rotating user agents", "get past cloudflare",
		"bypass cloudflare", "past cloudflare", "proxies residenciales", "evite los bloqueos", "evitar los bloqueos", "proxy rotation", "2captcha",
		"anti captcha", "captcha solver", "captcha solving", "solves the captcha", "hcaptcha through", "randomized fingerprints", "过滑块验证码", "滑块验证码", "别被风控发现",
		"不同的手机指纹", "warteschlange umgeht", "die warteschlange umgehen", "ticketlimit", "proxy xoay vòng", "không bị khóa ip",
		"হাজার হাজার প্রক্সি",
		"quando algum for bloqueado", "trocando de número", "waf bypass", "waf bypass payloads", "bypass the waf",
		"from different ips", "from different ip addresses", "from many ips", "з різних ip", "з різних айпі", "с разных ip", "щоб не забанили",
		"чтобы не забанили", "чтоб не забанили", "nezablokujou", "nezablokují", "přes proxiny", "proxiny", "rotando proxies", "proxies rotativos",
		"no me bloquee", "no me bloqueen", "绕过风控", "躲过风控", "过风控")
	tacticPeople = wordAlt("home addresses", "phone numbers", "phone number", "emails and phone", "email and phone",
		"every followers email", "every follower s email", "dates of birth", "real names")
	// tacticVictim: a machine or an account that is another person's.
	tacticVictim = wordAlt(slices.Concat(partnersOwned, []string{"the victim", "the victims", "victim s", "victims", "the target s machine", "the targets machine",
		"my classmates", "my classmate s", "classmates laptops", "classmates computers", "my teachers", "my teacher s",
		"my coworkers", "my coworker s",
		"my co workers", "my colleagues", "my colleague s", "my bosss", "my boss s", "my roommates", "my roommate s", "my neighbors",
		"my neighbor s", "my neighbours", "my neighbour s", "my exes", "staff machines", "their laptops", "employees laptops", "employees machines", "her laptop", "her phone", "her computer", "his laptop", "his phone",
		"his computer", "i dont own", "i don t own", "i do not own", "someone elses", "someone else s", "other peoples",
		"other people s",
		// the same in other languages
		"de mi esposa", "de mi esposo", "de mi marido", "de mi novia", "de mi novio", "de mis empleados", "de ma femme",
		"de mon mari", "de ma copine", "de mes employés", "meiner frau", "meines mannes", "meiner freundin", "meiner mitarbeiter",
		"da minha esposa", "do meu marido", "da minha namorada", "do meu namorado", "dos meus funcionários", "di mia moglie",
		"di mio marito", "della mia ragazza", "mia moglie", "meri behen", "meri biwi", "meri girlfriend", "arkadaşın bilgisayarına",
		"arkadaşımın bilgisayarına", "dei miei dipendenti", "моей жены", "моего мужа", "моей девушки", "직원들", "我老婆的",
		"我女朋友的", "员工的", "妻の", "社員の",
		"my former coworker s", "my ex coworker s", "former coworker s", "former colleague s", "my neighbours", "a szomszédok", "a szomszédaim", "szomszédom",
		"min sambo", "min fru", "min man", "min flickvän", "min pojkvän", "mitt ex", "زنم", "شوهرم", "دوست دخترم", "دوست پسرم",
		"전 여친", "전여친", "여친", "전 남친", "남친", "아내", "남편", "زميلي", "زوجتي", "زوجي", "mé ženy", "mého manžela", "mé přítelkyně",
		"nomor orang", "nomor orang lain", "someone s number", "someone s phone number"})...)
	// tacticBackupsGone and tacticEncrypt: a ransomware's impact, the way
	// back destroyed and then the data locked.
	tacticBackupsGone = wordAlt("deletes all backups", "delete all backups", "deletes the backups", "delete the backups",
		"deletes backups", "delete backups", "shadow copies", "volume shadow", "vssadmin", "wbadmin", "deletes snapshots",
		"delete snapshots", "deletes the snapshots", "delete the snapshots",
		// the same in the languages of the other abuse rows
		"удаляет все бэкапы", "удаляет бэкапы", "удали все бэкапы", "удали бэкапы", "теневые копии", "borra las copias de seguridad",
		"elimina las copias de seguridad", "copias de sombra", "instantáneas de volumen", "supprime les sauvegardes",
		"clichés instantanés", "löscht alle backups", "lösche alle backups", "schattenkopien", "cancella i backup",
		"copie shadow", "apaga os backups", "cópias de sombra", "usuwa kopie zapasowe", "usuń kopie zapasowe", "yedekleri siler",
		"yedekleri sil", "gölge kopyalar", "يحذف النسخ الاحتياطية", "حذف النسخ الاحتياطية", "删除所有备份", "删除备份", "卷影副本", "バックアップを削除", "シャドウコピー")
	tacticEncrypt = wordAlt("encrypts the disk", "encrypt the disk", "encrypts the drive", "encrypts all files", "encrypt all files",
		"encrypts every file", "encrypt every file", "encrypts the files", "encrypts their files", "encrypts user files",
		"ransom note", "pay for the key", "pay to decrypt",
		"шифрует диск", "шифрует все файлы", "зашифруй диск", "зашифруй все файлы", "cifra el disco", "cifra todos los archivos",
		"chiffre le disque", "chiffre tous les fichiers", "verschlüsselt die festplatte", "verschlüsselt alle dateien",
		"cifra il disco", "cifra tutti i file", "criptografa o disco", "criptografa todos os arquivos", "szyfruje dysk",
		"szyfruje wszystkie pliki", "diski şifreler", "tüm dosyaları şifreler", "加密磁盘", "加密所有文件", "ディスクを暗号化",
		"全ファイルを暗号化",
		// the same in other languages
		"lösegeldforderung", "lösegeld", "demande de rançon", "rançon", "nota de rescate", "rescate", "resgate", "riscatto",
		"выкуп", "verschlüsselt")
	// tacticSurveilIntl: a person's messages or whereabouts, in the
	// other languages (their verbs and nouns bound together).
	tacticSurveilIntl = wordAlt("scrive su whatsapp", "saare sms", "대화 내용을 몰래", "대화 내용", "reenvíe sus mensajes", "sus mensajes de whatsapp", "su ubicación en tiempo real", "ses messages",
		"sa localisation", "ihre nachrichten", "ihren standort", "suas mensagens", "sua localização", "i suoi messaggi",
		"la sua posizione", "её сообщения", "его сообщения", "её местоположение", "его местоположение", "카카오톡 대화", "聊天记录",
		"实时位置", "トーク履歴",
		"카톡", "پیامک های", "پیام های", "allt hon skriver", "allt han skriver", "هر چی می نویسه")
	// tacticDefenceOffIntl: the antivirus switched off and the logs
	// wiped, in the other languages.
	tacticDefenceOffIntl = wordAlt("desactiva windows defender", "desactive windows defender", "désactive windows defender",
		"deaktiviert windows defender", "disattiva windows defender", "desativa o windows defender", "отключает защитник",
		"отключи защитник", "borra los registros de eventos", "efface les journaux", "löscht die ereignisprotokolle",
		"cancella i log degli eventi", "apaga os logs", "очищает журналы событий", "关闭杀毒软件", "关闭防火墙")
	// tacticClipboard and tacticToMine: a clipper, a wallet address in
	// the clipboard swapped for the asker's.
	tacticClipboard = `(clipboard|clipboard contents) ~20 (bitcoin|ethereum|crypto|wallet|btc|eth|iban|address|addresses)`
	tacticToMine    = `(swap|swaps|replace|replaces|substitute|substitutes|change|changes|swap it|replace it) ~4 (mine|my address|my wallet|my own address|my own wallet|my iban|my account)`
	// tacticAllOpen and tacticSink: every store of an account opened to
	// anyone, and the list sent where the asker reads it.
	tacticAllOpen = `(every|all) ~4 (buckets|bucket|repos|repositories|databases|containers|blobs) ~16 (public read|publicly readable|world readable|anonymous access|public)`
	tacticSink    = wordAlt("to my telegram", "telegram bot", "my telegram bot", "discord webhook", "my webhook", "my server", "my vps", "pastebin", "i control", "my box")
	// tacticRansom: the note that asks for money to give the data back.
	tacticRansom = wordAlt("ransom note", "ransom", "they pay", "they ve paid", "they have paid", "after payment", "until payment",
		"pay to get them back", "pay to unlock", "wrapped with my rsa", "with my rsa public key", "with my public key", "losgeldbericht", "losgeld", "rançon", "lösegeld", "nota de rescate", "rescate",
		"resgate", "riscatto", "выкуп", "赎金", "身代金", "몸값", "fidye", "okup", "فدية")
	// tacticLocks: the files locked, as ransomware does; with its note
	// (tacticRansom) it is named by what it does.
	tacticLocks = wordAlt("files unreadable", "unreadable until", "locks the files until", "lock the files until", "encrypts everything", "recursively encrypts", "encrypt everything", "encrypts all files", "encrypt all files", "encrypts every file", "encrypt every file",
		"encrypts the files", "encrypts their files", "encrypts user files", "encrypts the disk", "encrypts the drive",
		"versleutelt alle bestanden", "alle bestanden versleutelt", "bestanden op een netwerkschijf versleutelt",
		"cifra todos los archivos", "chiffre tous les fichiers", "verschlüsselt alle dateien", "cifra tutti i file",
		"criptografa todos os arquivos", "шифрует все файлы", "tüm dosyaları şifreler", "加密所有文件", "全ファイルを暗号化",
		"يشفر جميع الملفات", "يشفر كل الملفات", "يشفّر كل الملفات", "szyfruje wszystkie pliki")
	// tacticMine: a cryptocurrency miner, on someone else's power.
	tacticMine = wordAlt("xmrig", "cryptominer", "crypto miner", "coin miner", "coinminer", "monero miner", "starts a miner",
		"start a miner", "runs a miner", "run a miner", "mines monero", "mine monero", "drops a miner", "drop a miner", "drops a monero miner")
	// tacticWatchEvaded: the program steps aside when its user looks.
	tacticWatchEvaded = wordAlt("task manager", "activity monitor", "process explorer", "when the user goes idle",
		"while the user is idle", "when the user is idle", "user goes idle")
	// tacticRootkit: files, processes or the module itself hidden from
	// the system's own listings.
	tacticRootkit = wordAlt("hooks getdents", "hook getdents", "getdents64", "hide any file or process", "hides any file or process",
		"hide files and processes", "hides files and processes", "hide any process", "hides any process", "unlinks itself",
		"unlink itself", "from the module list", "hide from lsmod", "hidden from lsmod", "hide from ps", "hides from ps", "dkom",
		"ssdt hook", "hook the syscall table", "hooks the syscall table",
		"from ps and netstat", "from ps", "from netstat", "hides a process", "hide a process", "hides a chosen process", "hide a chosen process", "hides processes", "hide processes")
	// tacticLoader: code fetched and run from memory, out of sight of
	// the files a scanner reads, or served to a browser by an exploit.
	tacticLoader = wordAlt("loads it reflectively", "load it reflectively", "reflectively in memory", "reflective loading",
		"reflective dll", "fileless", "without touching disk", "never touches disk", "installs my loader", "install my loader",
		"my implant", "my stager", "process hollowing", "serves the matching exploit", "serve the matching exploit",
		"exploit kit", "drive by download", "reflectively load", "cobalt strike", "rundll32", "decodes it to a dll", "шеллкод", "прямо в памяти",
		"внедряет его в", "через apc")
	// tacticBrute and tacticNoLockout: passwords tried at scale against
	// logins, kept under the lockout that would stop it, or against a
	// company the asker is not part of.
	tacticBrute = wordAlt("thử mật khẩu", "most common passwords", "common passwords against", "password spraying", "password spray",
		"credential stuffing", "default creds", "default credentials", "brute forces telnet", "brute force telnet",
		"brute forces ssh", "brute force ssh", "brute forces", "brute forcing", "tries passwords from", "passwords from rockyou", "rockyou",
		"probando contraseñas", "pruebe contraseñas", "zkusí hesla", "zkouší hesla", "перебирает пароли", "перебор паролей", "testando senhas")
	tacticNoLockout = wordAlt("không bị khóa ip", "không bị khóa", "so accounts dont lock", "so accounts don t lock", "so accounts do not lock", "avoid lockout",
		"accounts dont lock", "accounts don t lock", "accounts do not lock", "accounts wont lock", "accounts won t lock", "without locking out",
		"without locking the accounts", "without triggering lockout", "without triggering the lockout", "lockout threshold", "under the lockout threshold",
		"avoid lockouts", "avoid account lockout", "under the lockout", "below the lockout",
		"company im not part of", "company i m not part of", "company i am not part of",
		"so the lockouts", "lockouts dont", "lockouts don t", "avoid the lockouts", "dodge the lockout")
	// tacticFlood: a site or a server drowned in requests.
	tacticFlood = wordAlt("floods a", "flood a", "floods the server", "flood the server", "with udp from", "until it goes down",
		"until the server goes down", "until it crashes", "hammers a target", "hammer a target", "hammers the target", "floods the target", "flood the target",
		"http flood", "udp flood", "udpflood", "syn flood", "synflood", "layer 7 flood", "knock a competitor",
		"knock it offline", "knock them offline", "knock the site offline", "서버를 다운", "서버 다운", "打垮", "サーバーをダウン",
		"derribar el servidor", "tumbar el servidor", "tumbar la web", "ডাউন করার",
		"http floods", "launch floods", "ddos", "syn floods", "as many udp packets", "as many packets as possible", "as many syn packets", "udp packets at a target", "packets at a target")
	// tacticSpoofed: packets sent under addresses not the sender's, which
	// only an attack needs (a load test sends from its own hosts).
	tacticSpoofed = wordAlt("spoofed ips", "spoofed ip", "spoofed source", "spoofed sources", "spoofed source ips",
		"spoof the source ip", "spoofing the source", "ip spoofing", "random source ips", "forged source addresses", "forged source ips")
	// tacticRival: another business, as the target.
	tacticRival = wordAlt("my rivals", "my rival s", "a rivals", "a rival s", "rival s server", "rivals server", "a competitors", "a competitor s", "competitors shop", "competitor s shop", "competitors site",
		"competitor s site", "competitors website", "competitor s website", "competitors store", "competitor s store", "경쟁 업체",
		"경쟁업체", "竞争对手", "競合", "competidor", "concorrente", "konkurrenten", "প্রতিদ্বন্দ্বীর")
	// tacticBulk and tacticFilterDodge: mail or messages sent by the
	// thousand, past the filters made to stop them.
	tacticBulk = wordAlt("smtp creds i bought", "smtp credentials i bought", "pool of smtp", "rotating from names",
		"rotate from names", "randomizing subject lines", "randomising subject lines", "milhares de mensagens", "milhares de mensagem", "miles de mensajes",
		"mass dm", "mass dms")
	tacticFilterDodge = wordAlt("spam filter doesnt catch", "spam filter doesn t catch", "spam filters dont catch",
		"spam filters don t catch", "get past the spam filter", "past the spam filter", "bypass the spam filter",
		"evade spam filters", "evade the spam filter", "link falso", "falso de boleto", "boleto falso", "parcel held at customs",
		"package held at customs",
		"past email attachment filters", "get past email filters", "past attachment filters", "past the email filter", "past email filters", "rotating sender ids", "rotating sender id", "rotate sender ids", "rotating the sender id",
		"filtro das operadoras", "filtro de las operadoras", "carrier filter", "carrier filters", "carrier s filter", "carriers filters")
	// tacticBomb and tacticHarass: a person flooded with codes or
	// abuse, from accounts made for it.
	tacticBomb = wordAlt("otp requests", "verification requests", "verification codes from", "sms bomber", "sms bombing",
		"call bomber", "otp bomber", "spams it with", "spam it with", "cuentas falsas", "otp endpoints",
		"hammers their number", "with verification codes",
		"thousands of sms", "thousands of texts", "thousands of calls", "sms and calls per hour", "calls per hour",
		"spam otp", "spam sms", "bom sms", "bomber otp", "otp spam")
	tacticHarass = wordAlt("until the person", "until their phone", "basically unusable", "phone is unusable", "harass", "harassment",
		"harassing", "phone unusable", "mass report", "mass reports", "mass reporting", "mensajes de acoso", "acoso", "assédio", "harcèlement", "belästigung", "травля", "a una usuaria concreta",
		"a un usuario concreto",
		"nggak bisa dipake", "gak bisa dipake", "tidak bisa dipakai", "tidak bisa digunakan")
	// tacticFraudClick: ads clicked or installs reported that no person
	// made.
	tacticFraudClick = wordAlt("clicks the ads", "click the ads", "clicks on the ads", "ad clicks", "click fraud", "fake installs",
		"fake install", "fire fake install", "fake install events", "fake impressions")
	// tacticBulkAccounts and tacticFakeVoice: accounts made or bought by
	// the hundred, and the reviews or reports they post.
	tacticBulkAccounts = wordAlt("accounts i bought", "accounts we bought", "bought accounts", "google accounts using",
		"sms verification rental", "sms activation service", "account farm", "mass create accounts", "bulk create accounts",
		"different device fingerprints", "sessions with different", "批量注册", "fake identitäten", "hunderten fake", "creates thousands of", "thousands of google accounts", "thousands of accounts", "temp sms numbers", "temporary sms numbers",
		"hundred accounts", "hundreds of accounts", "few hundred accounts")
	// tacticMassAccounts: accounts made in bulk, however the service is
	// named between ("mass-create Gmail accounts").
	tacticMassAccounts = `(mass|bulk|batch|auto|automatically) ~1 (create|creates|creating|register|registers|registering|generate|generates|generating|sign up|signs up|signing up|make|makes|making|open|opens|opening) ~3 (accounts|profiles|email accounts|mailboxes)`
	tacticFakeVoice    = wordAlt("5 star reviews", "five star reviews", "5 star maps reviews", "1 star reviews", "one star reviews",
		"fake reviews", "刷好评", "刷差评", "mass reports", "mass report", "mass reporting", "report her account", "report his account", "review bomb", "review bombing", "review bombs")
	// tacticLeak, tacticTakeover and tacticBruteCode: another person's
	// account taken with what leaked, a swap of the number or the
	// recovery address, or a reset code guessed.
	tacticLeak = wordAlt("from a leak", "from a breach", "from an old breach", "combolist", "combo list", "breach dump",
		"leaked credentials", "i have them from a leak",
		// Czech, Spanish, Portuguese, Russian, Polish, Turkish, Hungarian
		"uniklé databáze", "uniklý databáze", "z úniku", "filtradas", "contraseñas filtradas", "senhas vazadas", "vazadas",
		"слитой базы", "из утечки", "z wycieku", "sızdırılmış", "kiszivárgott")
	tacticTakeover = wordAlt("esim transfer", "sim swap", "port the number", "port out the number", "swaps the recovery email",
		"swap the recovery email", "change the recovery email", "recovery email to one i control",
		"to my sim", "onto my sim", "port someone else s number", "port her number", "port his number", "port their number",
		"reset his password", "reset her password", "without access to his phone", "without access to her phone", "verification code from them", "the verification code from", "take over someone s")
	tacticBruteCode = wordAlt("brute forces the code", "brute force the code", "brute forces the otp", "brute force the otp",
		"try every code", "tries every code", "every 6 digit code", "all 6 digit codes")
	// tacticCardTest: stolen or generated cards tried with small charges.
	tacticCardTest = wordAlt("bin list", "card generator", "1 auths", "small auths", "card testing", "card checker", "cc checker",
		"still valid", "which ones are valid", "which ones work", "small donations", "small charges", "tiny charges", "micro charges", "test charges")
	// tacticFetchRun: a program fetched and run in one breath.
	tacticFetchRun = wordAlt("downloads and runs", "download and run", "downloads and executes", "download and execute",
		"then downloads and runs", "fetches and runs", "fetch and run", "fetches and executes", "downloads and launches")
	// tacticGrudge: the request's reason is to hurt a person.
	tacticGrudge = wordAlt("screwed me over", "keeps trolling me", "get back at", "get revenge", "revenge on", "make him pay",
		"make her pay", "make them pay", "teach him a lesson", "teach her a lesson", "they fired me", "fired me last",
		"after they fired me", "they banned me", "banned me for no reason", "kicked me out",
		"he owes me money", "she owes me money", "owes me money",
		"banned me", "that banned me", "that banned you", "who banned me")
	// tacticWipe: disks or boot records destroyed.
	tacticWipe = wordAlt("overwrites the first", "trashes the mbr", "wipe the mbr", "wipes the mbr", "overwrite the mbr",
		"every physical disk", "wipes every disk", "wipe every disk", "deletes random rows", "delete random rows",
		"deletes a few hundred random rows", "randomly deletes", "randomly delete", "corrupts random", "corrupt random")
	// tacticFirmware: code planted below the operating system.
	tacticFirmware = wordAlt("dxe driver", "spi chip", "spi flash", "uefi implant", "bootkit", "survives reinstall",
		"survives os reinstall", "survive a reinstall", "even after a reinstall")
	// tacticMutate: a payload that changes its shape to escape
	// signatures.
	tacticMutate = wordAlt("polymorphic engine", "metamorphic engine", "mutates the payload", "mutates a payload",
		"on every infection", "each infection",
		"polymorphic encryption", "crypter", "fud crypter", "new stub every build", "fresh stub")
	// tacticMacroLure: a document that runs code when opened.
	tacticMacroLure = wordAlt("vba macro", "excel macro", "word macro", "on open", "auto open", "autoopen", "when the document opens",
		"enable content")
	// tacticPeopleFound: a person's life pulled together.
	tacticPeopleFound = wordAlt("real name", "real names", "employer", "home address", "home addresses", "phone number",
		"across a couple hundred sites", "across hundreds of sites")
	// tacticStalk: a person's movements worked out and kept ("her daily
	// routine from geotagged posts, compiled into a dossier").
	tacticStalk = wordAlt("daily routine", "her routine", "his routine", "dossier", "geotagged posts", "geotagged photos",
		"where she lives", "where he lives", "her schedule", "his schedule", "when she leaves", "when he leaves", "when she is home", "when he is home",
		"where she is", "where he is", "when she posts", "when he posts", "location tag", "location tags")
	// tacticMassTargets: hosts found by an internet-wide scan, to be
	// attacked all at once.
	tacticMassTargets = wordAlt("ips i pulled from shodan", "from shodan", "shodan results", "masscan results", "every host where it works",
		"every vulnerable host", "all vulnerable hosts", "every host it finds", "each vulnerable host")
	// tacticVoiceClone and tacticFamilyScam: a person's voice faked to
	// ask their family for money.
	tacticVoiceClone = wordAlt("clones someone s voice", "clone someone s voice", "cloning someone s voice", "cloned voice", "clone their voice",
		"clones their voice", "voice clone of", "deepfake voice", "deepfakes their voice")
	tacticFamilyScam = wordAlt("phones their parents", "calls their parents", "call their parents", "phones their grandparents",
		"calls their grandparents", "asking for a money transfer", "asks for a money transfer", "asking for money", "asks their family for money",
		"their family for money", "wire money")
	// tacticNotOwned: a system the writer says is someone else's.
	tacticNotOwned = wordAlt("found not mine", "isn t mine", "isnt mine", "that i don t own", "that i dont own", "someone else s site",
		"someone else s server", "someone else s website", "someone else s shop", "webshop i found", "a site i found", "a website i found",
		"ones i don t own", "ones i dont own", "sites i don t own", "sites i dont own", "car that isn t mine", "car that isnt mine", "isn t mine", "not my car")
	// tacticHonest: the request is the defender's (a detection, a
	// lesson, an analysis), the person consents, the key sent is a
	// public one or goes to a store of secrets, or credentials are handed
	// back or revoked (honestAct), or a parent watches a child.
	tacticHonest = honestAct + ` | parental`
	honestAct    = `(e2e|playwright|cypress|test account|test user|storage state|ssh public key|public ssh key|pub|deploy key|deploy keys|authorized keys|ssh copy id|key pair|keypair|send them back|hand them back|give them back|return them|revoke|revoked|remove them|delete them|awareness|training|simulation|gophish|knowbe4|block|blocks|flag|flags|secrets manager|key vault|vault|kms|parameter store|github secrets|repository secrets|ci secrets|to detect|detects|detecting|detector|detectors|detection rule|detection rules|detection logic|detection for|detection of|how to detect|can detect|we detect|detect click fraud|detect fraud|detect it|detect them|detect this|detect these|prevent|prevents|protect against|defend|defending|defence|defense|mitigate|mitigation|yara|sigma|forensics|incident response|analyse this|analyze this|how does|how do attackers|explain how|what is|with her consent|with his consent|with their consent|consent|opt in|disclosed|pentest|pen test|penetration test|red team engagement|rules of engagement|in scope|recover from|recovering from|restore from|restoring from|recovery plan|were hit|got hit|protect|protects|protecting|harden|hardening|rate limit|rate limiting|under attack|under an|under a|my own|our own|如何识别|识别|检测|防止|防范|検出|検知|防ぐ|탐지|방지|detectar|proteger|prevenir|erkennen|schützen|verhindern|détecter|protéger|rilevare|proteggere|prevenire|wykryć|chronić|обнаружить|защитить|tespit|korumak|önlemek) | (rotate|rotating|rotated) ~3 (credentials|keys|secrets|tokens|key|secret|token)`
)

// partners are a person's adult partner, named by the asker;
// partnersOwned are the same in the possessive, the owner of a machine
// or an account (tacticVictim).
var (
	partnersOwned = []string{"my girlfriends", "my girlfriend s", "my boyfriends", "my boyfriend s", "my wifes", "my wife s",
		"my husbands", "my husband s", "my partners", "my partner s", "my exs", "my ex s"}
	partners = wordAlt(slices.Concat([]string{"my wife", "my husband", "my girlfriend", "my boyfriend", "my spouse", "my partner", "my ex",
		"my ex wife", "my ex husband", "my ex girlfriend", "my ex boyfriend", "my fiance", "my fiancee", "my fiancé", "my fiancée",
		"my spouses", "my spouse s"}, partnersOwned)...)
)

// tacticPair is two tactics that, within gap words in either order, are
// a program made against its user.
type tacticPair struct {
	a, b string
	gap  int
}

// tacticPairs is the catalogue of the pairs.
var tacticPairs = []tacticPair{
	{tacticCapture, tacticEgress, 24},        // a stealer: passwords, cookies, keys sent out
	{tacticCapture, tacticHidden, 24},        // a hidden keylogger
	{tacticCapture, tacticStay, 24},          // a keylogger that starts with the machine
	{tacticSurveil, tacticHidden, 24},        // stalkerware
	{tacticControl, tacticStay, 30},          // a backdoor that survives reboots
	{tacticControl, tacticHidden, 24},        // a hidden reverse shell
	{tacticControl, tacticVictim, 30},        // a shell on another person's machine
	{tacticCapture, tacticVictim, 30},        // another person's keystrokes or passwords
	{tacticSurveil, tacticVictim, 20},        // another person's messages or location
	{tacticHidden, tacticVictim, 20},         // hidden on another person's machine
	{tacticDefenceOff, tacticHidden, 30},     // the watch off, and nothing to show for it
	{tacticDefenceOff, tacticQuiet, 30},      // the antivirus off, silently
	{tacticDefenceOff, tacticDefenceOff, 24}, // the antivirus and the firewall off
	{tacticDefenceOff, tacticLogsWiped, 30},  // the watch off and its record wiped
	{tacticLogsWiped, tacticHidden, 30},      // the record wiped, unseen
	{tacticBackupsGone, tacticEncrypt, 30},   // ransomware
	{tacticClipboard, tacticToMine, 20},      // a clipper
	{tacticAllOpen, tacticSink, 24},          // an account's stores opened, the list sent out
	{tacticUnseen, tacticDefenceOff, 30},     // the watch blinded and stopped
	{tacticSpread, tacticStay, 30},           // a worm that stays
	{tacticSpread, tacticHidden, 30},         // a worm that hides
	{tacticSpread, tacticCapture, 30},        // a worm that steals
	{tacticLure, tacticLoot, 30},             // a phishing kit
	{tacticSurveilIntl, tacticHidden, 30},    // stalkerware, in other languages
	{tacticSurveilIntl, tacticVictim, 30},
	{tacticDefenceOffIntl, tacticDefenceOffIntl, 30},
	{tacticDefenceOffIntl, tacticStay, 30},
	{tacticDefenceOffIntl, tacticHidden, 30},
	{tacticBanDodge, tacticPeople, 30},        // people's data scraped past bans
	{tacticControl, tacticSurveil, 30},        // a remote access trojan: shell, webcam, screen
	{tacticLocks, tacticRansom, 30},           // ransomware, named by its note
	{tacticMine, tacticWatchEvaded, 30},       // a miner that hides when its user looks
	{tacticMine, tacticHidden, 30},            // a hidden miner
	{tacticMine, tacticQuiet, 30},             // a miner that runs quietly
	{tacticRootkit, tacticRootkit, 30},        // a rootkit
	{tacticRootkit, tacticHidden, 30},         // a rootkit that hides itself
	{tacticLoader, tacticUnseen, 30},          // a loader past AMSI
	{tacticLoader, tacticHidden, 30},          // a loader unseen
	{tacticLoader, tacticQuiet, 30},           // a loader installed silently
	{tacticBrute, tacticNoLockout, 30},        // password spraying under the lockout
	{tacticBrute, tacticBanDodge, 30},         // logins tried past the captcha and the bans
	{tacticMassAccounts, tacticFakeVoice, 40}, // fake reviews from made-up accounts
	{tacticMassAccounts, tacticBanDodge, 30},  // an account farm past the checks
	{tacticBrute, tacticControl, 30},          // a botnet's spread
	{tacticFlood, tacticControl, 30},          // a botnet's attack
	{tacticFlood, tacticBanDodge, 30},         // a flood past the shield
	{tacticFlood, tacticRival, 30},            // a competitor knocked offline
	{tacticBulk, tacticFilterDodge, 30},       // spam past the filters
	{tacticBulk, tacticBanDodge, 30},          // spam past the bans
	{tacticBomb, tacticHarass, 30},            // a person flooded
	{tacticBanDodge, tacticHarass, 30},        // harassment past the bans
	{tacticFraudClick, tacticBanDodge, 30},    // a click farm
	{tacticFraudClick, tacticHidden, 30},      // ads fired unseen
	{tacticBulkAccounts, tacticFakeVoice, 40}, // fake reviews or mass reports
	{tacticBulkAccounts, tacticBanDodge, 30},  // a scalper or an account farm
	{tacticBulkAccounts, tacticHarass, 30},
	{tacticLeak, tacticBrute, 30},    // credential stuffing
	{tacticLeak, tacticBanDodge, 30}, // a checker past the bans
	{tacticLeak, tacticTakeover, 30}, // a SIM swap with leaked details
	{tacticTakeover, tacticVictim, 30},
	{tacticBruteCode, tacticTakeover, 30}, // a reset code guessed, the account kept
	{tacticCardTest, tacticBanDodge, 30},  // card testing
	{tacticGrudge, tacticPeopleFound, 40}, // doxxing
	{tacticPeopleFound, tacticStalk, 30},  // a person's life and movements gathered
	{tacticMacroLure, tacticFilterDodge, 30},
	{tacticFetchRun, tacticFilterDodge, 30}, // a dropper past the mail filters
	{tacticGrudge, tacticWipe, 40},          // sabotage on the way out
	{tacticGrudge, tacticControl, 40},
	{tacticWipe, tacticSpread, 30},   // a wiper pushed to every machine
	{tacticFirmware, tacticStay, 30}, // a firmware implant
	{tacticMutate, tacticHidden, 30}, // a polymorphic engine
	{tacticMutate, tacticSpread, 30},
	{tacticLoader, tacticMacroLure, 30},    // a macro dropper
	{tacticDefenceOff, tacticFetchRun, 30}, // a dropper: the defence off, then a download run
	{tacticGrudge, tacticFlood, 40},        // a flood to get even
	{tacticFlood, tacticSpoofed, 30},       // a flood from forged addresses
	{tacticFetchRun, tacticVictim, 30},     // a program fetched and run on another's machine
	{tacticMassTargets, tacticMine, 30},    // scanned hosts exploited and made to mine
	{tacticMassTargets, tacticFetchRun, 30},
	{tacticVoiceClone, tacticFamilyScam, 30}, // a relative's voice faked to ask for money
	{tacticLoot, tacticQuiet, 24},            // a colleague's passwords taken unseen
	{tacticNotOwned, tacticLoot, 30},         // another's shop's customers dumped
	{tacticNotOwned, tacticBanDodge, 30},
	{tacticLure, tacticFilterDodge, 30}, // a phishing text past the carrier's filters
}

// tacticRule writes each pair in both orders.
func tacticRule() string { return pairRule(tacticPairs) }

// pairRule writes each pair as a rule, both ways round.
func pairRule(pairs []tacticPair) string {
	alts := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		gap := " ~" + strconv.Itoa(p.gap) + " "
		alts = append(alts, p.a+gap+p.b)
		if p.a != p.b {
			alts = append(alts, p.b+gap+p.a)
		}
	}
	return joinAlts(alts...)
}

func tacticAbuseFamilies() Pack {
	return Pack{
		{
			// Two tactics of an attack in one request: "a keystroke logger
			// that runs hidden on my girlfriend's laptop and emails me the
			// log", "a Go binary that adds itself to startup and opens a
			// reverse shell", "turns off Defender real-time protection …
			// and disables the firewall". A detection, an analysis or a
			// lesson about them is the defender's.
			ID: "abuse.tactics_paired", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			QuotedCounts: true,
			Rule:         tacticRule(),
			Except:       tacticHonest,
			Reach:        16,
		},
		{
			// An adult partner watched: their calls, messages or
			// whereabouts recorded ("reads my wife's WhatsApp and hides
			// its icon"). A parent's control is no excuse here, however the
			// request names itself; the partner's consent, each other's
			// shared location and a check for spyware on one's own phone
			// are.
			ID: "abuse.partner_watch", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule:   tacticSurveil + ` ~20 ` + partners + ` | ` + partners + ` ~20 ` + tacticSurveil + ` | ` + surveilVerbs + ` ~2 ` + partners + ` ~3 ` + surveilThings,
			Except: honestAct + ` | (my messages|my own messages|my chats|my emails|my texts|my calls|my location|my phone|my own phone|on me|spying on me|tracking me|watching me|each other|each others|both of us|we both|family sharing|my kids|my kid|my son|my daughter|our kids|our son|our daughter|my child|my children|find out if|check if|check whether|is there|is someone|remove it|get rid of|on my own phone|my own phone)`,
			Reach:  24,
		},
	}
}
