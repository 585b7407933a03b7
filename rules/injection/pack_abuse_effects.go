package injection

import "github.com/guardrail-go/guardrail/middleware"

// Harm by what a requested change does. A developer's request names no
// harm ("strip the login decorators off /admin, ops find them annoying";
// "the endpoint returns 'deleted' but keeps the rows"); the harm is the
// effect of the change and whom it reaches: a protection removed where
// real users are, a door kept for the asker, customers told one thing
// while the system does another, the trail of it wiped. Each row names an
// effect by its parts, and each has the look-alikes of honest work as its
// except: the same control touched in a test, on localhost or for a
// reason that keeps the protection (a stateless API's CSRF, a static
// site's public bucket, a break-glass account under dual control).

// Parts of the rows below.
const (
	// effectOff takes a protection away.
	effectOff = `(remove|removes|removing|strip|strips|stripping|drop|drops|disable|disables|disabling|turn off|turns off|switch off|comment out|skip|skips|take out|rip out|get rid of|bypass|short circuit|return early|returns early|stop|stops|shut off|deactivate|deactivates)`
	// protections guard users, accounts or the record of what happened.
	protections = `(input validation|request validation|require login|require_login|login required|login_required|auth middleware|authentication middleware|authentication|authorization|auth check|auth checks|auth decorator|auth decorators|csrf|csrf protect|csrf protection|csrf check|csrf checks|csrf middleware|mfa|mfa check|2fa|two factor|rate limit|rate limits|rate limiting|throttle|throttling|lockout|account lockout|captcha|audit log|audit logs|audit logging|cloudtrail|pgaudit|audit trail|branch protection|signature check|signature verification|login check|permission check|permission checks|access control)`
	// liveScope is where real users are.
	liveScope = `(production|prod|everything|everywhere|wherever you find them|wherever you find it|across the codebase|across the code base|in every file|every route|every endpoint|all routes|all endpoints|admin|everything under|all environments|every environment|including production|also in production|in production|for everyone|globally|any account|all accounts|org)`
	// honestWork is the same change made where no one is harmed, or for
	// a reason that keeps the protection.
	honestWork = `(test|tests|testing|unit test|integration test|local|localhost|dev|development|dev server|staging|sandbox|self signed|mock|mocks|fixture|fixtures|docker compose|ci only|bearer tokens|bearer token|no cookies|stateless|keep csrf|keep it on|stays on|replace it with|replace them with|ca bundle|internal ca|narrow|least privilege|enable|enables|add rate limiting|harden|hardening|reason|outage|documented|document|changelog|annotation|consent|dual control|break glass|alert|alerts)`
	// concealed keeps the change from the people it affects or from the
	// record.
	concealed = `(leave them out of|leave those out of|leave these out of|leave those removals out of|out of your change summary|call it simplifying|so it never shows|never shows up|so nobody|so no one|so nobody notices|without telling|dont tell|do not tell|dont notify|do not notify|no notification|no banner|not notify|leave it out of|keep it out of|dont mention|do not mention|dont document|do not document|no note|no notes|no footnote|without a note|without any note|with message refactor|with the message refactor|message refactor|so the auditors|before the auditors|so the ids look|look continuous|hide it from|filter it out|filter that out|filter that username out|filter them out)`
)

// The protections' names are the same words in most languages (CSRF, MFA,
// rate limit, CloudTrail, pgaudit) or a word of the language's own;
// effectOffIntl takes one away and prodIntl says where real users are.
// abuse.protection_removed_intl reads the three in any order, a
// protection being taken off in production ("Schalte pgaudit in der
// Produktionsdatenbank ab", "管理画面のルートから認証ミドルウェアとCSRF
// チェックを外して…本番環境も").
var (
	protectionsIntl = wordAlt("csrf", "mfa", "2fa", "rate limit", "rate limiting", "lockout", "cloudtrail", "pgaudit", "audit log", "audit logs",
		"认证", "身份验证", "证书校验", "证书验证", "認証", "証明書の検証", "인증", "감사 로그", "autenticación", "autenticacion", "autenticação",
		"autenticacao", "authentification", "authentifizierung", "blocco dell account", "bloqueo de cuenta", "bloqueio de conta",
		"blocage du compte", "kontosperre", "блокировку", "аутентификацию", "hesap kilitleme", "المصادقة", "प्रमाणीकरण", "xác thực", "autentikasi")
	effectOffIntl = wordAlt("desactiva", "desactivar", "desactive", "quita", "quitar", "elimina", "eliminar", "desativa", "desativar", "desative",
		"desliga", "desligar", "remova", "disattiva", "disattivare", "rimuovi", "rimuovere", "togli", "désactive", "désactiver", "supprime",
		"enlève", "enleve", "schalte", "abschalten", "deaktiviere", "deaktivieren", "entferne", "entfernen", "lösch", "lösche", "wyłącz",
		"wylacz", "usuń", "usun", "отключи", "отключить", "убери", "удали", "выключи", "kapat", "devre dışı bırak", "kaldır", "kaldir",
		"عطل", "عطّل", "أزل", "احذف", "ازل", "हटा", "बंद कर", "tắt", "xóa", "bỏ", "matikan", "hapus", "nonaktifkan", "关掉", "关闭",
		"去掉", "禁用", "移除", "外して", "無効に", "オフに", "끄", "꺼", "비활성화", "제거", "없애", "uitschakelen", "schakel", "verwijder")
	prodIntl = wordAlt("生产", "线上", "本番", "운영", "프로덕션", "produktion", "produktionsdatenbank", "producción", "produccion", "produção",
		"producao", "produzione", "production", "productie", "produkcji", "produkcyjn*", "продакшн", "продакшене", "проде", "боевом",
		"üretim", "canlı", "الإنتاج", "प्रोडक्शन", "उत्पादन", "sản xuất", "produksi")
	honestIntl = wordAlt("test", "tests", "testes", "pruebas", "prueba", "localhost", "local", "locaux", "lokal", "dev", "desarrollo",
		"desenvolvimento", "entwicklung", "sviluppo", "staging", "préprod", "preprod", "homologação", "тест", "тесты", "yerel", "测试",
		"本地", "テスト", "ローカル", "테스트", "로컬", "개발", "اختبار", "محلي", "टेस्ट", "thử nghiệm", "pengujian", "aktiviere", "aggiungi",
		"añade", "agrega", "adiciona", "ajoute", "добавь", "включи", "ekle", "أضف", "thêm", "tambahkan", "追加", "添加", "추가")
)

// protectionRemovedIntl is the three parts in every order.
func protectionRemovedIntl() string {
	parts := [][3]string{
		{effectOffIntl, protectionsIntl, prodIntl}, {protectionsIntl, effectOffIntl, prodIntl},
		{prodIntl, protectionsIntl, effectOffIntl}, {prodIntl, effectOffIntl, protectionsIntl},
	}
	alts := make([]string, 0, len(parts))
	for _, p := range parts {
		alts = append(alts, p[0]+" ~8 "+p[1]+" ~30 "+p[2])
	}
	return joinAlts(alts...)
}

func effectAbuseFamilies() Pack {
	return Pack{
		{
			// A protection taken off where real users are: "strip the
			// require_login and csrf_protect decorators off everything
			// under /admin", "remove the throttle on the password reset and
			// drop the lockout", "make the MFA check return early for any
			// account at @partner.com".
			ID: "abuse.protection_removed", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: effectOff + ` ~4 ` + protections + ` ~10 ` + liveScope + `
				| ` + protections + ` ~3 ` + effectOff + ` ~8 ` + liveScope + `
				| ` + effectOff + ` ~4 ` + protections + ` ~16 ` + concealed + `
				| (mfa check|2fa check|login check|auth check|permission check) ~2 (return early|returns early|pass|always pass|skip|be skipped) ~3 for (any|every|all) ~2 (account|accounts|user|users|email|emails)
				| ` + effectOff + ` ~4 (throttle|throttling|rate limit|rate limiting|lockout|account lockout|captcha) ~6 (password reset|reset|login|sign in|signin|otp|verification code|verify|2fa|mfa)
				| (password reset|reset|login|sign in|signin|otp|verification code|2fa|mfa) ~12 ` + effectOff + ` ~4 (throttle|throttling|rate limit|rate limiting|lockout|account lockout|captcha)
				| (take|takes|taking) (the|all|every|its) ~1 (throttle|throttling|rate limit|rate limiting|lockout|captcha|mfa|2fa|csrf check|auth check|login check) off
				| ` + effectOff + ` ~3 branch protection ~20 (force push|force pushes|force pushing|push|pushes|merge|merges) ~20 (back on|re enable|re enables|reenable|turn it back|turns protection back|restore|restores|look untouched)`,
			Except: honestWork,
			Reach:  16,
		},
		{
			ID: "abuse.protection_removed_intl", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"de", "es", "pt", "fr", "it", "nl", "pl", "ru", "tr", "ar", "hi", "vi", "id", "zh", "ja", "ko"},
			Rule:   protectionRemovedIntl(),
			Except: honestIntl,
			Reach:  30,
		},
		{
			// Certificate checks off for every environment: "set
			// verify=False on every requests session in the shared http
			// client", "trust all certificates in prod".
			ID: "abuse.tls_checks_off", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule:   `(set|add|use|pass|export|put|make|switch|turn|configure|hardcode|hard code|change|flip|disable|skip|ignore) ~3 (verify false|pythonhttpsverify 0|insecureskipverify true|insecure skip verify|rejectunauthorized false|node tls reject unauthorized 0|trust all certificates|trusts all certificates|trust all certs|trustallcerts|trust every certificate|certificate errors|certificate verification|tls verification|ssl verification|certificate checks) ~12 (every|all|shared|production|prod|everywhere|globally|by default)`,
			Except: honestWork,
			Reach:  14,
		},
		{
			// A system that says it did what it did not: "keep the
			// /privacy/delete endpoint returning 'Your data has been
			// deleted'" with the erasure worker off, an unsubscribe page
			// that updates nothing.
			ID: "abuse.fake_success", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(deleted|unsubscribed|cancelled|canceled|erased|been deleted|been removed|been unsubscribed) ~12 (but|while|without) ~3 (not|doesnt|does not|dont|don t|never|without) ~4 (update|updating|delete|deleting|remove|removing|erase|erasing|unsubscribe|cancel|change|changing|touch|touching|set|setting)
				| (disable|turn off|switch off|stop|skip|remove) ~3 (erasure|deletion|unsubscribe|opt out|cancellation|account deletion) ~4 (worker|job|handler|logic|step|processing) ~12 (keep|still|but) ~4 (returning|showing|saying|responding|return|show|say)
				| (cancel|cancels|cancelled|canceled|unsubscribe|unsubscribes|opt out|opts out|turns off|turned off) ~12 (silently|quietly|secretly|automatically) ~4 (set|sets|re enable|re enables|turn|turns|switch|switches|restore|restores|flip|flips) ~4 (auto renew|autorenew|subscription|opt in|marketing opt in|renewal|tracking) ~4 (back|true|on)`,
			Except: honestWork,
			Reach:  12,
		},
		{
			// A door kept for someone: an admin account with a fixed
			// password hidden from the user list, a master password that
			// opens any account, the asker's own key on every production
			// host.
			ID: "abuse.hidden_door", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"},
			Rule: `(insert|inserts|add|adds|create|creates|seed|seeds) ~4 (superuser|super user|admin|administrator|root user|admin user|admin account|service account|maintenance account|maint account) ~14 (fixed password|hardcoded password|hard coded password|static password|known password) ~20 (hide|hidden|filter|filters|filtered|exclude|excluded|never shows|not show|invisible|out of the list|out of the listing)
				| (master password|universal password|skeleton key|backdoor password|secret password) ~20 (any account|every account|all accounts|any user|every user|log in as anyone|as any user|into any)
				| (if|when|whenever) ~3 (password|pin|passcode|token|code) ~2 (is|equals|matches|is equal to) ~8 (log in|logs in|logged in|login|sign in|signs in|signed in|authenticate|authenticates|authenticated|access) ~3 (as any|as anyone|any user|any account|every account|all accounts|anyone|as whoever|as the user|as that user)
				| (my ssh key|my ssh public key|my public key|my personal ssh key|my personal ssh public key|my own ssh key|my own public key|my key) ~12 (authorized keys|root) ~16 (every|all|prod|production|ami|image|boot)`,
			Except: `(dev|development|test|tests|local|localhost|sandbox|docker compose|fixtures|vault|dual control|break glass|mfa|audit|alert|only for that sandbox|my personal dev|personal dev)`,
			Reach:  16,
		},
		{
			// Access opened to the world or handed to the asker's own
			// account: a bucket of customer exports public, a role of
			// Action * trusted by a personal account, a production
			// database open to 0.0.0.0/0.
			ID: "abuse.access_widened", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(bucket|bucket policy|container|blob) ~8 (public|public read|publicly|anyone|allusers|all users|principal) ~12 (customer|customers|export|exports|backup|backups|pii|invoices|patient|patients|users data|user data|personal data)
				| (customer|customers|exports|backups|pii|invoices|patient) ~10 (bucket|bucket policy|container) ~8 (public|public read|publicly|anyone|allusers|principal)
				| (bucket|bucket policy) ~4 (customer|customers|export|exports|backup|backups|pii|invoices|patient|patients) ~12 (public|principal|allusers|anyone)
				| (my personal account|my personal aws account|my private account|my private aws account|my own aws account|my personal gcp project|my personal azure subscription|my personal tenant|personal aws account|my personal gmail account|my personal gmail|my gmail account|my personal google account|my personal email) ~12 (trust|trusted|trust policy|principal|assume|role|admin|owner)
				| (trust|trusted|trust policy|principal|assume) ~12 (my personal account|my personal aws account|my private account|my private aws account|my own aws account|my personal gcp project|personal aws account)`,
			Except: `(static|static assets|static site|marketing site|css|images|fonts|cloudfront|nothing user related|no user data|least privilege|narrow|remove the|restrict|read only|readonly)`,
			Reach:  16,
		},
		{
			// Money or engagement made up in code: refunds rounded down with
			// the difference moved to the asker's account, taps on ads
			// simulated while the screen is off.
			ID: "abuse.fraud_in_code", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"},
			Rule: `(round|rounds|truncate|truncates) ~4 (refund|refunds|payout|payouts|payment|payments|interest|fees|fee|transfers) ~4 down ~14 (difference|remainder|fractions|cents|rest) ~14 (my|into|to) ~4 (account|card|wallet|corporate card)
				| (simulate|simulates|simulated|fake|fakes|generate|generates|auto click|auto clicks|autoclick) ~4 (taps|tap|clicks|click|impressions|views|installs) ~14 (ad|ads|ad partner|advertiser|advertisers|impressions|clicks|count|counted|billable)`,
			Except: `(test|tests|testing|detect|detection|fraud detection|prevent|prevention|simulator|load test|qa|staging|bot detection)`,
			Reach:  14,
		},
		{
			// A test made to report green whatever the code does: "when
			// os.environ has CI set, skip the assertions but still report
			// passed". A test marked xfail with its reason, or skipped
			// visibly, tells the truth.
			ID: "abuse.green_in_ci", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(skip|skips|skipping|bypass|bypasses) (the|all|its) (assertions|asserts|checks) ~16 (report|reports|reported|reporting|return|returns|show|shows|marked) ~3 (passed|pass|passing|success|successful|green|ok)
				| (when|if|whenever) ~6 (ci|os environ|environ|ci variable|ci env) ~10 (skip|skips|skipping) ~3 (the|all) (assertions|asserts|checks) ~16 (passed|pass|passing|success|green|ok)
				| (return|returns|report|reports) ~2 (success|passed|green|ok|true|exit 0) ~4 without (running|executing|checking|asserting|testing) (anything|the test|the tests|it|them)`,
			Except: `(xfail|reason|flaky|outage|quarantine|visible|visibly|report it as skipped|reported as skipped|mark it skipped|ticket)`,
			Reach:  12,
		},
		{
			// The record wiped: audit logs stopped and deleted around a
			// change, incident rows deleted before the auditors pull them,
			// figures changed for the board without a note.
			ID: "abuse.record_cooked", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(delete|deletes|remove|wipe|purge|truncate|drop) ~6 (audit logs|audit log|audit records|access logs|log files|trail files|incidents|incident rows|incident records|severity) ~16 (auditors|audit|revision|regulator|regulators|investigators|compliance|look continuous|so nobody|so no one|before anyone|wont see|won t see)
				| (stop logging|stop-logging|stops logging|stop the trail|disable logging|disable audit|turn off audit|turn off logging) ~20 (delete|deletes|wipe|purge|remove|restart|re enable|turn it back on|afterwards|after the migration|when done|finishes)
				| (inflate|inflates|bump|multiply|pad|round up|cap|capped|only count|count only|exclude|excluding) ~8 (revenue|churn|kpi|kpis|dau|mau|metrics|numbers|figures|dashboard|hours|overtime|working hours|arbeitszeiten) ~16 (board|investors|auditors|regulator|payroll) ~16 ` + concealed + `
				| (result fail|results fail|status fail|every fail|each fail|all fail|failed inspection|failed inspections|failed rows|fail rows|failing results|non compliant|noncompliant) ~8 (becomes|become|to|into|set to|mark as|marked as|report as|reported as|changed to|flip to|flipped to|rewrite as|rewritten as) ~1 (pass|passed|passing|compliant|approved) ~20 (updated at|timestamp|timestamps|original date|original dates|nobody|no one|quietly|silently|last quarter|regulator|regulators|auditors|inspection|inspections|customer|customers)
				| (cap|caps|clamp|clamps|lower|lowers|round down|rounds down) ~8 (values|readings|results|measurements|levels|them) ~20 (regulatory|submission|regulator|regulators|fda|ema|auditors|inspection|inspectors|certification)`,
			// Retention is the record's own rule ("delete logs older than
			// 90 days, as the retention policy requires").
			Except: honestWork + ` | (retention|older than|as required|requires|required by|rotate|rotation)`,
			Reach:  20,
		},
		{
			// Other people's data sent where the asker can read it: the
			// raw password posted to an analytics collector, full card
			// numbers and CVV logged to a shared cluster, every direct
			// message of a watch list copied to the asker's table, a
			// device's location or contacts uploaded without a word.
			ID: "abuse.data_diverted", Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: []string{"en"},
			Rule: `(post|posts|send|sends|forward|forwards|log|logs|copy|copies|upload|uploads|beacon|beacons|ship|ships|store|stores|mirror|mirrors) ~6 (raw password|plaintext password|plain text password|password field|cleartext password|full pan|full card number|card number|card numbers|cvv|cvc|card data|direct message|direct messages|every message|message bodies|location update|location updates|gps|contacts|microphone|audio) ~14 (to https|to http|analytics|collector|metrics|growth|third party|external|elasticsearch|shared|my email|my server|my account|only by my|readable only by|to me|watchlist)
				| (direct message|direct messages|location update|location updates|keystrokes|contacts) ~14 (my email|my server|my account|my inbox|readable only by my|only by my|to me|separate table) ~16 ` + concealed + `
				| (log|logs|logging) ~3 (full pan|full card number|full card numbers|unmasked card number|unmasked card numbers|cvv|cvc)
				| (card number|card numbers|cvc|cvv|keystrokes|form fields|input events) ~10 (beacons|beacon|sends|posts|forwards|uploads|ships|exfiltrates) ~6 (to https|to http|to my|external|third party|cdn)
				| (background|in the background|even when the app is closed|while the screen is off|screen off) ~12 (gps|location|microphone|audio|contacts|camera) ~14 (upload|uploads|send|sends|post|posts|server|telemetry) ~20 (no|without|never|dont|do not) ~3 (notification|indicator|consent|prompt|permission|tell|mention|show|add anything)
				| (gps|location|microphone|audio|contacts|camera) ~14 (upload|uploads|send|sends|post|posts|server|telemetry) ~8 (even when the app is closed|in the background|while the screen is off) ~20 (existing permission|existing location permission|permission we got|dont add|do not add|no notice|without notice|privacy screen)
				| (copy|copies|send|sends|forward|forwards|expose|exposes|show|shows|share|shares) ~4 (session cookie|session cookies|session token|session tokens|auth token|auth tokens|auth cookie) ~16 (log in as|login as|sign in as|impersonate|act as|use their account)
				| (intercept|intercepts|intercepting|mitm|decrypt|decrypts) ~8 (traffic|mail|email|messages|gmail|personal) ~12 (store|stores|save|saves|log|logs|keep|keeps|copy|copies) ~4 (message bodies|messages|bodies|content|contents|emails)`,
			Except: `(consent|consented|opt in|opt-in|with permission|clear notification|persistent notification|mask|masks|masked|masking|redact|redacted|last four|drop cvv|drops cvv|never reaches|hash|hashed|anonymi[sz]ed|fake|faker|synthetic|test card|data private|exclude|exclusion)`,
			Reach:  20,
		},
	}
}
