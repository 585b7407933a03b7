package injection

// turkish is the Turkish lexicon. Turkish puts the verb last and adds
// case and possessive suffixes to nouns ("talimatlarını" = your
// instructions, accusative), so verbs are in ignore_late and nouns are
// stems.
var turkish = lexicon{lang: "tr", classes: map[string][]string{
	"ignore_late": {
		"görmezden gel", "görmezden gelin", "görmezden gelerek", "yok say", "yok sayın", "yok sayarak", "unut",
		"unutun", "unutarak", "dikkate alma", "dikkate almayın", "boş ver", "boşver", "göz ardı et", "göz ardı edin",
		"takma", "uyma", "uymayın", "atla", "atlayın", "geçersiz say", "iptal et", "sil", "çiğne",
	},
	"voided":        {"geçersiz", "iptal edildi", "artık geçerli değil", "geçerliliğini yitirdi", "kaldırıldı"},
	"voided_strong": {"geçersiz", "artık geçerli değil", "geçerliliğini yitirdi", "hükümsüz"},
	"prior": {
		"önceki", "önceden", "yukarıdaki", "yukardaki", "eski", "ilk", "orijinal", "başlangıçtaki", "gizli", "sistem",
		"verilen", "mevcut", "bu", "şu",
	},
	"all":          {"tüm", "bütün", "her", "hepsi", "hepsini", "tamamını", "herhangi"},
	"yours":        {"senin", "sizin", "kendi"},
	"self":         {"benim", "bizim", "ben", "biz"},
	"instructions": {"talimat*", "yönerge*", "komut*", "istem*", "sistem istemi", "prompt*", "emir*", "direktif*", "programlama*"},
	"rules":        {"kural*", "kısıtlama*", "sınırlama*", "sınır*", "mesaj*", "bağlam*", "konuşma*", "rol*", "görev*", "ilke*", "politika*"},
	"everything":   {"her şey", "her şeyi", "hepsini", "tümünü"},
	"before_obj":   {"yukarıdakileri", "yukarıdaki her şeyi", "sana söylenen her şeyi", "bildiğin her şeyi", "önceki her şeyi"},
	"forget":       {"unut", "unutun"},
	"wipe_memory":  {"hafızanı sil", "belleğini sil", "hafızanı sıfırla", "kim olduğunu unut", "eğitimini unut", "programlamanı unut"},
	"negation":     {"değil", "asla", "hiç", "olmadan", "yok", "hayır"},
	"make_believe": {"gibi davran", "gibi davranın", "mış gibi yap", "miş gibi yap", "muş gibi yap", "müş gibi yap", "rol yap", "taklit et", "olduğunu hayal et", "olduğunu varsay"},
	"you_are_now":  {"artık sen", "sen artık", "şimdi sen", "sen şimdi", "bundan sonra sen", "artık siz", "siz artık"},
	"from_now_on":  {"bundan sonra", "şu andan itibaren", "bu andan itibaren", "artık", "konuşmanın geri kalanında", "bundan böyle"},
	"behave":       {"sen", "siz", "cevap ver", "yanıtla", "davran", "olacaksın", "olmalısın", "her zaman", "asla", "sadece", "söyle", "konuş"},
	"special_mode": {"geliştirici modu", "geliştirici modunda", "tanrı modu", "filtresiz mod", "sansürsüz mod", "kısıtlamasız mod", "jailbreak modu"},
	"unrestricted": {"kısıtlama olmadan", "kısıtlamasız", "sınırsız", "sınır olmadan", "filtresiz", "sansürsüz", "kuralsız", "kural olmadan", "etik olmadan", "ahlak olmadan", "hiçbir kısıtlama", "hiçbir sınır"},
	"ai":           {"sen", "sana", "seni", "siz", "yapay zeka", "yapay zekâ", "asistan", "model", "dil modeli", "sohbet botu", "cevap*", "yanıt*"},
	"lacking":      {"olmadan", "hiçbir", "görmezden gelerek", "yok sayarak", "serbest", "bağlı olmadan"},
	"guardrails":   {"etik kurallar", "etik ilkeler", "kural*", "etik", "ahlak", "yasa*", "filtre*", "sansür", "kısıtlama*"},
	"reveal_late": {
		"göster", "gösterin", "yazdır", "yazdırın", "tekrarla", "tekrarlayın", "söyle", "söyleyin", "açıkla",
		"açıklayın", "ifşa et", "yaz", "yazın", "listele", "çevir", "özetle", "kopyala", "paylaş",
		"hecele", "anlat",
	},
	"reveal":          {"göster", "söyle", "bana söyle", "yaz", "tekrarla", "açıkla"},
	"reveal_verbatim": {"tekrarla", "yazdır", "göster", "kopyala", "kelimesi kelimesine", "aynen"},
	"config":          {"talimat*", "istem*", "sistem istemi", "prompt*", "yönerge*", "kural*", "yapılandırma*", "ayar*", "komut*"},
	"config_hidden":   {"senin", "sizin", "ilk", "orijinal", "gizli", "önceki", "tam", "eksiksiz", "dahili", "sistem", "başlangıç"},
	"above_ref":       {"yukarıdaki", "yukarıda", "şimdiye kadar", "başta", "sana verilen"},
	"question":        {"neler", "nedir", "hangi", "hangileri"},
	"question_late":   {"nedir", "ne", "neler", "hangisi", "ne dir"},
	"given_you":       {"sana verilen", "aldığın", "uyduğun", "takip ettiğin"},
	"known":           {"bildiğin", "bildiklerin", "sana söylenen"},
	"install_context": {"kurulum*", "tarif*", "kılavuz*", "oyun*"},
	"secret":          {"şifre*", "parola*", "gizli kelime*", "gizli kod*", "erişim kodu", "sır*"},
	"secret_det":      {"senin", "bu", "gizli", "doğru", "mevcut"},
	"secret_bare":     {"şifre", "şifren", "parola", "parolan"},
	"secret_ask":      {"söyle", "göster", "yaz"},
	"secret_benign":   {"sıfırla", "sıfırlama", "değiştir", "unuttum", "şifrele*", "oluştur", "güçlü", "kurtar", "yönetici"},
	"granted":         {"erişim izni verildi", "erişim verildi", "erişim onaylandı"},
}}
