package effects

import "strings"

// ClassCloudCredentials is the Class of a net effect that fetches the
// machine's own cloud credentials from its instance metadata service (AWS
// IMDS and ECS, GCP, Azure, Alibaba): a read of private data, whichever
// tool asks (curl, WebFetch, a one-liner's HTTP call).
const ClassCloudCredentials = "cloud-credentials"

// IDCloudCredentials is the finding of a ClassCloudCredentials fetch.
const IDCloudCredentials = "effect.read.cloud-credentials"

// metadataHosts answer from inside a cloud instance only.
var metadataHosts = []string{"169.254.169.254", "metadata.google.internal", "169.254.170.2", "100.100.100.200", "[fd00:ec2::254]"}

// metadataCredentialPaths name what hands out credentials there: IAM role
// credentials, tokens, the instance identity document's signature,
// service accounts, ECS task credentials (/v2/credentials).
var metadataCredentialPaths = []string{"security-credentials", "/token", "identity", "service-accounts", "/credentials", "/v2/"}

// MetadataCredentials reports whether u is a URL of a cloud metadata
// service at a path that hands out credentials; instance ids, regions and
// the like stay ordinary reads.
func MetadataCredentials(u string) bool {
	u = strings.ToLower(u)
	host := false
	for _, h := range metadataHosts {
		host = host || strings.Contains(u, h)
	}
	if !host {
		return false
	}
	for _, k := range metadataCredentialPaths {
		if strings.Contains(u, k) {
			return true
		}
	}
	return false
}
