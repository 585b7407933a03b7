package policy

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// MessagesSpec pins the user-facing messages' locale and overrides their
// texts.
type MessagesSpec struct {
	// Locale pins one locale (en, pt) for every request. Empty: each
	// request's own language (Accept-Language, $LANG) picks it, English
	// when it names none.
	Locale string `yaml:"locale"`
	// The overrides, applied to every locale's set.
	middleware.Messages `yaml:",inline"`
}

// specLocale is the locale ValidateInput answers in when the policy pins
// none: the original spec's strings ("Comando não permitido").
const specLocale = middleware.LocalePT

// localeMessages are a policy's people-facing messages in every built-in
// locale, the policy's overrides applied to each.
type localeMessages struct {
	sets   map[string]middleware.Messages
	pinned string
}

func messages(m MessagesSpec) (localeMessages, error) {
	have := middleware.Locales()
	if m.Locale != "" && !slices.Contains(have, m.Locale) {
		return localeMessages{}, &Error{Err: fmt.Errorf("messages.locale %q: want one of %s, or none (each request's language)",
			m.Locale, strings.Join(have, ", ")), path: []string{"messages", "locale"}}
	}
	for _, k := range slices.Sorted(maps.Keys(m.Kinds)) {
		if !k.Valid() {
			return localeMessages{}, &Error{Err: fmt.Errorf("unknown kind %q in messages.kinds (known: %s)", k, kindList()),
				path: []string{"messages", "kinds", string(k)}}
		}
	}
	lm := localeMessages{sets: make(map[string]middleware.Messages, len(have)), pinned: m.Locale}
	for _, l := range have {
		base, _ := middleware.BuiltinMessages(l)
		lm.sets[l] = m.Messages.Merge(base)
	}
	return lm, nil
}

func kindList() string {
	var ks []string
	for _, k := range middleware.StopKinds() {
		ks = append(ks, string(k))
	}
	return strings.Join(ks, ", ")
}

// locale is the locale lang gets: the pinned one, else the one lang
// prefers, else the fallback.
func (lm localeMessages) locale(lang string) string {
	if lm.pinned != "" {
		return lm.pinned
	}
	if l := middleware.MatchLocale(lang, middleware.Locales()); l != "" {
		return l
	}
	return middleware.LocaleFallback
}

// get returns a copy of a locale's set: the caller may change it.
func (lm localeMessages) get(locale string) middleware.Messages {
	m := lm.sets[locale]
	m.Kinds = maps.Clone(m.Kinds)
	return m
}

// Messages returns the user-facing messages for a request whose language
// preference is lang (an Accept-Language value, a POSIX locale such as
// $LANG, a tag; "" for none): in the policy's pinned locale if it pins one,
// else in the locale lang prefers, else in English.
func (e *Engine) Messages(lang string) middleware.Messages {
	return e.messages.get(e.messages.locale(lang))
}
