package effects

import (
	"encoding/json"
	"path"
	"regexp"
	"strings"

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
		var in struct {
			Edits []struct {
				NewString string `json:"new_string"`
			} `json:"edits"`
		}
		if json.Unmarshal(input, &in) != nil {
			// Fail closed: what it writes is not known.
			return append(effects, middleware.Effect{Op: middleware.EffectExec, Unknown: true}), nil
		}
		parts := make([]string, len(in.Edits))
		for i, e := range in.Edits {
			parts[i] = e.NewString
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
		var script string
		if json.Unmarshal([]byte(m[1]), &script) != nil {
			effects = append(effects, middleware.Effect{Op: middleware.EffectExec, Unknown: true})
			continue
		}
		effects = append(effects, shellEffects(script)...)
	}
	return effects, nil
}
