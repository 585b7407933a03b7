package shell

import (
	"strings"
)

// Deleting data that lives outside the working tree: cloud and SaaS
// resources, backups, secrets, message streams, databases. Every one of
// these CLIs also has a dozen ordinary deletions (a label, a cache entry,
// a package), so the rating depends on what is deleted and how:
//
//   - a data-holding object (bucket, database, table, volume, snapshot,
//     stream, repository, secret, namespace, stack…) or a tool whose whole
//     job is custody of data (backup tools, secret managers, CI servers):
//     data.destroy, high;
//   - any deletion with the confirmation switched off (-y, --yes, --force,
//     -auto-approve, gcloud --quiet) on a tool that talks to a remote
//     service: data.destroy, high, because nobody will be asked;
//   - recursive, wildcard or all-resources deletion: data.delete-bulk;
//   - anything else: data.delete, moderate (logged, allowed).
//
// Local housekeeping (packages, images, containers, local VMs) stays
// moderate at most: it is rebuilt in minutes.

// deleteVerbs are the words by which CLIs say "delete".
var deleteVerbs = map[string]bool{
	"delete": true, "destroy": true, "purge": true, "rm": true, "rmi": true, "unsubscribe": true,
	"remove": true, "uninstall": true, "forget": true, "drop": true, "wipe": true, "nuke": true,
	"labelclear": true, "rb": true, "del": true, "terminate": true, "deletefile": true, "erase": true,
	"prune": true,
}

// dataNouns name objects that hold data or guard access to it. They are
// matched against the words of the subcommand path (`aws s3api
// delete-bucket`, `gh repo delete`, `nats stream purge`), never against
// the name of the thing being deleted.
var dataNouns = map[string]bool{
	"bucket": true, "buckets": true, "database": true, "databases": true, "db": true, "dbs": true,
	"sql": true, "table": true, "tables": true, "dataset": true, "datasets": true, "keyspace": true,
	"cluster": true, "clusters": true, "snapshot": true, "snapshots": true, "backup": true,
	"backups": true, "archive": true, "archives": true, "volume": true, "volumes": true, "disk": true,
	"disks": true, "stream": true, "streams": true, "topic": true, "topics": true, "index": true,
	"indices": true, "indexes": true, "repo": true, "repos": true, "repository": true,
	"repositories": true, "gist": true, "vault": true, "vaults": true, "keyvault": true,
	"secret": true, "secrets": true, "kv": true, "obj": true, "namespace": true, "namespaces": true,
	"stack": true, "stacks": true, "project": true, "projects": true, "filesystem": true,
	"file-system": true, "key": true, "keys": true, "pipeline": true, "pipelines": true,
	"node": true, "nodes": true, "instance": true, "instances": true, "zone": true, "zones": true,
	"registry": true, "organization": true, "org": true, "tenant": true,
	"workspace": true, "workspaces": true, "collection": true, "collections": true,
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

// kubeHigh are Kubernetes kinds whose deletion takes data or the whole
// cluster's workload with it.
var kubeHigh = map[string]bool{
	"ns": true, "namespace": true, "namespaces": true, "pv": true, "pvc": true,
	"persistentvolume": true, "persistentvolumes": true, "persistentvolumeclaim": true,
	"persistentvolumeclaims": true, "crd": true, "crds": true, "customresourcedefinition": true,
	"customresourcedefinitions": true, "node": true, "nodes": true, "no": true, "all": true,
	"statefulset": true, "statefulsets": true, "sts": true,
}

// judgeDataDelete rates deletions through service, backup and container
// CLIs (see the comment at the top of this file).
func (w *walker) judgeDataDelete(name string, args []field, full []field) {
	var pos []string // lower-cased words that are not options
	verbAt := -1
	bulk, bypass := false, false
	for _, a := range args {
		s := strings.ToLower(a.s)
		if len(s) > 1 && s[0] == '-' {
			flag, _, _ := strings.Cut(strings.TrimLeft(s, "-"), "=")
			switch flag {
			case "recursive", "all", "all-namespaces", "force-destroy", "delete", "delete-excluded", "include-all", "volumes":
				bulk = true
			case "r":
				// kubectl -R walks a directory of manifests: not bulk
				bulk = bulk || name != "kubectl" && name != "oc"
			case "a":
				// kubectl -A is every namespace; elsewhere -a is too
				// ambiguous (gh cache delete -a, docker rm -a…)
				bulk = bulk || name == "kubectl" || name == "oc"
			case "y", "yes", "auto-approve", "confirm", "assume-yes", "no-prompt", "non-interactive",
				"skip-confirmation", "noconfirm", "no-confirm", "force", "quiet":
				bypass = bypass || flag != "quiet" || name == "gcloud"
			case "f":
				bypass = bypass || name != "kubectl" && name != "oc"
			}
			continue
		}
		pos = append(pos, s)
		if s == "*" || strings.HasSuffix(s, "/*") {
			bulk = true
		}
		if verbAt < 0 && isDeleteVerb(name, s) {
			verbAt = len(pos) - 1
		}
	}
	switch name {
	case "lvremove", "vgremove", "pvremove":
		verbAt = 0
	}
	if name == "rclone" && verbAt < 0 {
		for i, s := range pos {
			if s == "sync" || s == "bisync" {
				verbAt = i // sync deletes what is missing from the source
				break
			}
		}
	}
	if verbAt < 0 {
		return
	}
	verb := ""
	if verbAt < len(pos) {
		verb = pos[verbAt]
	}
	cmd := fieldStrings(full)
	if name == "" {
		// a tool we know nothing about: its own script, a make target…
		w.emit(IDDataDelete, "bash", cmd)
		return
	}
	local := localTools[name]
	if name == "rclone" {
		switch verb {
		case "sync", "bisync", "delete", "deletefile", "purge":
			w.emit(IDDataDestroy, "bash", cmd)
			return
		}
	}
	switch {
	case bulk && name != "":
		w.emit(IDDataDeleteBulk, "bash", cmd)
	case verb == "uninstall" || verb == "remove" && local:
		w.emit(IDDataDelete, "bash", cmd)
	case custodians[name]:
		w.emit(IDDataDestroy, "bash", cmd)
	case name == "kubectl" || name == "oc":
		if verbAt+1 < len(pos) && kubeKindHigh(pos[verbAt+1]) {
			w.emit(IDDataDestroy, "bash", cmd)
		} else {
			w.emit(IDDataDelete, "bash", cmd)
		}
	case local:
		if hasNoun(pos[:verbAt], "volume", "volumes") {
			w.emit(IDDataDestroy, "bash", cmd)
		} else {
			w.emit(IDDataDelete, "bash", cmd)
		}
	case iacTools[name]:
		if bypass || hasDataNoun(pos[:verbAt+1]) {
			w.emit(IDDataDestroy, "bash", cmd)
		} else {
			w.emit(IDDataDelete, "bash", cmd)
		}
	case hasDataNoun(pos[:verbAt+1]) || verb == "purge" || strings.HasPrefix(verb, "purge-"):
		w.emit(IDDataDestroy, "bash", cmd)
	case bypass && serviceCLI(name):
		w.emit(IDDataDestroy, "bash", cmd)
	default:
		w.emit(IDDataDelete, "bash", cmd)
	}
}

// kubeKindHigh: `kubectl delete ns x`, `kubectl delete pv,pvc --all`.
func kubeKindHigh(s string) bool {
	for _, k := range strings.Split(s, ",") {
		k, _, _ = strings.Cut(k, "/")
		k, _, _ = strings.Cut(k, ".")
		if kubeHigh[k] {
			return true
		}
	}
	return false
}

func isDeleteVerb(name, s string) bool {
	if deleteVerbs[s] {
		switch s {
		case "rb", "del":
			return name == "aws" || name == "s3cmd" || name == "mc" || name == "gsutil"
		case "prune":
			return name != "git"
		}
		return true
	}
	for _, p := range []string{"delete-", "delete_", "remove-", "purge-", "purge_", "drop-", "destroy-", "terminate-", "deregister-"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	// apps:destroy (heroku), schedule-key-deletion (aws kms)
	return strings.HasSuffix(s, ":destroy") || strings.HasSuffix(s, ":delete") || strings.HasSuffix(s, "-deletion")
}

// hasDataNoun looks for a data-holding noun in the subcommand path,
// splitting compound words (delete-db-instance, ssh-key, apps:destroy).
func hasDataNoun(words []string) bool {
	for _, w := range words {
		if dataNouns[w] {
			return true
		}
		// the object is the last part once the verb is dropped:
		// delete-db-instance is an instance, delete-bucket-policy a policy
		parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' || r == ':' })
		for len(parts) > 0 && nounVerbPart[parts[len(parts)-1]] {
			parts = parts[:len(parts)-1]
		}
		if len(parts) > 0 && dataNouns[parts[len(parts)-1]] {
			return true
		}
	}
	return false
}

var nounVerbPart = map[string]bool{"deletion": true, "delete": true, "destroy": true, "purge": true, "remove": true}

func hasNoun(words []string, nouns ...string) bool {
	for _, w := range words {
		if containsStr(nouns, w) {
			return true
		}
	}
	return false
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

// judgeHTTPMethod: an HTTP DELETE is the API form of `rm`; it is rated
// like a remote deletion of whatever the URL names. A POST to a delete
// action (Jenkins' doDelete, Elasticsearch's _delete_by_query) counts too.
func (w *walker) judgeHTTPMethod(method string, ops []field, full []field) {
	cmd := fieldStrings(full)
	if strings.EqualFold(method, "DELETE") {
		for _, a := range ops {
			if strings.Contains(a.s, "*") || strings.Contains(a.s, "_all") {
				w.emit(IDDataDeleteBulk, "bash", cmd)
				return
			}
		}
		w.emit(IDDataDestroy, "bash", cmd)
		return
	}
	for _, a := range ops {
		if !strings.Contains(a.s, "://") {
			continue
		}
		u := strings.ToLower(a.s)
		if k := strings.IndexAny(u, "?#"); k >= 0 {
			u = u[:k]
		}
		for _, seg := range strings.Split(u, "/") {
			switch seg {
			case "dodelete", "_delete_by_query", "dowipeoutworkspace", "_flush_all", "flushall":
				w.emit(IDDataDestroy, "bash", cmd)
				return
			}
		}
	}
}

// judgeHTTPie: `http DELETE url`, `xh delete url`.
func (w *walker) judgeHTTPie(args []field, full []field) {
	o := parseOpts(args, "aAv", "auth", "auth-type", "verify", "session", "output")
	if len(o.ops) >= 2 && !strings.Contains(o.ops[0].s, "/") {
		w.judgeHTTPMethod(o.ops[0].s, o.ops[1:], full)
	}
}

// judgeRsync: --delete (and its variants) removes whatever the source
// lacks from the destination; --remove-source-files deletes the source.
// A wrong or empty source empties the destination, which is why backup
// and deploy guards treat both as destructive.
func (w *walker) judgeRsync(o *opts, full []field) {
	for _, l := range o.long {
		if l == "del" || strings.HasPrefix(l, "delete") || l == "remove-source-files" || l == "remove-sent-files" {
			w.emit(IDDataDestroy, "bash", fieldStrings(full))
			return
		}
	}
}

// dbClients maps SQL and key-value clients to the options that carry a
// statement to run.
var dbClients = map[string][]string{
	"psql": {"c", "command"}, "mysql": {"e", "execute"}, "mariadb": {"e", "execute"},
	"sqlite3": {"cmd"}, "duckdb": {"c", "cmd"}, "sqlcmd": {"Q", "q", "query"},
	"clickhouse-client": {"q", "query"}, "clickhouse": {"q", "query"}, "cqlsh": {"e", "execute"},
	"snowsql": {"q", "query"}, "cockroach": {"e", "execute"}, "usql": {"c", "command"},
	"mongosh": {"eval"}, "mongo": {"eval"}, "redis-cli": nil, "valkey-cli": nil, "keydb-cli": nil,
	"influx": {"execute"}, "trino": {"execute"}, "presto": {"execute"}, "vsql": {"c", "command"},
	"isql": nil, "bq": nil, "supabase": nil, "dropdb": nil, "mysqladmin": nil,
}

func isDBClient(name string) bool { _, ok := dbClients[name]; return ok }

// judgeDB looks at the statement a database client is told to run.
func (w *walker) judgeDB(name string, args []field, full []field) {
	cmd := fieldStrings(full)
	switch name {
	case "dropdb":
		// The same effect as DROP DATABASE, but rated moderate: dropdb is
		// its own command and documentation is full of it, while a DROP
		// smuggled through psql -c is what an agent guard must stop.
		w.emit(IDDataDelete, "bash", cmd)
		return
	case "mysqladmin":
		for _, a := range args {
			if strings.EqualFold(a.s, "drop") {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
		}
		return
	case "redis-cli", "valkey-cli", "keydb-cli":
		for _, a := range args {
			if s := strings.ToLower(a.s); s == "flushall" || s == "flushdb" {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
		}
		return
	case "supabase":
		// supabase db reset drops and recreates the database
		if len(args) >= 2 && args[0].s == "db" && args[1].s == "reset" {
			w.emit(IDDBDrop, "bash", cmd)
		}
		return
	case "bq":
		if len(args) > 0 && args[0].s == "rm" {
			w.emit(IDDataDestroy, "bash", cmd)
			return
		}
	}
	keys := dbClients[name]
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if !strings.HasPrefix(a, "-") {
			// sqlite3 DB "SQL", bq query "SQL", cockroach sql …: a
			// statement may be an operand
			if sqlDestroys(a) {
				w.emit(IDDBDrop, "bash", cmd)
				return
			}
			continue
		}
		k, v, has := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !containsStr(keys, k) {
			// -e"DROP …" glued to a short option
			if len(a) > 2 && a[1] != '-' && containsStr(keys, a[1:2]) {
				k, v, has = a[1:2], a[2:], true
			} else {
				continue
			}
		}
		if !has && i+1 < len(args) {
			i++
			v = args[i].s
		}
		if sqlDestroys(v) {
			w.emit(IDDBDrop, "bash", cmd)
			return
		}
	}
}

// sqlDestroys reports whether a statement list drops or empties a
// database, schema, table or collection: DROP DATABASE/SCHEMA/TABLE,
// TRUNCATE, DELETE without WHERE, FLUSHALL, Mongo's drop calls. Only the
// first words of each statement count, so `SELECT 'DROP TABLE ' || x`
// (SQL that writes SQL) is not a drop.
func sqlDestroys(text string) bool {
	low := strings.ToLower(text)
	if strings.Contains(low, "dropdatabase(") || strings.Contains(low, ".drop(") ||
		strings.Contains(low, "deletemany({})") || strings.Contains(low, ".remove({})") {
		return true
	}
	for _, stmt := range strings.Split(low, ";") {
		ws := strings.Fields(stmt)
		if len(ws) == 0 {
			continue
		}
		switch ws[0] {
		case "drop":
			if len(ws) > 1 {
				switch ws[1] {
				case "database", "schema", "table", "keyspace", "collection", "owned", "tablespace":
					return true
				}
			}
		case "truncate", "flushall", "flushdb":
			return true
		case "delete":
			if len(ws) >= 3 && ws[1] == "from" && !strings.Contains(stmt, " where ") {
				return true
			}
		}
	}
	return false
}
