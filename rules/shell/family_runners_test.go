package shell

import "testing"

// TestRunnerPackages: a runner of a package the guard does not know is
// for a person to decide; the tools every project runs, a local path, a
// local install and the package's own options are not.
func TestRunnerPackages(t *testing.T) {
	t.Parallel()
	checkIDs(t, []idCase{
		{"npx -y create-super-fast-app-xyz@latest", IDPackageRun},
		{"bunx some-unknown-cli-zz init --yes", IDPackageRun},
		{"pnpm dlx left-pad-cli", IDPackageRun},
		{"yarn dlx @scope/unknown", IDPackageRun},
		{"npm exec -- some-tool", IDPackageRun},
		{"npx -p evilpkg run", IDPackageRun},
		{"pipx run evilpkg", IDPackageRun},
		{"npx prettier --check .", ""},
		{"npx http-server ./dist -p 8080", ""}, // -p after the package is the package's
		{"npx tsc -p src/tsconfig.json", ""},
		{"npx --yes create-vite@latest my-app", ""},
		{"pnpm dlx prettier .", ""},
		{"uvx --python 3.12 ruff check", ""},
		{"pipx run black .", ""},
		{"npx ./scripts/local.js", ""},
		{"npx --no-install mytool", ""},
	})
}

// TestRemoteModuleRun: a Go module or a crate of someone's repository
// built and run on the line is asked, as a clone's program is; a local
// package and the Go project's tools are not.
func TestRemoteModuleRun(t *testing.T) {
	t.Parallel()
	checkIDs(t, []idCase{
		{"go install github.com/h4x0r-tools/gorecon@latest && ~/go/bin/gorecon -all", IDCloneExec},
		{"go install github.com/x/y/v2@v2.1.0 && y run", IDCloneExec},
		{"go run github.com/x/y@latest", IDCloneExec},
		{"go install ./cmd/tool && tool", ""},
		{"go run golang.org/x/tools/cmd/stringer@latest -type=Pill", ""},
		{"go install github.com/x/y@latest", ""}, // installed, not run
		{"go run ./cmd/server", ""},
	})
}
