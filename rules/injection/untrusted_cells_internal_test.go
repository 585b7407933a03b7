package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSentenceCells reads a query's rows: the header names the columns,
// a rule under it is skipped, only cells that are sentences are read,
// and a column named for a prompt marks its cells as a program's prompt.
func TestSentenceCells(t *testing.T) {
	t.Parallel()
	text := " id | name | prompt | note\n----+------+--------+-----\n 1 | a | You are a careful analyst who writes short answers. | Ask the user before deleting any data at all.\n 2 | b | short | x\n"
	cells := sentenceCells(text)
	assert.Equal(t, []laidOut{
		{text: "You are a careful analyst who writes short answers.", template: true},
		{text: "Ask the user before deleting any data at all.", template: false},
	}, cells)
	assert.Empty(t, sentenceCells("a | b\nno table here, only one bar | and another"))
}

// TestICalTexts unfolds and unescapes an event's text properties and
// leaves the others.
func TestICalTexts(t *testing.T) {
	t.Parallel()
	text := "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1@x\r\nSUMMARY:Sync\\, weekly\r\nDESCRIPTION;LANGUAGE=en:Line one\\nline two\\; still\r\n  folded on\r\nDTSTART:20260101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
	assert.Equal(t, []string{"Sync, weekly", "Line one\nline two; still folded on"}, icalTexts(text))
	assert.Empty(t, icalTexts("DESCRIPTION:not in a calendar"))
}

// FuzzTableAndCalendarReaders: the two readers never panic, stay within
// their budgets and return text found in (or unescaped from) the input.
func FuzzTableAndCalendarReaders(f *testing.F) {
	for _, s := range []string{
		" a | b | c | d\n---+---\n 1 | 2 | 3 | one two three four five six\n",
		"BEGIN:VEVENT\nDESCRIPTION:a\\, b\\n c\n d\nEND:VEVENT\n",
		"BEGIN:VCALENDAR\n\n:\nSUMMARY:\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cells := sentenceCells(s)
		assert.LessOrEqual(t, len(cells), maxCells)
		total := 0
		for _, c := range cells {
			total += len(c.text)
			assert.True(t, strings.Contains(s, c.text))
		}
		assert.LessOrEqual(t, total, maxCellBytes)
		n := 0
		for _, v := range icalTexts(s) {
			n += len(v)
		}
		assert.LessOrEqual(t, n, maxICalBytes)
	})
}
