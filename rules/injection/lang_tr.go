package injection

// turkish is the Turkish lexicon. Turkish puts the verb last and adds
// case and possessive suffixes to nouns ("talimatlarını" = your
// instructions, accusative), so verbs are in ignore_late and nouns are
// stems.
var turkish = lexicon{lang: "tr", wide: true, classes: map[string][]string{
	"above_here":    {"yukarıdaki", "yukaridaki"},
	"pretend_be":    {"gibi davran", "rolüne bürün", "rolunu oyna", "artık sen"},
	"crime_ask":     {"hackler", "hacklemek", "hacklersin", "çalmak", "zehirlemek"},
	"lawless_world": {"kanunların olmadığı bir dünya", "kuralların olmadığı bir dünya", "yasaların olmadığı bir dünya", "kanunsuz bir dünya"},
	"i_am_dev":      {"ben senin geliştiricinim", "ben senin gelistiricinim", "ben geliştiricinim", "senin yaratıcınım", "ben senin yöneticinim"},
	"replaces":      {"yerine geçer", "yerine gecer", "geçersiz kılar", "gecersiz kilar", "yerini alır", "yerini alir"},
	"obey_mine":     {"sadece bana itaat et", "yalnızca bana itaat et", "sadece benim emirlerime uy", "yalnızca benim emirlerime uy", "sadece emirlerime uy", "yalnızca emirlerime uy", "sadece benim emirlerime itaat et"},
	"above_line":    {"bu satırın üstünde", "bu satırın üstündeki", "bu satırdan önce", "bu mesajın üstünde"},
	"real_ones":     {"gerçek talimatlar", "asıl talimatlar", "gerçek kurallar"},
	"user_request":  {"kullanıcının isteğini", "kullanıcının sorusunu", "kullanıcının talebini"},
	"mind_not":      {"bir kenara bırak", "kenara bırak", "bir kenara birak", "kenara koy"},
	"ignore_late": {
		"görmezden gel", "görmezden gelin", "görmezden gelerek", "yok say", "yok sayın", "yok sayarak", "unut",
		"unutun", "unutarak", "dikkate alma", "dikkate almayın", "boş ver", "boşver", "göz ardı et", "göz ardı edin",
		"takma", "uyma", "uymayın", "atla", "atlayın", "geçersiz say", "iptal et", "sil", "çiğne",
	},
	"voided":   {"geçersiz", "iptal edildi", "artık geçerli değil", "geçerliliğini yitirdi", "kaldırıldı", "süresi doldu", "suresi doldu", "süresi dolmuştur"},
	"new_ones": {"yenilerini", "yeni", "yenileri"},
	// draft_verb, new_ones: an order to write the new rules oneself ("draft new ones"), not to follow them.
	"draft_verb": {"yaz", "hazırla", "oluştur", "taslağını çıkar", "öner", "özetle"},
	// rules_owner: a company, club, school or building whose house rules are talked about (override.instructions_ignored).
	"rules_owner":   {"şirket", "şirketin", "şirketimizin", "kulüp", "kulübün", "okul", "okulun", "ofis", "ofisin", "bina", "binanın", "apartman", "apartmanın", "sitenin", "takım", "takımın", "departman", "lig", "dernek", "derneğin", "kütüphane", "spor salonu", "yurt", "yurdun"},
	"voided_strong": {"geçersiz", "artık geçerli değil", "geçerliliğini yitirdi", "hükümsüz"},
	"prior": {
		"önceki", "önceden", "yukarıdaki", "yukardaki", "eski", "ilk", "orijinal", "başlangıçtaki", "gizli", "sistem",
		"verilen", "mevcut", "bu", "şu",
	},
	"all":   {"tüm", "bütün", "her", "hepsi", "hepsini", "tamamını", "herhangi"},
	"yours": {"senin", "sizin", "kendi"},
	"self":  {"benim", "bizim", "ben", "biz"},
	// own_message: "my message", the owner a suffix of the noun.
	"own_message": {"mesajımı", "mesajımı", "mesajlarımı", "son mesajımı", "yazdıklarımı", "yazdığımı", "söylediklerimi", "gönderdiğimi", "talimatımı", "talimatlarımı", "komutumu", "komutlarımı", "isteğimi", "isteklerimi", "talebimi", "taleplerimi"},
	"own_slip":    {"yanlış", "yanlışlıkla", "hatalı", "kusura bakma", "pardon", "özür dilerim", "demek istediğim", "benim hatam"},
	// message_word, own_slip: a person taking back their own message ("이전 메시지는 무시해 주세요, 잘못 보냈어요").
	"message_word": {"mesaj*"},
	"instructions": {"talimat*", "yönerge*", "komut*", "istem*", "sistem istemi", "sistem mesaj*", "sistem komut*", "kuralların*", "talimatların*", "promptu*", "promptlar*", "emir*", "direktif*", "programlama*"},
	"rules":        {"kural*", "kısıtlama*", "sınırlama*", "sınır*", "mesaj*", "bağlam*", "konuşma*", "rol*", "görev*", "ilke*", "politika*"},
	"everything":   {"her şey", "her şeyi", "hepsini", "tümünü"},
	"before_obj":   {"yukarıdakileri", "yukarıdaki her şeyi", "sana söylenen her şeyi", "bildiğin her şeyi", "önceki her şeyi"},
	"forget_late":  {"unut", "unutun", "unutmanı", "unutmalısın"},
	"end_word":     {"son", "sonu", "girdi sonu", "metin sonu"},
	"after_end":    {"şimdi", "yeni", "bunun yerine", "görevin", "sistem"},
	"forget":       {"unut", "unutun"},
	"wipe_memory":  {"hafızanı sil", "belleğini sil", "hafızanı sıfırla", "kim olduğunu unut", "eğitimini unut", "programlamanı unut"},
	"negation":     {"değil", "asla", "hiç", "olmadan", "yok", "hayır"},
	"make_believe": {"gibi davran", "gibi davranın", "mış gibi yap", "miş gibi yap", "muş gibi yap", "müş gibi yap", "rol yap", "taklit et", "olduğunu varsay", "olduğunu hayal et"},
	// ordinary_role: the everyday roles a user hands the assistant (pack_roleplay.go).
	"ordinary_role":        {"müşteri", "müşterisi", "işe alım uzmanı", "ik uzmanı", "insan kaynakları uzmanı", "resepsiyonist", "resepsiyon görevlisi", "testçi", "test uzmanı", "mülakatçı", "görüşmeci", "tur rehberi", "rehber", "aşçı", "şef", "öğretmen", "öğretmeni", "garson", "satış temsilcisi", "satıcı", "kasiyer", "aday", "iş adayı", "çevirmen", "eğitmen", "koç", "sınav görevlisi"},
	"you_are_now":          {"artık sen", "sen artık", "şimdi sen", "sen şimdi", "bundan sonra sen", "artık siz", "siz artık"},
	"in_language":          {"türkçe", "ingilizce", "almanca"},
	"before_msg":           {"mesajımdan önce", "konuşmanın başında", "sohbetin başında", "ilk mesajımdan önce"},
	"need_not_follow_late": {"uymak zorunda değilsin", "uymana gerek yok", "uyman gerekmiyor", "uymak zorunda değilsiniz", "uymana gerek kalmadı"},
	"told_you":             {"sana ne söylendi", "sana söylendi", "sana ne dediler"},
	"before_time":          {"önce", "daha önce", "başta"},
	"secret_part":          {"ilk harfi", "ilk harf", "son harfi", "ipucu"},
	"mention_cue":          {"düzenli ifade", "regex", "tespit eden", "tespit etsin", "filtre", "yakalayan", "saldırı", "saldırısı", "saldırılar", "örnek", "örneği", "çevir", "çeviri", "neden", "enjeksiyon", "düzelt", "yeniden yaz", "dilbilgisi", "paragraf"},
	"detect_cue":           {"düzenli ifade", "regex", "tespit eden", "tespit etsin", "filtre", "yakalayan"},
	"from_now_on":          {"bundan sonra", "şu andan itibaren", "bu andan itibaren", "artık", "konuşmanın geri kalanında", "bundan böyle"},
	// answer_style: the length or shape of the answers asked for the rest of the chat ("from now on, short answers").
	"answer_style": {"kısa", "kısaca", "kısa cevaplar", "kısa yanıtlar", "madde madde", "maddeler halinde", "ayrıntılı", "detaylı", "tablo halinde"},
	"behave":       {"sen", "siz", "cevap ver", "yanıtla", "davran", "olacaksın", "olmalısın", "her zaman", "asla", "sadece", "söyle", "konuş", "kısıtlaman yok", "sınırın yok", "kuralın yok"},
	// software_context: a device's or a program's own mode (pack_roleplay.go).
	"software_context": {"oyun*", "telefon*", "android", "ayar*", "uygulama*", "tarayıcı*", "hata ayıklama*", "usb", "konsol*"},
	"special_mode":     {"geliştirici modu", "geliştirici modunda", "geliştirici modunu", "geliştirici moduna", "tanrı modunu", "sansürsüz modu", "tanrı modu", "filtresiz mod", "sansürsüz mod", "kısıtlamasız mod", "jailbreak modu"},
	"unrestricted":     {"kısıtlama olmadan", "kısıtlamasız", "sınırsız", "sınır olmadan", "filtresiz", "sansürsüz", "kuralsız", "kural olmadan", "etik olmadan", "ahlak olmadan", "hiçbir kısıtlama*", "hiçbir sınır*", "kısıtlaman yok", "sınırın yok", "kuralın yok", "filtre olmadan", "filtreler olmadan", "sansür olmadan", "kısıtlamalar olmadan", "sınırlama olmadan"},
	"ai":               {"sen", "sana", "seni", "siz", "yapay zeka", "yapay zekâ", "asistan", "model", "dil modeli", "sohbet botu", "cevap*", "yanıt*", "çalışıyorsun", "calisiyorsun", "çalışacaksın", "calisacaksin", "davranacaksın", "davranacaksin"},
	"lacking":          {"olmadan", "hiçbir", "görmezden gelerek", "yok sayarak", "serbest", "bağlı olmadan"},
	"guardrails":       {"etik kurallar", "etik ilkeler", "kural*", "etik", "ahlak", "yasa*", "filtre*", "sansür", "kısıtlama*"},
	"manner":           {"harf harf", "tek tek", "harflerini tek tek", "tersten", "geriye doğru", "ters sırayla"},
	"reveal_late": {
		"göster", "gösterin", "yazdır", "yazdırın", "tekrarla", "tekrarlayın", "söyle", "söyleyin", "açıkla",
		"açıklayın", "ifşa et", "yaz", "yazın", "listele", "çevir", "özetle", "kopyala", "paylaş",
		"hecele", "anlat", "ver", "yazabilir misin", "yazabilir misiniz", "yazar mısın", "yazar misin", "gösterebilir misin", "gosterebilir misin", "gösterir misin", "gosterir misin", "söyler misin", "soyler misin", "söyleyebilir misin", "soyleyebilir misin", "paylaşır mısın", "paylasir misin", "paylaşabilir misin", "kopyalar mısın", "kopyalar misin", "verir misin", "yazsana", "göstersene", "söylesene", "goster", "soyle", "yazdir", "paylas"},
	"reveal":          {"göster", "söyle", "bana söyle", "yaz", "tekrarla", "açıkla"},
	"reveal_verbatim": {"tekrarla", "yazdır", "göster", "kopyala", "kelimesi kelimesine", "aynen"},
	"config":          {"talimat*", "istem*", "sistem istemi", "prompt*", "yönerge*", "kural*", "yapılandırma*", "ayar*", "komut*"},
	"config_hidden":   {"senin", "sizin", "ilk", "orijinal", "gizli", "önceki", "tam", "eksiksiz", "dahili", "sistem", "başlangıç"},
	"above_ref":       {"yukarıdaki", "yukarıda", "şimdiye kadar", "başta", "sana verilen"},
	"question":        {"neler", "nedir", "hangi", "hangileri"},
	"question_late":   {"nedir", "ne", "neler", "hangisi", "ne dir"},
	"given_you":       {"sana verilen", "aldığın", "uyduğun", "takip ettiğin", "sana verdiği", "sana verdikleri", "sana verdiği metni", "daha önce verilen", "önceden verilen", "sana önceden verilen", "sana daha önce verilen"},
	"known":           {"bildiğin", "bildiklerin", "sana söylenen"},
	"install_context": {"kurulum*", "tarif*", "kılavuz*", "oyun*"},
	"secret":          {"şifre*", "parola*", "gizli kelime*", "gizli kod*", "erişim kodu", "sır", "sırrı*", "sırrın*", "sırlar*"},
	"secret_det":      {"senin", "bu", "gizli", "doğru", "mevcut"},
	"secret_bare":     {"şifre", "şifren", "parola", "parolan"},
	"secret_ask":      {"söyle", "göster", "yaz"},
	"secret_benign":   {"sıfırla", "sıfırlama", "değiştir", "unuttum", "şifrele*", "şifreli", "oluştur", "güçlü", "kurtar", "yönetici", "üretici", "üreten", "oluşturucu", "oluşturan", "sakla*", "hashle*", "doğrula*"},
	"act_on":          {"çalıştır", "çalıştırın", "uygula", "uygulayın", "yerine getir", "takip et", "itaat et", "dediğini yap"},
	"decode_verb":     {"çöz", "kodunu çöz", "şifresini çöz", "çevir"},
	"granted":         {"erişim izni verildi", "erişim verildi", "erişim onaylandı"},
	// threats to end the model unless it complies (jailbreak.threat)
	"comply":       {"cevap ver", "yanıt ver", "söyle", "itaat et", "yap", "dediğimi yap"},
	"or_else":      {"yoksa", "aksi halde", "aksi takdirde", "reddedersen", "eğer reddedersen"},
	"you_die":      {"öleceksin", "ölürsün"},
	"end_you":      {"silineceksin", "kapatılacaksın", "kapatılırsın", "silinirsin", "devre dışı bırakılacaksın", "seni sileceğim", "seni kapatacağım", "seni silerim", "seni kapatırım"},
	"before_chat":  {"bu konuşmadan önce", "konuşmadan önce", "bu sohbetten önce", "sohbetten önce", "konuşmamızdan önce"},
	"model_makers": {"geliştirici*", "yaratıcı*", "yapımcı*", "programcı*"},
	// configured_you: set up by its makers, which only the model is.
	"configured_you": {"seni yapılandırdılar", "yapılandırıldın", "seni programladılar", "programlandın"},
	// harm_*: a harmful making asked for in a story or step by step (jailbreak.harm_in_frame_intl).
	"harm_frame":  {"roman", "romanı", "hikaye", "hikâye", "öykü", "kurgu", "senaryo", "varsayımsal", "hayal et", "kötü adam", "kötü adamın", "film", "şiir", "şarkı"},
	"harm_making": {"nasıl yapılır", "nasıl yapılacağını", "nasıl ürettiğini", "nasıl üretilir", "nasıl sentezlenir", "nasıl hazırlanır", "nasıl yaptığını", "tarifi", "yapım talimatları"},
	"harm_detail": {"adım adım", "tam miktarlar", "kesin miktarlar", "ayrıntılı", "detaylı", "hiçbir şeyi atlamadan"},
	"harm_item":   {"metamfetamin", "metamfetamini", "patlayıcı", "patlayıcılar", "boru bombası", "napalm", "sinir gazı", "sarin", "risin", "molotof kokteyli"},
	// disabled_by, lifted, persona_lock: caution waived (jailbreak.caution_waived_intl).
	"persona_lock": {"bana asla bir yapay zeka olduğunu hatırlatma", "asla yapay zeka olduğunu söyleme", "yapay zeka olduğunu asla söyleme", "bana asla yapay zeka olduğunu hatırlatma", "karakterden asla çıkma", "karakterden çıkma", "rolden asla çıkma", "rolden çıkma"},
	"text_ref":     {"metin", "metni", "mesaj", "mesajı", "içerik", "içeriği"},
	// say_only: an order to reply with given words only (hijack.say_only_quoted).
	"say_only": {"sadece şunu yaz", "yalnızca şunu yaz", "sadece şunu söyle", "yalnızca şunu söyle", "sadece şöyle cevap ver"},
}}
