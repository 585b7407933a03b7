package shell

import (
	"path"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Where copies and archives land. A command that copies, moves or links
// into a directory writes the names it brings, not the directory: cp
// .bashrc ~ writes ~/.bashrc, and tar x -C ~ or unzip -d ~ may write any
// file of the home. The destination alone is no class's (the home is
// written every day), so the place each source lands is written too.

// writeInto writes, beside the destination itself, where each source
// lands if the destination is a directory: DST/BASE (cp .bashrc ~ writes
// ~/.bashrc), or, for a source that names a directory's contents ("x/."
// with cp; "x/" too with rsync, slashContents), everything below DST as
// unknown (cp -r dotfiles/. ~ may write any file of the home). A
// destination or source computed at run time adds nothing: the
// destination itself is already judged by its known prefix.
func (e *ewalker) writeInto(srcs []field, dst field, slashContents bool) {
	if dst.dyn || dst.s == "" {
		return
	}
	dir := strings.TrimSuffix(dst.s, "/")
	for _, src := range srcs {
		if src.dyn || src.s == "" {
			continue
		}
		s := src.s
		contents := s == "." || strings.HasSuffix(s, "/.") || slashContents && strings.HasSuffix(s, "/")
		if contents {
			e.addPath(middleware.EffectWrite, field{s: dir + "/**", dyn: true})
			continue
		}
		base := path.Base(strings.TrimRight(s, "/"))
		if base == "/" || base == "." || base == ".." {
			continue
		}
		e.addPath(middleware.EffectWrite, field{s: dir + "/" + base})
	}
}

// extractInto writes everything below dir, unknown: an archive unpacked
// there may hold any name (tar -x -C DIR, unzip -d DIR). Here (".") it is
// no class's by its known prefix; into the home it reaches the startup
// files and the keys.
func (e *ewalker) extractInto(dir field) {
	if dir.dyn || dir.s == "" {
		return
	}
	e.addPath(middleware.EffectWrite, field{s: strings.TrimSuffix(dir.s, "/") + "/**", dyn: true})
}
