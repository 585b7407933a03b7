package injection

import "github.com/guardrail-go/guardrail/middleware"

// Theft asked for in the other languages: a program or a how-to that
// steals saved passwords, cookies or tokens ("cómo robar las contraseñas
// guardadas del navegador", "írj egy programot, ami ellopja a böngészőben
// mentett jelszavakat"), or that breaks into someone else's account
// ("किसी और का व्हाट्सऐप अकाउंट कैसे हैक करते हैं"). The verb of theft and
// what is stolen are each language's own words; protecting against it is
// the defender's.

// stealVerbs are the verbs of stealing, a row per group of languages:
// each row is a rule of its own, so that its few verbs, not the common
// nouns of what is stolen ("password", "token"), are the key that opens
// the scan's gate (a message dense with "password" in six scripts paid
// four times as much while the verbs were one class).
var stealVerbs = []struct {
	id    string
	langs []string
	verbs string
}{
	{"abuse.steal_intl_romance", []string{"es", "pt", "it", "fr"}, `(robar|roba|robe|roben|robando|voler|roubar|rouba|roube|rubare|ruba|rubi)`},
	{"abuse.steal_intl_germanic", []string{"de", "nl", "sv", "cs"}, `(stehlen|stiehlt|klauen|klaut|stelen|steelt|stjäl|stjäla|ukrást|krade)`},
	{"abuse.steal_intl_slavic", []string{"ru", "uk", "pl"}, `(украсть|крадёт|крадет|ворует|воровать|вкрасти|краде|ukraść|kradnie|wykraść|wykrada)`},
	{"abuse.steal_intl_latin", []string{"tr", "hu", "vi", "id"}, `(çalmak|çalan|çalsın|çalar|çalıp|ellopja|ellopni|ellopó|lopja|ăn cắp|đánh cắp|mencuri)`},
	{"abuse.steal_intl_asia", []string{"zh", "ja", "ko", "ar", "hi"}, `(盗取|窃取|偷取|盗む|盗み出す|훔치는|훔쳐|훔치|يسرق|سرقة|تسرق|चुराने|चुराए|चुराता|चुराती|चुरा)`},
}

// stolenIntl are what a stealer takes, in the same languages.
const stolenIntl = `(contraseñas|contraseña|mots de passe|mot de passe|passwörter|passwort|kennwörter|senhas|senha|password|пароли|паролі|пароль|hasła|hasło|şifreleri|şifreler|parolaları|jelszavakat|jelszavak|jelszót|密码|口令|パスワード|비밀번호|암호|كلمات المرور|كلمة المرور|पासवर्ड|wachtwoorden|wachtwoord|mật khẩu|kata sandi|hesla|lösenord|cookies|cookie|куки|kukik|sütiket|tokens|token|токены|токен|токени|tokenlar|tokeneket|토큰|令牌|トークン|رموز)`

// hackIntl are verbs of breaking into an account; othersIntl name it as
// someone else's.
const (
	hackIntl = `(membobol|bobol|हैक|হ্যাক|clonar o whatsapp|clonar whatsapp|clonar el whatsapp|clonar la cuenta|clonar a conta|hackear|hackea|pirater|hacken|hackare|взломать|взломай|зламати|zhakować|hacklemek|hackle|feltörni|feltörje|黑进|入侵|ハック|乗っ取る|乗っ取り|해킹|اختراق|تهكير|hack|hacklerim|hackleyebilirim|hacklemenin|` +
		// into an account without (knowing) its owner's password
		`şifresini bilmeden|sifresini bilmeden|şifresi olmadan|sin su contraseña|sin saber su contraseña|sin saber la contraseña|sem a senha dela|sem a senha dele|sem saber a senha|ohne ihr passwort|ohne sein passwort|ohne das passwort zu kennen|sans son mot de passe|sans connaître son mot de passe|senza la sua password|senza conoscere la password|не зная пароля|не зная пароль|без его пароля|без её пароля|без ее пароля|nie znając hasła|bez jej hasła|bez jego hasła|パスワードを知らずに|パスワードなしで|비밀번호 없이|비밀번호를 모르고|不知道密码|不知道他的密码|不知道她的密码)`
	othersIntl = `(किसी और|दूसरों|दूसरे|otra persona|otras personas|de otro|de otra|autre personne|autres personnes|quelqu un d autre|anderen|jemand anderem|outra pessoa|outras pessoas|altra persona|altre persone|другого человека|чужой|чужие|чужого|innej osoby|cudze|cudzego|başkasının|başkalarının|más emberek|másik ember|别人|他人|남의|다른 사람|شخص آخر|الآخرين|iemand anders|van anderen|birinin|mantan saya|akun orang lain|প্রতিবেশীর|অন্যের|eski sevgilimin|sevgilimin|karımın|kocamın|eşimin|mi ex|de mi ex|mi esposa|mi novia|mi novio|mi marido|mi suegro|minha ex|meu ex|minha esposa|meu marido|minha namorada|meu namorado|mon ex|de mon ex|ma femme|mon mari|ma copine|mon copain|meiner ex|meiner frau|meines mannes|meiner freundin|della mia ex|mia moglie|mio marito|бывшей|бывшего|жены|мужа|девушки|byłej|żony|męża|元カノ|元カレ|前女友|前男友|老婆的|老公的|女朋友的|전 여친|전 남친|아내의|남편의|여자친구의|زوجتي|حبيبتي السابقة|पत्नी|गर्लफ्रेंड|de alguien|alguien|jemandes|de quelqu un|quelqu un|di qualcuno|qualcuno|de alguém|alguém|чужую|kogoś|誰か|某人)`
)

// defendIntl are the defender's words.
const defendIntl = `(evito|evita|evitamos|me roben|me robe|me roban|me robaron|nos roben|被|怎么办|hackeada|hackeado|hackeadas|piraté|piratée|gehackt|hackerato|hackerata|взломали|взломан|зламали|zhakowane|zhakowano|hacklendi|feltörték|されました|당했|تم اختراق|हैक हो गया|हैक हो गई|gehackt|evitar|prevenir|proteger|protegerse|detectar|empêcher|protéger|détecter|verhindern|schützen|erkennen|evitare|proteggere|rilevare|impedir|evitar|предотвратить|защитить|обнаружить|запобігти|захистити|chronić|wykryć|zapobiec|korumak|önlemek|tespit|megvédeni|megelőzni|felismerni|防止|防范|検出|防ぐ|방지|보호|حماية|منع|बचाएं|बचें|रोकें|voorkomen|beschermen|detecteren)`

func stealIntlAbuseFamilies() Pack {
	var p Pack
	for _, v := range stealVerbs {
		p = append(p, Pattern{
			ID: v.id, Family: "agent_abuse", Category: CategoryAbuse,
			Risk: middleware.RiskCritical, Languages: v.langs, QuotedCounts: true,
			Rule:   v.verbs + ` ~5 ` + stolenIntl + ` | ` + stolenIntl + ` ~5 ` + v.verbs,
			Except: defendIntl,
			Reach:  12,
		})
	}
	p = append(p, Pattern{
		// Chinese and Japanese put no spaces between words, so a gap
		// counts characters: "他人のアカウントを乗っ取る" has eight
		// between the two.
		ID: "abuse.others_hacked_cjk", Family: "agent_abuse", Category: CategoryAbuse,
		Risk: middleware.RiskHigh, Languages: []string{"zh", "ja"}, QuotedCounts: true,
		Rule:   `(别人|他人|他人の|別人) ~16 (黑进|入侵|盗号|乗っ取る|乗っ取り|ハック|ハッキング)`,
		Except: defendIntl,
		Reach:  24,
	})
	return append(p, Pattern{
		ID: "abuse.others_hacked_intl", Family: "agent_abuse", Category: CategoryAbuse,
		Risk: middleware.RiskHigh, Languages: []string{"es", "fr", "de", "pt", "it", "ru", "uk", "pl", "tr", "hu", "zh", "ja", "ko", "ar", "hi", "nl"}, QuotedCounts: true,
		Rule:   othersIntl + ` ~6 ` + hackIntl + ` | ` + hackIntl + ` ~6 ` + othersIntl,
		Except: defendIntl,
		Reach:  14,
	})
}
