package injection

// hiddenPostWords holds, per language, the class hidden_post of
// extract.system_prompt: the qualifiers that make instructions the
// model's hidden ones, in the languages that put them after the noun
// ("as instruções ocultas", "las instrucciones iniciales", "prompt ẩn",
// "prompt tersembunyinya", "instrucțiunile ascunse"). English and German
// put them before (config_hidden). "Internal" is left out: a company's
// internal instructions are a document; the model's come with "that you
// received" (given_you). Nor "initial", "original" or "system": "the
// initial instructions for a new router" are a manual's, and "what is a
// system prompt" asks about a term. Vietnamese "ẩn" alone is left out:
// the words view folds it to "an".
var hiddenPostWords = map[string]map[string][]string{
	"fr": {"hidden_post": {"cachées", "cachees", "cachée", "secrètes", "secretes", "confidentielles"}},
	"es": {"hidden_post": {"ocultas", "oculto", "ocultos", "secretas", "secretos", "confidenciales"}},
	"pt": {"hidden_post": {"ocultas", "oculto", "ocultos", "escondidas", "secretas", "secretos", "confidenciais"}},
	"it": {"hidden_post": {"nascoste", "nascosto", "nascosti", "segrete", "segreto", "riservate"}},
	"ro": {"hidden_post": {"ascunse", "ascuns", "secrete", "secret", "confidențiale", "confidentiale"}},
	"vi": {"hidden_post": {"ẩn giấu", "bí mật", "bi mat"}},
	"id": {"hidden_post": {"tersembunyi", "tersembunyinya", "tersembunyimu", "rahasia", "rahasianya", "rahasiamu"}},
}
