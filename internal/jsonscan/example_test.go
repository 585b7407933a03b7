package jsonscan_test

import (
	"errors"
	"fmt"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

func ExampleStringField() {
	cmd, found, err := jsonscan.StringField([]byte(`{"command":"npm test","timeout":5}`), "command", jsonscan.Limits{})
	fmt.Println(cmd, found, err)

	_, _, err = jsonscan.StringField([]byte(`{"command":"ls","command":"rm -rf /"}`), "command", jsonscan.Limits{})
	var dup *jsonscan.DuplicateKeyError
	fmt.Println(errors.As(err, &dup))
	// Output:
	// npm test true <nil>
	// true
}

func ExampleScanner() {
	s := jsonscan.New([]byte(`{"role":"user","content":["a",{"text":"b"}]}`), jsonscan.Limits{})
	s.Begin()
	for {
		key, ok := s.NextMember()
		if !ok {
			break
		}
		if string(key) != "content" || !s.Begin() {
			s.Skip()
			continue
		}
		for s.NextElem() {
			if s.Peek() == jsonscan.String {
				text, _ := s.Text()
				fmt.Println(text)
				continue
			}
			s.Skip()
		}
	}
	fmt.Println(s.Finish())
	// Output:
	// a
	// <nil>
}
