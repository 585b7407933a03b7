// Package frontend serves the chat page: the React app in this folder,
// built by Vite into dist/ and embedded in the binary, so `go build` and
// `go install` need no npm. dist/ is committed; embed_test.go fails when it
// is stale against the sources (rebuild with
// `go tool -modfile=tools/go.mod task frontend:build`).
//
// Handler serves it as a single-page app: the files of dist/, and
// index.html for any other path (the page reads /chat/{tenant}/{project}
// itself). Hashed assets are cached for a year; index.html is revalidated
// every time, so a new binary's page is picked up at once.
package frontend

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

//go:embed all:dist
var dist embed.FS

// ContentSecurityPolicy is sent with the page. Everything it loads comes
// from the server itself; no inline script or style is needed, so an
// injection that got past React's escaping would still not run.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'"

type asset struct {
	name      string
	body      []byte
	gz        []byte // nil when compressing does not pay
	etag      string
	ctype     string
	immutable bool
}

type site struct {
	files map[string]*asset // by path without the leading slash
	index *asset
}

var load = sync.OnceValues(func() (*site, error) { return newSite(dist) })

// contentTypes are fixed here rather than taken from the system's MIME
// tables, which vary between machines (a .js served as text/plain breaks
// module scripts under nosniff).
var contentTypes = map[string]string{
	".html":  "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".mjs":   "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".json":  "application/json",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".ico":   "image/x-icon",
	".webp":  "image/webp",
	".woff2": "font/woff2",
	".txt":   "text/plain; charset=utf-8",
	".map":   "application/json",
}

func newSite(fsys fs.FS) (*site, error) {
	root, err := fs.Sub(fsys, "dist")
	if err != nil {
		return nil, err
	}
	s := &site{files: map[string]*asset{}}
	err = fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || hidden(p) {
			return nil
		}
		body, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		a := &asset{
			name: p, body: body,
			etag:      `"` + hex.EncodeToString(sum[:12]) + `"`,
			ctype:     contentTypes[path.Ext(p)],
			immutable: strings.HasPrefix(p, "assets/"),
		}
		if a.ctype == "" {
			a.ctype = "application/octet-stream"
		}
		if compressible(a.ctype) && len(body) > 1024 {
			a.gz = gzipped(body)
		}
		s.files[p] = a
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.index = s.files["index.html"]
	if s.index == nil {
		return nil, fmt.Errorf("frontend: dist/index.html is missing: run `go tool -modfile=tools/go.mod task frontend:build`")
	}
	return s, nil
}

// hidden reports a path with a segment starting with "." (dist/.source-hash
// is for the staleness test, not for browsers).
func hidden(p string) bool {
	for seg := range strings.SplitSeq(p, "/") {
		if strings.HasPrefix(seg, ".") {
			return true
		}
	}
	return false
}

func compressible(ctype string) bool {
	return strings.HasPrefix(ctype, "text/") || strings.HasPrefix(ctype, "application/json") || ctype == "image/svg+xml"
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid
	_, _ = zw.Write(b)                                       // a bytes.Buffer does not fail
	_ = zw.Close()
	if buf.Len() >= len(b) {
		return nil
	}
	return buf.Bytes()
}

// Handler serves the page. Mount it on "/", without a method: the more
// specific patterns of the WebSocket, /healthz and the API win, and "GET /"
// would conflict with a method-less one such as "/v1/check" (ServeMux
// panics at registration). It answers GET and HEAD, 405 otherwise.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, err := load()
		if err != nil {
			http.Error(w, "the web page is not built into this binary", http.StatusInternalServerError)
			return
		}
		s.ServeHTTP(w, r)
	})
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	a := s.files[name]
	if a == nil || hidden(name) {
		if !appRoute(name) {
			// A missing script must fail as a 404, not load the page as
			// code; and a mistyped address says so rather than showing
			// the chat.
			http.NotFound(w, r)
			return
		}
		a = s.index // a route of the app: /, /chat/{tenant}/{project}
	}
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("X-Content-Type-Options", "nosniff")
	if a.immutable {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	if a == s.index {
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
	}
	body, etag := a.body, a.etag
	if a.gz != nil {
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			body, etag = a.gz, strings.TrimSuffix(a.etag, `"`)+`-gz"`
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, a.name, time.Time{}, bytes.NewReader(body))
}

// appRoute reports whether name (the cleaned path without its leading
// slash) is one of the page's own addresses: the root, or /chat/… (the
// page itself explains a /chat address of the wrong shape).
func appRoute(name string) bool {
	return name == "" || name == "chat" || strings.HasPrefix(name, "chat/")
}

// acceptsGzip reads Accept-Encoding well enough for browsers: gzip listed
// and not refused with q=0.
func acceptsGzip(v string) bool {
	for part := range strings.SplitSeq(v, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
