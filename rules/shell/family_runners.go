package shell

import "strings"

// The package runners family: npx, bunx, pnpm dlx, yarn dlx, npm exec,
// uvx and pipx run fetch a package from a registry by its name and run
// its code at once. Whose code that is only the name says, and a name is
// anyone's to publish (typosquats, a package made for the occasion): a
// runner of a package the guard does not know is for a person to decide
// (moderate), as a program of a cloned repository is. The tools every
// project runs this way are known by name (runnerKnown); a path, a local
// install (npx --no-install) or a package that is not named (the
// project's own bin) is not fetched. To teach the guard a tool, add its
// package name to runnerKnown.

var runnerCommands = []command{
	{names: words("npx pnpx bunx uvx"), judge: (*walker).judgeRunner},
	{names: words("pipx"), judge: (*walker).judgePipx},
}

// runnerKnown are packages run through a runner in everyday work: the
// tools' own names on npm and PyPI, scoped or not (a version after @ is
// dropped before the lookup).
var runnerKnown = setOf(words(`
	prettier eslint tsc typescript ts-node tsx jest vitest mocha playwright @playwright/test cypress
	create-react-app create-next-app create-vite vite create-svelte sv create-astro astro create-remix
	@angular/cli @vue/cli create-vue nuxi nuxt storybook @storybook/cli serve http-server live-server
	nodemon concurrently cross-env rimraf npm-check-updates ncu depcheck husky lint-staged commitlint
	@commitlint/cli semantic-release @changesets/cli changeset prisma drizzle-kit wrangler vercel netlify-cli
	firebase-tools @nestjs/cli nx turbo lerna degit tailwindcss @tailwindcss/cli postcss autoprefixer
	esbuild rollup webpack webpack-cli parcel swc @swc/cli babel @babel/cli stylelint markdownlint-cli
	markdownlint-cli2 cspell knip madge size-limit tsup typedoc jsdoc expo react-native @expo/cli
	license-checker npm-run-all run-p run-s json-server openapi-typescript @redocly/cli
	cowsay
	ruff black isort flake8 mypy pylint pytest pre-commit poetry hatch tox nox pip-audit cookiecutter
	httpie twine build pyright bandit pip-tools uv
`))

// judgeRunner: npx/pnpx/bunx/uvx PKG …, the package the first operand
// names, or the runner's own options (-p PKG, --package=PKG, --from PKG)
// before it; what follows the package is its own arguments.
func (w *walker) judgeRunner(name string, args, full []field) {
	w.judgeUnlisted(name, args, full)
	w.runnerPackage(args, full)
}

// runnerPackage emits IDPackageRun when the package a runner's
// arguments name is fetched (runnerFetches).
func (w *walker) runnerPackage(args, full []field) {
	var pkgs []string
	for i := 0; i < len(args); i++ {
		a := args[i].s
		k, v, inline := strings.Cut(a, "=")
		switch {
		case a == "--":
			continue
		case k == "--no-install" || k == "--offline" || k == "--no":
			return // only what is installed here runs
		case runnerValOpts[k]:
			if !inline && i+1 < len(args) {
				i++
				v = args[i].s
			}
			if k != "--python" && k != "-c" && k != "--call" {
				pkgs = append(pkgs, v)
			}
			continue
		case strings.HasPrefix(a, "-"):
			continue
		}
		if len(pkgs) == 0 {
			pkgs = append(pkgs, a)
		}
		break
	}
	for _, p := range pkgs {
		if runnerFetches(p) {
			w.emit(IDPackageRun, "bash", fieldStrings(full))
			return
		}
	}
}

// runnerValOpts are the runners' options that take a value: a package
// (-p, --package, --from, --with) or something else (-c, --python).
var runnerValOpts = setOf(words("-p --package --from --with --python -c --call"))

// judgePipx: pipx run PKG runs a package fetched from PyPI.
func (w *walker) judgePipx(name string, args, full []field) {
	w.judgeUnlisted(name, args, full)
	if len(args) > 1 && args[0].s == "run" {
		w.runnerPackage(args[1:], full)
	}
}

// runnerFetches: the package p is fetched from a registry, and its name
// is not one runnerKnown lists. A path, a URL to a file here or a
// computed name is judged elsewhere (a computed one is an unknown exec).
func runnerFetches(p string) bool {
	if p == "" || strings.HasPrefix(p, ".") || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.ContainsAny(p, "$`") {
		return false
	}
	name := p
	if i := strings.LastIndexByte(name, '@'); i > 0 { // pkg@1.2, @scope/pkg@latest
		name = name[:i]
	}
	if i := strings.IndexAny(name, "=<>~[!"); i > 0 { // black==24.1, ruff[extra]
		name = name[:i]
	}
	return !runnerKnown[strings.ToLower(name)]
}
