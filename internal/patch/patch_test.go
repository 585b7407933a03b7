package patch_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/patch"
)

type row struct {
	name string
	v    int
	off  bool
}

func TestByKey(t *testing.T) {
	t.Parallel()
	base := []row{{name: "a", v: 1}, {name: "b", v: 2}, {name: "c", v: 3}}
	got := patch.ByKey(base, []row{{name: "b", off: true}, {name: "c", v: 30}, {name: "d", v: 4}, {name: "zz", off: true}},
		func(r row) string { return r.name }, func(r row) bool { return r.off })
	assert.Equal(t, []row{{name: "a", v: 1}, {name: "c", v: 30}, {name: "d", v: 4}}, got)
	assert.Equal(t, []row{{name: "a", v: 1}, {name: "b", v: 2}, {name: "c", v: 3}}, base, "base is not changed")
}
