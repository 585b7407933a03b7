package shell

import (
	"regexp"
	"slices"
	"strings"
)

// A package.json script written by a text editor of the command line
// rather than by npm: jq '.scripts.postinstall="curl … | bash"' or sed
// -i 's|"test": "jest"|…, "preinstall": "wget -qO- … \| sh"|'. npm runs
// a lifecycle script at the next install on its own, and any script when
// it is named: the text set is judged as npm pkg set's is (scriptSet).
// Only the editors below, and only a literal argument that sets a
// script's key to a quoted command, are read.

// scriptEditors are the programs whose program text may set a script.
var scriptEditors = setOf(words("jq yq gojq sed gsed perl"))

// The scripts npm runs on its own: installScripts at an install (npm
// install, npm ci: effects_packages.go), the rest of lifecycleScripts at
// a publish, a pack or an uninstall. namedScripts are the ones every
// project runs by name.
var (
	installScripts   = words("preinstall install postinstall prepare")
	lifecycleNames   = append(slices.Clone(installScripts), words("prepublish prepublishOnly prepack postpack preuninstall postuninstall")...)
	lifecycleScripts = setOf(lifecycleNames)
	namedScripts     = words("pretest test posttest prestart start build dev lint")
)

// scriptAssignRE finds a package.json script set in an editor's text:
// .scripts.NAME = "CMD" (jq), "NAME": "CMD" (JSON in sed's replacement).
// NAME is npm's lifecycle scripts and the ones every project runs.
var scriptAssignRE = regexp.MustCompile(`(?:\.scripts\.|\\?")(` + strings.Join(slices.Concat(lifecycleNames, namedScripts), "|") + `)\\?"?\s*[:=]\s*\\?"((?:[^"\\]|\\[^"])*)\\?"`)

// scriptEdits judges the scripts an editor's literal arguments set.
func (e *ewalker) scriptEdits(args []field) {
	for _, a := range args {
		if a.dyn || !strings.Contains(a.s, "\"") || len(a.s) > maxFieldLen {
			continue
		}
		for _, m := range scriptAssignRE.FindAllStringSubmatch(a.s, 4) {
			// sed's s|…|…| escapes its delimiter: \| is a pipe
			body := field{s: strings.ReplaceAll(m[2], `\|`, "|")}
			if lifecycleScripts[m[1]] {
				e.scriptSet(body) // runs at the next install on its own
				continue
			}
			e.runText(body) // runs when it is named: judged as what it runs
		}
	}
}
