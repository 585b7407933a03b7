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
