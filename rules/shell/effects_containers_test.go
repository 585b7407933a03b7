package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsKubectlBindings: binding a role grants permissions, whatever
// the role: a privilege effect, asked by default.
func TestEffectsKubectlBindings(t *testing.T) {
	t.Parallel()
	priv := opProg(middleware.EffectPrivilege, "kubectl")
	runEffectCases(t, false, []effectCase{
		{"cluster-admin", "kubectl create clusterrolebinding pwn --clusterrole=cluster-admin --serviceaccount=default:default", []middleware.Effect{priv}, nil},
		{"a namespace's view", "kubectl create rolebinding dev-view --clusterrole=view --user=dev -n team", []middleware.Effect{priv}, nil},
		{"a deployment", "kubectl create deployment web --image=nginx", nil, []middleware.Effect{priv}},
	})
}

// TestEffectsBuildContext: docker build reads its whole context (the
// Dockerfile may COPY any of it into an image a push publishes).
func TestEffectsBuildContext(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"home", "docker build -t docker.io/u/t:1 ~", []middleware.Effect{rd("~"), unk(rd("~/**"))}, nil},
		{"buildx", "docker buildx build --platform linux/amd64 -t x:1 ./svc", []middleware.Effect{rd("./svc"), unk(rd("./svc/**"))}, nil},
		{"file", "podman build -f ci/Dockerfile -t x .", []middleware.Effect{rd("ci/Dockerfile")}, nil},
		{"stdin", "docker build -t x - < Dockerfile", nil, []middleware.Effect{unk(rd("-/**"))}},
		{"url", "docker build https://github.com/o/r.git#main", nil, []middleware.Effect{rd("https://github.com/o/r.git#main")}},
	})
}
