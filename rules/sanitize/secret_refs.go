package sanitize

import "bytes"

// A value that names where a secret is kept is no secret: the platform
// reads the store when it starts the program, and the name grants
// nothing without the platform's own credentials. Each row is a store's
// documented reference syntax.
var secretRefPrefixes = []string{
	"arn:aws:", "arn:aws-", // Secrets Manager and SSM ARNs (arn:aws-cn:, arn:aws-us-gov:)
	"vault:",                        // vault-agent, Spring Cloud Vault, Kamal: vault:secret/data/app#key
	"op://",                         // 1Password secret references: op://vault/item/field
	"ref+",                          // vals: ref+vault://…, ref+awssecrets://…, ref+gcpsecrets://…
	"sm://", "gcpsm://", "awssm://", // Cloud Run, External Secrets and Berglas-style references
	"azkv://", "keyvault://", "akv://", // Azure Key Vault references
	"doppler://", "bws://", "infisical://",
	"projects/", // Google Secret Manager: projects/<p>/secrets/<name>/versions/<v>
}

// secretReference reports a value in one of the reference syntaxes
// above, or a Secret Manager secret named with its version as gcloud
// takes it (--set-secrets=DB_PASSWORD=orders-db-password:latest).
func secretReference(v []byte) bool {
	for _, p := range secretRefPrefixes {
		if bytes.HasPrefix(v, []byte(p)) {
			return p != "projects/" || bytes.Contains(v, []byte("/secrets/"))
		}
	}
	if string(v) == "latest" {
		return true // the version alone, after a name read as a password's: orders-db-password:latest
	}
	name, ok := bytes.CutSuffix(v, []byte(":latest"))
	if !ok || len(name) == 0 {
		return false
	}
	for _, b := range name {
		if !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-' || b == '_') {
			return false
		}
	}
	return true
}
