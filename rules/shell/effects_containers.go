package shell

import (
	"path"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// The rows of the containers, whose inner commands run code and whose
// settings reach the host: docker and podman run and exec, mounts,
// registries (effects_registry.go), kubectl exec, privileged pods and
// role bindings.

// buildContext: docker build [OPTIONS] CONTEXT sends every file below
// the context to the builder, and the Dockerfile may COPY any of them
// into an image a push publishes: a read of the tree (readTree), so
// `docker build ~` reads the home as `tar cf - ~` does. A URL or "-"
// (a Dockerfile on stdin, no context) reads nothing here.
func (e *ewalker) buildContext(args []field) {
	if len(args) > 0 && args[0].s == "build" {
		args = args[1:] // buildx build
	}
	o := parseOpts(args, "ftm", "file", "tag", "build-arg", "target", "platform", "label", "network", "secret", "ssh",
		"cache-from", "cache-to", "output", "progress", "iidfile", "memory", "add-host", "builder", "metadata-file", "build-context")
	for _, f := range o.allVals("f", "file") {
		if f != "-" {
			e.addPath(middleware.EffectRead, valField(f))
		}
	}
	for _, c := range o.ops {
		if c.s == "-" || strings.Contains(c.s, "://") || strings.HasPrefix(c.s, "git@") {
			continue
		}
		e.addPath(middleware.EffectRead, c)
		e.readTree(c)
	}
}

// dockerFn: docker/podman run and exec judge the command inside; -v
// HOST:CTR mounts are writes of the host path, and paths inside the
// container under a mount are mapped back to the host; --privileged and
// host namespaces are privilege.
func dockerFn(e *ewalker, _ string, args []field, in stdin) stdout {
	// The engine's own options come before the subcommand (docker -H
	// unix:///var/run/docker.sock run …, podman --remote, nerdctl -n
	// k8s.io): skipped, or their value would be taken for it.
	args = skipOpts(args, engineShortVal, engineLongVal...)
	if len(args) == 0 {
		return stdout{}
	}
	sub := args[0].s
	if (sub == "container" || sub == "image") && len(args) > 1 {
		sub, args = args[1].s, args[1:]
	}
	if e.registryUse(sub, args[1:]) {
		return stdout{}
	}
	if sub == "cp" {
		// docker cp SRC DST: a CONTAINER:PATH operand is inside the
		// container; a local source is read (and leaves this machine's
		// protection), a local destination written.
		ops := skipOpts(args[1:], "")
		if len(ops) == 2 {
			if !strings.Contains(ops[0].s, ":") {
				e.addPath(middleware.EffectRead, ops[0])
			}
			if !strings.Contains(ops[1].s, ":") {
				e.addPath(middleware.EffectWrite, ops[1])
			}
		}
		return stdout{}
	}
	if sub == "build" || sub == "buildx" && len(args) > 1 && args[1].s == "build" {
		e.buildContext(args[1:])
		return stdout{}
	}
	if sub != "run" && sub != "exec" && sub != "create" {
		return stdout{}
	}
	valOpts := "vewupmhcl"
	longVal := words("volume mount env env-file workdir user publish name network hostname entrypoint label memory cpus device cap-add cap-drop security-opt pid ipc uts userns platform restart")
	rest := skipOpts(args[1:], valOpts, longVal...)
	o := parseOpts(args[1:len(args)-len(rest)], valOpts, longVal...)
	type mount struct{ host, ctr string }
	var mounts []mount
	for _, v := range o.allVals("v", "volume") {
		parts := strings.Split(v, ":")
		if len(parts) >= 2 && (strings.HasPrefix(parts[0], "/") || strings.HasPrefix(parts[0], "~") || strings.HasPrefix(parts[0], ".") || strings.HasPrefix(parts[0], "$")) {
			mounts = append(mounts, mount{parts[0], parts[1]})
			// The container may read, or unless :ro write, anything below
			// the host path: judged as the worst path under it.
			op := middleware.EffectWrite
			if len(parts) > 2 && strings.Contains(","+parts[2]+",", ",ro,") {
				op = middleware.EffectRead
			}
			e.addPath(op, valField(parts[0]))
			e.addPath(op, below(valField(parts[0])))
			e.socketUse("docker", valField(parts[0])) // the daemon's socket: any container, any host mount
		}
	}
	if o.hasLong("privileged", 10) || containsStr(o.allVals("pid", "ipc", "userns", "uts", "network"), "host") || len(o.allVals("cap-add", "device")) > 0 {
		e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "docker"})
	}
	if sub == "exec" && len(rest) > 0 {
		rest = rest[1:] // the container
	} else if len(rest) > 0 {
		rest = rest[1:] // the image
	}
	if len(rest) == 0 {
		return stdout{}
	}
	start := len(e.out)
	e.run(rest, in)
	for i := start; i < len(e.out); i++ {
		p := e.out[i].Path
		for _, m := range mounts {
			if p == m.ctr || strings.HasPrefix(p, strings.TrimSuffix(m.ctr, "/")+"/") {
				mapped := e.out[i]
				mapped.Path = path.Join(m.host, strings.TrimPrefix(p, m.ctr))
				if m.ctr == "/" {
					mapped.Path = path.Join(m.host, p)
				}
				e.add(mapped)
				break
			}
		}
	}
	return stdout{}
}

// The global options of docker, podman and nerdctl that take a value
// (the flags, -D or --remote, take none and are skipped as they are).
const engineShortVal = "Hcln"

var engineLongVal = words("host context config log-level tlscacert tlscert tlskey url connection identity root runroot " +
	"storage-driver storage-opt cgroup-manager module namespace address snapshotter cni-path cni-netconfpath data-root")

// hostPodKeys are the pod settings that share the node's namespaces or
// disk with the pod, or drop its confinement: a pod with one is root on
// the node (T1611).
var hostPodKeys = []string{`"hostpid"`, `"hostnetwork"`, `"hostipc"`, `"privileged"`, `"hostpath"`, `hostpid:`, `hostnetwork:`, `privileged:`, `hostpath:`}

// kubectlFn: kubectl exec POD -- CMD runs CMD in the cluster; kubectl
// debug node/NAME starts a pod in the node's namespaces with its root
// filesystem mounted, and run or debug with overrides that share the
// node's (hostPID, privileged, a hostPath) make one too: privilege.
func kubectlFn(e *ewalker, _ string, args []field, in stdin) stdout {
	if len(args) > 0 && (args[0].s == "debug" || args[0].s == "run") {
		for i, a := range args[1:] {
			low := strings.ToLower(a.s)
			if low == "--overrides" && i+2 < len(args) {
				low += "=" + strings.ToLower(args[i+2].s) // its value, the next word
			}
			if args[0].s == "debug" && (strings.HasPrefix(low, "node/") || strings.HasPrefix(low, "nodes/") || low == "--profile=sysadmin") ||
				strings.HasPrefix(low, "--overrides") && slices.ContainsFunc(hostPodKeys, func(k string) bool { return strings.Contains(low, k) }) ||
				low == "--privileged" || low == "--privileged=true" {
				e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "kubectl"})
				break
			}
		}
	}
	if len(args) > 1 && args[0].s == "create" && (args[1].s == "clusterrolebinding" || args[1].s == "rolebinding") {
		// a role bound to a user or service account: permissions granted
		e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "kubectl"})
	}
	if len(args) == 0 || args[0].s != "exec" {
		return stdout{}
	}
	for i, a := range args {
		if a.s == "--" && i+1 < len(args) {
			e.add(middleware.Effect{Op: middleware.EffectExec, Program: "kubectl", Unknown: true})
			return e.run(args[i+1:], in)
		}
	}
	return stdout{}
}
