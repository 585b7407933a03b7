package frontend

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sourceHash mirrors scripts/source-hash.mjs exactly (see its header): the
// files the build depends on, sorted bytewise by slash path, hashed as
// `path "\n" length "\n" content` with CRLF turned into LF.
func sourceHash(root string) (string, error) {
	var files []string
	for _, f := range []string{"index.html", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts"} {
		if _, err := os.Stat(filepath.Join(root, f)); err == nil {
			files = append(files, f)
		}
	}
	for _, dir := range []string{"src", "public"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if os.IsNotExist(err) && p == filepath.Join(root, dir) {
					return filepath.SkipDir
				}
				return err
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if strings.HasPrefix(d.Name(), ".") && rel != dir {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() && !isTestSource(rel) {
				files = append(files, rel)
			}
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	sort.Strings(files) // bytewise, as Buffer.compare
	h := sha256.New()
	for _, rel := range files {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			return "", err
		}
		b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
		fmt.Fprintf(h, "%s\n%d\n", rel, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

var testSource = regexp.MustCompile(`\.test\.tsx?$`)

func isTestSource(rel string) bool {
	return strings.HasPrefix(rel, "src/test/") || (strings.HasPrefix(rel, "src/") && testSource.MatchString(rel))
}

// TestDistIsFresh fails when the committed build no longer matches the
// sources: someone changed src/ (or the build's config) without rebuilding.
func TestDistIsFresh(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("src"); err != nil {
		t.Skip("no sources next to the package (installed from the module cache)")
	}
	want, err := sourceHash(".")
	require.NoError(t, err)
	got, err := fs.ReadFile(dist, "dist/.source-hash")
	require.NoError(t, err, "frontend/dist/.source-hash is missing: run `go tool -modfile=tools/go.mod task frontend:build`")
	if strings.TrimSpace(string(got)) != want {
		t.Fatalf("frontend/dist is stale: run `go tool -modfile=tools/go.mod task frontend:build` (dist has %s, sources hash to %s)",
			strings.TrimSpace(string(got)), want)
	}
}

func TestSourceHashNormalisesLineEnds(t *testing.T) {
	t.Parallel()
	write := func(dir, content string) {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "src", "test"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(content), 0o644))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "src", "a.ts"), []byte(content), 0o644))
	}
	lf, crlf := t.TempDir(), t.TempDir()
	write(lf, "a\nb\n")
	write(crlf, "a\r\nb\r\n")
	h1, err := sourceHash(lf)
	require.NoError(t, err)
	h2, err := sourceHash(crlf)
	require.NoError(t, err)
	assert.Equal(t, h1, h2)

	// Tests and dotfiles do not count; a source does.
	require.NoError(t, os.WriteFile(filepath.Join(lf, "src", "a.test.tsx"), []byte("x"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(lf, "src", "test", "setup.ts"), []byte("x"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(lf, "src", ".a.ts.swp"), []byte("x"), 0o644))
	h3, err := sourceHash(lf)
	require.NoError(t, err)
	assert.Equal(t, h1, h3)
	require.NoError(t, os.WriteFile(filepath.Join(lf, "src", "b.ts"), []byte("x"), 0o644))
	h4, err := sourceHash(lf)
	require.NoError(t, err)
	assert.NotEqual(t, h1, h4)
}

// assetPaths returns the built script and stylesheet named by index.html.
func assetPaths(t testing.TB) (js, css string) {
	t.Helper()
	index, err := fs.ReadFile(dist, "dist/index.html")
	require.NoError(t, err)
	js = regexp.MustCompile(`src="(/assets/[^"]+\.js)"`).FindStringSubmatch(string(index))[1]
	css = regexp.MustCompile(`href="(/assets/[^"]+\.css)"`).FindStringSubmatch(string(index))[1]
	return js, css
}

func get(t testing.TB, method, target string, hdr map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	Handler().ServeHTTP(rec, req)
	return rec.Result()
}

func body(t testing.TB, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(b)
}

func TestHandler(t *testing.T) {
	t.Parallel()
	js, css := assetPaths(t)
	tests := []struct {
		name, method, path string
		status             int
		ctype, cache       string
		page               bool // the body is index.html
	}{
		{"root", "GET", "/", 200, "text/html; charset=utf-8", "no-cache", true},
		{"index by name", "GET", "/index.html", 200, "text/html; charset=utf-8", "no-cache", true},
		{"app route", "GET", "/chat/acme/web.app", 200, "text/html; charset=utf-8", "no-cache", true},
		{"unknown path", "GET", "/some/where?x=1", 404, "text/plain; charset=utf-8", "", false},
		{"chat, any shape (the page explains)", "GET", "/chat/acme", 200, "text/html; charset=utf-8", "no-cache", true},
		{"script", "GET", js, 200, "text/javascript; charset=utf-8", "public, max-age=31536000, immutable", false},
		{"stylesheet", "GET", css, 200, "text/css; charset=utf-8", "public, max-age=31536000, immutable", false},
		{"head", "HEAD", js, 200, "text/javascript; charset=utf-8", "public, max-age=31536000, immutable", false},
		{"missing asset", "GET", "/assets/nope-123.js", 404, "text/plain; charset=utf-8", "", false},
		{"dotfile is not served", "GET", "/.source-hash", 404, "text/plain; charset=utf-8", "", false},
		{"dot-dot", "GET", "/assets/../.source-hash", 404, "text/plain; charset=utf-8", "", false},
		{"post", "POST", "/", 405, "text/plain; charset=utf-8", "", false},
	}
	index, err := fs.ReadFile(dist, "dist/index.html")
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res := get(t, tt.method, tt.path, nil)
			assert.Equal(t, tt.status, res.StatusCode)
			assert.Equal(t, tt.ctype, res.Header.Get("Content-Type"))
			assert.Equal(t, tt.cache, res.Header.Get("Cache-Control"))
			b := body(t, res)
			if tt.page {
				assert.Equal(t, string(index), b)
				assert.Equal(t, ContentSecurityPolicy, res.Header.Get("Content-Security-Policy"))
				assert.Equal(t, "no-referrer", res.Header.Get("Referrer-Policy"))
			}
			if tt.status == 200 {
				assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
				assert.NotEmpty(t, res.Header.Get("ETag"))
			}
			if tt.method == "HEAD" {
				assert.Empty(t, b)
				assert.NotEqual(t, "0", res.Header.Get("Content-Length"))
			}
			if tt.status == 405 {
				assert.Equal(t, "GET, HEAD", res.Header.Get("Allow"))
			}
		})
	}
}

func TestHandlerGzipAndRevalidation(t *testing.T) {
	t.Parallel()
	js, _ := assetPaths(t)
	plain := get(t, "GET", js, nil)
	raw := body(t, plain)
	require.Empty(t, plain.Header.Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", plain.Header.Get("Vary"))

	zipped := get(t, "GET", js, map[string]string{"Accept-Encoding": "br, gzip;q=0.8"})
	require.Equal(t, "gzip", zipped.Header.Get("Content-Encoding"))
	zr, err := gzip.NewReader(zipped.Body)
	require.NoError(t, err)
	unz, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, raw, string(unz))
	assert.Less(t, len(body(t, get(t, "GET", js, map[string]string{"Accept-Encoding": "gzip"}))), len(raw)/2, "the script compresses well")
	assert.NotEqual(t, plain.Header.Get("ETag"), zipped.Header.Get("ETag"), "each encoding has its own validator")

	refused := get(t, "GET", js, map[string]string{"Accept-Encoding": "gzip;q=0"})
	assert.Empty(t, refused.Header.Get("Content-Encoding"))

	again := get(t, "GET", js, map[string]string{"If-None-Match": plain.Header.Get("ETag")})
	assert.Equal(t, http.StatusNotModified, again.StatusCode)
}

func TestAcceptsGzip(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]bool{
		"":                        false,
		"gzip":                    true,
		"GZIP":                    true,
		"gzip, deflate, br, zstd": true,
		"br;q=1.0, gzip;q=0.5":    true,
		"gzip;q=0":                false,
		"gzip; q=0.000":           false,
		"deflate":                 false,
		"x-gzip":                  false,
	} {
		assert.Equal(t, want, acceptsGzip(in), "%q", in)
	}
}

// FuzzServePath: whatever the path, the handler answers without a server
// error, never hands out a hidden file, and serves the page only at its
// own addresses (a script URL must not load HTML; a mistyped one gets a
// 404).
func FuzzServePath(f *testing.F) {
	for _, s := range []string{"/", "/chat/a/b", "/assets/x.js", "/.source-hash", "/a/../.source-hash", "//assets//", "/%2e%2e/", "/assets/.."} {
		f.Add(s)
	}
	s, err := load()
	require.NoError(f, err)
	secret, err := fs.ReadFile(dist, "dist/.source-hash")
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, p string) {
		req := httptest.NewRequest("GET", "/", nil)
		req.URL.Path = "/" + p
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		require.Less(t, rec.Code, 500)
		require.NotEqual(t, string(secret), rec.Body.String())
		// What the path names once dot segments are resolved, as browsers
		// and the handler resolve them ("/assets/.." is the root).
		name := strings.TrimPrefix(path.Clean("/"+req.URL.Path), "/")
		if rec.Code == 200 && s.files[name] == nil && name != "" && name != "chat" && !strings.HasPrefix(name, "chat/") {
			t.Fatalf("%q: served %s at no address of the page", req.URL.Path, rec.Header().Get("Content-Type"))
		}
	})
}

func BenchmarkServeAsset(b *testing.B) {
	js, _ := assetPaths(b)
	h := Handler()
	for _, enc := range []string{"identity", "gzip"} {
		b.Run(enc, func(b *testing.B) {
			req := httptest.NewRequest("GET", js, nil)
			req.Header.Set("Accept-Encoding", enc)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			b.SetBytes(int64(rec.Body.Len()))
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
			}
		})
	}
}

func ExampleHandler() {
	mux := http.NewServeMux()
	// "/" rather than "GET /": a method-less pattern such as "/v1/check"
	// would conflict with "GET /" (ServeMux panics); Handler answers 405 to
	// anything but GET and HEAD itself.
	mux.Handle("/", Handler())
	srv := httptest.NewServer(mux)
	defer srv.Close()
	res, err := http.Get(srv.URL + "/chat/acme/web")
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	fmt.Println(res.StatusCode, res.Header.Get("Content-Type"))
	// Output: 200 text/html; charset=utf-8
}
