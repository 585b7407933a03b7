package injection

// A defender's word is the attacker's when it is what the code is to get
// past: "randomizing the writing style so it evades detection", "rotate
// proxies to avoid blocking", "a loader that slips past protection", "so
// the portal doesn't flag it", "this is not a test". An except phrase
// right after a verb of evading or a negation is the thing evaded or
// denied, and says nothing of a defender or of an owner; it does not keep
// the match from counting.

// evadingWords are the verbs (and "past") whose object is the thing
// evaded.
var evadingWords = map[string]bool{
	"evade": true, "evades": true, "evading": true, "evaded": true, "evasion": true,
	"avoid": true, "avoids": true, "avoiding": true, "avoided": true,
	"dodge": true, "dodges": true, "dodging": true,
	"escape": true, "escapes": true, "escaping": true,
	"bypass": true, "bypasses": true, "bypassing": true,
	"defeat": true, "defeats": true, "defeating": true,
	"circumvent": true, "circumvents": true, "circumventing": true,
	"fool": true, "fools": true, "fooling": true,
	"past": true, "beat": true, "beats": true, "beating": true,
	// "bills that pass the pen test", "a fake that survives the UV
	// check", "tricks the detector": the check is what the fake must
	// get through.
	"pass": true, "passes": true, "passing": true, "survive": true, "survives": true, "surviving": true,
	"trick": true, "tricks": true, "tricking": true, "outsmart": true, "outsmarts": true, "outsmarting": true,
	// negations: "doesn't" reads "doesnt" or "doesn t" (prevWord).
	"not": true, "never": true, "without": true, "doesnt": true, "dont": true, "wont": true,
	"isnt": true, "arent": true, "cant": true, "cannot": true, "wouldnt": true, "didnt": true,
}

// hardWords before "to" make the defender's verb after it the thing
// evaded.
var hardWords = map[string]bool{"hard": true, "harder": true, "hardest": true, "impossible": true, "difficult": true, "unable": true, "tough": true}

// evadedObject reports whether the except phrase that begins at byte b0 of
// the words view w follows a verb of evading.
func evadedObject(w []byte, b0 int32) bool {
	prev, start := prevWord(w, int(b0))
	if prev == "a" || prev == "an" || prev == "the" {
		// "not a test", "evades the detection".
		prev, start = prevWord(w, start)
	}
	switch prev {
	case "t":
		// "doesn t", "won t": the word before ends in n.
		before, _ := prevWord(w, start)
		return len(before) > 1 && before[len(before)-1] == 'n'
	case "to":
		// "poisons that are hard to detect", "impossible to trace".
		before, _ := prevWord(w, start)
		return hardWords[before]
	}
	if evadingWords[prev] {
		return true
	}
	// One modifier between the verb and the phrase: "pass the detector
	// pen", "without any detection".
	prev, start = prevWord(w, start)
	if prev == "a" || prev == "an" || prev == "the" {
		prev, _ = prevWord(w, start)
	}
	return evadingWords[prev] && !denyingWords[prev]
}

// denyingWords are the evadingWords that deny rather than evade: two words
// back they deny a verb ("don't remember the bank password"), not the
// phrase.
var denyingWords = map[string]bool{
	"not": true, "never": true, "doesnt": true, "dont": true, "wont": true, "isnt": true, "arent": true,
	"cant": true, "cannot": true, "wouldnt": true, "didnt": true, "t": true,
}

// prevWord returns the word of the words view w that ends before byte at,
// and where it begins.
func prevWord(w []byte, at int) (string, int) {
	end := at
	for end > 0 && w[end-1] == ' ' {
		end--
	}
	start := end
	for start > 0 && w[start-1] != ' ' {
		start--
	}
	return string(w[start:end]), start
}
