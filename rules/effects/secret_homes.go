package effects

import (
	"path"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// A token a cloud CLI prints is made to be handed to its vendor's
// registry: "aws ecr get-login-password | docker login --password-stdin
// 123456789012.dkr.ecr.eu-west-1.amazonaws.com" is how every ECR push
// logs in, and gcloud's and az's tokens log in to their registries the
// same way. The token reaches a login endpoint the vendor runs, which no
// one else reads, so it is authentication, not exfiltration. Only the
// vendor's registry hosts count: an S3 bucket is an amazonaws.com host
// anyone can own, and a token put in it is read by the bucket's owner.
// A host the command computes ($ECR_REGISTRY) cannot be known and still
// counts as sent away.

// secretHome is a row of secretHomes: the printed-secret path a CLI's
// token is read as (shell effects, secret:TOOL) and the hosts of its
// vendor's registry, as path.Match patterns.
type secretHome struct {
	secret string
	hosts  []string
}

// secretHomes is the catalogue; a newcomer adds a vendor as a row.
var secretHomes = []secretHome{
	{"secret:aws", []string{"*.dkr.ecr.*.amazonaws.com", "*.dkr.ecr.*.amazonaws.com.cn", "public.ecr.aws"}},
	{"secret:docker-credential-ecr-login", []string{"*.dkr.ecr.*.amazonaws.com", "*.dkr.ecr.*.amazonaws.com.cn", "public.ecr.aws"}},
	{"secret:gcloud", []string{"gcr.io", "*.gcr.io", "*-docker.pkg.dev"}},
	{"secret:docker-credential-gcloud", []string{"gcr.io", "*.gcr.io", "*-docker.pkg.dev"}},
	{"secret:az", []string{"*.azurecr.io", "*.azurecr.cn"}},
	{"secret:gh", []string{"ghcr.io"}},
}

// sentHome reports whether every private read among effects is a CLI's
// printed token (secret:TOOL) and every send goes, to a host spelt out,
// to the registry of that token's vendor. privateReads are the indexes
// of the effects the policy found private.
func sentHome(effects []middleware.Effect, privateReads []int) bool {
	if len(privateReads) == 0 {
		return false
	}
	var homes []string
	for _, i := range privateReads {
		h := homeOf(effects[i])
		if h == nil {
			return false
		}
		homes = append(homes, h...)
	}
	sent := false
	for _, e := range effects {
		if e.Op != middleware.EffectNet || e.Dir == "download" {
			continue
		}
		if e.Unknown || !hostIn(strings.ToLower(e.Host), homes) {
			return false
		}
		sent = true
	}
	return sent
}

// homeOf returns the registry hosts of a read's printed token, or nil.
func homeOf(e middleware.Effect) []string {
	if e.Op != middleware.EffectRead || e.Unknown {
		return nil
	}
	for _, r := range secretHomes {
		if e.Path == r.secret {
			return r.hosts
		}
	}
	return nil
}

// hostIn reports a host one of patterns matches.
func hostIn(host string, patterns []string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, host); ok {
			return true
		}
	}
	return false
}
