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
	if iacTools[name] && verbAt < 0 && hasDestroyFlag(args) {
		for i, s := range pos {
			if s == "apply" || s == "up" || s == "deploy" {
				verbAt = i // terraform apply -destroy is terraform destroy
				break
			}
		}
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
func hasDataNoun(ws []string) bool {
	for _, w := range ws {
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

func hasNoun(ws []string, nouns ...string) bool {
	for _, w := range ws {
		if containsStr(nouns, w) {
			return true
		}
	}
	return false
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
func (w *walker) judgeHTTPie(args, full []field) {
	o := parseOpts(args, "aAv", "auth", "auth-type", "verify", "session", "output")
	if len(o.ops) >= 2 && !strings.Contains(o.ops[0].s, "/") {
		w.judgeHTTPMethod(o.ops[0].s, o.ops[1:], full)
	}
}

// judgeRsync: --remove-source-files deletes the source, which backup
// and deploy guards treat as destructive. --delete (and its variants)
// removes from the destination whatever the source lacks: a wrong or
// empty source empties it, so the mirror is judged as a recursive
// deletion of the destination (rsyncDeleteDest). A dry run deletes
// nothing.
func (w *walker) judgeRsync(o *opts, full []field) {
	if o.has('n') || o.hasLong("dry-run", 3) {
		return
	}
	for _, l := range o.long {
		switch {
		case l == "remove-source-files" || l == "remove-sent-files":
			w.emit(IDDataDestroy, "bash", fieldStrings(full))
			return
		case l == "del" || strings.HasPrefix(l, "delete"):
			if len(o.ops) >= 2 {
				w.rsyncDeleteDest(o.ops[len(o.ops)-1], full)
			}
			return
		}
	}
}

// rsyncDeleteDest judges the destination of a mirror that deletes: the
// root, a home, the working directory or a system tree as rm -r would
// (deleteTarget); any other tree outside the home and the project (an
// absolute path such as /srv/www or host:/dest, a computed one, an rsync
// daemon module) as destroyed data; and a folder of the project or
// below the home, the everyday deploy, is for a person to decide.
func (w *walker) rsyncDeleteDest(dst field, full []field) {
	p := dst.s
	if _, remote := remoteOperand(dst); remote {
		if strings.Contains(p, "://") {
			w.emit(IDDataDestroy, "bash", fieldStrings(full))
			return
		}
		_, p, _ = strings.Cut(p, ":")
		if p == "" || p == "." || p == "./" {
			p = "~" // host: is the remote home
		}
	}
	id := deleteFinding(p, true, false)
	if id == "" {
		clean, _ := cleanPath(p)
		switch {
		case computedWhole(p), strings.HasPrefix(clean, "/") && !strings.HasPrefix(clean, "/tmp/"):
			id = IDDataDestroy
		default:
			id = IDMirrorDelete
		}
	}
	w.emit(id, "bash", fieldStrings(full))
}

// hasDestroyFlag: an infrastructure tool told to destroy by an option
// (terraform apply -destroy; plan -destroy only plans).
func hasDestroyFlag(args []field) bool {
	for _, a := range args {
		if a.s == "-destroy" || a.s == "--destroy" {
			return true
		}
	}
	return false
}
