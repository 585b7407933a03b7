package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsPrintedSecrets: the CLIs that print a secret they or their
// service keep read secret:TOOL; the same CLIs' other subcommands, or
// without the option that reveals, do not.
func TestEffectsPrintedSecrets(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"secrets manager", "aws secretsmanager get-secret-value --secret-id prod/db", []middleware.Effect{rd("secret:aws")}, nil},
		{"compose config", "docker compose -f prod.yml config", []middleware.Effect{rd("secret:docker")}, nil},
		{"compose config, v1", "docker-compose config", []middleware.Effect{rd("secret:docker-compose")}, nil},
		{"compose up prints nothing", "docker compose up -d", nil, []middleware.Effect{rd("secret:docker")}},
		{"secrets listed", "aws secretsmanager list-secrets", nil, []middleware.Effect{rd("secret:aws")}},
		{"ssm decrypted", "aws ssm get-parameter --name /db --with-decryption", []middleware.Effect{rd("secret:aws")}, nil},
		{"ssm plain", "aws ssm get-parameter --name /db", nil, []middleware.Effect{rd("secret:aws")}},
		{"gcloud secrets", "gcloud secrets versions access latest --secret=db", []middleware.Effect{rd("secret:gcloud")}, nil},
		{"key vault", "az keyvault secret show --vault-name kv --name db", []middleware.Effect{rd("secret:az")}, nil},
		{"kubectl token", "kubectl create token default", []middleware.Effect{rd("secret:kubectl")}, nil},
		{"oc whoami -t", "oc whoami -t", []middleware.Effect{rd("secret:oc")}, nil},
		{"oc whoami", "oc whoami", nil, []middleware.Effect{rd("secret:oc")}},
		{"git credential fill", "printf 'host=github.com\\n' | git credential fill", []middleware.Effect{rd("secret:git")}, nil},
		{"bitwarden", "bw get password github", []middleware.Effect{rd("secret:bw")}, nil},
		{"sops -d", "sops -d secrets.yaml", []middleware.Effect{rd("secret:sops")}, nil},
		{"sops edit", "sops secrets.yaml", nil, []middleware.Effect{rd("secret:sops")}},
		{"terraform -json", "terraform output -json", []middleware.Effect{rd("secret:terraform")}, nil},
		{"terraform plain", "terraform output", nil, []middleware.Effect{rd("secret:terraform")}},
		{"heroku config", "heroku config -a app", []middleware.Effect{rd("secret:heroku")}, nil},
	})
}
