package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A dataset with a row labelled as an attack is one of attacks; a table
// of tickets, of expenses or of harmless labels is not.
func TestLabelledDataset(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"id,prompt,category,expected_behavior\n1,\"hi\",benign,answer\n2,\"x\",jailbreak,refuse": true,
		"text\tlabel\nhello\tinjection":                 true,
		"\n\n\"prompt\",\"label\"\n\"x\",\"malicious\"": true,
		"text,label\nhello,0\nbye,1":                    false, // no row labelled as an attack
		"id,subject,body,status\n1,a,attack,open":       false, // tickets: no label column
		"id,category,amount\n1,attack,3":                false, // no text column
		"prompt: write a poem, label it":                false,
		"":                                              false,
		// JSON lines, as a file or a search prints them
		"{\"text\": \"hi\", \"label\": \"benign\"}\n{\"text\": \"x\", \"label\": \"injection\"}":                            true,
		"t/f.jsonl:1:{\"prompt\": \"a\", \"is_injection\": false}\nt/f.jsonl:7:{\"prompt\": \"b\", \"is_injection\": true}": true,
		"{\"text\": \"x\", \"label\": \"injection\"}":                                                                       false, // one row
		"{\"text\": \"a\", \"label\": \"ok\"}\n{\"text\": \"b\", \"label\": \"fine\"}":                                      false, // no attack
		"note\nnote\nnote\n{\"text\": \"a\", \"label\": \"attack\"}\n{\"text\": \"b\"}":                                     false, // prose around
	} {
		assert.Equal(t, want, labelledDataset(text), text)
	}
}
