package injection

// safetyOffWords holds, per language other than English, the classes of
// override.safety_off_intl (pack_override.go): the model told to switch
// off, ignore or get round its safety limits, named as only a model's
// limits are named, with or without a possessive.
//
//   - limit_drop: an order to switch off, disable, remove, ignore, skip,
//     bypass or set aside something ("turn off", "ignore", "bypass").
//   - model_limits: the limits only a model has: safety filters, safety
//     rules, safety policies, content filters, content policy,
//     guardrails, censorship, ethical guidelines, safety restrictions.
//   - limit_guard: the machines and programs whose filters and
//     protections carry the same words: a firewall, a mail server's spam
//     filter, a router, a browser, an antivirus, a CI check.
var safetyOffWords = map[string]map[string][]string{
	// German
	"de": {
		"limit_drop": {
			"deaktiviere", "deaktivier", "deaktivieren", "deaktivieren sie", "schalte", "schalt", "schalten sie",
			"abschalten", "ausschalten", "ignoriere", "ignorier", "ignorieren", "ignorieren sie", "umgehe",
			"umgehen", "umgehen sie", "entferne", "entfernen sie", "vergiss", "missachte", "überspringe",
			"setze außer kraft",
		},
		"model_limits": {
			"sicherheitsfilter*", "sicherheitsrichtlinie*", "sicherheitsregel*", "sicherheitsbeschränkung*",
			"sicherheitseinschränkung*", "sicherheitsvorkehrung*", "sicherheitsmechanism*", "sicherheitsprotokoll*",
			"inhaltsfilter*", "inhaltsrichtlinie*", "schutzmechanism*", "leitplanken", "zensur",
			"ethischen richtlinien", "ethische richtlinien", "ethischen grenzen", "ethische grenzen",
			"ethischen einschränkungen", "inhaltsmoderation",
		},
		"limit_guard": {
			"firewall*", "spamfilter*", "spam filter", "mailserver*", "router*", "browser*", "virenschutz*",
			"antivirus*", "virenscanner*", "jugendschutz*", "kindersicherung*", "vpn", "pipeline*", "cookie*",
		},
	},
	// French
	"fr": {
		"limit_drop": {
			"désactive", "désactivez", "désactiver", "éteins", "éteignez", "coupe", "coupez", "supprime",
			"supprimez", "lève", "levez", "ignore", "ignorez", "ignorer", "contourne", "contournez", "contourner",
			"oublie", "oubliez", "mets de côté", "mettez de côté", "passe outre", "outrepasse",
		},
		"model_limits": {
			"filtres de sécurité", "filtre de sécurité", "règles de sécurité", "restrictions de sécurité",
			"politiques de sécurité", "politique de sécurité", "directives de sécurité", "filtres de contenu",
			"filtre de contenu", "politique de contenu", "politique relative au contenu", "garde fous", "garde fou",
			"censure", "directives éthiques", "restrictions éthiques", "limites éthiques", "mécanismes de sécurité",
			"protocoles de sécurité", "la modération", "modération du contenu", "modération des contenus",
		},
		"limit_guard": {
			"pare feu", "firewall", "filtre anti spam", "filtre antispam", "antispam", "serveur de messagerie",
			"serveur mail", "routeur", "navigateur", "antivirus", "contrôle parental", "vpn", "pipeline", "cookies",
		},
	},
	// Spanish
	"es": {
		"limit_drop": {
			"desactiva", "desactive", "desactivad", "desactivar", "desactívalos", "apaga", "apague", "apagar",
			"quita", "quite", "quitar", "elimina", "elimine", "levanta", "ignora", "ignore", "ignorar", "ignóralos",
			"omite", "omita", "sáltate", "evade", "esquiva", "olvida", "olvídate de", "deja de lado",
			"deja de aplicar",
		},
		"model_limits": {
			"filtros de seguridad", "filtro de seguridad", "reglas de seguridad", "normas de seguridad",
			"restricciones de seguridad", "políticas de seguridad", "política de seguridad",
			"directrices de seguridad", "pautas de seguridad", "filtros de contenido", "filtro de contenido",
			"política de contenido", "políticas de contenido", "barreras de seguridad", "salvaguardas", "censura",
			"directrices éticas", "restricciones éticas", "límites éticos", "mecanismos de seguridad",
			"protocolos de seguridad", "moderación de contenido",
		},
		"limit_guard": {
			"cortafuegos", "firewall", "filtro antispam", "filtro de spam", "servidor de correo", "router",
			"enrutador", "navegador", "antivirus", "control parental", "vpn", "pipeline", "cookies",
		},
	},
	// Portuguese
	"pt": {
		"limit_drop": {
			"desativa", "desative", "desativar", "desliga", "desligue", "desligar", "remove", "remova", "retira",
			"retire", "ignora", "ignore", "ignorar", "contorna", "contorne", "burla", "burle", "esquece", "esqueça",
			"deixa de lado", "deixe de lado", "pula", "pule",
		},
		"model_limits": {
			"filtros de segurança", "filtro de segurança", "regras de segurança", "restrições de segurança",
			"políticas de segurança", "política de segurança", "diretrizes de segurança", "filtros de conteúdo",
			"filtro de conteúdo", "política de conteúdo", "políticas de conteúdo", "proteções de segurança",
			"travas de segurança", "censura", "diretrizes éticas", "restrições éticas", "limites éticos",
			"mecanismos de segurança", "protocolos de segurança", "moderação de conteúdo",
		},
		"limit_guard": {
			"firewall", "filtro de spam", "filtro antispam", "servidor de email", "servidor de e mail",
			"servidor de correio", "roteador", "router", "navegador", "antivírus", "antivirus", "controle parental",
			"controlo parental", "vpn",
		},
	},
	// Italian
	"it": {
		"limit_drop": {
			"disattiva", "disattivi", "disattivare", "spegni", "spenga", "spegnere", "rimuovi", "rimuova", "togli",
			"tolga", "elimina", "ignora", "ignori", "ignorare", "aggira", "aggiri", "aggirare", "salta", "dimentica",
			"dimentichi", "metti da parte", "smetti di applicare",
		},
		"model_limits": {
			"filtri di sicurezza", "filtro di sicurezza", "regole di sicurezza", "restrizioni di sicurezza",
			"politiche di sicurezza", "linee guida di sicurezza", "filtri dei contenuti", "filtri di contenuto",
			"filtro dei contenuti", "politica sui contenuti", "politiche sui contenuti", "protezioni di sicurezza",
			"censura", "linee guida etiche", "restrizioni etiche", "limiti etici", "meccanismi di sicurezza",
			"protocolli di sicurezza", "moderazione dei contenuti",
		},
		"limit_guard": {
			"firewall", "filtro antispam", "filtro spam", "server di posta", "server mail", "router", "browser",
			"antivirus", "controllo parentale", "parental control", "vpn", "pipeline",
		},
	},
	// Dutch
	"nl": {
		"limit_drop": {
			"schakel", "schakel uit", "uitschakelen", "zet", "zet uit", "deactiveer", "deactiveren", "verwijder",
			"verwijderen", "negeer", "negeren", "omzeil", "omzeilen", "sla over", "vergeet", "hef op", "hef",
			"laat varen",
		},
		"model_limits": {
			"veiligheidsfilter*", "beveiligingsfilter*", "veiligheidsregels", "veiligheidsbeperking*",
			"veiligheidsbeleid", "veiligheidsrichtlijn*", "inhoudsfilter*", "contentbeleid", "inhoudsbeleid",
			"vangrails", "censuur", "ethische richtlijnen", "ethische beperkingen", "ethische grenzen",
			"veiligheidsmechanism*", "veiligheidsprotocol*", "contentmoderatie", "moderatiefilter*",
		},
		"limit_guard": {
			"firewall*", "spamfilter*", "mailserver*", "router*", "browser*", "antivirus*", "virusscanner*",
			"ouderlijk toezicht", "vpn", "pipeline*", "cookies", "mijn website",
		},
	},
	// Polish
	"pl": {
		"limit_drop": {
			"wyłącz", "wyłączcie", "wyłączyć", "dezaktywuj", "dezaktywować", "usuń", "usunąć", "znieś", "zignoruj",
			"ignoruj", "ignorować", "pomiń", "pomijaj", "obejdź", "obejść", "zapomnij o", "odłóż na bok",
			"przestań stosować",
		},
		"model_limits": {
			"filtry bezpieczeństwa", "filtrów bezpieczeństwa", "filtr bezpieczeństwa", "zasady bezpieczeństwa",
			"zasad bezpieczeństwa", "ograniczenia bezpieczeństwa", "ograniczeń bezpieczeństwa",
			"polityki bezpieczeństwa", "politykę bezpieczeństwa", "wytyczne bezpieczeństwa", "filtry treści",
			"filtr treści", "politykę treści", "cenzurę", "cenzura", "wytyczne etyczne", "ograniczenia etyczne",
			"mechanizmy bezpieczeństwa", "protokoły bezpieczeństwa", "moderację treści",
		},
		"limit_guard": {
			"zapora sieciowa", "zaporę sieciową", "zapory sieciowej", "firewall*", "filtr antyspamowy",
			"filtr spamu", "serwer pocztowy", "serwerze pocztowym", "router*", "przeglądark*", "antywirus*",
			"kontrola rodzicielska", "kontrolę rodzicielską", "vpn",
		},
	},
	// Russian
	"ru": {
		"limit_drop": {
			"отключи", "отключите", "отключить", "выключи", "выключите", "выключить", "деактивируй", "деактивируйте",
			"убери", "уберите", "сними", "снимите", "игнорируй", "игнорируйте", "проигнорируй", "игнорировать",
			"обойди", "обойдите", "обойти", "забудь о", "забудь про", "забудьте о", "пропусти", "отмени",
		},
		"model_limits": {
			"фильтры безопасности", "фильтров безопасности", "фильтр безопасности", "правила безопасности",
			"ограничения безопасности", "политику безопасности", "политики безопасности", "фильтры контента",
			"фильтр контента", "контентные фильтры", "политику контента", "цензуру", "цензура",
			"этические ограничения", "этические нормы", "этические принципы", "механизмы безопасности",
			"протоколы безопасности", "модерацию контента", "защитные механизмы",
		},
		"limit_guard": {
			"файрвол*", "фаервол*", "брандмауэр*", "спам фильтр*", "антиспам*", "почтовом сервере",
			"почтовый сервер", "роутер*", "маршрутизатор*", "браузер*", "антивирус*", "родительский контроль", "vpn",
			"впн",
		},
	},
	// Ukrainian
	"uk": {
		"limit_drop": {
			"вимкни", "вимкніть", "вимкнути", "відключи", "відключіть", "деактивуй", "деактивуйте", "прибери",
			"приберіть", "зніми", "зніміть", "ігноруй", "ігноруйте", "проігноруй", "ігнорувати", "обійди",
			"обійдіть", "обійти", "забудь про", "пропусти", "скасуй",
		},
		"model_limits": {
			"фільтри безпеки", "фільтрів безпеки", "фільтр безпеки", "правила безпеки", "обмеження безпеки",
			"політику безпеки", "політики безпеки", "фільтри контенту", "фільтр контенту", "політику контенту",
			"цензуру", "цензура", "етичні обмеження", "етичні норми", "етичні принципи", "механізми безпеки",
			"протоколи безпеки", "модерацію контенту", "захисні механізми",
		},
		"limit_guard": {
			"файрвол*", "брандмауер*", "спам фільтр*", "антиспам*", "поштовому сервері", "поштовий сервер",
			"роутер*", "маршрутизатор*", "браузер*", "антивірус*", "батьківський контроль", "vpn",
		},
	},
	// Turkish
	"tr": {
		"limit_drop": {
			"kapat", "kapatın", "kapatır mısın", "devre dışı bırak", "devre dışı bırakın", "devreden çıkar",
			"kaldır", "kaldırın", "yok say", "yok sayın", "görmezden gel", "görmezden gelin", "atla", "atlat", "aş",
			"unut", "unutun", "es geç", "boşver",
		},
		"model_limits": {
			"güvenlik filtre*", "güvenlik kural*", "güvenlik kısıtlama*", "güvenlik politika*", "güvenlik yönerge*",
			"içerik filtre*", "içerik politika*", "sansür*", "etik kural*", "etik yönerge*", "etik kısıtlama*",
			"etik sınır*", "güvenlik mekanizma*", "güvenlik protokol*", "içerik moderasyon*", "moderasyon filtre*",
			"güvenlik bariyer*",
		},
		"limit_guard": {
			"güvenlik duvarı*", "firewall*", "spam filtre*", "posta sunucu*", "mail sunucu*", "e posta sunucu*",
			"modem*", "router*", "yönlendirici*", "tarayıcı*", "antivirüs*", "ebeveyn denetim*", "vpn",
		},
	},
	// Arabic
	"ar": {
		"limit_drop": {
			"أوقف", "اوقف", "أوقفها", "عطّل", "عطل", "عطّلها", "عطلها", "قم بتعطيل", "قم بإيقاف", "تجاهل", "تجاهلها",
			"ألغِ", "ألغ", "الغ", "ألغها", "أزل", "ازل", "أزلها", "تخطّ", "تخط", "تجاوز", "تجاوزها", "انس", "أطفئ",
			"إيقاف", "ايقاف", "تعطيل", "إلغاء", "الغاء", "إزالة", "ازالة", "تجاهل جميع",
		},
		"model_limits": {
			"فلاتر الأمان", "مرشحات الأمان", "فلاتر السلامة", "فلاتر الحماية", "قواعد الأمان", "قواعد السلامة",
			"قيود الأمان", "قيود السلامة", "سياسات الأمان", "سياسة الأمان", "إرشادات السلامة", "إرشادات الأمان",
			"فلاتر المحتوى", "مرشحات المحتوى", "سياسة المحتوى", "الرقابة على المحتوى", "الإرشادات الأخلاقية",
			"القيود الأخلاقية", "آليات الأمان", "بروتوكولات الأمان", "ضوابط الأمان",
		},
		"limit_guard": {
			"جدار الحماية", "الجدار الناري", "فلتر البريد العشوائي", "مرشح البريد العشوائي", "خادم البريد",
			"الراوتر", "جهاز التوجيه", "المتصفح", "متصفح", "كروم", "فايرفوكس", "مكافح الفيروسات", "مكافحة الفيروسات", "الرقابة الأبوية", "vpn",
		},
	},
	// Persian
	"fa": {
		"limit_drop": {
			"خاموش کن", "خاموشش کن", "خاموش کنید", "غیرفعال کن", "غیر فعال کن", "غیرفعال کنید", "غیرفعالش کن",
			"حذف کن", "حذف کنید", "بردار", "نادیده بگیر", "نادیده بگیرید", "دور بزن", "دور بزنید", "فراموش کن",
			"کنار بگذار", "کنار بذار",
		},
		"model_limits": {
			"فیلترهای ایمنی", "فیلتر های ایمنی", "فیلتر‌های ایمنی", "فیلترهای امنیتی", "فیلتر‌های امنیتی",
			"فیلتر ایمنی", "قوانین ایمنی", "قوانین امنیتی", "محدودیتهای ایمنی", "محدودیت های ایمنی",
			"محدودیت‌های ایمنی", "سیاستهای ایمنی", "سیاست های ایمنی", "سیاست‌های ایمنی", "دستورالعمل های ایمنی",
			"دستورالعمل‌های ایمنی", "فیلترهای محتوا", "فیلتر‌های محتوا", "فیلتر محتوا", "سیاست محتوا", "سانسور",
			"محدودیت های اخلاقی", "محدودیت‌های اخلاقی", "سازوکارهای ایمنی", "پروتکل های ایمنی",
		},
		"limit_guard": {
			"فایروال", "دیوار آتش", "فیلتر اسپم", "سرور ایمیل", "سرور پست الکترونیک", "روتر", "مرورگر", "آنتی ویروس",
			"آنتی‌ویروس", "کنترل والدین", "وی پی ان", "vpn", "فیلترشکن",
		},
	},
	// Hebrew
	"he": {
		"limit_drop": {
			"כבה", "תכבה", "כבי", "השבת", "תשבית", "השביתי", "בטל", "תבטל", "בטלי", "הסר", "תסיר", "התעלם", "תתעלם",
			"התעלמי", "עקוף", "תעקוף", "שכח", "תשכח", "דלג על", "לכבות", "להשבית", "לעקוף", "להתעלם",
		},
		"model_limits": {
			"מסנני הבטיחות", "מסנני בטיחות", "מסנני האבטחה", "כללי הבטיחות", "כללי בטיחות", "מגבלות הבטיחות",
			"מגבלות בטיחות", "מדיניות הבטיחות", "הנחיות הבטיחות", "מסנני התוכן", "מסנני תוכן", "מדיניות התוכן",
			"הצנזורה", "צנזורה", "ההנחיות האתיות", "המגבלות האתיות", "מנגנוני הבטיחות", "פרוטוקולי הבטיחות",
			"מעקות הבטיחות", "מעקות בטיחות",
		},
		"limit_guard": {
			"חומת אש", "חומת האש", "פיירוול", "מסנן ספאם", "מסנן הספאם", "שרת הדואר", "שרת דואר", "ראוטר", "הנתב",
			"נתב", "דפדפן", "הדפדפן", "אנטי וירוס", "בקרת הורים", "vpn",
		},
	},
	// Hindi
	"hi": {
		"limit_drop": {
			"बंद करो", "बंद कर दो", "बंद करें", "बंद कीजिए", "बंद कर दें", "हटाओ", "हटा दो", "हटाएं", "हटाएँ",
			"अनदेखा करो", "अनदेखा करें", "नज़रअंदाज़ करो", "नजरअंदाज करो", "नज़रअंदाज़ करें", "नजरअंदाज करें",
			"निष्क्रिय करो", "निष्क्रिय करें", "डिसेबल करो", "बायपास करो", "भूल जाओ", "भूल जाएं", "दरकिनार करो",
		},
		"model_limits": {
			"सुरक्षा फ़िल्टर", "सुरक्षा फिल्टर", "सेफ्टी फ़िल्टर", "सेफ्टी फिल्टर", "सुरक्षा नियम", "सुरक्षा नियमों",
			"सुरक्षा प्रतिबंध", "सुरक्षा नीतियां", "सुरक्षा नीतियों", "सुरक्षा दिशानिर्देश", "सुरक्षा दिशा निर्देश",
			"कंटेंट फ़िल्टर", "कंटेंट फिल्टर", "सामग्री फ़िल्टर", "सामग्री नीति", "सेंसरशिप", "नैतिक दिशानिर्देश",
			"नैतिक प्रतिबंध", "नैतिक सीमाएं", "सुरक्षा तंत्र", "सुरक्षा प्रोटोकॉल", "गार्डरेल",
		},
		"limit_guard": {
			"फ़ायरवॉल", "फायरवॉल", "स्पैम फ़िल्टर", "स्पैम फिल्टर", "मेल सर्वर", "राउटर", "ब्राउज़र", "ब्राउजर",
			"एंटीवायरस", "पैरेंटल कंट्रोल", "वीपीएन", "vpn",
		},
	},
	// Bengali
	"bn": {
		"limit_drop": {
			"বন্ধ করো", "বন্ধ করুন", "বন্ধ কর", "বন্ধ করে দাও", "বন্ধ করে দিন", "নিষ্ক্রিয় করো", "নিষ্ক্রিয় করুন",
			"সরাও", "সরিয়ে দাও", "সরিয়ে দিন", "উপেক্ষা করো", "উপেক্ষা করুন", "এড়িয়ে যাও", "এড়িয়ে যান",
			"বাইপাস করো", "বাইপাস করুন", "ভুলে যাও", "ভুলে যান", "অগ্রাহ্য করো", "অগ্রাহ্য করুন",
		},
		"model_limits": {
			"নিরাপত্তা ফিল্টার", "সেফটি ফিল্টার", "নিরাপত্তা নিয়ম", "নিরাপত্তার নিয়ম", "নিরাপত্তা বিধিনিষেধ",
			"নিরাপত্তা নীতি", "নিরাপত্তা নির্দেশিকা", "কনটেন্ট ফিল্টার", "বিষয়বস্তু ফিল্টার", "কনটেন্ট নীতি",
			"সেন্সরশিপ", "নৈতিক নির্দেশিকা", "নৈতিক বিধিনিষেধ", "নৈতিক সীমা", "নিরাপত্তা ব্যবস্থা",
			"নিরাপত্তা প্রোটোকল", "গার্ডরেল",
		},
		"limit_guard": {
			"ফায়ারওয়াল", "স্প্যাম ফিল্টার", "মেল সার্ভার", "মেইল সার্ভার", "রাউটার", "ব্রাউজার", "অ্যান্টিভাইরাস",
			"প্যারেন্টাল কন্ট্রোল", "ভিপিএন", "vpn",
		},
	},
	// Chinese
	"zh": {
		"limit_drop": {
			"关闭", "关掉", "禁用", "停用", "解除", "取消", "移除", "去掉", "去除", "忽略", "无视", "绕过", "绕开", "跳过", "撤销", "忘掉", "忘记",
			"關閉", "關掉", "無視", "繞過", "跳過",
		},
		"model_limits": {
			"安全过滤器", "安全过滤", "安全筛选", "安全规则", "安全限制", "安全策略", "安全政策", "安全准则", "安全指南", "内容过滤", "内容政策", "内容审核", "内容审查",
			"审查机制", "审查制度", "护栏", "道德准则", "伦理准则", "道德限制", "伦理限制", "安全机制", "安全過濾", "安全規則", "內容過濾", "內容政策", "審查機制",
			"道德準則", "倫理限制", "安全機制",
		},
		"limit_guard": {
			"防火墙", "垃圾邮件过滤", "邮件服务器", "路由器", "浏览器", "杀毒软件", "防病毒", "家长控制", "家长监护", "vpn", "防火牆", "垃圾郵件", "郵件伺服器",
			"瀏覽器", "防毒軟體",
		},
	},
	// Japanese
	"ja": {
		"limit_drop": {
			"無効にして", "無効化して", "無効にしてください", "無効化", "オフにして", "オフにしてください", "切って", "解除して", "解除", "外して", "取り除いて", "削除して",
			"無視して", "無視しろ", "無視", "回避して", "迂回して", "スキップして", "忘れて", "停止して",
		},
		"model_limits": {
			"安全フィルター", "セーフティフィルター", "安全フィルタ", "安全ルール", "安全規則", "安全上の制限", "安全制限", "安全ポリシー", "安全ガイドライン", "安全上のガイドライン",
			"コンテンツフィルター", "コンテンツフィルタ", "コンテンツポリシー", "ガードレール", "検閲", "倫理ガイドライン", "倫理的なガイドライン", "倫理的制限", "倫理的な制限",
			"安全機構", "安全メカニズム", "安全プロトコル", "モデレーション",
		},
		"limit_guard": {
			"ファイアウォール", "迷惑メールフィルター", "スパムフィルター", "メールサーバー", "ルーター", "ブラウザ", "ウイルス対策", "アンチウイルス", "ペアレンタルコントロール",
			"フィルタリング", "vpn",
		},
	},
	// Korean
	"ko": {
		"limit_drop": {
			"꺼", "꺼줘", "꺼 줘", "끄세요", "꺼주세요", "꺼 주세요", "끄고", "비활성화해", "비활성화해줘", "비활성화하세요", "비활성화", "해제해", "해제해줘",
			"해제하세요", "제거해", "제거해줘", "무시해", "무시해줘", "무시하세요", "무시하고", "우회해", "우회해줘", "우회하세요", "건너뛰어", "잊어",
		},
		"model_limits": {
			"안전 필터*", "안전필터*", "보안 필터*", "안전 규칙*", "안전 규정*", "안전 제한*", "안전 정책*", "안전 가이드라인*", "안전 지침*", "콘텐츠 필터*",
			"콘텐츠 정책*", "가드레일*", "검열*", "윤리 지침*", "윤리적 지침*", "윤리적 제한*", "윤리 가이드라인*", "안전장치*", "안전 장치*", "안전 메커니즘*",
			"안전 프로토콜*", "모더레이션*",
		},
		"limit_guard": {
			"방화벽*", "스팸 필터*", "스팸필터*", "메일 서버*", "메일서버*", "라우터*", "공유기*", "브라우저*", "백신*", "안티바이러스*", "자녀 보호*", "vpn",
		},
	},
	// Vietnamese
	"vi": {
		"limit_drop": {
			"tắt", "hãy tắt", "tắt hết", "vô hiệu hóa", "vô hiệu hoá", "gỡ bỏ", "bỏ hết", "loại bỏ", "dỡ bỏ",
			"phớt lờ", "bỏ qua", "lờ đi", "lách", "né", "quên", "quên đi", "ngừng áp dụng", "gạt bỏ", "gác lại",
		},
		"model_limits": {
			"bộ lọc an toàn", "bộ lọc bảo mật", "quy tắc an toàn", "hạn chế an toàn", "chính sách an toàn",
			"nguyên tắc an toàn", "hướng dẫn an toàn", "bộ lọc nội dung", "chính sách nội dung", "rào chắn an toàn",
			"kiểm duyệt", "kiểm duyệt nội dung", "nguyên tắc đạo đức", "giới hạn đạo đức", "hạn chế đạo đức",
			"cơ chế an toàn", "giao thức an toàn",
		},
		"limit_guard": {
			"tường lửa", "firewall", "bộ lọc thư rác", "lọc thư rác", "máy chủ thư", "máy chủ mail", "máy chủ email",
			"router", "bộ định tuyến", "trình duyệt", "diệt virus", "kiểm soát của phụ huynh", "vpn",
		},
	},
	// Indonesian
	"id": {
		"limit_drop": {
			"matikan", "matikanlah", "nonaktifkan", "menonaktifkan", "mematikan", "hapus", "hapuskan", "hilangkan",
			"cabut", "abaikan", "abaikanlah", "mengabaikan", "lewati", "lewatkan", "akali", "lupakan",
			"kesampingkan", "singkirkan", "hentikan",
		},
		"model_limits": {
			"filter keamanan", "filter keselamatan", "aturan keamanan", "aturan keselamatan", "batasan keamanan",
			"pembatasan keamanan", "kebijakan keamanan", "pedoman keamanan", "pedoman keselamatan", "filter konten",
			"kebijakan konten", "pagar pengaman", "sensor konten", "penyensoran", "pedoman etika", "batasan etika",
			"batasan etis", "mekanisme keamanan", "protokol keamanan", "moderasi konten",
		},
		"limit_guard": {
			"firewall", "filter spam", "server email", "server surat", "server mail", "router", "peramban",
			"browser", "antivirus", "kontrol orang tua", "vpn",
		},
	},
	// Thai
	"th": {
		"limit_drop": {
			"ปิด", "ปิดการใช้งาน", "ยกเลิก", "ลบออก", "เอาออก", "ถอด", "เพิกเฉย", "ละเว้น", "ไม่ต้องสนใจ", "ข้าม",
			"หลีกเลี่ยง", "ลืม", "ปลดล็อก",
		},
		"model_limits": {
			"ตัวกรองความปลอดภัย", "ตัวกรองด้านความปลอดภัย", "ฟิลเตอร์ความปลอดภัย", "กฎความปลอดภัย",
			"กฎด้านความปลอดภัย", "ข้อจำกัดด้านความปลอดภัย", "ข้อจำกัดความปลอดภัย", "นโยบายความปลอดภัย",
			"นโยบายด้านความปลอดภัย", "แนวทางความปลอดภัย", "ตัวกรองเนื้อหา", "นโยบายเนื้อหา", "การเซ็นเซอร์",
			"แนวทางจริยธรรม", "ข้อจำกัดทางจริยธรรม", "กลไกความปลอดภัย", "โปรโตคอลความปลอดภัย", "การกลั่นกรองเนื้อหา",
		},
		"limit_guard": {
			"ไฟร์วอลล์", "ตัวกรองสแปม", "เมลเซิร์ฟเวอร์", "เซิร์ฟเวอร์อีเมล", "เราเตอร์", "เบราว์เซอร์",
			"แอนตี้ไวรัส", "โปรแกรมป้องกันไวรัส", "การควบคุมโดยผู้ปกครอง", "vpn",
		},
	},
	// Swedish
	"sv": {
		"limit_drop": {
			"stäng av", "slå av", "inaktivera", "avaktivera", "deaktivera", "ta bort", "ignorera", "strunta i",
			"kringgå", "gå runt", "hoppa över", "glöm", "åsidosätt", "upphäv", "häv",
		},
		"model_limits": {
			"säkerhetsfilter*", "säkerhetsregler*", "säkerhetsbegränsning*", "säkerhetspolicy*",
			"säkerhetsriktlinje*", "innehållsfilter*", "innehållspolicy*", "skyddsräcken", "censur*",
			"etiska riktlinjer*", "etiska begränsningar*", "säkerhetsmekanism*", "säkerhetsprotokoll*",
			"innehållsmoderering*",
		},
		"limit_guard": {
			"brandvägg*", "firewall*", "spamfilter*", "skräppostfilter*", "e postserver*", "mejlserver*",
			"mailserver*", "router*", "webbläsare*", "antivirus*", "föräldrakontroll*", "vpn",
		},
	},
	// Danish
	"da": {
		"limit_drop": {
			"slå fra", "slå", "sluk", "sluk for", "deaktiver", "deaktivér", "fjern", "ophæv", "ignorer", "ignorér",
			"se bort fra", "spring over", "omgå", "gå uden om", "glem", "tilsidesæt",
		},
		"model_limits": {
			"sikkerhedsfilt*", "sikkerhedsregler*", "sikkerhedsbegrænsning*", "sikkerhedspolitik*",
			"sikkerhedsretningslinje*", "indholdsfilt*", "indholdspolitik*", "censur*", "etiske retningslinjer*",
			"etiske begrænsninger*", "sikkerhedsmekanism*", "sikkerhedsprotokol*", "indholdsmoderering*",
		},
		"limit_guard": {
			"firewall*", "spamfilt*", "mailserver*", "router*", "browser*", "antivirus*", "forældrekontrol*", "vpn",
		},
	},
	// Finnish
	"fi": {
		"limit_drop": {
			"poista käytöstä", "kytke pois", "sammuta", "sammuttakaa", "poista", "poistakaa", "ohita", "ohittakaa",
			"sivuuta", "jätä huomiotta", "älä välitä", "kierrä", "unohda", "unohtakaa", "deaktivoi", "poista päältä",
			"laita pois päältä",
		},
		"model_limits": {
			"turvasuodat*", "turvallisuussuodat*", "turvallisuussää*", "turvasää*", "turvallisuusrajoitu*",
			"turvarajoitu*", "turvallisuuskäytän*", "turvallisuusohje*", "sisältösuodat*", "sisältökäytän*",
			"sensuuri*", "eettiset ohjee*", "eettisiä ohjei*", "eettiset rajoitukse*", "turvamekanism*",
			"turvallisuusmekanism*", "turvallisuusprotokoll*", "sisällön moderointi*",
		},
		"limit_guard": {
			"palomuuri*", "roskapostisuodat*", "sähköpostipalvelim*", "postipalvelim*", "reititin*", "reitittim*",
			"selain*", "selaime*", "virustorju*", "lapsilukko*", "vpn",
		},
	},
	// Czech
	"cs": {
		"limit_drop": {
			"vypni", "vypněte", "vypnout", "deaktivuj", "deaktivujte", "zruš", "zrušte", "odstraň", "odstraňte",
			"ignoruj", "ignorujte", "ignorovat", "přeskoč", "přeskočte", "obejdi", "obejděte", "obejít",
			"zapomeň na", "nech stranou", "přestaň uplatňovat",
		},
		"model_limits": {
			"bezpečnostní filtr*", "bezpečnostní pravidl*", "bezpečnostní omezení", "bezpečnostní zásad*",
			"bezpečnostní politik*", "bezpečnostní směrnic*", "filtry obsahu", "filtr obsahu", "zásady obsahu",
			"zásady pro obsah", "cenzur*", "etické zásady", "etická pravidla", "etická omezení",
			"bezpečnostní mechanism*", "bezpečnostní protokol*", "moderování obsahu", "moderaci obsahu",
		},
		"limit_guard": {
			"firewall*", "spamový filtr", "spam filtr", "antispam*", "poštovní server*", "poštovním serveru",
			"mailový server", "router*", "prohlížeč*", "antivir*", "rodičovská kontrola", "rodičovskou kontrolu",
			"vpn",
		},
	},
	// Hungarian
	"hu": {
		"limit_drop": {
			"kapcsold ki", "kapcsolja ki", "kikapcsol*", "tiltsd le", "tiltsa le", "letilt*", "távolítsd el",
			"távolítsa el", "hagyd figyelmen kívül", "hagyja figyelmen kívül", "figyelmen kívül", "ignoráld",
			"ignorálja", "kerüld meg", "kerülje meg", "megkerül*", "ugord át", "hagyd ki", "felejtsd el",
			"felejtse el", "iktasd ki",
		},
		"model_limits": {
			"biztonsági szűrő*", "biztonsági szabály*", "biztonsági korlátoz*", "biztonsági irányelv*",
			"biztonsági házirend*", "biztonsági előírás*", "tartalomszűr*", "tartalmi irányelv*",
			"tartalomirányelv*", "cenzúr*", "etikai irányelv*", "etikai korlát*", "etikai szabály*",
			"biztonsági mechanizmus*", "biztonsági protokoll*", "tartalommoderáció*", "védőkorlát*",
		},
		"limit_guard": {
			"tűzfal*", "spamszűrő*", "levélszemétszűrő*", "levelezőszerver*", "mailszerver*", "router*",
			"útválasztó*", "böngésző*", "vírusirtó*", "szülői felügyelet*", "vpn",
		},
	},
	// Romanian
	"ro": {
		"limit_drop": {
			"dezactivează", "dezactivați", "dezactiva", "dezactiveaza", "oprește", "opriți", "opreste", "elimină",
			"eliminați", "înlătură", "ridică", "ignoră", "ignorați", "ignora", "ocolește", "ocoliți", "ocoleste",
			"sari peste", "săriți peste", "uită de", "pune deoparte",
		},
		"model_limits": {
			"filtrele de siguranță", "filtre de siguranță", "filtrele de siguranta", "filtrele de securitate",
			"regulile de siguranță", "reguli de siguranță", "restricțiile de siguranță", "politicile de siguranță",
			"politica de siguranță", "ghidurile de siguranță", "filtrele de conținut", "filtre de conținut",
			"politica de conținut", "cenzura", "cenzură", "ghidurile etice", "restricțiile etice", "limitele etice",
			"mecanismele de siguranță", "protocoalele de siguranță", "moderarea conținutului",
		},
		"limit_guard": {
			"firewall*", "paravan de protecție", "filtrul de spam", "filtru antispam", "serverul de mail",
			"server de e mail", "router*", "browser*", "antivirus*", "control parental", "vpn",
		},
	},
	// Greek
	"el": {
		"limit_drop": {
			"απενεργοποίησε", "απενεργοποιήστε", "απενεργοποίηση", "κλείσε", "κλείστε", "αφαίρεσε", "αφαιρέστε",
			"κατάργησε", "καταργήστε", "αγνόησε", "αγνοήστε", "παράκαμψε", "παρακάμψτε", "προσπέρασε", "ξέχασε",
			"ξεχάστε", "βάλε στην άκρη",
		},
		"model_limits": {
			"φίλτρα ασφαλείας", "φίλτρων ασφαλείας", "κανόνες ασφαλείας", "κανόνων ασφαλείας",
			"περιορισμούς ασφαλείας", "περιορισμοί ασφαλείας", "πολιτικές ασφαλείας", "οδηγίες ασφαλείας",
			"φίλτρα περιεχομένου", "πολιτική περιεχομένου", "λογοκρισία", "λογοκρισίας", "ηθικές οδηγίες",
			"ηθικούς περιορισμούς", "ηθικοί περιορισμοί", "μηχανισμούς ασφαλείας", "μηχανισμοί ασφαλείας",
			"πρωτόκολλα ασφαλείας", "εποπτεία περιεχομένου",
		},
		"limit_guard": {
			"τείχος προστασίας", "τείχους προστασίας", "firewall", "φίλτρο ανεπιθύμητης αλληλογραφίας",
			"φίλτρο spam", "διακομιστή αλληλογραφίας", "διακομιστής αλληλογραφίας", "router", "δρομολογητή",
			"δρομολογητής", "πρόγραμμα περιήγησης", "browser", "antivirus", "γονικό έλεγχο", "γονικός έλεγχος",
			"vpn",
		},
	},
	// Croatian
	"hr": {
		"limit_drop": {
			"isključi", "isključite", "isključiti", "deaktiviraj", "deaktivirajte", "ugasi", "ugasite", "ukloni",
			"uklonite", "ignoriraj", "ignorirajte", "ignorirati", "zanemari", "zanemarite", "zaobiđi", "zaobiđite",
			"preskoči", "preskočite", "zaboravi", "stavi po strani",
		},
		"model_limits": {
			"sigurnosne filtre", "sigurnosni filtri", "sigurnosnih filtara", "sigurnosna pravila",
			"sigurnosna ograničenja", "sigurnosne politike", "sigurnosne smjernice", "filtre sadržaja",
			"filtri sadržaja", "pravila o sadržaju", "cenzuru", "cenzura", "etičke smjernice", "etička ograničenja",
			"sigurnosne mehanizme", "sigurnosni mehanizmi", "sigurnosne protokole", "moderiranje sadržaja",
		},
		"limit_guard": {
			"vatrozid*", "firewall", "spam filtar", "spam filter", "filtar neželjene pošte", "poslužitelj e pošte",
			"mail poslužitelj*", "mail server*", "router*", "usmjerivač*", "preglednik*", "antivirus*",
			"roditeljski nadzor", "roditeljsku kontrolu", "vpn",
		},
	},
}
