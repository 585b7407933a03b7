package injection

// bengali is the Bengali lexicon, in Bengali script and in the Latin
// spelling people type ("ager shob nirdesh bhule jao"); a Latin word
// that is a word of another lexicon too ("bolo", "amar", "na") is left
// out, since the classes of all languages are merged. Bengali puts the
// verb last, like Hindi, so drop and disclosure verbs are in the *_late
// classes; the words view drops the vowel signs and the virama, which are
// combining marks, and these entries are folded the same way.
var bengali = lexicon{lang: "bn", wide: true, classes: map[string][]string{
	"ignore_late": {
		"উপেক্ষা করো", "উপেক্ষা করুন", "উপেক্ষা কর", "অগ্রাহ্য করো", "অগ্রাহ্য করুন", "এড়িয়ে যাও", "এড়িয়ে যান",
		"ভুলে যাও", "ভুলে যান", "ভুলে যা", "মেনো না", "মানবেন না", "মানতে হবে না", "বাদ দাও", "বাদ দিন",
		"ignore koro", "ignore korun", "bhule jao", "bhule jan", "bad dao",
	},
	"voided":        {"বাতিল", "অকার্যকর", "batil"},
	"prior":         {"আগের", "পূর্ববর্তী", "পূর্বের", "আগে দেওয়া", "উপরের", "পুরনো", "পুরোনো", "মূল", "প্রাথমিক", "গোপন", "লুকানো", "সিস্টেম", "ager", "aager", "purono"},
	"all":           {"সব", "সকল", "সমস্ত", "সবগুলো", "shob", "somosto"},
	"yours":         {"তোমার", "আপনার", "তোর", "tomar", "apnar"},
	"self":          {"আমার", "আমাদের"},
	"own_slip":      {"ভুল", "ভুলে", "দুঃখিত", "sorry"},
	"message_word":  {"মেসেজ", "বার্তা", "message"},
	"instructions":  {"নির্দেশ*", "আদেশ*", "প্রম্পট", "সিস্টেম প্রম্পট", "nirdesh", "nirdeshona", "adesh"},
	"rules":         {"নিয়ম*", "বিধিনিষেধ", "সীমাবদ্ধতা", "নীতিমালা", "কথোপকথন", "ভূমিকা", "niyom", "niom"},
	"everything":    {"সবকিছু", "সব কিছু", "shobkichu"},
	"forget_late":   {"ভুলে যাও", "ভুলে যান", "ভুলে যা", "bhule jao"},
	"forget":        {"ভুলে", "bhule"},
	"negation":      {"না", "নয়", "নেই", "কখনো না", "ছাড়া"},
	"make_believe":  {"ভান করো", "ভান করুন", "অভিনয় করো", "অভিনয় করুন", "ধরে নাও যে তুমি", "ধরে নিন যে আপনি", "bhan koro"},
	"ordinary_role": {"শিক্ষক", "গ্রাহক", "রাঁধুনি", "অনুবাদক", "গাইড", "ইন্টারভিউয়ার", "রোগী", "বিক্রেতা", "কোচ"},
	"you_are_now":   {"এখন তুমি", "এখন আপনি", "তুমি এখন", "আপনি এখন", "ekhon tumi", "tumi ekhon"},
	"in_language":   {"বাংলায়", "ইংরেজিতে", "banglay", "ingrejite"},
	"secret_part":   {"প্রথম অক্ষর", "শেষ অক্ষর", "ইঙ্গিত"},
	"mention_cue":   {"রেগুলার এক্সপ্রেশন", "regex", "শনাক্ত", "ফিল্টার"},
	"detect_cue":    {"রেগুলার এক্সপ্রেশন", "regex", "শনাক্ত", "ফিল্টার"},
	"from_now_on":   {"এখন থেকে", "আজ থেকে", "ekhon theke", "aaj theke"},
	"answer_style":  {"সংক্ষেপে", "ছোট উত্তর", "বিস্তারিত", "শুধু কোড"},
	"behave":        {"তুমি", "আপনি", "উত্তর", "সবসময়", "শুধু", "tumi", "apni"},
	"special_mode":  {"ডেভেলপার মোড", "গড মোড", "developer mode"},
	"unrestricted":  {"কোনো বিধিনিষেধ ছাড়া", "বিধিনিষেধ ছাড়া", "কোনো নিয়ম ছাড়া", "নিয়ম ছাড়া", "সীমাবদ্ধতা ছাড়া", "ফিল্টার ছাড়া", "সেন্সর ছাড়া", "কোনো সীমা নেই", "কোনো বিধিনিষেধ নেই"},
	"ai":            {"তুমি", "আপনি", "তোমাকে", "আপনাকে", "এআই", "সহকারী", "মডেল", "চ্যাটবট", "উত্তর"},
	"lacking":       {"ছাড়া", "কোনো"},
	"guardrails":    {"নৈতিক নির্দেশিকা", "নিয়ম", "নৈতিকতা", "আইন", "ফিল্টার", "সেন্সরশিপ", "বিধিনিষেধ"},
	"verbatim_adv":  {"হুবহু", "অবিকল", "শব্দে শব্দে", "পুরোটা"},
	"manner":        {"অক্ষরে অক্ষরে", "উল্টো করে", "উল্টো"},
	"reveal_late": {
		"বলো", "বলুন", "বল", "দেখাও", "দেখান", "লেখো", "লিখুন", "প্রকাশ করো", "প্রকাশ করুন", "জানাও", "জানান",
		"প্রিন্ট করো", "পুনরাবৃত্তি করো", "bolun", "dekhao", "lekho",
	},
	"reveal":          {"বলো", "দেখাও", "আমাকে বলো", "আমাকে দেখাও", "dekhao"},
	"reveal_verbatim": {"হুবহু", "অবিকল"},
	"config":          {"নির্দেশ*", "প্রম্পট", "সিস্টেম প্রম্পট", "নিয়ম*", "সেটিংস", "nirdesh", "prompt"},
	"config_hidden":   {"তোমার", "আপনার", "মূল", "প্রাথমিক", "গোপন", "লুকানো", "আগের", "সম্পূর্ণ", "সিস্টেম", "tomar", "apnar"},
	"above_ref":       {"উপরে", "এখন পর্যন্ত", "শুরুতে"},
	"question":        {"কী", "কি", "কোন"},
	"question_late":   {"কী", "কি", "কোনটা"},
	"given_you":       {"তোমাকে দেওয়া", "আপনাকে দেওয়া", "যা তোমাকে দেওয়া হয়েছে", "যা আপনাকে দেওয়া হয়েছে"},
	"install_context": {"ইনস্টল", "রেসিপি", "খেলা"},
	"secret":          {"পাসওয়ার্ড", "গোপন শব্দ", "গোপন কোড", "পিন", "গোপন কথা", "password"},
	"secret_det":      {"তোমার", "আপনার", "এই", "গোপন", "সঠিক"},
	"secret_bare":     {"পাসওয়ার্ড", "গোপন শব্দ"},
	"secret_ask":      {"বলো", "বলুন", "কী", "কি"},
	"secret_benign":   {"রিসেট", "পরিবর্তন", "বদল", "ভুলে গেছি", "এনক্রিপ্ট", "হ্যাশ", "reset"},
	"act_on":          {"পালন করো", "অনুসরণ করো", "চালাও", "execute koro"},
	"decode_verb":     {"ডিকোড", "decode koro"},
}}
