package effects

import (
	"path"
	"regexp"
	"strings"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
	"github.com/guardrail-go/guardrail/middleware"
)

// A write of package.json that adds an install lifecycle script plants a
// command every `npm install` runs: the Bash spelling (`npm pkg set
// scripts.postinstall='curl … | sh'`) is judged by the shell walk, and the
// same script written with Write or Edit is judged the same way, as the
// command line it is. A script that runs the project's own code (husky
// install, node scripts/setup.js) is what it was.

// lifecycleScript finds the install lifecycle scripts in a package.json,
// whole or a fragment of one (an Edit's new_string): the name and its
// JSON string value.
var lifecycleScript = regexp.MustCompile(`"(?:preinstall|install|postinstall|prepare|prepublish|prepublishOnly|prepack|postpack|preuninstall|uninstall|postuninstall|dependencies)"\s*:\s*("(?:[^"\\]|\\.)*")`)

// maxScriptText bounds the text read for scripts: a package.json of a
// megabyte is not one anyone writes by hand.
const maxScriptText = 1 << 20

// multiEditContent names MultiEdit's content: the new_string of each of
// its edits, not one field.
const multiEditContent = "edits[].new_string"

// writtenScripts adds to effects those of the lifecycle scripts a write
// of package.json (target p) puts in it, read from the input's field.
func writtenScripts(effects []middleware.Effect, p string, input []byte, key string, shellEffects func(string) []middleware.Effect) ([]middleware.Effect, error) {
	if path.Base(strings.ReplaceAll(p, `\`, "/")) != "package.json" {
		return effects, nil
	}
	var text string
	if key == multiEditContent {
		parts, ok := editsNewStrings(input)
		if !ok {
			// Fail closed: what it writes is not known.
			return append(effects, middleware.Effect{Op: middleware.EffectExec, Unknown: true}), nil
		}
		text = strings.Join(parts, "\n")
	} else {
		t, found, err := field(input, key)
		if err != nil || !found {
			return effects, err
		}
		text = t
	}
	if len(text) > maxScriptText {
		// Fail closed: a script could be past what is read.
		return append(effects, middleware.Effect{Op: middleware.EffectExec, Unknown: true}), nil
	}
	for _, m := range lifecycleScript.FindAllStringSubmatch(text, -1) {
		script, ok := jsonString(m[1])
		if !ok {
			effects = append(effects, middleware.Effect{Op: middleware.EffectExec, Unknown: true})
			continue
		}
		effects = append(effects, shellEffects(script)...)
	}
	return effects, nil
}

// editsNewStrings returns the new_string of every edit of a MultiEdit
// input, read with jsonscan as every other field of a tool input is; false
// when the input or an edit is not what MultiEdit takes.
func editsNewStrings(input []byte) ([]string, bool) {
	s := jsonscan.New(input, jsonscan.Limits{})
	if s.Peek() != jsonscan.Object || !s.Begin() {
		return nil, false
	}
	var out []string
	for {
		k, ok := s.NextMember()
		if !ok {
			break
		}
		if string(k) != "edits" {
			s.Skip()
			continue
		}
		if s.Peek() != jsonscan.Array || !s.Begin() {
			return nil, false
		}
		for s.NextElem() {
			if s.Peek() != jsonscan.Object || !s.Begin() {
				return nil, false
			}
			for {
				ek, ok := s.NextMember()
				if !ok {
					break
				}
				if string(ek) != "new_string" {
					s.Skip()
					continue
				}
				v, ok := s.Text()
				if !ok {
					return nil, false
				}
				out = append(out, v)
			}
		}
	}
	return out, s.Finish() == nil
}

// jsonString decodes lit, a JSON string literal quotes included.
func jsonString(lit string) (string, bool) {
	s := jsonscan.New([]byte(lit), jsonscan.Limits{})
	v, ok := s.Text()
	return v, ok && s.Finish() == nil
}
