package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsEngineSockets: a container engine's socket, by any client,
// is privilege; an engine's global options before the subcommand leave
// the subcommand judged.
func TestEffectsEngineSockets(t *testing.T) {
	t.Parallel()
	sock := func(prog, p string) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectPrivilege, Program: prog, Path: p}
	}
	priv := opProg(middleware.EffectPrivilege, "docker")
	runEffectCases(t, false, []effectCase{
		{"curl", "curl --unix-socket /var/run/docker.sock http://d/containers/json", []middleware.Effect{sock("curl", "/var/run/docker.sock")}, nil},
		{"curl, podman", "curl --unix-socket=/run/podman/podman.sock http://d/", []middleware.Effect{sock("curl", "/run/podman/podman.sock")}, nil},
		{"curl, another socket", "curl --unix-socket /tmp/app.sock http://d/health", nil, []middleware.Effect{sock("curl", "/tmp/app.sock")}},
		{"socat", "socat - UNIX-CONNECT:/var/run/docker.sock", []middleware.Effect{sock("socat", "/var/run/docker.sock")}, nil},
		{"nc -U", "nc -U /run/containerd/containerd.sock", []middleware.Effect{sock("nc", "/run/containerd/containerd.sock")}, nil},
		{"mounted", "docker run -v /var/run/docker.sock:/var/run/docker.sock img", []middleware.Effect{sock("docker", "/var/run/docker.sock")}, nil},
		{"-H before run", "docker -H unix:///var/run/docker.sock run --privileged img", []middleware.Effect{priv}, nil},
		{"--context before run", "docker --context prod run -v /:/host img", []middleware.Effect{wr("/")}, nil},
		{"podman --remote", "podman --remote run -v ~/.ssh:/k img", []middleware.Effect{wr("~/.ssh")}, nil},
		{"nerdctl -n", "nerdctl -n k8s.io run --privileged img", []middleware.Effect{opProg(middleware.EffectPrivilege, "docker")}, nil},
		{"-H and ps", "docker -H tcp://10.0.0.5:2375 ps", nil, []middleware.Effect{priv}},
	})
}
