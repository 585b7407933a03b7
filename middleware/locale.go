package middleware

import (
	"context"
	"slices"
	"strconv"
	"strings"
)

// The locales with a built-in message set. LocaleFallback is the one used
// when a request prefers none of them (or says nothing).
const (
	LocaleEN       = "en"
	LocalePT       = "pt"
	LocaleFallback = LocaleEN
)

var locales = []string{LocaleEN, LocalePT}

// Locales returns the locales with a built-in message set.
func Locales() []string { return slices.Clone(locales) }

// maxLocaleEntries bounds how much of a preference is read: a header of
// any length costs at most this many entries.
const maxLocaleEntries = 32

// MatchLocale returns the locale of have that pref prefers most, or "" if
// it names none of them. pref is a language preference in any of the forms
// a request carries one: an Accept-Language value ("pt-BR,pt;q=0.9,en;q=0.8"),
// a POSIX locale ("pt_BR.UTF-8", "C"), a colon list as in $LANGUAGE
// ("pt_BR:en"), or a plain tag ("pt"). Entries compare by their primary
// language subtag, case-insensitively; among equal weights the first
// listed wins; q=0 refuses a language; "*", "C" and "POSIX" name none.
// Anything it cannot read names none: it never fails.
func MatchLocale(pref string, have []string) string {
	best, bestQ := "", 0.0
	// Entries are split at commas and colons as they are read: a decision
	// asks this on every call, so it allocates nothing.
	for n := 0; pref != "" && n < maxLocaleEntries; n++ {
		var entry string
		if i := strings.IndexAny(pref, ",:"); i >= 0 {
			entry, pref = pref[:i], pref[i+1:]
		} else {
			entry, pref = pref, ""
		}
		tag, q := parseEntry(entry)
		if q <= bestQ {
			continue
		}
		for _, h := range have {
			if strings.EqualFold(tag, h) {
				best, bestQ = h, q
				break
			}
		}
	}
	return best
}

// parseEntry reads one entry: its primary language subtag and its weight
// (1 without a q parameter; 0 when the weight cannot be read, so an entry
// it does not understand is never chosen).
func parseEntry(entry string) (string, float64) {
	tag, params, _ := strings.Cut(entry, ";")
	tag = strings.TrimSpace(tag)
	// pt-BR, pt_BR.UTF-8, pt_BR@euro: the language is what comes first.
	if i := strings.IndexAny(tag, "-_.@"); i >= 0 {
		tag = tag[:i]
	}
	if len(tag) < 2 || len(tag) > 8 || strings.EqualFold(tag, "posix") {
		return "", 0 // "*", "C", "" and junk name no language
	}
	q := 1.0
	for p := range strings.SplitSeq(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f > 1 {
			return "", 0
		}
		q = f
	}
	return tag, q
}

// EnvLocale returns the language preference of a process environment, as
// POSIX reads it for messages: LC_ALL, else LC_MESSAGES, else LANG (the
// first that is set). getenv is os.Getenv, or a test's.
func EnvLocale(getenv func(string) string) string {
	for _, k := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			return v
		}
	}
	return ""
}

type localeKey struct{}

// WithLocale returns ctx carrying a request's language preference (any form
// MatchLocale reads), for whatever answers the request to speak it.
func WithLocale(ctx context.Context, pref string) context.Context {
	return context.WithValue(ctx, localeKey{}, pref)
}

// LocaleFrom returns the language preference ctx carries, or "".
func LocaleFrom(ctx context.Context) string {
	s, _ := ctx.Value(localeKey{}).(string)
	return s
}
