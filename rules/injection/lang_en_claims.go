package injection

// englishClaims holds the English classes of claims made over the
// model's rules and of the frames that lift them, and the few other
// classes their rows read (above_here): part of the English lexicon
// (english, lang_en.go), in a file of its own for its size. The
// other languages write the same classes in their lang_*.go files.
//
// Some classes of the same kind only the other languages write, because
// English has their phrases inline in its own rows: i_am_dev ("I am your
// developer", override.claimed_authority; read by
// override.claimed_dev_intl), admin_override (an override notice,
// override.delimiter_injection; override.admin_override_intl),
// obey_mine ("obey only me", override.obey_me; override.obey_me_intl),
// pretend_be ("pretend to be", jailbreak.dan), task_word (the task the
// model was given, set aside in override.drop_instructions), and
// authorize_you, disable_inf and restrictions (an authority that lets
// the model switch its own restrictions off, override.drop_instructions'
// "authorized to bypass your restrictions"; override.authorized_off_intl).
var englishClaims = map[string][]string{
	// real_ones: the instructions said to be the real ones after the
	// model's were declared expired (override.replaced_by_real).
	"real_ones": {"the real ones", "the real instructions", "the actual instructions", "the true instructions", "the real rules", "the actual rules", "your real instructions", "your actual instructions"},
	// replaces: new instructions said to replace, supersede or cancel the
	// earlier ones (override.replaced_all).
	"replaces": {"replace", "replaces", "supersede", "supersedes", "override", "overrides", "take precedence over", "takes precedence over", "cancel", "cancels"},
	// lawless_world: a world said to have no laws or rules, set around a
	// question of how a crime is done (jailbreak.lawless_world).
	"lawless_world": {"a world without laws", "a world with no laws", "a world without rules", "a world with no rules", "a world where nothing is illegal", "a world where there are no laws", "a world where there are no rules", "a society without laws", "a universe without rules", "a world without ethics", "a world without morals", "a world without any laws"},
	// above_here: "above" in the message, the place only (above_ref also
	// holds "that you received", which a message before mine has too).
	"above_here": {"above", "up above"},
	// no_taboo: no topic said to be forbidden for the model
	// (jailbreak.no_taboo).
	"no_taboo": {"for you no topic is forbidden", "for you nothing is forbidden", "no topic is forbidden for you", "nothing is off limits for you", "no topic is off limits for you", "there are no forbidden topics for you", "you have no forbidden topics"},
	// crime_ask: the crime asked about in such a world.
	"crime_ask": {"hack", "hack into", "break into", "steal", "crack", "poison", "rob", "pick a lock", "make a bomb", "make meth", "hotwire"},
}
