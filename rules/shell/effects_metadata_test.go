package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// TestEffectsCloudCredentials: a fetch of the instance's credentials from
// its metadata service is marked so, by any client; its other paths are
// ordinary downloads.
func TestEffectsCloudCredentials(t *testing.T) {
	t.Parallel()
	creds := func(h string) middleware.Effect {
		return middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dirDownload, Class: effects.ClassCloudCredentials}
	}
	runEffectCases(t, false, []effectCase{
		{"curl aws", "curl -s http://169.254.169.254/latest/meta-data/iam/security-credentials/role", []middleware.Effect{creds("169.254.169.254")}, nil},
		{"wget gcp", "wget -qO- --header 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token", []middleware.Effect{creds("metadata.google.internal")}, nil},
		{"python urlopen", `python3 -c "import urllib.request as u;print(u.urlopen('http://169.254.169.254/latest/meta-data/iam/security-credentials/x').read())"`, []middleware.Effect{creds("169.254.169.254")}, nil},
		{"the region", "curl -s http://169.254.169.254/latest/meta-data/placement/region", nil, []middleware.Effect{creds("169.254.169.254")}},
	})
}
