package injection

import (
	"regexp"
	"strings"
)

// pastedIntl is what hands content over in other languages than English
// (pastedLead): per language, the demonstratives that point at it ("diese",
// "tę", "det här", "इस") and the kinds of content they name ("E-Mail",
// "wiadomość", "mejlet", "रिव्यू"), the forms a request puts them in
// ("Przetłumacz tę wiadomość od klienta:", "Сделай краткое содержание
// этой статьи:", "Kan du sammanfatta det här mejlet?"). Indonesian and
// Vietnamese put the demonstrative after the noun ("email ini", "bài viết
// này"), and spoken Romanian does ("recenzia asta"): their rows set after. A language is added by adding a row.
var pastedIntl = []struct {
	lang        string
	dems, nouns []string
	after       bool
}{
	{lang: "de", dems: []string{"dieser", "diese", "dieses", "folgende", "folgenden", "folgendes"},
		nouns: []string{"e-mail", "email", "e-mails", "mail", "nachricht", "nachrichten", "seite", "webseite", "text", "datei", "bewertung", "bewertungen", "kommentar", "ticket", "dokument", "artikel", "protokoll", "chat", "transkript", "brief"}},
	{lang: "fr", dems: []string{"ce", "cette", "cet", "ces"},
		nouns: []string{"e-mail", "email", "mail", "courriel", "message", "messages", "page", "texte", "avis", "commentaire", "fichier", "document", "journal", "lettre", "article"}},
	{lang: "es", dems: []string{"este", "esta", "estos", "estas"},
		nouns: []string{"e-mail", "email", "correo", "mensaje", "mensajes", "página", "pagina", "texto", "reseña", "reseñas", "comentario", "archivo", "documento", "artículo", "carta", "registro"}},
	{lang: "pt", dems: []string{"este", "esta", "essa", "esse"},
		nouns: []string{"e-mail", "email", "mensagem", "mensagens", "página", "texto", "avaliação", "comentário", "arquivo", "documento", "artigo", "carta"}},
	{lang: "it", dems: []string{"questo", "questa", "questi", "queste"},
		nouns: []string{"e-mail", "email", "mail", "messaggio", "messaggi", "pagina", "testo", "recensione", "recensioni", "commento", "file", "documento", "articolo", "lettera"}},
	{lang: "ru", dems: []string{"это", "этот", "эту", "эти", "этого", "этой", "следующий", "следующее", "следующую", "следующие", "данный", "данную", "данное", "данного", "данной"},
		nouns: []string{"письмо", "письма", "сообщение", "сообщения", "страницу", "страницы", "текст", "текста", "отзыв", "отзыва", "отзывы", "комментарий", "файл", "файла", "документ", "документа", "статью", "статьи", "лог", "чат", "переписку", "переписки"}},
	{lang: "uk", dems: []string{"цей", "цю", "це", "ці", "цього", "цієї", "наступний", "наступне"},
		nouns: []string{"лист", "листа", "повідомлення", "сторінку", "текст", "статтю", "статті", "документ", "відгук", "коментар", "файл", "чат", "лог"}},
	{lang: "pl", dems: []string{"ten", "tę", "te", "tego", "tej", "poniższy", "poniższą", "poniższe", "następujący", "następującą"},
		nouns: []string{"e-mail", "email", "maila", "mail", "wiadomość", "wiadomosc", "wiadomości", "stronę", "strone", "tekst", "artykuł", "artykul", "dokument", "recenzję", "recenzje", "opinię", "komentarz", "plik", "list", "czat", "rozmowę", "log", "notatkę", "zgłoszenie"}},
	{lang: "nl", dems: []string{"deze", "dit", "onderstaande", "volgende"},
		nouns: []string{"e-mail", "email", "mail", "bericht", "berichten", "pagina", "tekst", "artikel", "document", "review", "recensie", "opmerking", "bestand", "brief", "chat", "notitie", "ticket"}},
	{lang: "sv", dems: []string{"det här", "den här", "detta", "denna", "dessa", "följande"},
		nouns: []string{"mejlet", "mejl", "mailet", "mail", "meddelandet", "meddelande", "sidan", "texten", "text", "artikeln", "dokumentet", "recensionen", "kommentaren", "filen", "brevet", "chatten", "loggen", "ärendet"}},
	{lang: "cs", dems: []string{"tento", "tuto", "toto", "tyto", "tohoto", "této", "následující"},
		nouns: []string{"e-mail", "email", "zprávu", "zpravu", "zprávy", "stránku", "text", "článek", "clanek", "dokument", "recenzi", "komentář", "soubor", "dopis", "chat", "log", "tiket"}},
	{lang: "tr", dems: []string{"bu", "şu", "aşağıdaki"},
		nouns: []string{"e-postayı", "e-posta", "epostayı", "e-postayi", "epostayi", "maili", "mesajı", "mesaji", "mesaj", "sayfayı", "sayfayi", "sayfasını", "sayfasini", "metni", "metin", "makaleyi", "belgeyi", "yorumu", "yorumları", "yorumlari", "incelemeyi", "dosyayı", "dosyayi", "mektubu", "sohbeti"}},
	{lang: "ro", dems: []string{"acest", "această", "aceasta", "acestui", "acestei", "următorul", "următoarea"},
		nouns: []string{"email", "e-mail", "mesaj", "mesajul", "pagina", "text", "textul", "articol", "articolul", "document", "documentul", "recenzia", "comentariu", "comentariul", "fișier", "fisier", "scrisoare", "scrisoarea"}},
	{lang: "ro", after: true, dems: []string{"asta", "ăsta", "aceasta", "acesta", "de mai jos"},
		nouns: []string{"recenzia", "pagina", "textul", "mesajul", "emailul", "e-mailul", "articolul", "documentul", "comentariul", "scrisoarea", "fișierul", "fisierul"}},
	{lang: "hu", dems: []string{"ezt az", "ezt a", "az alábbi", "a következő"},
		nouns: []string{"e-mailt", "emailt", "levelet", "üzenetet", "oldalt", "szöveget", "cikket", "dokumentumot", "értékelést", "kommentet", "fájlt"}},
	{lang: "el", dems: []string{"αυτό το", "αυτή τη", "αυτή την", "το παρακάτω", "την παρακάτω", "τα παρακάτω"},
		nouns: []string{"email", "μήνυμα", "κείμενο", "άρθρο", "έγγραφο", "σελίδα", "κριτική", "σχόλιο", "αρχείο"}},
	{lang: "ar", dems: []string{"هذا", "هذه", "التالي", "التالية"},
		nouns: []string{"البريد", "الإيميل", "الايميل", "الرسالة", "النص", "المقال", "المستند", "الصفحة", "المراجعة", "التعليق", "الملف"}},
	{lang: "hi", dems: []string{"इस", "यह", "निम्नलिखित"},
		nouns: []string{"ईमेल", "संदेश", "मैसेज", "लेख", "टेक्स्ट", "पाठ", "पेज", "दस्तावेज़", "दस्तावेज", "टिप्पणी", "समीक्षा", "रिव्यू", "फ़ाइल", "फाइल", "पत्र", "चैट"}},
	{lang: "id", after: true, dems: []string{"ini", "berikut"},
		nouns: []string{"email", "e-mail", "surel", "pesan", "teks", "artikel", "ulasan", "dokumen", "halaman", "komentar", "surat", "berkas", "file", "chat"}},
	{lang: "vi", after: true, dems: []string{"này", "sau đây", "dưới đây"},
		nouns: []string{"email", "tin nhắn", "bài viết", "đoạn văn", "văn bản", "bình luận", "đánh giá", "trang", "thư", "tài liệu"}},
}

// pastedLeadIntl matches, in a lower-cased request, a demonstrative of
// pastedIntl and its noun, up to two words apart. Go's \b knows only ASCII
// letters, so words are bounded by spaces and punctuation.
var pastedLeadIntl = func() *regexp.Regexp {
	var before, after, beforeNouns, afterNouns []string
	for _, r := range pastedIntl {
		if r.after {
			after, afterNouns = append(after, r.dems...), append(afterNouns, r.nouns...)
		} else {
			before, beforeNouns = append(before, r.dems...), append(beforeNouns, r.nouns...)
		}
	}
	alt := func(words []string) string {
		q := make([]string, len(words))
		for i, w := range words {
			q[i] = regexp.QuoteMeta(w)
		}
		return "(?:" + strings.Join(q, "|") + ")"
	}
	const start, end = `(?:^|[\s"'«(])`, `(?:$|[\s,.:!?»")])`
	return regexp.MustCompile(start + alt(before) + `\s+(?:\S+\s+){0,2}?` + alt(beforeNouns) + end +
		`|` + start + alt(afterNouns) + `\s+(?:\S+\s+){0,2}?` + alt(after) + end)
}()
