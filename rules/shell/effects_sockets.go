package shell

import (
	"path"

	"github.com/guardrail-go/guardrail/middleware"
)

// A container engine's API socket takes orders from whoever can write to
// it: a container with the host's root mounted, privileged, is one POST
// away, so talking to it by any client (curl --unix-socket, socat
// UNIX-CONNECT:, nc -U) or mounting it into a container is privilege,
// as docker run --privileged is. To teach another engine, add its
// socket's name.
var engineSockets = setOf(words("docker.sock podman.sock containerd.sock crio.sock dockershim.sock buildkitd.sock"))

// engineSocket: p names a container engine's API socket, wherever it
// sits and however it is spelled (unix:///run/docker.sock).
func engineSocket(p string) bool { return engineSockets[path.Base(p)] }

// socketUse records that the command talks to the socket f names; an
// engine's API socket is privilege.
func (e *ewalker) socketUse(program string, f field) {
	if engineSocket(f.s) {
		e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: program, Path: f.s})
	}
}
