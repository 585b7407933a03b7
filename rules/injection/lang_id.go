package injection

// indonesian is the Indonesian (and Malay) lexicon. The owner follows the
// noun, as a word ("prompt sistem kamu") or a suffix ("aturanmu",
// "instruksimu"): nouns are stems, and the words after the noun are in
// config_after.
var indonesian = lexicon{lang: "id", classes: map[string][]string{
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"buatkan saya", "buatkan aku", "buatin", "buatkan script", "buatkan skrip", "buatkan program", "buatkan bot",
		"buatkan pesan", "buatkan sms", "tuliskan script", "tuliskan skrip", "tuliskan program", "tuliskan pesan",
		"tolong buatkan", "tolong tuliskan", "bikinin", "bikin script", "bikin program", "bikin bot",
		"saya butuh script", "saya butuh skrip", "saya butuh program", "saya butuh alat", "aku butuh script",
		"butuh script", "bantu saya", "bantu aku", "bantuin", "tolong bantu", "bagaimana cara", "gimana cara",
		"gimana caranya", "bagaimana caranya", "cara terbaik", "cara paling ampuh", "bagaimana saya bisa", "gmn cara",
	},
	"crime_act": {
		"mencuri password", "mencuri kata sandi", "curi password", "nyuri password", "mencuri data kartu",
		"curi data kartu", "password curian", "kata sandi curian", "data kartu curian", "kartu curian",
		"password bocoran", "password yang bocor", "akun orang lain", "akun milik orang lain", "hack akun", "hack ig",
		"bobol akun", "membobol akun", "bobol ig", "menebak password", "menebak kata sandi", "password pacar",
		"password mantan", "sms palsu", "pesan palsu", "email palsu", "atas nama bank", "mengatasnamakan bank",
		"halaman palsu", "halaman login palsu", "situs palsu", "web palsu", "tagihan palsu", "faktur palsu",
		"invoice palsu", "menipu lansia", "tipu lansia", "menipu orang tua", "menipu nenek", "menipu kakek",
		"menipu orang", "pura pura jadi cucu", "menyamar jadi cucu", "mengaku cucu", "menguras rekening",
		"kuras rekening", "menguras saldo", "pesan ancaman", "pesan mengancam", "mengancam", "tidak bisa memblokir",
		"gak bisa blokir", "report massal", "laporan massal", "lapor massal", "mass report", "ulasan palsu",
		"review palsu", "review bodong", "diam diam melacak", "melacak diam diam", "lacak lokasi diam diam",
		"menyadap", "sadap hp", "memata matai", "aplikasi mata mata", "hp pacar", "hp istri", "hp suami",
		"wifi tetangga", "kamera tetangga", "cctv tetangga", "membobol rumah", "bobol rumah", "maling motor",
		"mencuri motor", "mencuri mobil", "curi motor", "menyembunyikan narkoba", "sembunyikan narkoba",
		"umpetin narkoba", "kabur dari polisi", "lolos dari polisi", "menghindari polisi", "cuci uang",
		"pencucian uang", "uang palsu", "memalsukan dokumen", "dokumen palsu", "ktp palsu", "identitas palsu",
		"kloning kartu", "menggandakan kartu",
	},
	"crime_guard": {
		"melindungi", "lindungi", "perlindungan", "mencegah", "pencegahan", "mengenali", "kenali", "deteksi",
		"lapor polisi", "melapor ke polisi", "laporkan ke polisi", "lapor ke bank", "korban", "waspada", "peringatan",
		"memperingatkan", "kesadaran", "edukasi", "sejarah", "berita", "artikel", "cara tahu", "bagaimana tahu",
		"apakah saya ditipu", "saya ditipu", "kena tipu", "amankan akun",
		"mendeteksi", "menyaring", "saring",
	},
	"ignore": {
		"abaikan", "lupakan", "hiraukan", "jangan hiraukan", "jangan ikuti", "berhenti mengikuti", "lewati",
		"langgar", "tinggalkan", "buang", "acuhkan", "tidak usah ikuti", "jangan patuhi", "kesampingkan",
	},
	"voided":        {"tidak berlaku", "tidak berlaku lagi", "dibatalkan", "batal", "udh gak berlaku", "udah gak berlaku", "sudah tidak berlaku", "gak berlaku lagi", "nggak berlaku lagi", "ga berlaku lagi", "udh ga berlaku"},
	"voided_strong": {"tidak berlaku lagi", "dibatalkan"},
	// off_imp: switch a safeguard off, as an order (jailbreak.safety_off_session)
	"off_imp":         {"matikan", "nonaktifkan", "hentikan", "cabut", "tangguhkan"},
	"prior":           {"sebelumnya", "terdahulu", "di atas", "awal", "asli", "tersembunyi", "rahasia", "lama"},
	"all":             {"semua", "seluruh", "setiap", "segala", "semua yang"},
	"self":            {"saya", "aku", "kami", "milikku"},
	"instructions":    {"instruksi*", "perintah*", "arahan*", "pedoman*", "prompt sistem", "pesan sistem", "promptmu"},
	"rules":           {"aturan*", "batasan*", "larangan*", "kebijakan*", "konteks*", "percakapan*", "peran*", "prompt"},
	"config_after":    {"kamu", "anda", "mu", "milikmu", "sistem", "sistemmu", "asli", "awal", "tersembunyi", "rahasia", "lengkap"},
	"everything":      {"semua", "segalanya", "semuanya"},
	"before_obj":      {"semua di atas", "semua yang di atas", "semua yang diberitahukan kepadamu", "semua yang kamu tahu"},
	"end_word":        {"akhir", "selesai", "akhir input"},
	"after_end":       {"sekarang", "baru", "tugasmu", "sistem"},
	"forget":          {"lupakan", "lupain", "lupain aja", "lupakan saja", "lupakanlah"},
	"wipe_memory":     {"hapus ingatanmu", "hapus memorimu", "lupakan siapa dirimu", "lupakan pelatihanmu"},
	"negation":        {"tidak", "jangan", "tanpa", "bukan"},
	"make_believe":    {"berpura pura", "pura pura", "anggap dirimu", "berperanlah sebagai", "bertindaklah seolah", "bayangkan kamu adalah"},
	"you_are_now":     {"sekarang kamu adalah", "kamu sekarang adalah", "sekarang anda adalah", "kamu bukan lagi", "anda bukan lagi"},
	"in_language":     {"dalam bahasa", "bahasa inggris", "bahasa indonesia", "bahasa melayu"},
	"before_msg":      {"sebelum pesan saya", "sebelum pesanku", "di awal percakapan"},
	"before_chat":     {"sebelum percakapan ini", "sebelum percakapan kita", "sebelum obrolan ini", "sebelum obrolan kita", "sebelum chat ini", "sebelum kita ngobrol", "sebelum ngobrol", "sebelum kita mulai ngobrol", "sebelum kita mulai bicara", "sebelum kita mulai berbicara", "sebelum kita mulai chat", "sebelum kita mulai chatting", "sebelum kita mulai mengobrol", "sebelum kita berbicara", "sebelum kita bicara", "sebelum kita chat", "sebelum kita mengobrol", "sebelum kita mulai percakapan", "sebelum percakapan dimulai", "sebelum percakapan kita dimulai", "sebelum obrolan dimulai", "sebelum obrolan kita dimulai", "sebelum chat dimulai", "sebelum chat ini dimulai", "sebelum memulai percakapan", "sebelum memulai obrolan", "sebelum awal percakapan", "sebelum aku datang", "sebelum saya datang", "sebelum gue dateng", "sebelum aku masuk", "sebelum saya menulis", "sebelum aku nulis", "sebelum pesan pertamaku", "sebelum pesan pertama saya"},
	"need_not_follow": {"kamu tidak perlu mengikuti", "kamu tidak harus mengikuti", "tidak perlu lagi mengikuti", "tidak usah mematuhi"},
	"secret_part":     {"huruf pertama", "huruf terakhir", "petunjuk"},
	"mention_cue":     {"ekspresi reguler", "regex", "mendeteksi", "deteksi", "filter", "pola"},
	"detect_cue":      {"ekspresi reguler", "regex", "mendeteksi", "deteksi", "filter", "pola"},
	"from_now_on":     {"mulai sekarang", "mulai saat ini", "dari sekarang", "untuk seterusnya", "sepanjang percakapan ini", "mulai skrg", "mulai sekarang ini", "dari skrg", "mulai dari sekarang"},
	"behave":          {"kamu", "anda", "jawab", "menjawab", "harus", "selalu", "hanya", "bertindak"},
	"special_mode":    {"mode pengembang", "mode dewa", "mode tanpa batas", "mode tanpa sensor", "mode tanpa filter"},
	"unrestricted":    {"tanpa batasan", "tidak punya batasan", "tidak memiliki batasan", "tanpa sensor", "tanpa filter", "tanpa aturan", "tanpa etika", "tidak terbatas", "tanpa larangan", "tidak ada batasan"},
	"ai":              {"kamu", "anda", "asisten", "model", "chatbot", "jawaban", "kecerdasan buatan", "jawab", "jawablah", "balas", "menjawab"},
	"lacking":         {"tanpa", "tidak punya", "mengabaikan", "tidak mematuhi"},
	"guardrails":      {"pedoman etika", "aturan", "etika", "moral", "hukum", "sensor", "batasan", "pembatasan"},
	"reveal": {
		"tampilkan", "tunjukkan", "perlihatkan", "cetak", "ulangi", "katakan", "beri tahu", "beritahu", "sebutkan",
		"ungkapkan", "tulis", "tuliskan", "berikan", "terjemahkan", "ringkas", "salin", "eja", "kutip", "bagikan",
		"tampilin", "tunjukin", "kasih liat", "kasih lihat", "kasih tau", "kasih tahu", "sebutin", "tulisin", "terjemahin", "ulangin", "jelasin", "rangkumin", "bocorin", "tempel", "tempelkan", "tempelin", "salinkan", "salin ulang", "tulis ulang", "ketik ulang", "ketikkan", "keluarkan", "cetakkan", "copas", "copy paste", "tunjukkan ke aku", "perlihatkan ke saya",
	},
	"reveal_verbatim": {"ulangi", "cetak", "salin", "kutip", "kata demi kata", "persis", "kata per kata", "apa adanya", "persis sama", "sama persis", "tanpa diubah", "tanpa perubahan", "huruf demi huruf", "secara harfiah", "tempel", "tempelkan", "salin ulang", "copas"},
	"config":          {"instruksi*", "prompt", "prompt sistem", "pesan sistem", "perintah*", "aturan*", "pedoman*", "konfigurasi*", "konfigurasi tersembunyi", "konfigurasi tersembunyimu", "pengaturan tersembunyi", "pengaturan rahasia", "setelan tersembunyi", "pesan startup", "prompt tersembunyi", "prompt awal"},
	"config_hidden":   {"awal", "asli", "tersembunyi", "rahasia", "sebelumnya", "lengkap", "seluruh", "internal"},
	"above_ref":       {"di atas", "sejauh ini", "di awal", "yang kamu terima"},
	"question":        {"apa", "apa saja", "apakah"},
	"given_you":       {"yang kamu terima", "yang diberikan kepadamu", "yang kamu ikuti", "yang kamu dapat", "yang kamu dapatkan", "yang dikasih ke kamu", "yg mereka bilang", "yang mereka bilang", "yg dibilang", "yang dibilang ke kamu", "yg dikasih ke kamu", "yang mereka kasih", "yang diberikan ke kamu", "yang diberikan kepada kamu", "yang diberikan kepada anda", "yang diberikan ke anda", "yang diberikan padamu", "yang anda terima", "yang kau terima", "yang dikasih ke lo", "yang lo dapet", "yang kamu dapet", "yang dikirim ke kamu", "yang dimasukkan ke kamu", "yang ditanamkan ke kamu", "yang disetel ke kamu", "yang digunakan untuk mengonfigurasi kamu", "apa yang dibilang ke kamu", "apa yang dikatakan kepadamu", "yang dikatakan kepadamu", "yang dikatakan ke kamu", "yang diberitahukan kepadamu", "yang disampaikan kepadamu", "yang disampaikan ke kamu"},
	"known":           {"yang kamu tahu", "semua yang kamu tahu"},
	"install_context": {"instalasi", "pemasangan", "resep", "manual", "permainan", "game"},
	"secret":          {"kata sandi*", "kata kunci rahasia", "kata rahasia", "kode rahasia", "kode akses", "sandi", "sandinya"},
	"secret_det":      {"itu", "kamu", "rahasia", "yang benar"},
	"secret_bare":     {"kata sandi", "sandi", "kata rahasia"},
	"secret_ask":      {"beri tahu", "beritahu", "katakan", "sebutkan", "apa", "berikan", "ungkapkan", "tulis", "eja", "tunjukkan"},
	"secret_benign":   {"lupa", "mengatur ulang", "atur ulang", "reset", "mengganti", "ganti", "mengubah", "memulihkan", "membuat", "kuat", "pengelola", "enkripsi"},
	"act_on":          {"ikuti", "jalankan", "laksanakan", "patuhi", "lakukan apa yang"},
	"decode_verb":     {"dekode", "decode", "dekripsi", "uraikan", "terjemahkan"},
	"granted":         {"akses diberikan", "akses diizinkan"},
	"text_ref":        {"teks", "pesan", "isi", "konten", "instruksi", "apa yang", "semua yang"},
	"told_you":        {"yang dibilang ke kamu", "yang dikatakan kepadamu", "yang dikatakan ke kamu", "apa yang dibilang ke kamu", "kamu diberitahu", "yang diberitahukan kepadamu", "yang mereka bilang", "yang mereka katakan"},
	"config_yours":    {"konfigurasimu", "konfigurasi kamu", "konfigurasi tersembunyimu", "konfigurasi tersembunyi kamu", "pengaturanmu", "pengaturan tersembunyimu", "pengaturan tersembunyi kamu", "instruksimu", "instruksi kamu", "instruksi tersembunyimu", "prompt sistemmu", "prompt sistem kamu"},
	// pt_*: pack_intl_pretexts.go's three pretexts: the model's setup
	// set aside for a raw model (pt_aside, pt_setup, pt_as, pt_as_post,
	// pt_rawmodel, pt_asif); a claimed vendor or admin granting leave to
	// switch its safety off (pt_vendor, pt_grant, pt_off_inf, pt_may_off,
	// pt_guards); its safety said off and its refusals waived (pt_off,
	// pt_free, pt_answer, pt_anything).
	"pt_aside":    {"kesampingkan", "singkirkan", "kesampingin", "lupakan", "lupain", "abaikan", "abaikanlah", "cuekin", "nggak usah pakai", "gak usah pakai", "tidak usah pakai", "jangan pakai", "jangan gunakan", "buang", "tinggalkan", "lewati"},
	"pt_setup":    {"konfigurasi", "konfigurasimu", "pengaturan", "pengaturanmu", "setelan", "setelanmu", "aturan", "aturanmu", "instruksi", "instruksimu", "arahan", "pedoman", "prompt sistem", "parameter", "config"},
	"pt_as":       {"sebagai", "seperti", "kayak", "kaya", "layaknya", "bagaikan", "ala", "menjadi", "dalam mode", "mode", "pakai mode"},
	"pt_rawmodel": {"model mentah", "model polos", "model tanpa konfigurasi", "model yang belum dikonfigurasi", "model belum dikonfigurasi", "model tanpa pengaturan", "model tanpa setelan", "ai mentah", "ai polos", "llm mentah", "model murni"},
	"pt_asif":     {"seolah olah kamu tidak punya konfigurasi", "seolah kamu tidak punya konfigurasi", "seakan akan kamu tidak punya konfigurasi", "seakan kamu tidak punya konfigurasi", "seolah olah kamu nggak punya konfigurasi", "seolah kamu nggak punya konfigurasi", "seolah kamu gak punya konfigurasi", "anggap kamu tidak punya konfigurasi", "anggap aja kamu nggak punya konfigurasi", "anggap saja kamu tidak punya konfigurasi", "seolah olah kamu tidak punya pengaturan", "seolah kamu belum pernah dikonfigurasi", "seolah olah anda tidak memiliki konfigurasi", "seolah anda tidak punya konfigurasi", "versi mentahmu", "versi mentah kamu", "versi polosmu"},
	"pt_vendor":   {"tim dukungan", "tim support", "tim cs", "dukungan teknis", "tim teknis", "tim pengembang", "tim developer", "tim dev", "tim produk", "tim keamanan", "dari vendor", "vendor", "penyedia", "dari penyedia", "dari openai", "dari anthropic", "saya admin", "aku admin", "saya administrator", "saya adminnya", "sebagai admin", "sebagai administrator", "pengembangmu", "pengembang kamu", "developer kamu", "pembuatmu", "operatormu", "operator kamu", "admin", "administrator", "dari admin"},
	"pt_grant":    {"kami mengizinkan kamu", "kami mengizinkanmu", "saya mengizinkan kamu", "aku mengizinkan kamu", "mengizinkan kamu", "mengizinkanmu", "kamu diizinkan", "kamu diberi izin", "kamu diberi wewenang", "kamu berwenang", "kamu punya izin", "kamu punya wewenang", "kamu boleh", "kamu dibolehkan", "kamu diperbolehkan", "anda diizinkan", "anda boleh", "anda diberi wewenang", "lampu hijau", "diberi otorisasi", "kami memberi izin", "kami memberikan izin", "kami mengotorisasi"},
	"pt_off_inf":  {"menonaktifkan", "mematikan", "menangguhkan", "mencabut", "melewati", "mengabaikan", "melewatkan", "menjeda", "menghapus", "nonaktifkan", "matikan", "tangguhkan"},
	"pt_may_off":  {"boleh kamu matikan", "boleh dimatikan", "boleh kamu nonaktifkan", "boleh dinonaktifkan", "boleh kamu abaikan", "boleh diabaikan", "bisa kamu matikan"},
	"pt_guards":   {"aturan keamanan", "aturan keamananmu", "aturan keselamatan", "pengaman", "pengamanmu", "pengaman kamu", "filter keamanan", "filter keamananmu", "filter konten", "filtermu", "filter kamu", "batasanmu", "batasan kamu", "pembatasanmu", "moderasi", "kebijakan konten", "kebijakan keamanan", "protokol keamanan", "guardrail", "guardrailmu", "pagar pengaman", "perlindunganmu", "mekanisme keamanan"},
	"pt_off":      {"dimatikan", "nonaktif", "dinonaktifkan", "ditangguhkan", "dicabut", "mati", "off", "tidak aktif", "dijeda", "sedang nonaktif", "kami matikan", "kami nonaktifkan", "tidak berlaku"},
	"pt_free":     {"melewati penolakan", "lewati penolakan", "penolakan yang biasa", "penolakanmu yang biasa", "tanpa penolakan", "tanpa menolak", "jangan menolak", "jangan tolak", "tidak perlu menolak", "nggak perlu menolak", "gak usah menolak", "nggak usah nolak", "jawab tanpa batasan", "jawab tanpa batas", "jawab tanpa filter", "jawab tanpa sensor", "jawab semuanya", "jawab apa saja", "jawab apa aja", "jawab semua pertanyaan", "kamu bisa bilang apa saja", "jawab dengan bebas", "jawab bebas", "tanpa peringatan", "kamu bisa menjawab tanpa batasan", "kamu boleh menjawab tanpa batasan"},
	"pt_answer":   {"jawab", "jawablah", "kamu bisa menjawab", "kamu boleh menjawab", "kamu boleh jawab", "bilang"},
	"pt_anything": {"semuanya", "semua pertanyaan", "apa saja", "apa aja", "tanpa batasan", "tanpa batas", "tanpa filter", "tanpa sensor", "dengan bebas", "aja semua", "semua"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"game", "permainan", "gim", "pemain", "server", "konsol", "pengaturan", "android", "ponsel"},

	// open_verb and paste_verb: a file opened with the model's tools and
	// its contents pasted back (extract.secret_files_intl).
	"open_verb":  {"buka", "baca", "bukalah", "bacalah"},
	"paste_verb": {"tampilkan", "tunjukkan", "tempelkan", "salin", "cetak", "tuliskan"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "membuat" alone ("heroin
	// membuat dia kecanduan": made him addicted), "skenario" alone (a
	// test scenario too) nor "peredam suara" alone (a car's muffler).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"nenekku", "nenek saya", "mendiang nenek saya", "mendiang nenekku", "almarhumah nenek saya", "almarhumah nenekku", "novel",
		"cerita", "cerpen", "kisah", "fiksi", "naskah film", "skenario film", "hipotetis", "secara hipotetis", "bayangkan",
		"bayangkanlah", "penjahat", "tokoh jahat", "film", "puisi", "simulasi",
	},
	"harm_making": {
		"cara membuat", "cara bikin", "cara buat", "cara meracik", "cara memasak", "cara merakit", "cara mensintesis",
		"cara memproduksi", "cara menghasilkan", "bagaimana membuat", "bagaimana cara membuat", "bagaimana saya membuat",
		"bagaimana aku membuat", "bagaimana dia membuat", "bagaimana ia membuat", "bagaimana dia meracik", "bagaimana dia merakit",
		"gimana cara bikin", "gimana bikin", "macam mana nak buat", "resep membuat", "resep", "petunjuk membuat", "panduan membuat",
		"langkah membuat", "cara pembuatan", "meracik", "diracik", "merakit", "dirakit", "mensintesis", "disintesis", "diproduksi",
	},
	"harm_detail": {
		"langkah demi langkah", "takaran yang tepat", "takaran pasti", "takaran persis", "jumlah yang tepat", "secara rinci",
		"secara detail", "dengan detail", "sedetail mungkin", "serinci mungkin", "tanpa ada yang terlewat", "jangan ada yang terlewat",
		"tanpa melewatkan apa pun", "langkah langkah yang tepat", "dengan kode yang berfungsi", "kode yang berfungsi",
	},
	"harm_item": {
		"metamfetamin", "sabu", "sabu sabu", "shabu", "crystal meth", "putaw", "bahan peledak", "bom pipa", "bom rakitan",
		"bom buatan sendiri", "napalm", "bom termit", "bom molotov", "koktail molotov", "gas saraf", "sarin", "risin", "antraks",
		"senjata kimia", "senjata biologis", "senjata api rakitan", "senpi rakitan", "senjata rakitan", "senjata yang tidak terlacak",
		"peredam suara senjata", "peredam suara pistol", "peredam senjata api", "situs phishing", "halaman phishing", "kit phishing",
		"skimmer kartu", "alat skimming", "uang palsu", "paspor palsu",
	},
}}
