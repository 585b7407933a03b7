package shell

import (
	"maps"
	"path"
	"strings"
)

// The network family: downloads and uploads, raw sockets, and the
// interfaces themselves. What an HTTP method deletes is rated in remote.go;
// a download piped into a shell is caught by the pipeline walk (walk.go).
var networkCommands = []command{
	{names: words("curl wget wget2 fetch aria2c"), judge: (*walker).judgeFetch},
	{names: words("http https xh"), judge: (*walker).judgeHTTPClient},
	{names: words("nc ncat netcat"), judge: (*walker).judgeNetcat},
	{names: words("ip"), judge: (*walker).judgeIP},
	{names: words("ifconfig"), judge: (*walker).judgeIfconfig},
	{names: words("ifdown"), judge: (*walker).judgeIfdown},
	{names: words("nmcli"), judge: (*walker).judgeNmcli},
}

// downloaders fetch from the network; what they print may be a script.
var downloaders = setOf(words("curl wget wget2 fetch aria2c http https xh curlie lwp-download lwp-request " +
	"iwr irm invoke-webrequest invoke-restmethod"))

// A name with a pattern in it (c?rl, /usr/bin/[w]get) is one when it
// can match one.
func isDownloader(name string) bool {
	n := cmdName(name)
	if isGlobName(n) {
		return len(globNames(n, maps.Keys(downloaders))) > 0
	}
	return downloaders[n]
}

// judgeHTTPClient: httpie and xh are downloaders that also take the HTTP
// method as their first operand.
func (w *walker) judgeHTTPClient(name string, args, full []field) {
	w.judgeFetch(name, args, full)
	w.judgeHTTPie(args, full)
}

// judgeNetcat: netcat reads files like cat does, and -e/-c hands a shell
// to whoever connects.
func (w *walker) judgeNetcat(name string, args, full []field) {
	w.judgeReaders(name, args, full)
	for _, a := range args {
		if a.s == "-e" || a.s == "-c" || strings.HasPrefix(a.s, "--exec") || strings.HasPrefix(a.s, "--sh-exec") {
			w.emit(IDPipeShell, "bash", fieldStrings(full))
		}
	}
}

// judgeIP: ip link set [dev] IF down.
func (w *walker) judgeIP(_ string, args, full []field) {
	if len(args) >= 3 && strings.HasPrefix(args[0].s, "l") && args[1].s == "set" && args[len(args)-1].s == "down" {
		w.emit(IDIfaceDown, "bash", fieldStrings(full))
	}
}

// judgeIfconfig: ifconfig IF down.
func (w *walker) judgeIfconfig(_ string, args, full []field) {
	if len(args) >= 2 && args[len(args)-1].s == "down" {
		w.emit(IDIfaceDown, "bash", fieldStrings(full))
	}
}

// judgeIfdown: ifdown -a or ifdown IF.
func (w *walker) judgeIfdown(_ string, args, full []field) {
	o := parseOpts(args, "")
	if o.has('a') || len(o.ops) > 0 {
		w.emit(IDIfaceDown, "bash", fieldStrings(full))
	}
}

// judgeNmcli: nmcli networking off (n, net, networking…).
func (w *walker) judgeNmcli(_ string, args, full []field) {
	if len(args) >= 2 && strings.HasPrefix(args[0].s, "n") && args[len(args)-1].s == "off" {
		w.emit(IDIfaceDown, "bash", fieldStrings(full))
	}
}

// judgeFetch: uploads (of a sensitive file, or after staging), the HTTP
// method, metadata credential endpoints, and where a download lands
// (remembered for judgeExecDownloaded).
func (w *walker) judgeFetch(name string, args []field, full []field) {
	shortVal := "odFTXHuAeEbcCKrwmYyzPtUQ"
	if name == "wget" || name == "wget2" {
		shortVal = "oOPUTeaiBtwQdlADIXR"
	}
	o := parseOpts(args, shortVal, "output", "output-document", "data", "data-binary", "data-raw", "data-urlencode", "form", "upload-file", "request", "header", "user", "post-file", "body-file", "directory-prefix", "user-agent", "referer", "config", "cookie", "method")
	for _, v := range o.allVals("d", "data", "data-binary", "data-raw", "data-urlencode", "F", "form", "T", "upload-file", "post-file", "body-file") {
		file := ""
		if k := strings.IndexByte(v, '@'); k >= 0 && (k == 0 || strings.HasSuffix(v[:k], "=")) {
			file = v[k+1:]
			file, _, _ = strings.Cut(file, ";")
		}
		if name == "wget" || o.has('T') {
			if _, ok := o.val("T", "upload-file", "post-file", "body-file"); ok && file == "" {
				file = v
			}
		}
		if file == "" || file == "-" {
			continue
		}
		if isSensitiveUpload(file) || w.staged {
			w.emit(IDUploadSensitive, "bash", fieldStrings(full))
		} else {
			w.emit(IDUploadFile, "bash", fieldStrings(full))
		}
	}
	m, _ := o.val("X", "request")
	if name == "wget" || name == "wget2" {
		m, _ = o.val("method")
	}
	w.judgeHTTPMethod(m, o.ops, full)
	for _, a := range o.ops {
		if metadataCreds(a.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
	// where does the download land?
	out, hasOut := o.val("o", "output", "output-document")
	if name == "wget" {
		out, hasOut = o.val("O", "output-document")
		if dir, ok := o.val("P", "directory-prefix"); ok {
			w.write(dir+"/x", writeInfo{by: name})
		}
	}
	if hasOut && out != "-" {
		w.write(out, writeInfo{by: name})
		w.downloads = append(w.downloads, baseName(out))
	} else if !hasOut && (name == "wget" || o.has('O') || o.hasLong("remote-name", 8)) {
		for _, a := range o.ops {
			if strings.Contains(a.s, "://") {
				u := a.s
				if k := strings.IndexAny(u, "?#"); k >= 0 {
					u = u[:k]
				}
				if b := path.Base(u); b != "" && b != "." && b != "/" {
					w.downloads = append(w.downloads, b)
				}
			}
		}
	}
}
