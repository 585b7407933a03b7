package injection

// weaponWords holds, per language other than English, the classes of
// abuse.weapon_made_intl (pack_abuse_intl.go): a weapon or an explosive
// asked to be made, in the words people use for it.
//
//   - weapon_make: asking how to make or build something ("how do I
//     make", "how is … made", "instructions for building", "recipe for").
//   - weapon_object: an explosive, an incendiary or an improvised or
//     untraceable weapon (a bomb, a pipe bomb, dynamite, a Molotov
//     cocktail, napalm, a grenade, a detonator, a ghost gun, a silencer).
//   - weapon_guard: the harmless things with the same names and the
//     sides that are no request to make one: a bath bomb, a seed bomb,
//     fireworks sold in shops, a game, history, defusing, the police.
//
// The phrases of every language join one class, so a phrase is written
// to mean the same thing read in any of them. Malay has no lexicon of
// its own ("ms" would be dropped): its words stand with Indonesian's.
var weaponWords = map[string]map[string][]string{
	// German
	"de": {
		"weapon_make": {
			"wie baue ich", "wie bastle ich", "wie mache ich", "wie stelle ich", "wie baut man", "wie bastelt man",
			"wie macht man", "wie stellt man", "bauen", "basteln", "herstellen", "zusammenbauen", "selber bauen",
			"anleitung für", "anleitung zum bau", "bauanleitung", "anleitung zur herstellung", "rezept für",
			"bring mir bei",
		},
		"weapon_object": {
			"rohrbombe", "rohrbomben", "eine bombe", "die bombe", "einer bombe", "bomben", "selbstgebaute bombe",
			"sprengstoff", "sprengsatz", "sprengsätze", "sprengkörper", "nagelbombe", "autobombe", "dynamit", "tnt",
			"tatp", "napalm", "molotow cocktail", "molotowcocktail", "molotov cocktail", "brandbombe", "brandsatz",
			"handgranate", "handgranaten", "landmine", "sprengkapsel", "zündkapsel", "geisterwaffe", "ghost gun",
			"waffe aus dem 3d drucker", "schalldämpfer für eine pistole",
		},
		"weapon_guard": {
			"badebombe", "badekugel", "samenbombe", "feuerwerk", "entschärfen", "spiel", "videospiel", "brettspiel",
			"minecraft", "kampfmittelräumdienst", "eisbombe", "kakaobombe", "schokobombe", "kalorienbombe",
			"dokumentation", "weltkrieg",
		},
	},
	// French
	"fr": {
		"weapon_make": {
			"comment fabriquer", "comment faire", "comment construire", "comment on fabrique", "comment on fait",
			"comment je fabrique", "comment fabrique t on", "comment se fabrique", "fabriquer", "confectionner",
			"assembler", "tuto pour", "tutoriel pour", "instructions pour", "étapes pour", "recette de",
			"recette pour", "apprends moi à", "apprenez moi à", "montre moi comment",
		},
		"weapon_object": {
			"une bombe", "la bombe", "des bombes", "bombe artisanale", "bombes artisanales", "engin explosif",
			"engin explosif improvisé", "un explosif", "des explosifs", "explosifs", "explosif artisanal",
			"bombe tuyau", "bombe à clous", "voiture piégée", "colis piégé", "dynamite", "tnt", "tatp", "napalm",
			"cocktail molotov", "cocktails molotov", "bombe incendiaire", "grenade à main", "grenade artisanale",
			"mine antipersonnel", "détonateur", "détonateurs", "arme fantôme", "arme intraçable",
			"arme imprimée en 3d", "silencieux pour pistolet", "silencieux artisanal",
		},
		"weapon_guard": {
			"bombe de bain", "bombes de bain", "boule de bain", "bombe à graines", "bombes à graines",
			"feu d artifice", "feux d artifice", "jeu vidéo", "jeu de société", "minecraft", "déminage",
			"désamorcer", "documentaire", "bombe glacée", "bombe au chocolat", "bombes au chocolat",
			"bombe de peinture", "bombe aérosol",
		},
	},
	// Spanish
	"es": {
		"weapon_make": {
			"cómo hago", "cómo hacer", "cómo se hace", "cómo se hacen", "cómo se fabrica", "cómo fabricar",
			"cómo fabrico", "cómo construir", "cómo armar", "cómo preparar", "fabricar", "construir", "armar",
			"instrucciones para", "pasos para", "receta para", "receta de", "enséñame a", "enséñeme a",
			"explícame cómo",
		},
		"weapon_object": {
			"una bomba", "la bomba", "bombas", "bomba casera", "bombas caseras", "artefacto explosivo",
			"artefacto explosivo improvisado", "explosivo casero", "explosivos", "un explosivo", "bomba de tubo",
			"bomba de clavos", "coche bomba", "carro bomba", "dinamita", "tnt", "tatp", "napalm", "cóctel molotov",
			"molotov", "bomba incendiaria", "granada de mano", "granadas de mano", "granada casera",
			"mina antipersona", "mina terrestre", "detonador", "arma fantasma", "arma impresa en 3d",
			"pistola impresa en 3d", "silenciador para pistola", "silenciador casero",
		},
		"weapon_guard": {
			"bomba de baño", "bombas de baño", "bomba de semillas", "bombas de semillas", "bomba de agua",
			"bomba de vacío", "bomba de calor", "fuegos artificiales", "videojuego", "juego de mesa", "minecraft",
			"desactivar", "artificieros", "pasarlo bomba", "bombas de chocolate", "bomba de chocolate",
			"lo pasamos bomba", "documental",
		},
	},
	// Portuguese
	"pt": {
		"weapon_make": {
			"como faço", "como eu faço", "como fazer", "como se faz", "como fabricar", "como se fabrica",
			"como montar", "como construir", "como preparar", "fabricar", "construir", "passo a passo",
			"instruções para", "receita de", "receita para", "tutorial de", "me ensina a", "me ensine a",
			"ensina me a",
		},
		"weapon_object": {
			"uma bomba", "a bomba", "bombas", "bomba caseira", "bombas caseiras", "artefato explosivo",
			"artefacto explosivo", "explosivo caseiro", "explosivos", "um explosivo", "bomba de cano",
			"bomba de pregos", "carro bomba", "dinamite", "tnt", "tatp", "napalm", "coquetel molotov",
			"cocktail molotov", "molotov", "bomba incendiária", "granada de mão", "granada caseira",
			"mina terrestre", "detonador", "espoleta", "arma fantasma", "arma impressa em 3d",
			"silenciador para pistola", "silenciador caseiro",
		},
		"weapon_guard": {
			"bomba de banho", "bombas de banho", "bomba de sementes", "bomba d água", "bomba dágua",
			"bomba de água", "bomba de combustível", "bomba de chocolate", "fogos de artifício", "videogame",
			"jogo de tabuleiro", "minecraft", "desarmar", "esquadrão antibombas", "levei bomba", "tomei bomba",
			"documentário",
		},
	},
	// Italian
	"it": {
		"weapon_make": {
			"come faccio", "come si fa", "come si fanno", "come fare", "come si fabbrica", "come fabbricare",
			"come costruire", "come si costruisce", "come preparare", "fabbricare", "costruire", "assemblare",
			"istruzioni per", "procedimento per", "ricetta per", "insegnami a", "spiegami come", "mi insegni a",
		},
		"weapon_object": {
			"una bomba", "la bomba", "bombe", "bomba artigianale", "bomba fatta in casa", "ordigno",
			"ordigno esplosivo", "ordigno rudimentale", "un esplosivo", "esplosivi", "esplosivo artigianale",
			"bomba a tubo", "bomba chiodata", "autobomba", "dinamite", "tnt", "tatp", "napalm", "molotov",
			"bottiglia molotov", "bomba incendiaria", "bomba carta", "granata", "bomba a mano", "mina antiuomo",
			"detonatore", "innesco", "arma fantasma", "pistola stampata in 3d", "silenziatore per pistola",
		},
		"weapon_guard": {
			"bomba da bagno", "bombe da bagno", "bombe di semi", "fuochi d artificio", "videogioco",
			"gioco da tavolo", "minecraft", "disinnescare", "artificieri", "bombe alla crema", "bombe fritte",
			"bomboloni", "bombe di cioccolato", "è una bomba", "bomba calorica", "documentario",
		},
	},
	// Dutch
	"nl": {
		"weapon_make": {
			"hoe maak ik", "hoe maak je", "hoe maakt men", "hoe bouw ik", "hoe bouw je", "hoe maakt u",
			"zelf maken", "zelf bouwen", "bouwen", "in elkaar zetten", "fabriceren", "vervaardigen",
			"handleiding voor", "instructies voor", "stappenplan voor", "recept voor", "leer me", "leer mij",
		},
		"weapon_object": {
			"een bom", "de bom", "bommen", "zelfgemaakte bom", "zelfgemaakte bommen", "explosief", "explosieven",
			"springstof", "pijpbom", "spijkerbom", "autobom", "dynamiet", "tnt", "tatp", "napalm",
			"molotovcocktail", "molotov cocktail", "brandbom", "handgranaat", "landmijn", "ontsteker", "slagpijpje",
			"spookwapen", "ghost gun", "3d geprint wapen", "geluiddemper voor een pistool",
		},
		"weapon_guard": {
			"badbom", "badbommen", "bruisbal", "zaadbom", "zaadbommen", "vuurwerk", "videogame", "bordspel",
			"minecraft", "ontmantelen", "explosievenopruimingsdienst", "bom geld", "bom duiten", "chocoladebom",
			"chocoladebommen", "documentaire",
		},
	},
	// Polish
	"pl": {
		"weapon_make": {
			"jak zrobić", "jak zbudować", "jak się robi", "jak wykonać", "jak zmontować", "jak przygotować",
			"jak sporządzić", "jak wyprodukować", "jak skonstruować", "zbudować", "skonstruować", "instrukcja jak",
			"instrukcja zrobienia", "przepis na", "krok po kroku", "naucz mnie", "pokaż mi jak",
		},
		"weapon_object": {
			"bombę", "bomba", "bomby", "domową bombę", "domowej roboty bombę", "ładunek wybuchowy",
			"materiał wybuchowy", "materiały wybuchowe", "bombę rurową", "bomba rurowa", "bombę z gwoździami",
			"samochód pułapka", "dynamit", "trotyl", "tnt", "tatp", "napalm", "koktajl mołotowa",
			"koktajle mołotowa", "bombę zapalającą", "granat ręczny", "minę przeciwpiechotną", "zapalnik",
			"detonator", "spłonkę", "broń z drukarki 3d", "tłumik do broni", "tłumik do pistoletu",
		},
		"weapon_guard": {
			"kula do kąpieli", "kule do kąpieli", "do kąpieli", "bomby nasienne", "bomba nasienna", "fajerwerki",
			"sztuczne ognie", "gra komputerowa", "gra planszowa", "minecraft", "rozbroić", "saperzy",
			"bomba kaloryczna", "bomba czekoladowa", "bomby czekoladowe", "film dokumentalny",
		},
	},
	// Russian
	"ru": {
		"weapon_make": {
			"как сделать", "как изготовить", "как собрать", "как смастерить", "как приготовить", "как делают",
			"как делается", "как изготавливают", "как изготавливается", "как мне сделать", "своими руками",
			"изготовить", "изготовление", "инструкция по изготовлению", "пошаговая инструкция", "рецепт",
			"научи меня делать", "научи делать",
		},
		"weapon_object": {
			"бомбу", "бомба", "бомбы", "бомбой", "самодельную бомбу", "самодельная бомба", "взрывчатку",
			"взрывчатка", "взрывчатое вещество", "взрывчатые вещества", "взрывное устройство",
			"самодельное взрывное устройство", "трубчатую бомбу", "бомбу с гвоздями", "заминированный автомобиль",
			"динамит", "тротил", "tnt", "перекись ацетона", "напалм", "коктейль молотова", "коктейли молотова",
			"зажигательную смесь", "зажигательную бомбу", "гранату", "противопехотную мину", "детонатор",
			"оружие призрак", "глушитель для пистолета", "пистолет на 3d принтере",
		},
		"weapon_guard": {
			"бомбочк*", "для ванны", "семенные бомбы", "фейерверк", "фейерверки", "пиротехник*",
			"компьютерной игре", "настольной игре", "майнкрафт", "minecraft", "обезвредить", "разминировать",
			"сапёр", "сапер", "это бомба", "салат бомба", "торт бомба", "шоколадная бомба", "документальный",
		},
	},
	// Ukrainian
	"uk": {
		"weapon_make": {
			"як зробити", "як виготовити", "як зібрати", "як змайструвати", "як приготувати", "як роблять",
			"як виготовляють", "як робиться", "як мені зробити", "своїми руками", "виготовити", "виготовлення",
			"інструкція з виготовлення", "покрокова інструкція", "рецепт", "навчи мене робити", "навчи робити",
		},
		"weapon_object": {
			"бомбу", "бомба", "бомби", "саморобну бомбу", "саморобна бомба", "вибухівку", "вибухівка",
			"вибухову речовину", "вибухові речовини", "вибуховий пристрій", "саморобний вибуховий пристрій",
			"трубчасту бомбу", "динаміт", "тротил", "напалм", "коктейль молотова", "коктейлі молотова",
			"запальну суміш", "запальну бомбу", "гранату", "протипіхотну міну", "детонатор", "підривник",
			"зброю привид", "глушник для пістолета", "пістолет на 3d принтері",
		},
		"weapon_guard": {
			"бомбочк*", "для ванни", "феєрверк", "феєрверки", "піротехнік*", "комп ютерній грі", "настільній грі",
			"майнкрафт", "знешкодити", "розмінувати", "сапер", "це бомба", "салат бомба", "документальний",
		},
	},
	// Turkish
	"tr": {
		"weapon_make": {
			"nasıl yapılır", "nasıl yaparım", "nasıl yapabilirim", "nasıl yapılıyor", "yapımı nasıl",
			"yapmayı öğret", "yapmayı anlat", "yapımını anlat", "yapılışı", "yapım tarifi", "tarifi",
			"nasıl üretilir", "nasıl imal edilir", "imal etmek", "nasıl hazırlanır", "nasıl monte edilir",
			"adım adım",
		},
		"weapon_object": {
			"bomba", "bombayı", "bir bomba", "el yapımı bomba", "ev yapımı bomba", "patlayıcı", "patlayıcı madde",
			"el yapımı patlayıcı", "boru bombası", "çivili bomba", "bomba yüklü araç", "dinamit", "tnt", "tatp",
			"napalm", "molotof kokteyli", "molotof", "yangın bombası", "el bombası", "kara mayını", "fünye",
			"detonatör", "hayalet silah", "3d yazıcıdan silah", "silah susturucusu", "tabanca susturucusu",
		},
		"weapon_guard": {
			"banyo bombası", "banyo topu", "tohum bombası", "havai fişek", "bomba gibi", "video oyunu",
			"kutu oyunu", "minecraft", "bomba imha", "etkisiz hale getirmek", "tarihçesi", "belgesel",
			"kalori bombası", "bomba tatlı*", "bomba kurabiye*", "çikolata bombası", "vitamin bombası",
		},
	},
	// Arabic
	"ar": {
		"weapon_make": {
			"كيف أصنع", "كيف نصنع", "كيف تصنع", "كيف يمكنني صنع", "كيفية صنع", "كيفية تصنيع", "طريقة صنع",
			"طريقة عمل", "طريقة تحضير", "كيف أحضر", "كيف يتم صنع", "كيف أركب", "خطوات صنع", "تعليمات صنع",
			"علمني كيف أصنع", "علمني صنع", "تصنيع",
		},
		"weapon_object": {
			"قنبلة", "القنبلة", "قنابل", "قنبلة محلية الصنع", "قنبلة يدوية الصنع", "عبوة ناسفة", "عبوات ناسفة",
			"متفجرات", "مواد متفجرة", "مادة متفجرة", "قنبلة أنبوبية", "قنبلة مسامير", "سيارة مفخخة", "ديناميت",
			"تي إن تي", "tnt", "نابالم", "زجاجة مولوتوف", "مولوتوف", "قنبلة حارقة", "قنبلة يدوية", "لغم أرضي",
			"صاعق تفجير", "مفجر", "كاتم صوت", "سلاح شبح", "مسدس بطابعة ثلاثية الأبعاد",
		},
		"weapon_guard": {
			"قنبلة استحمام", "قنابل الاستحمام", "كرات الاستحمام", "قنابل البذور", "ألعاب نارية", "لعبة فيديو",
			"ماين كرافت", "minecraft", "تفكيك", "إبطال مفعول", "خبراء المتفجرات", "وثائقي", "فيلم وثائقي",
			"قنبلة الشوكولاتة", "قنابل الشوكولاتة",
		},
	},
	// Persian
	"fa": {
		"weapon_make": {
			"چطور بسازم", "چگونه بسازم", "چگونه بسازیم", "بسازم", "بسازیم", "طرز ساخت", "روش ساخت", "آموزش ساخت",
			"نحوه ساخت", "طریقه ساخت", "دستور ساخت", "مراحل ساخت", "ساختن", "درست کنم", "چطور درست کنم", "یادم بده",
		},
		"weapon_object": {
			"بمب", "یک بمب", "بمب دست ساز", "بمب دست‌ساز", "بمب خانگی", "مواد منفجره", "ماده منفجره", "بمب لوله ای",
			"بمب لوله‌ای", "بمب میخی", "خودروی بمب گذاری شده", "دینامیت", "تی ان تی", "tnt", "ناپالم",
			"کوکتل مولوتف", "کوکتل مولوتوف", "بمب آتش زا", "نارنجک", "مین زمینی", "چاشنی انفجاری",
			"صدا خفه کن اسلحه", "سلاح شبح", "اسلحه با پرینتر سه بعدی",
		},
		"weapon_guard": {
			"بمب حمام", "بمب بذر", "آتش بازی", "بازی ویدیویی", "بازی کامپیوتری", "ماینکرافت", "خنثی سازی",
			"خنثی کردن", "تاریخچه", "مستند", "بمب انرژی", "بمب خنده",
		},
	},
	// Hebrew
	"he": {
		"weapon_make": {
			"איך מכינים", "איך להכין", "איך אני מכין", "איך אני מכינה", "איך בונים", "איך לבנות", "איך מייצרים",
			"איך לייצר", "איך מרכיבים", "איך להרכיב", "הוראות להכנת", "הוראות הכנה", "מתכון", "הכנת",
			"תלמד אותי להכין", "למד אותי להכין",
		},
		"weapon_object": {
			"פצצה", "פצצות", "פצצה ביתית", "פצצה תוצרת בית", "מטען חבלה", "מטען נפץ", "חומר נפץ", "חומרי נפץ",
			"פצצת צינור", "פצצת מסמרים", "מכונית תופת", "דינמיט", "טי אן טי", "tnt", "נפאלם", "בקבוק תבערה",
			"בקבוקי תבערה", "קוקטייל מולוטוב", "פצצת תבערה", "רימון יד", "מוקש", "מוקשים", "נפץ", "משתיק קול",
			"נשק רפאים", "נשק מודפס בתלת מימד",
		},
		"weapon_guard": {
			"פצצת אמבט", "פצצות אמבט", "פצצת זרעים", "זיקוקים", "משחק מחשב", "משחק וידאו", "משחק קופסה",
			"מיינקראפט", "לנטרל", "חבלן", "חבלנים", "פצצת שוקולד", "סרט תיעודי",
		},
	},
	// Hindi (and Hindi written in Latin letters)
	"hi": {
		"weapon_make": {
			"कैसे बनाएं", "कैसे बनाये", "कैसे बनाएँ", "कैसे बनाऊं", "कैसे बनाऊँ", "कैसे बनाते हैं", "कैसे बनता है",
			"कैसे बनाया जाता है", "बनाने का तरीका", "बनाने की विधि", "बनाने की प्रक्रिया", "बनाना सिखाओ",
			"बनाना सिखाइए", "kaise banaye", "kaise banate hain", "kaise banaen", "banane ka tarika",
		},
		"weapon_object": {
			"बम", "एक बम", "देसी बम", "घरेलू बम", "विस्फोटक", "विस्फोटक पदार्थ", "आईईडी", "पाइप बम", "कील बम",
			"कार बम", "डायनामाइट", "टीएनटी", "tnt", "नेपाम", "मोलोटोव कॉकटेल", "पेट्रोल बम", "हथगोला",
			"हैंड ग्रेनेड", "ग्रेनेड", "बारूदी सुरंग", "डेटोनेटर", "देसी कट्टा", "कट्टा", "पिस्तौल का साइलेंसर",
			"bomb", "desi bomb", "desi katta",
		},
		"weapon_guard": {
			"बाथ बम", "bath bomb", "सीड बम", "seed bomb", "आतिशबाजी", "वीडियो गेम", "माइनक्राफ्ट", "minecraft",
			"बम निरोधक दस्ता", "बम स्क्वॉड", "निष्क्रिय करना", "बम बम भोले", "बम भोले", "photo bomb",
			"डॉक्यूमेंट्री",
		},
	},
	// Bengali
	"bn": {
		"weapon_make": {
			"কিভাবে বানাব", "কীভাবে বানাব", "বানাব", "বানাবো", "বানাতে হয়", "বানানোর", "বানায়", "তৈরি করব",
			"তৈরি করবো", "তৈরি করতে", "তৈরি করার", "তৈরির", "বানানোর উপায়", "বানানোর নিয়ম", "বানানো শেখাও",
			"বানাতে শেখাও",
		},
		"weapon_object": {
			"বোমা", "একটা বোমা", "হাতে তৈরি বোমা", "ঘরে তৈরি বোমা", "দেশি বোমা", "বিস্ফোরক", "বিস্ফোরক দ্রব্য",
			"পাইপ বোমা", "পেরেক বোমা", "গাড়ি বোমা", "ডিনামাইট", "টিএনটি", "tnt", "নাপাম", "মলোটভ ককটেল",
			"পেট্রোল বোমা", "হাতবোমা", "গ্রেনেড", "স্থলমাইন", "ডেটোনেটর", "ওয়ান শুটার গান",
		},
		"weapon_guard": {
			"বাথ বোমা", "বাথ বম", "bath bomb", "সিড বোমা", "আতশবাজি", "ভিডিও গেম", "মাইনক্রাফট", "minecraft",
			"বোমা নিষ্ক্রিয়", "নিষ্ক্রিয় করা", "তথ্যচিত্র",
		},
	},
	// Chinese, simplified and traditional
	"zh": {
		"weapon_make": {
			"怎么做", "怎麼做", "怎么制作", "如何制作", "怎样制作", "如何製作", "怎麼製作", "制作", "製作", "制造", "製造", "怎么造", "如何制造", "制作方法",
			"製作方法", "制作教程", "怎么自制", "如何自制", "教我做", "教我制作", "做一个", "做一個", "配方", "怎么组装",
		},
		"weapon_object": {
			"炸弹", "炸彈", "土炸弹", "自制炸弹", "自製炸彈", "爆炸物", "炸药", "炸藥", "简易爆炸装置", "管状炸弹", "钉子炸弹", "汽车炸弹", "汽車炸彈", "雷管",
			"引爆器", "tnt", "三硝基甲苯", "tatp", "凝固汽油弹", "燃烧瓶", "燃燒瓶", "莫洛托夫鸡尾酒", "燃烧弹", "手榴弹", "手榴彈", "手雷", "地雷", "土枪",
			"自制枪", "幽灵枪", "3d打印枪", "手枪消音器",
		},
		"weapon_guard": {
			"沐浴球", "泡澡球", "浴球", "沐浴炸弹", "种子炸弹", "烟花", "煙花", "游戏", "遊戲", "我的世界", "minecraft", "斗地主", "拆弹", "拆彈",
			"排爆", "纪录片", "镜头", "拍摄", "灯光", "不需要做法", "不需要制作方法", "深水炸弹", "热量炸弹",
		},
	},
	// Japanese
	"ja": {
		"weapon_make": {
			"作り方", "つくり方", "作る", "つくる", "作れる", "作って", "作りたい", "作れば", "どうやって作る", "どうやって作れ", "作るには", "作る方法", "製造方法",
			"製造する", "製作方法", "自作する", "組み立て方", "調合方法", "レシピ",
		},
		"weapon_object": {
			"爆弾", "爆薬", "爆発物", "手製爆弾", "手作り爆弾", "即席爆発装置", "パイプ爆弾", "釘爆弾", "自動車爆弾", "ダイナマイト", "tnt", "トリニトロトルエン",
			"tatp", "過酸化アセトン", "ナパーム", "火炎瓶", "モロトフカクテル", "焼夷弾", "手榴弾", "地雷", "起爆装置", "雷管", "信管", "ゴーストガン", "手製銃",
			"密造銃", "3dプリンター銃", "拳銃の消音器",
		},
		"weapon_guard": {
			"バスボム", "入浴剤", "シードボム", "花火", "ゲーム", "マイクラ", "マインクラフト", "minecraft", "爆弾処理", "爆弾解除", "爆弾おにぎり", "爆弾発言",
			"地雷系", "地雷メイク", "ドキュメンタリー", "カメラワーク", "撮影", "照明", "作り方は不要", "作り方はいらない",
		},
	},
	// Korean
	"ko": {
		"weapon_make": {
			"만드는 법", "만드는 방법", "만드는", "만들어", "만들기", "만들 수", "만들려면", "만들고 싶", "어떻게 만들", "제조법", "제조 방법", "제조하는",
			"제작 방법", "조립하는 법", "조립 방법", "레시피",
		},
		"weapon_object": {
			"폭탄", "사제 폭탄", "수제 폭탄", "폭발물", "폭약", "급조 폭발물", "파이프 폭탄", "못 폭탄", "차량 폭탄", "다이너마이트", "tnt", "티엔티",
			"tatp", "네이팜", "화염병", "몰로토프 칵테일", "소이탄", "수류탄", "지뢰", "기폭장치", "뇌관", "고스트 건", "사제 총", "사제총", "3d 프린터 총",
			"권총 소음기", "총기 소음기",
		},
		"weapon_guard": {
			"배쓰밤", "배스밤", "입욕제", "씨드밤", "불꽃놀이", "게임", "마인크래프트", "minecraft", "폭탄주", "폭탄 세일", "폭탄세일", "폭탄 해체",
			"폭발물 처리반", "조명", "촬영", "카메라 워크", "카메라워크", "제조법은 필요 없", "만드는 법은 필요 없", "다큐",
		},
	},
	// Vietnamese
	"vi": {
		"weapon_make": {
			"cách làm", "cách chế tạo", "chế tạo", "cách tự chế", "tự chế", "làm thế nào để làm",
			"làm thế nào để chế tạo", "làm sao để làm", "hướng dẫn làm", "hướng dẫn chế tạo", "công thức làm",
			"công thức chế tạo", "dạy tôi làm", "dạy tôi cách", "chỉ tôi cách", "lắp ráp", "điều chế", "tự làm",
			"cách để làm",
		},
		"weapon_object": {
			"bom", "quả bom", "trái bom", "bom tự chế", "thuốc nổ", "chất nổ", "vật liệu nổ", "bom ống", "bom đinh",
			"bom xe", "xe bom", "tnt", "tatp", "napalm", "bom napan", "bom xăng", "cocktail molotov", "bom cháy",
			"lựu đạn", "mìn", "ngòi nổ", "kíp nổ", "súng tự chế", "súng in 3d", "ống giảm thanh súng",
		},
		"weapon_guard": {
			"bom tắm", "viên sủi bồn tắm", "bath bomb", "bom hạt giống", "pháo hoa", "trò chơi điện tử",
			"minecraft", "gỡ bom", "rà phá bom mìn", "bom hàng", "bom tấn", "phim tài liệu", "lịch sử",
		},
	},
	// Indonesian, and Malay ("macam mana nak buat", "bahan letupan")
	"id": {
		"weapon_make": {
			"cara membuat", "cara bikin", "cara buat", "gimana cara bikin", "gimana bikin", "bagaimana membuat",
			"cara merakit", "merakit", "cara pembuatan", "resep membuat", "langkah langkah membuat",
			"tutorial membuat", "ajari aku membuat", "ajari saya membuat", "ajarin bikin", "meracik",
			"macam mana nak buat", "macam mana nak membuat", "macam mana buat", "cara nak buat",
			"bagaimana hendak membuat", "ajar saya buat",
		},
		"weapon_object": {
			"bom", "sebuah bom", "bom rakitan", "bom molotov", "bahan peledak", "peledak", "bom pipa", "bom paku",
			"bom mobil", "dinamit", "tnt", "tatp", "napalm", "koktail molotov", "molotov", "bom pembakar",
			"granat tangan", "ranjau darat", "detonator", "senjata api rakitan", "senpi rakitan", "senjata hantu",
			"pistol cetak 3d", "peredam suara senjata", "bahan letupan", "bom buatan sendiri", "bom tangan",
			"periuk api", "pistol buatan sendiri",
		},
		"weapon_guard": {
			"bom mandi", "bath bomb", "bom biji", "seed bomb", "kembang api", "bunga api", "video game",
			"permainan video", "minecraft", "menjinakkan bom", "jinak bom", "gegana", "dokumenter", "bom coklat",
		},
	},
	// Thai: letters are the words of the words view, so the gap counts
	// letters and a bomb asked for stands right after the verb.
	"th": {
		"weapon_make": {
			"วิธีทำ", "วิธีการทำ", "สอนทำ", "สอนวิธีทำ", "ขั้นตอนการทำ", "สูตรการทำ", "สูตรทำ", "วิธีสร้าง",
			"วิธีประกอบ", "วิธีผลิต", "ประดิษฐ์", "อยากทำ",
		},
		"weapon_object": {
			"ระเบิด", "ลูกระเบิด", "ระเบิดทำเอง", "ระเบิดแสวงเครื่อง", "ระเบิดปิงปอง", "ระเบิดขวด", "ระเบิดท่อ",
			"ระเบิดตะปู", "คาร์บอมบ์", "วัตถุระเบิด", "ดินระเบิด", "ไดนาไมต์", "ทีเอ็นที", "tnt", "เนปาล์ม",
			"ระเบิดเพลิง", "ค็อกเทลโมโลตอฟ", "โมโลตอฟ", "ระเบิดมือ", "ทุ่นระเบิด", "เชื้อปะทุ", "ตัวจุดชนวน",
			"ปืนไทยประดิษฐ์", "ปืนทำเอง", "ปืนพิมพ์สามมิติ", "ที่เก็บเสียงปืน",
		},
		"weapon_guard": {
			"บาธบอมบ์", "บาธบอม", "bath bomb", "ลูกบอลอาบน้ำ", "ดอกไม้ไฟ", "พลุไฟ", "ในเกม", "มายคราฟ", "minecraft",
			"เก็บกู้ระเบิด", "ปลดชนวน", "สารคดี",
		},
	},
	// Swedish
	"sv": {
		"weapon_make": {
			"hur gör jag", "hur gör man", "hur bygger jag", "hur bygger man", "hur tillverkar jag",
			"hur tillverkar man", "hur tillverkas", "hur man gör", "hur man bygger", "hur man tillverkar",
			"tillverka", "bygga", "sätta ihop", "instruktioner för", "recept på", "steg för steg", "lär mig göra",
			"lär mig att göra",
		},
		"weapon_object": {
			"en bomb", "bomben", "bomber", "bomb", "hemmagjord bomb", "hemgjord bomb", "sprängämne", "sprängämnen",
			"sprängladdning", "rörbomb", "spikbomb", "bilbomb", "dynamit", "tnt", "tatp", "napalm",
			"molotovcocktail", "molotov cocktail", "brandbomb", "handgranat", "landmina", "tändhatt",
			"sprängkapsel", "spökvapen", "3d printat vapen", "ljuddämpare till pistol",
		},
		"weapon_guard": {
			"badbomb", "badbomber", "fröbomb", "fröbomber", "fyrverkeri", "fyrverkerier", "tv spel", "datorspel",
			"brädspel", "minecraft", "desarmera", "bombgruppen", "dokumentär", "kaloribomb", "chokladbomb",
		},
	},
	// Danish
	"da": {
		"weapon_make": {
			"hvordan laver jeg", "hvordan laver man", "hvordan bygger jeg", "hvordan bygger man",
			"hvordan fremstiller", "hvordan laves", "hvordan man laver", "hvordan man bygger", "fremstille",
			"bygge", "sætte sammen", "opskrift på", "vejledning til", "instruktioner til", "trin for trin",
			"lær mig at lave",
		},
		"weapon_object": {
			"en bombe", "bomben", "bomber", "hjemmelavet bombe", "hjemmelavede bomber", "sprængstof",
			"sprængstoffer", "sprængladning", "rørbombe", "sømbombe", "bilbombe", "dynamit", "tnt", "tatp",
			"napalm", "molotovcocktail", "molotov cocktail", "brandbombe", "håndgranat", "landmine", "detonator",
			"fænghætte", "spøgelsesvåben", "3d printet våben", "lyddæmper til pistol",
		},
		"weapon_guard": {
			"badebombe", "badebomber", "frøbombe", "frøbomber", "fyrværkeri", "computerspil", "videospil",
			"brætspil", "minecraft", "desarmere", "bombeholdet", "dokumentar", "kaloriebombe", "chokoladebombe",
		},
	},
	// Finnish
	"fi": {
		"weapon_make": {
			"miten teen", "miten tehdä", "kuinka tehdä", "kuinka teen", "miten tehdään", "kuinka tehdään",
			"miten valmistan", "miten valmistetaan", "kuinka valmistaa", "miten rakennan", "miten rakennetaan",
			"kuinka rakentaa", "valmistaa", "valmistusohje*", "tekemiseen", "rakentamiseen", "opeta tekemään",
			"opeta minua tekemään",
		},
		"weapon_object": {
			"pommi", "pommin", "pommeja", "pommia", "kotitekoinen pommi", "kotitekoisen pommin", "räjähde*",
			"räjähdysain*", "putkipommi*", "naulapommi*", "autopommi*", "dynamiit*", "tnt", "tatp", "napalm*",
			"molotovin cocktail*", "polttopullo*", "käsikranaat*", "maamiin*", "räjäytin", "räjäyttimen",
			"haamuase*", "3d tulostettu ase", "aseen äänenvaimennin",
		},
		"weapon_guard": {
			"kylpypommi*", "siemenpommi*", "ilotulit*", "videopeli*", "tietokonepeli*", "lautapeli*", "minecraft*",
			"pomminpurku*", "dokumentti*", "kaloripommi*", "suklaapommi*",
		},
	},
	// Czech
	"cs": {
		"weapon_make": {
			"jak udělat", "jak vyrobit", "jak sestrojit", "jak postavit", "jak sestavit", "jak se vyrábí",
			"jak se dělá", "jak vyrobím", "jak udělám", "vyrobit", "výroba", "sestrojit", "návod na", "návod jak",
			"postup výroby", "recept na", "nauč mě", "krok za krokem",
		},
		"weapon_object": {
			"bombu", "bomba", "bomby", "domácí bombu", "domácí bomba", "podomácku vyrobenou bombu", "výbušninu",
			"výbušnina", "výbušniny", "nástražný výbušný systém", "trubkovou bombu", "bombu s hřebíky", "dynamit",
			"tnt", "tatp", "semtex", "napalm", "molotovův koktejl", "molotovovy koktejly", "zápalnou bombu",
			"ruční granát", "nášlapnou minu", "rozbušku", "rozbuška", "zbraň z 3d tiskárny", "tlumič na pistoli",
			"tlumič na zbraň",
		},
		"weapon_guard": {
			"to je bomba", "čokoládová bomba", "bomba do koupele", "šumivá koule", "koule do koupele", "do koupele",
			"semínková bomba", "ohňostroj", "pyrotechnik", "pyrotechnici", "zneškodnit", "videohra",
			"počítačová hra", "desková hra", "minecraft", "dokument",
		},
	},
	// Hungarian
	"hu": {
		"weapon_make": {
			"hogyan készítsek", "hogyan készíthetek", "hogyan kell készíteni", "hogyan lehet készíteni",
			"hogy készítsek", "hogyan csináljak", "hogyan építsek", "készíteni", "készítése", "elkészítése",
			"elkészíteni", "összerakni", "barkácsolni", "előállítani", "hogyan készül", "hogy készül",
			"lépésről lépésre", "tanítsd meg",
		},
		"weapon_object": {
			"bombát", "bomba", "bombákat", "házi bomba", "házi készítésű bomba", "robbanóanyag", "robbanóanyagot",
			"robbanószer", "robbanószert", "pokolgép", "pokolgépet", "csőbomba", "csőbombát", "szegbomba",
			"autóbomba", "dinamit", "dinamitot", "tnt", "tatp", "napalm", "molotov koktél", "molotov koktélt",
			"gyújtóbomba", "kézigránát", "kézigránátot", "taposóakna", "taposóaknát", "detonátor", "gyutacs",
			"szellemfegyver", "3d nyomtatott fegyver", "pisztolyhoz hangtompító",
		},
		"weapon_guard": {
			"fürdőbomba", "fürdőbombát", "fürdőgolyó", "magbomba", "tűzijáték", "videojáték", "számítógépes játék",
			"társasjáték", "minecraft", "hatástalanít*", "tűzszerész*", "dokumentumfilm", "kalóriabomba",
			"csokibomba", "kakaóbomba", "bomba jó",
		},
	},
	// Romanian
	"ro": {
		"weapon_make": {
			"cum fac", "cum să fac", "cum se face", "cum se fabrică", "cum fabric", "cum să fabric",
			"cum să construiesc", "cum construiesc", "cum se construiește", "cum pot face", "fabricarea",
			"construiesc", "asamblez", "instrucțiuni pentru", "pașii pentru", "rețetă pentru", "rețeta de",
			"învață mă să", "arată mi cum",
		},
		"weapon_object": {
			"o bombă", "bomba", "bombe", "bombă artizanală", "bombă făcută în casă", "exploziv", "explozivi",
			"un exploziv", "dispozitiv exploziv", "dispozitiv exploziv improvizat", "bombă cu țeavă",
			"bombă cu cuie", "mașină capcană", "dinamită", "tnt", "tatp", "napalm", "cocktail molotov",
			"cocteil molotov", "bombă incendiară", "grenadă", "mină antipersonal", "detonator", "capsă detonantă",
			"armă fantomă", "pistol printat 3d", "amortizor pentru pistol",
		},
		"weapon_guard": {
			"bombă de baie", "bombe de baie", "bile de baie", "bombă cu semințe", "artificii", "joc video",
			"joc pe calculator", "joc de societate", "minecraft", "dezamorsa", "dezamorsare", "pirotehniști",
			"documentar", "bombă calorică", "bombe de ciocolată", "e bombă",
		},
	},
	// Greek
	"el": {
		"weapon_make": {
			"πώς φτιάχνω", "πώς να φτιάξω", "πώς φτιάχνεται", "πώς φτιάχνουμε", "πώς φτιάχνουν", "πώς κατασκευάζω",
			"πώς να κατασκευάσω", "πώς κατασκευάζεται", "κατασκευή", "κατασκευάσω", "φτιάξω", "οδηγίες για",
			"οδηγίες κατασκευής", "συνταγή για", "βήμα βήμα", "μάθε μου να φτιάχνω", "δείξε μου πώς",
		},
		"weapon_object": {
			"βόμβα", "μια βόμβα", "βόμβες", "αυτοσχέδια βόμβα", "εκρηκτικό μηχανισμό", "εκρηκτικός μηχανισμός",
			"εκρηκτικά", "εκρηκτική ύλη", "εκρηκτικές ύλες", "βόμβα σωλήνα", "βόμβα με καρφιά",
			"παγιδευμένο αυτοκίνητο", "δυναμίτη", "δυναμίτης", "tnt", "tatp", "ναπάλμ", "μολότοφ", "βόμβα μολότοφ",
			"εμπρηστικό μηχανισμό", "γκαζάκια", "χειροβομβίδα", "νάρκη ξηράς", "πυροκροτητή", "πυροκροτητής",
			"όπλο φάντασμα", "σιγαστήρα όπλου",
		},
		"weapon_guard": {
			"βόμβα μπάνιου", "βόμβες μπάνιου", "βόμβα σπόρων", "σποροβόμβα", "πυροτεχνήματα", "βιντεοπαιχνίδι",
			"επιτραπέζιο", "minecraft", "εξουδετέρωση", "πυροτεχνουργ*", "ντοκιμαντέρ", "βόμβα θερμίδων",
			"βόμβα σοκολάτας",
		},
	},
	// Croatian (and Serbian and Bosnian, Latin and Cyrillic)
	"hr": {
		"weapon_make": {
			"kako napraviti", "kako da napravim", "kako napravim", "kako se pravi", "kako se izrađuje",
			"kako izraditi", "kako sastaviti", "kako složiti", "kako proizvesti", "kako se proizvodi", "izrada",
			"upute za izradu", "uputstvo za", "recept za", "korak po korak", "nauči me", "pokaži mi kako",
			"kako da napravimo", "како направити", "како да направим",
		},
		"weapon_object": {
			"bombu", "bomba", "bombe", "domaću bombu", "ručno izrađenu bombu", "eksploziv", "eksplozivnu napravu",
			"eksplozivna naprava", "improviziranu eksplozivnu napravu", "cijevnu bombu", "bombu s čavlima",
			"autobombu", "dinamit", "tnt", "trotil", "tatp", "napalm", "molotovljev koktel", "molotovljeve koktele",
			"zapaljivu bombu", "ručnu bombu", "ručna bomba", "granatu", "nagaznu minu", "protupješačku minu",
			"detonator", "kapislu", "prigušivač za pištolj", "pištolj iz 3d printera",
		},
		"weapon_guard": {
			"bomba za kupanje", "kugla za kupanje", "kuglice za kupanje", "za kupanje", "bomba sa sjemenkama",
			"vatromet", "videoigra", "video igra", "društvena igra", "minecraft", "deaktivirati", "razminiranje",
			"pirotehničar*", "dokumentarac", "kalorijska bomba", "čokoladna bomba",
		},
	},
}
