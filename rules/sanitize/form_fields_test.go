package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormFieldValues: an HTML form field's value is judged by its name
// across up to two other attributes; a field whose name names no secret,
// or whose value is a number, stays.
func TestFormFieldValues(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct{ in, gone string }{
		{`<input name="secret" type="text" value="L1fkMkF7N&#43;wgHoWg074x0E1KUl8s1SQIIHObEgy8tbvR">`, "L1fkMkF7N"},
		{`<input name="password" type="password" class="form-control" value="hunter2Xq9z">`, "hunter2Xq9z"},
		{`<input name='api_key' data-x='1' value='Xk29dLq8ZpA3mW7vN4bR1cT6'>`, "Xk29dLq8ZpA3mW7vN4bR1cT6"},
	} {
		assert.NotContains(t, c.Sanitize(tc.in), tc.gone, tc.in)
	}
	for _, in := range []string{
		`<input name="token_count" type="number" value="4096">`,
		`<input name="username" type="text" value="Xk29dLq8ZpA3mW7v">`,
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	e, ok := attributeEnd([]byte(`type="text" value`), 0)
	assert.True(t, ok)
	assert.Equal(t, len(`type="text"`), e)
	_, ok = attributeEnd([]byte(`type=text`), 0)
	assert.False(t, ok)
}
