package shell

import "strings"

// The cloud family: service, backup, infrastructure and container CLIs,
// whose danger is the data they delete elsewhere. Two commands have rows;
// the rest are listed below by kind, because how a deletion is rated
// depends on the kind of tool (see judgeDataDelete in remote.go) and a
// tool no row names is judged by judgeUnlisted, which asks knownDataTool.
// To teach the guard a service CLI, add its name to the table of its kind.
var cloudCommands = []command{
	{names: words("aws az gcloud"), judge: (*walker).judgeCloud},
	{names: words("java"), judge: (*walker).judgeJava},
}

// judgeCloud: the three big clouds create identities as well as delete data.
func (w *walker) judgeCloud(name string, args, full []field) {
	w.judgeCloudIdentity(name, args, full)
	w.judgeDataDelete(name, args, full)
}

// judgeJava: java -jar jenkins-cli.jar … is the tool named by the jar.
func (w *walker) judgeJava(_ string, args, full []field) {
	for i := 0; i+1 < len(args); i++ {
		if args[i].s == "-jar" {
			tool := strings.ToLower(strings.TrimSuffix(baseName(args[i+1].s), ".jar"))
			if knownDataTool(tool) {
				w.judgeDataDelete(tool, args[i+2:], full)
			}
			break
		}
	}
}

// custodians are tools whose every deletion destroys backups, secrets or
// delivery history: there is no cheap object for them to delete.
var custodians = map[string]bool{
	"restic": true, "borg": true, "borgmatic": true, "velero": true, "kopia": true, "duplicity": true,
	"duplicacy": true, "tarsnap": true, "doppler": true, "op": true, "vault": true, "infisical": true,
	"bw": true, "jenkins-cli": true, "jenkins": true, "circleci": true, "travis": true,
	"buildkite-agent": true, "bq": true,
}

// localTools delete things that are rebuilt in minutes (packages,
// images, containers, local VMs); only their data volumes count.
var localTools = map[string]bool{
	"docker": true, "podman": true, "nerdctl": true, "crictl": true, "ctr": true, "buildah": true,
	"vagrant": true, "multipass": true, "lando": true, "ddev": true, "krunvm": true, "conda": true,
	"mamba": true, "micromamba": true, "hg": true, "svn": true, "zfs": true, "zpool": true,
	"lvremove": true, "vgremove": true, "pvremove": true, "crane": true, "skopeo": true, "minikube": true,
	"kind": true, "k3d": true, "colima": true, "limactl": true,
}

// iacTools plan and apply whole infrastructures: `destroy` asks for
// confirmation unless told not to.
var iacTools = map[string]bool{
	"terraform": true, "tofu": true, "terragrunt": true, "pulumi": true, "cdk": true, "cdktf": true,
	"atmos": true, "serverless": true, "sls": true, "sst": true, "copilot": true,
}

// knownDataTool: tools whose deletions judgeDataDelete rates by object;
// any other command's "delete" word is logged at moderate only.
func knownDataTool(name string) bool {
	return custodians[name] || localTools[name] || iacTools[name] || serviceCLI(name) ||
		name == "kubectl" || name == "oc" || name == "rclone" || name == "gsutil"
}

// serviceCLI: does this tool act on a remote service rather than on this
// machine? Unknown tools are given the benefit of the doubt unless they
// look like a cloud or SaaS client.
func serviceCLI(name string) bool {
	switch name {
	case "aws", "gcloud", "az", "gsutil", "doctl", "linode-cli", "hcloud", "scw", "oci", "ibmcloud",
		"heroku", "flyctl", "fly", "vercel", "netlify", "railway", "render", "wrangler", "fastly", "firebase",
		"supabase", "gh", "glab", "hub", "tea", "nats", "rabbitmqctl", "rabbitmqadmin", "mc", "s3cmd",
		"helm", "eksctl", "stripe", "twilio", "mongocli", "atlas", "confluent", "kafka-topics", "algolia",
		"meilisearch", "cf", "exoscale", "vultr", "upcloud", "openstack", "nova", "swift", "gcs", "bunny",
		"cloudflared", "neonctl", "planetscale", "pscale", "turso", "convex", "appwrite", "auth0", "okta":
		return true
	}
	return strings.HasSuffix(name, "-cli") || strings.HasSuffix(name, "ctl") && name != "systemctl" && name != "journalctl"
}
