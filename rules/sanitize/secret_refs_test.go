package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSecretReferences: a value that names a store's secret stays
// readable under a password's name; a password that merely contains a
// reference's letters does not.
func TestSecretReferences(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"  password: vault:database/creds/orders-rw#password",
		"DB_PASSWORD=op://prod/db/password",
		`db_password = "ref+awssecrets://prod/db#/password"`,
		"PGPASSWORD=projects/acme-prod/secrets/orders-db/versions/3",
		"gcloud run deploy orders --set-secrets=DB_PASSWORD=orders-db-password:latest,STRIPE_KEY=stripe-secret-key:3",
		`password: "arn:aws:secretsmanager:us-east-1:112098010120:secret:prod/db-AbCdEf"`,
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
	for _, tc := range []struct{ in, gone string }{
		{"password: Xk9mQ2vL:latest", "Xk9mQ2vL"},
		{"PGPASSWORD=projects/Xk9mQ2vL7pRz", "Xk9mQ2vL7pRz"},
		{"password=vaultXk9mQ2vL7", "vaultXk9mQ2vL7"},
	} {
		assert.NotContains(t, SanitizeOutput(tc.in), tc.gone, tc.in)
	}
}
