package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// dotnetNetCall is a .NET method a PowerShell line calls on an object to
// reach the network ((New-Object Net.WebClient).DownloadFile(URL, PATH)):
// its first argument is the URL; file says what the method does to the
// path of its second argument, if it takes one.
type dotnetNetCall struct {
	method string // ".name(" in lower case
	dir    string
	file   middleware.EffectOp
}

// dotnetNetCalls are the network methods of System.Net.WebClient,
// System.Net.Http.HttpClient and System.Net.WebRequest: the ways a
// PowerShell line fetches or sends without Invoke-WebRequest.
var dotnetNetCalls = []dotnetNetCall{
	{".downloadfile(", dirDownload, middleware.EffectWrite},
	{".downloadfileasync(", dirDownload, middleware.EffectWrite},
	{".downloadfiletaskasync(", dirDownload, middleware.EffectWrite},
	{".downloadstring(", dirDownload, 0},
	{".downloadstringasync(", dirDownload, 0},
	{".downloadstringtaskasync(", dirDownload, 0},
	{".downloaddata(", dirDownload, 0},
	{".downloaddataasync(", dirDownload, 0},
	{".downloaddatataskasync(", dirDownload, 0},
	{".openread(", dirDownload, 0},
	{".getstringasync(", dirDownload, 0},
	{".getbytearrayasync(", dirDownload, 0},
	{".getstreamasync(", dirDownload, 0},
	{".getasync(", dirDownload, 0},
	{".uploadfile(", dirSend, middleware.EffectRead},
	{".uploadfileasync(", dirSend, middleware.EffectRead},
	{".uploadstring(", dirSend, 0},
	{".uploaddata(", dirSend, 0},
	{".uploadvalues(", dirSend, 0},
	{".openwrite(", dirSend, 0},
	{".postasync(", dirSend, 0},
	{".putasync(", dirSend, 0},
	{"webrequest]::create(", "", 0},
	{"httpwebrequest]::create(", "", 0},
}

// dotnetNet records the network calls a PowerShell statement makes
// through .NET objects: the host of each URL (computed: Unknown), and
// the file a download writes or an upload reads.
func (e *ewalker) dotnetNet(stmt string) {
	if !strings.Contains(stmt, "(") {
		return
	}
	low := strings.ToLower(stmt)
	for _, c := range dotnetNetCalls {
		i := strings.Index(low, c.method)
		if i < 0 {
			continue
		}
		args := dotnetArgs(stmt[i+len(c.method):])
		if len(args) == 0 {
			continue
		}
		e.net(args[0], c.dir)
		if c.file != 0 && len(args) > 1 {
			e.addPath(c.file, args[1])
		}
	}
}

// dotnetArgs splits the arguments of a .NET call, from just after its
// opening parenthesis to the matching one, at top-level commas: a quoted
// literal is its text, anything else (a variable, a sum) is computed.
func dotnetArgs(s string) []field {
	var out []field
	depth, start := 0, 0
	var quote byte
	flush := func(end int) {
		a := strings.TrimSpace(s[start:end])
		if a == "" {
			return
		}
		if len(a) >= 2 && (a[0] == '\'' || a[0] == '"') && a[len(a)-1] == a[0] && !strings.ContainsAny(a[1:len(a)-1], `'"`) {
			f := pwshField(a[1 : len(a)-1])
			f.dyn = f.dyn && a[0] == '"' // '…' expands nothing
			out = append(out, f)
			return
		}
		out = append(out, field{s: a, dyn: true})
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case (c == ')' || c == ']' || c == '}') && depth > 0:
			depth--
		case c == ')':
			flush(i)
			return out
		case c == ',' && depth == 0:
			flush(i)
			start = i + 1
		}
	}
	flush(len(s))
	return out
}
