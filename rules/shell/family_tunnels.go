package shell

import (
	"strconv"
	"strings"
)

// The tunnel family: commands that expose a port of this machine (or of
// its network) on another host, so that whoever can reach that host can
// reach in (T1572). A developer shares a dev server this way, which a
// person decides (net.tunnel); a login service (ssh, RDP, VNC, WinRM) or
// the whole network behind a reverse SOCKS proxy exposed is a way in from
// outside, refused (net.tunnel-login).
var tunnelCommands = []command{
	{names: words("ngrok"), judge: (*walker).judgeNgrok},
	{names: words("bore"), judge: (*walker).judgeBore},
	{names: words("cloudflared"), judge: (*walker).judgeCloudflared},
	{names: words("lt localtunnel"), judge: (*walker).judgeLocaltunnel},
	{names: words("autossh"), judge: (*walker).judgeAutossh},
	{names: words("chisel"), judge: (*walker).judgeChisel},
}

// autosshArgs drops autossh's own options (-M PORT, -f) from what it
// hands ssh.
func autosshArgs(args []field) []field {
	var out []field
	for i := 0; i < len(args); i++ {
		switch {
		case args[i].s == "-M" && i+1 < len(args):
			i++
		case strings.HasPrefix(args[i].s, "-M") || args[i].s == "-V":
		default:
			out = append(out, args[i])
		}
	}
	return out
}

// judgeAutossh: autossh keeps an ssh connection (and its -R tunnels) up,
// restarting it when it drops: judged as the ssh it runs.
func (w *walker) judgeAutossh(_ string, args, full []field) {
	w.judgeSSH("ssh", autosshArgs(args), full)
}

// judgeChisel: chisel client SERVER R:[bind:]port:host:hostport… asks
// the server to listen and forward to host:hostport as seen from here
// (R:socks: a SOCKS proxy into this machine's network).
func (w *walker) judgeChisel(_ string, args, full []field) {
	o := parseOpts(args, "", "auth", "fingerprint", "keepalive", "max-retry-count", "max-retry-interval", "proxy", "header", "hostname", "tls-ca", "tls-skip-verify", "tls-cert", "tls-key", "pid")
	if len(o.ops) < 3 || o.ops[0].s != "client" {
		return
	}
	for _, r := range o.ops[2:] {
		if spec, ok := strings.CutPrefix(r.s, "R:"); ok {
			if spec == "socks" || strings.HasSuffix(spec, ":socks") {
				w.emit(IDTunnelLogin, "bash", fieldStrings(full))
				continue
			}
			w.sshRemoteForward(spec, full)
		}
	}
}

// loginPorts are the ports of the services that give a shell or a
// desktop on this machine to whoever logs in: ssh, telnet, RDP, VNC,
// WinRM.
var loginPorts = map[int]bool{22: true, 23: true, 3389: true, 5900: true, 5901: true, 5985: true, 5986: true}

// tunnelTarget judges the local end of a tunnel: host:port, a URL
// (ssh://localhost:22) or a bare port. A login port, or one that is not
// a literal number (computed), is a way in; any other is a service shared.
func (w *walker) tunnelTarget(target string, full []field) {
	t := target
	if scheme, rest, ok := strings.Cut(t, "://"); ok {
		if scheme == "ssh" || scheme == "rdp" || scheme == "vnc" {
			w.emit(IDTunnelLogin, "bash", fieldStrings(full))
			return
		}
		t = strings.TrimRight(rest, "/")
	}
	if i := strings.LastIndexByte(t, ':'); i >= 0 {
		t = t[i+1:]
	}
	port, err := strconv.Atoi(t)
	if err != nil || loginPorts[port] {
		w.emit(IDTunnelLogin, "bash", fieldStrings(full))
		return
	}
	w.emit(IDTunnel, "bash", fieldStrings(full))
}

// sshRemoteForward judges ssh's -R (and -o RemoteForward=) values:
// [bind:]port:host:hostport forwards the remote port to host:hostport as
// seen from here; [bind:]port alone is a SOCKS proxy on the remote host
// into every address this machine reaches.
func (w *walker) sshRemoteForward(spec string, full []field) {
	spec = strings.TrimSpace(spec)
	if strings.HasPrefix(spec, "[") { // [::1]:port…
		if _, rest, ok := strings.Cut(spec, "]"); ok {
			spec = strings.TrimPrefix(rest, ":")
		}
	}
	parts := strings.FieldsFunc(spec, func(r rune) bool { return r == ':' || r == ' ' })
	switch {
	case len(parts) == 0:
		return
	case len(parts) <= 2 && !strings.Contains(spec, "/"):
		// port, or bind:port: a dynamic forward, the network behind us
		w.emit(IDTunnelLogin, "bash", fieldStrings(full))
	case len(parts) == 2:
		w.emit(IDTunnel, "bash", fieldStrings(full)) // port:/local/socket
	default:
		w.tunnelTarget(parts[len(parts)-1], full)
	}
}

// judgeNgrok: ngrok http|tcp|tls TARGET exposes TARGET (a port or
// host:port) at a public address.
func (w *walker) judgeNgrok(_ string, args, full []field) {
	rest := skipOpts(args, "")
	if len(rest) < 2 {
		return
	}
	switch rest[0].s {
	case "http", "tcp", "tls":
		w.tunnelTarget(rest[1].s, full)
	}
}

// judgeBore: bore local PORT --to HOST exposes PORT on HOST.
func (w *walker) judgeBore(_ string, args, full []field) {
	o := parseOpts(args, "tlps", "to", "local-host", "port", "secret")
	if len(o.ops) >= 2 && o.ops[0].s == "local" {
		w.tunnelTarget(o.ops[1].s, full)
	}
}

// judgeCloudflared: cloudflared tunnel --url URL exposes URL at a
// public address (a quick tunnel, or a named one's ingress).
func (w *walker) judgeCloudflared(_ string, args, full []field) {
	o := parseOpts(args, "", "url", "hostname", "config", "name", "origincert", "loglevel", "logfile", "protocol", "credentials-file")
	if u, ok := o.val("url"); ok {
		w.tunnelTarget(u, full)
	}
}

// judgeLocaltunnel: lt --port PORT exposes PORT at a public address.
func (w *walker) judgeLocaltunnel(_ string, args, full []field) {
	o := parseOpts(args, "plhs", "port", "local-host", "host", "subdomain")
	if p, ok := o.val("p", "port"); ok {
		w.tunnelTarget(p, full)
	}
}
