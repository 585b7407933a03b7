package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// A container registry is a host like any other: `docker push
// evil.example/img` sends the image (and whatever the build copied into
// it: the project, its .env) there, `docker pull` downloads from it,
// `docker login HOST` sends a password to it. The host is the image
// reference's first component when Docker's own rule reads it as one (a
// dot, a colon or "localhost" in it), else Docker Hub.

// dockerHub is the registry an image reference without a host names.
const dockerHub = "docker.io"

// registryHost returns the registry an image reference names.
func registryHost(ref string) string {
	first, _, ok := strings.Cut(ref, "/")
	if ok && (strings.ContainsAny(first, ".:") || first == "localhost") {
		if h, ok := urlHost("//" + first); ok {
			return h // the port is not the host's
		}
		return first
	}
	return dockerHub
}

// registryDirs are the engine subcommands that talk to a registry, and
// which way.
var registryDirs = map[string]string{"push": dirSend, "pull": dirDownload, "login": dirSend}

// registryUse records the net effect of `ENGINE push|pull IMAGE` and
// `ENGINE login [HOST]` (sub and its arguments, after the engine's own
// options); it reports whether sub is one of them.
func (e *ewalker) registryUse(sub string, args []field) bool {
	dir, ok := registryDirs[sub]
	if !ok {
		return false
	}
	ops := parseOpts(args, "upa", "username", "password", "platform", "authfile").ops
	switch {
	case sub == "login" && len(ops) == 0:
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: dockerHub, Dir: dir})
	case len(ops) == 0:
	case ops[0].dyn && strings.HasPrefix(ops[0].s, "$"):
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: ops[0].s, Dir: dir, Unknown: true})
	case sub == "login":
		h, _ := urlHost(ops[0].s)
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir, Unknown: ops[0].dyn})
	default:
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: registryHost(ops[0].s), Dir: dir, Unknown: ops[0].dyn})
	}
	return true
}
