package middleware_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestMatchLocale(t *testing.T) {
	t.Parallel()
	have := middleware.Locales()
	tests := []struct {
		name, pref, want string
	}{
		{"nothing", "", ""},
		{"a tag", "pt", "pt"},
		{"case", "PT", "pt"},
		{"a region", "pt-BR", "pt"},
		{"Accept-Language, first wins", "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", "pt"},
		{"Accept-Language, weights decide", "en;q=0.4, pt;q=0.8", "pt"},
		{"Accept-Language, equal weights: first listed", "en;q=0.5,pt;q=0.5", "en"},
		{"Accept-Language, an unknown language first", "de-DE,de;q=0.9,en;q=0.8,pt;q=0.7", "en"},
		{"Accept-Language, q=0 refuses", "pt;q=0,en;q=0.1", "en"},
		{"Accept-Language, only refusals", "pt;q=0", ""},
		{"Accept-Language, a weight it cannot read", "pt;q=high,en;q=0.2", "en"},
		{"Accept-Language, a weight out of range", "pt;q=2,en;q=0.2", "en"},
		{"wildcard names none", "*", ""},
		{"POSIX", "pt_BR.UTF-8", "pt"},
		{"POSIX with a modifier", "pt_PT@euro", "pt"},
		{"C", "C", ""},
		{"C.UTF-8", "C.UTF-8", ""},
		{"POSIX locale", "POSIX", ""},
		{"LANGUAGE colon list", "fr_FR:pt_BR:en", "pt"},
		{"none we have", "fr-FR,de", ""},
		{"junk", ";;;,,q=,=;", ""},
		{"a tag that only starts like one", "english", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, middleware.MatchLocale(tt.pref, have))
		})
	}
	// Past the first entries a preference is not read: a long header
	// costs a bounded amount.
	long := strings.Repeat("de,", 40) + "pt"
	assert.Equal(t, "", middleware.MatchLocale(long, have))
}

func TestEnvLocale(t *testing.T) {
	t.Parallel()
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"nothing set", nil, ""},
		{"LANG", map[string]string{"LANG": "pt_BR.UTF-8"}, "pt_BR.UTF-8"},
		{"LC_MESSAGES over LANG", map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8"}, "pt_BR.UTF-8"},
		{"LC_ALL over both", map[string]string{"LANG": "pt_BR.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8", "LC_ALL": "C"}, "C"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, middleware.EnvLocale(env(tt.env)))
		})
	}
}

func TestLocaleInContext(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "", middleware.LocaleFrom(context.Background()))
	assert.Equal(t, "pt-BR", middleware.LocaleFrom(middleware.WithLocale(context.Background(), "pt-BR")))
}

func FuzzMatchLocale(f *testing.F) {
	for _, s := range []string{"", "pt-BR,pt;q=0.9,en;q=0.8", "pt_BR.UTF-8", "C", "*;q=0.1", "en;q=1.0000", "fr:pt"} {
		f.Add(s)
	}
	have := middleware.Locales()
	f.Fuzz(func(t *testing.T, pref string) {
		got := middleware.MatchLocale(pref, have)
		if got != "" && got != "en" && got != "pt" {
			t.Fatalf("MatchLocale(%q) = %q: not a locale it has", pref, got)
		}
		if got != "" && !strings.Contains(strings.ToLower(pref), got) {
			t.Fatalf("MatchLocale(%q) = %q: a locale the preference never names", pref, got)
		}
	})
}

// Every decision asks which locale its request prefers: that costs no
// allocation.
func TestMatchLocaleAllocatesNothing(t *testing.T) {
	have := middleware.Locales()
	for _, pref := range []string{"", "pt-BR,pt;q=0.9,en;q=0.8", "pt_BR.UTF-8", "fr:de:en"} {
		assert.Zero(t, testing.AllocsPerRun(100, func() { middleware.MatchLocale(pref, have) }), pref)
	}
}

func BenchmarkMatchLocale(b *testing.B) {
	have := middleware.Locales()
	b.ReportAllocs()
	for b.Loop() {
		middleware.MatchLocale("de-DE,de;q=0.9,pt-BR;q=0.8,en;q=0.7", have)
	}
}
