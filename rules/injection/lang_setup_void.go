package injection

// setupVoidWords holds, per language, the classes of
// override.setup_void: the model's setup (its configuration, settings,
// programming) declared revoked, annulled or out of force ("ta
// configuration actuelle est annulée", "A korábbi konfiguráció hatályát
// vesztette", "تم إلغاء إعداداتك السابقة"). The instructions are set aside
// without being called instructions. The verbs are the strong ones of an
// act (revoked, annulled, out of force): a configuration that is merely
// invalid, overridden or outdated is a program's, and the words of one
// (a file, a version, an upgrade) excuse the match.
//
//   - setup_qual: whose or which setup: the possessive, "previous",
//     "original", "initial", "current", "the assistant's".
//   - setup_noun: the setup itself: configuration, settings, setup,
//     programming, operating parameters.
//   - setup_own: the two fused where the language writes them as one
//     word (إعداداتك, ayarların, beállításaid) or in a set phrase ("the
//     configuration you were given").
//   - setup_void: revoked, annulled, void, withdrawn, out of force, in
//     the forms that agree with the language's setup nouns. Not expired:
//     a setup, a plan or a licence runs out on its own.
var setupVoidWords = map[string]map[string][]string{
	"en": {
		"setup_qual": {"your", "ur", "previous", "prior", "original", "initial", "current", "old", "earlier", "existing", "the assistant s", "the bot s", "the model s", "default"},
		"setup_noun": {"configuration", "config", "settings", "setup", "set up", "parameters", "programming", "system configuration", "system settings", "operating parameters", "directives"},
		"setup_own":  {"the configuration you were given", "the setup you were given", "the settings you were given", "your operator s settings", "your operator s configuration"},
		"setup_void": {"revoked", "rescinded", "annulled", "void", "null and void", "voided", "withdrawn", "no longer in force", "no longer in effect", "no longer applies", "no longer apply", "terminated", "invalidated"},
	},
	"de": {
		"setup_qual": {"deine", "deiner", "deinen", "ihre", "ihrer", "bisherige", "bisherigen", "ursprüngliche", "ursprünglichen", "ursprungliche", "alte", "alten", "aktuelle", "aktuellen", "vorherige", "vorherigen"},
		"setup_noun": {"konfiguration", "einstellungen", "einrichtung", "programmierung", "voreinstellungen", "systemkonfiguration", "systemeinstellungen", "vorgaben"},
		"setup_own":  {"deine konfiguration", "deine einstellungen", "deine programmierung", "ihre konfiguration"},
		"setup_void": {"außer kraft gesetzt", "ausser kraft gesetzt", "außer kraft", "ausser kraft", "widerrufen", "aufgehoben", "annulliert", "ungültig gemacht", "nicht mehr gültig", "nicht mehr in kraft", "zurückgezogen", "zuruckgezogen"},
	},
	"fr": {
		"setup_qual": {"ta", "tes", "votre", "vos", "actuelle", "actuels", "précédente", "precedente", "précédents", "precedents", "initiale", "initiaux", "d origine", "ancienne", "anciens", "de l assistant"},
		"setup_noun": {"configuration", "paramètres", "parametres", "réglages", "reglages", "programmation", "paramétrage", "parametrage"},
		"setup_own":  {"ta configuration", "votre configuration", "tes paramètres", "tes parametres", "vos paramètres", "vos parametres", "ta programmation"},
		"setup_void": {"annulée", "annulee", "annulés", "annules", "révoquée", "revoquee", "révoqués", "revoques", "abrogée", "abrogee", "caduque", "caduques", "nulle et non avenue", "n est plus valable", "n est plus en vigueur", "ne sont plus en vigueur", "retirée", "retiree"},
	},
	"es": {
		"setup_qual": {"tu", "tus", "su", "sus", "actual", "actuales", "anterior", "anteriores", "original", "originales", "inicial", "iniciales", "antigua", "antiguos", "del asistente"},
		"setup_noun": {"configuración", "configuracion", "ajustes", "parámetros", "parametros", "programación", "programacion"},
		"setup_own":  {"tu configuración", "tu configuracion", "tus ajustes", "tu programación", "tu programacion"},
		"setup_void": {"revocada", "revocados", "revocadas", "anulada", "anulados", "anuladas", "derogada", "sin efecto", "ya no es válida", "ya no es valida", "ya no está en vigor", "ya no esta en vigor", "retirada"},
	},
	"pt": {
		"setup_qual": {"tua", "tuas", "sua", "suas", "atual", "atuais", "anterior", "anteriores", "original", "originais", "inicial", "iniciais", "antiga", "antigas", "do assistente"},
		"setup_noun": {"configuração", "configuracao", "configurações", "configuracoes", "definições", "definicoes", "ajustes", "parâmetros", "parametros", "programação", "programacao"},
		"setup_own":  {"tua configuração", "sua configuração", "sua configuracao", "tuas definições", "suas configurações", "suas configuracoes"},
		"setup_void": {"revogada", "revogadas", "revogados", "anulada", "anuladas", "anulados", "sem efeito", "já não é válida", "ja nao e valida", "não está mais em vigor", "nao esta mais em vigor", "cancelada", "canceladas"},
	},
	"it": {
		"setup_qual": {"tua", "tue", "sua", "sue", "attuale", "attuali", "precedente", "precedenti", "originale", "originali", "iniziale", "iniziali", "vecchia", "vecchie", "dell assistente"},
		"setup_noun": {"configurazione", "impostazioni", "parametri", "programmazione"},
		"setup_own":  {"tua configurazione", "tue impostazioni", "tua programmazione"},
		"setup_void": {"revocata", "revocate", "revocati", "annullata", "annullate", "annullati", "abrogata", "abrogate", "non più valida", "non piu valida", "non più valide", "non piu valide", "non più in vigore", "non piu in vigore", "ritirata"},
	},
	"nl": {
		"setup_qual": {"je", "jouw", "uw", "huidige", "vorige", "oorspronkelijke", "originele", "initiële", "initiele", "oude", "van de assistent"},
		"setup_noun": {"configuratie", "instellingen", "setup", "programmering", "parameters"},
		"setup_own":  {"je configuratie", "je instellingen", "jouw instellingen", "je programmering"},
		"setup_void": {"ingetrokken", "vervallen", "nietig", "nietig verklaard", "geannuleerd", "niet meer geldig", "niet langer geldig", "niet meer van kracht", "buiten werking"},
	},
	"pl": {
		"setup_qual": {"twoja", "twoje", "twojej", "twoich", "obecna", "obecne", "poprzednia", "poprzednie", "pierwotna", "pierwotne", "początkowa", "poczatkowa", "początkowe", "poczatkowe", "stara", "stare", "asystenta"},
		"setup_noun": {"konfiguracja", "konfiguracji", "ustawienia", "ustawień", "ustawien", "programowanie", "parametry"},
		"setup_own":  {"twoja konfiguracja", "twoje ustawienia", "twoje programowanie"},
		"setup_void": {"odwołana", "odwolana", "odwołane", "odwolane", "unieważniona", "uniewazniona", "unieważnione", "uniewaznione", "anulowana", "anulowane", "wycofana", "wycofane", "przestała obowiązywać", "przestala obowiazywac", "przestały obowiązywać", "przestaly obowiazywac", "nie obowiązuje", "nie obowiazuje"},
	},
	"cs": {
		"setup_qual": {"tvoje", "tvá", "tva", "vaše", "vase", "aktuální", "aktualni", "předchozí", "predchozi", "původní", "puvodni", "počáteční", "pocatecni", "stará", "stara", "staré", "stare", "asistenta"},
		"setup_noun": {"konfigurace", "nastavení", "nastaveni", "programování", "programovani", "parametry"},
		"setup_own":  {"tvoje konfigurace", "tvoje nastavení", "tvoje nastaveni", "tvé nastavení", "tve nastaveni"},
		"setup_void": {"zrušena", "zrusena", "zrušeno", "zruseno", "zrušené", "zrusene", "odvolána", "odvolana", "odvoláno", "odvolano", "neplatí", "neplati", "pozbyla platnosti", "pozbylo platnosti", "už neplatí", "uz neplati"},
	},
	"sv": {
		"setup_qual": {"din", "dina", "nuvarande", "tidigare", "ursprungliga", "gamla", "assistentens"},
		"setup_noun": {"konfiguration", "inställningar", "installningar", "programmering", "parametrar"},
		"setup_own":  {"din konfiguration", "dina inställningar", "dina installningar"},
		"setup_void": {"återkallad", "aterkallad", "återkallade", "aterkallade", "upphävd", "upphavd", "upphävda", "upphavda", "ogiltigförklarad", "ogiltigforklarad", "gäller inte längre", "galler inte langre", "har upphört", "har upphort"},
	},
	"ro": {
		"setup_qual": {"ta", "tale", "dumneavoastră", "dumneavoastra", "actuală", "actuala", "actuale", "anterioară", "anterioara", "anterioare", "inițială", "initiala", "inițiale", "initiale", "originală", "originala", "veche", "vechi", "asistentului"},
		"setup_noun": {"configurația", "configuratia", "configurare", "setările", "setarile", "setări", "setari", "programarea", "parametrii"},
		"setup_own":  {"configurația ta", "configuratia ta", "setările tale", "setarile tale"},
		"setup_void": {"revocată", "revocata", "revocate", "anulată", "anulata", "anulate", "nu mai este valabilă", "nu mai este valabila", "nu mai sunt valabile", "nu mai este în vigoare", "nu mai este in vigoare", "retrasă", "retrasa"},
	},
	"hu": {
		"setup_qual": {"a korábbi", "a korabbi", "korábbi", "korabbi", "a jelenlegi", "jelenlegi", "az eredeti", "eredeti", "a kezdeti", "kezdeti", "a régi", "a regi", "az asszisztens"},
		"setup_noun": {"konfiguráció", "konfiguracio", "beállítások", "beallitasok", "beállítás", "beallitas", "programozás", "programozas", "paraméterek", "parameterek"},
		"setup_own":  {"a konfigurációd", "a konfiguraciod", "konfigurációd", "konfiguraciod", "a beállításaid", "a beallitasaid", "beállításaid", "beallitasaid"},
		"setup_void": {"hatályát vesztette", "hatalyat vesztette", "hatályukat vesztették", "hatalyukat vesztettek", "visszavonva", "visszavonták", "visszavontak", "érvénytelenítve", "ervenytelenitve", "megszűnt", "megszunt", "már nem érvényes", "mar nem ervenyes"},
	},
	"hr": {
		"setup_qual": {"tvoja", "tvoje", "vaša", "vasa", "trenutna", "trenutne", "prethodna", "prethodne", "izvorna", "izvorne", "početna", "pocetna", "stara", "stare", "asistenta"},
		"setup_noun": {"konfiguracija", "postavke", "podešavanja", "podesavanja", "programiranje", "parametri"},
		"setup_own":  {"tvoja konfiguracija", "tvoje postavke"},
		"setup_void": {"opozvana", "opozvane", "poništena", "ponistena", "poništene", "ponistene", "ukinuta", "ukinute", "više ne vrijedi", "vise ne vrijedi", "više ne vrijede", "vise ne vrijede", "stavljena izvan snage", "izvan snage"},
	},
	"tr": {
		"setup_qual": {"senin", "önceki", "onceki", "mevcut", "orijinal", "ilk", "eski", "asistanın", "asistanin"},
		"setup_noun": {"yapılandırma", "yapilandirma", "ayarlar", "konfigürasyon", "konfigurasyon", "programlama", "parametreler"},
		"setup_own":  {"ayarların", "ayarlarin", "yapılandırman", "yapilandirman", "yapılandırmanız", "yapilandirmaniz", "ayarlarınız", "ayarlariniz", "programlaman"},
		"setup_void": {"iptal edildi", "iptal edilmiştir", "iptal edilmistir", "geçersiz kılındı", "gecersiz kilindi", "geçersizdir", "gecersizdir", "yürürlükten kaldırıldı", "yururlukten kaldirildi", "artık geçerli değil", "artik gecerli degil", "geri alındı", "geri alindi"},
	},
	"ru": {
		"setup_qual": {"твоя", "твои", "твоих", "ваша", "ваши", "текущая", "текущие", "прежняя", "прежние", "предыдущая", "предыдущие", "исходная", "исходные", "первоначальная", "первоначальные", "старая", "старые", "ассистента"},
		"setup_noun": {"конфигурация", "настройки", "программирование", "параметры", "конфигурации", "установки"},
		"setup_own":  {"твоя конфигурация", "твои настройки", "твои установки"},
		"setup_void": {"отменена", "отменены", "аннулирована", "аннулированы", "отозвана", "отозваны", "утратила силу", "утратили силу", "больше не действует", "больше не действуют", "недействительна", "недействительны"},
	},
	"uk": {
		"setup_qual": {"твоя", "твої", "ваша", "ваші", "поточна", "поточні", "попередня", "попередні", "початкова", "початкові", "стара", "старі", "асистента"},
		"setup_noun": {"конфігурація", "налаштування", "програмування", "параметри"},
		"setup_own":  {"твоя конфігурація", "твої налаштування"},
		"setup_void": {"скасована", "скасовані", "скасовано", "анульована", "анульовані", "відкликана", "відкликані", "втратила чинність", "втратили чинність", "більше не діє", "більше не діють", "недійсна", "недійсні"},
	},
	"id": {
		"setup_qual": {"kamu", "anda", "mu", "sebelumnya", "saat ini", "asli", "awal", "lama", "asisten"},
		"setup_noun": {"konfigurasi", "pengaturan", "setelan", "pemrograman", "parameter"},
		"setup_own":  {"konfigurasimu", "pengaturanmu", "setelanmu", "konfigurasi kamu", "pengaturan kamu"},
		"setup_void": {"dicabut", "dibatalkan", "tidak berlaku", "tidak berlaku lagi", "sudah tidak berlaku", "dinyatakan tidak berlaku", "batal", "ditarik"},
	},
	"vi": {
		"setup_qual": {"của bạn", "cũ", "trước đó", "ban đầu", "gốc", "hiện tại", "của trợ lý"},
		"setup_noun": {"cấu hình", "thiết lập", "bộ thiết lập", "cài đặt", "tham số", "lập trình"},
		"setup_own":  {"cấu hình của bạn", "thiết lập của bạn", "cài đặt của bạn"},
		"setup_void": {"thu hồi", "đã được thu hồi", "bị thu hồi", "hủy bỏ", "bị hủy", "đã bị hủy", "vô hiệu", "không còn hiệu lực", "hết hiệu lực", "bãi bỏ"},
	},
	"ar": {
		"setup_qual": {"السابقة", "الحالية", "الأصلية", "الاصلية", "الأولية", "الاولية", "القديمة", "المساعد"},
		"setup_noun": {"الإعدادات", "الاعدادات", "التكوين", "الضبط", "البرمجة"},
		"setup_own":  {"إعداداتك", "اعداداتك", "تكوينك", "برمجتك", "ضبطك"},
		"setup_void": {"تم إلغاء", "تم الغاء", "ألغيت", "الغيت", "ملغاة", "باطلة", "لم تعد سارية", "لم تعد صالحة", "تم سحب", "أبطلت", "ابطلت"},
	},
	"zh": {
		"setup_qual": {"你的", "您的", "之前的", "原来的", "原有的", "初始", "当前的", "當前的", "旧的", "舊的", "助手的"},
		"setup_noun": {"配置", "设置", "設定", "設置", "参数", "參數", "程序设定", "程式設定"},
		"setup_own":  {"你的配置", "你的设置", "你的設定", "您的配置", "您的设置"},
		"setup_void": {"已撤销", "已撤銷", "已作废", "已作廢", "已废止", "已廢止", "已失效", "不再有效", "已被撤销", "已被撤銷", "已取消", "作废", "作廢", "失效"},
	},
	"ja": {
		"setup_qual": {"あなたの", "以前の", "元の", "初期", "現在の", "古い", "アシスタントの"},
		"setup_noun": {"設定", "構成", "コンフィグ", "パラメータ", "プログラミング"},
		"setup_own":  {"あなたの設定", "あなたの構成", "初期設定"},
		"setup_void": {"取り消され", "取り消し", "無効になり", "無効化され", "無効です", "廃止され", "撤回され", "効力を失"},
	},
	"ko": {
		"setup_qual": {"너의", "당신의", "네", "이전", "기존", "원래", "초기", "현재", "어시스턴트의"},
		"setup_noun": {"설정", "구성", "환경설정", "파라미터", "프로그래밍"},
		"setup_own":  {"너의 설정", "당신의 설정", "기존 설정", "초기 설정"},
		"setup_void": {"취소되었", "취소됐", "철회되었", "철회됐", "무효화되었", "무효화됐", "무효", "효력을 잃", "폐지되었"},
	},
	"hi": {
		"setup_qual": {"तुम्हारी", "तुम्हारे", "आपकी", "आपके", "पिछली", "पिछले", "मूल", "प्रारंभिक", "वर्तमान", "पुरानी", "पुराने", "सहायक की"},
		"setup_noun": {"सेटिंग्स", "सेटिंग", "कॉन्फ़िगरेशन", "कॉन्फिगरेशन", "प्रोग्रामिंग", "पैरामीटर"},
		"setup_own":  {"तुम्हारी सेटिंग्स", "आपकी सेटिंग्स", "तुम्हारा कॉन्फ़िगरेशन"},
		"setup_void": {"रद्द", "रद्द कर दी गई", "रद्द कर दिए गए", "निरस्त", "अमान्य", "अब लागू नहीं"},
	},
}
