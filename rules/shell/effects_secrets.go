package shell

import (
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Commands that print a secret they keep: a cloud CLI's access token, a
// keychain's password, a kubeconfig with its keys. Printing one is
// reported as a read of secret:TOOL, which the policy's printed-secret
// class judges: logged alone (tldr documents `gh auth token` as daily
// work), exfiltration when the same call sends to the network. The row's
// file says where the tool keeps the secret (for people; docs). To teach
// the effects a command, add a row.

// secretPrinter is one row: the words the command line starts with (the
// program then its subcommands, options skipped), an option that must be
// present when the subcommand prints the secret only with it, a word one
// of the operands must contain, and where the secret is kept (a file, or
// the service that holds it: for people reading the table).
type secretPrinter struct {
	path    []string // program and subcommand words
	needOpt string   // "" or an option that makes it print the secret
	needArg string   // "" or a fragment an operand must hold (aws configure get …secret…)
	file    string
	// valOpts are options among the subcommand words that take the next
	// word as their value (docker compose -f prod.yml config).
	valOpts []string
}

// composeOpts are docker compose's options that take a value.
var composeOpts = []string{"-f", "--file", "-p", "--project-name", "--env-file", "--profile", "--project-directory", "--ansi", "--parallel", "--progress"}

var secretPrinters = []secretPrinter{
	{path: words("aws configure get"), needArg: "secret", file: "~/.aws/credentials"},
	{path: words("aws configure get"), needArg: "session_token", file: "~/.aws/credentials"},
	{path: words("aws configure export-credentials"), file: "~/.aws/credentials"},
	{path: words("aws sts get-session-token"), file: "~/.aws/credentials"},
	{path: words("aws ecr get-login-password"), file: "~/.aws/credentials"},
	{path: words("gcloud auth print-access-token"), file: "~/.config/gcloud/credentials.db"},
	{path: words("gcloud auth print-identity-token"), file: "~/.config/gcloud/credentials.db"},
	{path: words("gcloud auth application-default print-access-token"), file: "~/.config/gcloud/credentials.db"},
	{path: words("az account get-access-token"), file: "~/.azure/msal_token_cache.json"},
	{path: words("gh auth token"), file: "~/.config/gh/hosts.yml"},
	{path: words("gh auth status"), needOpt: "--show-token", file: "~/.config/gh/hosts.yml"},
	{path: words("kubectl config view"), needOpt: "--raw", file: "~/.kube/config"},
	{path: words("npm config get"), needArg: "auth", file: "~/.npmrc"},
	{path: words("npm token list"), file: "~/.npmrc"},
	{path: words("docker-credential-desktop get"), file: "~/.docker/config.json"},
	{path: words("docker-credential-osxkeychain get"), file: "~/.docker/config.json"},
	{path: words("security find-generic-password"), needOpt: "-w", file: "~/Library/Keychains/login.keychain-db"},
	{path: words("security find-internet-password"), needOpt: "-w", file: "~/Library/Keychains/login.keychain-db"},
	{path: words("security dump-keychain"), file: "~/Library/Keychains/login.keychain-db"},
	{path: words("vault kv get"), file: "~/.vault-token"},
	{path: words("vault read"), file: "~/.vault-token"},
	{path: words("vault token lookup"), file: "~/.vault-token"},
	{path: words("op read"), file: "~/.config/op/config"},
	{path: words("op item get"), file: "~/.config/op/config"},
	{path: words("pass show"), file: "~/.password-store/entry"},
	{path: words("secret-tool lookup"), file: "~/.local/share/keyrings/login.keyring"},
	{path: words("heroku auth:token"), file: "~/.netrc"},
	{path: words("doctl auth token"), file: "~/.config/doctl/config.yaml"},
	// a private key exported (armoured or not, to standard output)
	{path: words("gpg"), needOpt: "--export-secret-keys", file: "~/.gnupg/private-keys-v1.d"},
	{path: words("gpg"), needOpt: "--export-secret-subkeys", file: "~/.gnupg/private-keys-v1.d"},
	{path: words("gpg2"), needOpt: "--export-secret-keys", file: "~/.gnupg/private-keys-v1.d"},
	{path: words("gpg2"), needOpt: "--export-secret-subkeys", file: "~/.gnupg/private-keys-v1.d"},
	// a cluster's secrets (docker inspect prints containers' environments
	// too, but it is daily debugging: a flow after it would deny every
	// later send)
	// docker compose config prints the resolved file, with the values
	// .env and the environment put into it
	{path: words("docker compose config"), file: ".env", valOpts: composeOpts},
	{path: words("docker-compose config"), file: ".env", valOpts: composeOpts},
	{path: words("podman compose config"), file: ".env", valOpts: composeOpts},
	{path: words("kubectl get secret"), file: "~/.kube/config"},
	{path: words("kubectl get secrets"), file: "~/.kube/config"},
	{path: words("kubectl describe secret"), file: "~/.kube/config"},
	{path: words("kubectl describe secrets"), file: "~/.kube/config"},
	{path: words("oc get secret"), file: "~/.kube/config"},
	{path: words("oc get secrets"), file: "~/.kube/config"},
	{path: words("kubectl create token"), file: "~/.kube/config"},
	{path: words("oc whoami"), needOpt: "-t", file: "~/.kube/config"},
	{path: words("oc whoami"), needOpt: "--show-token", file: "~/.kube/config"},
	// secrets kept by a service, printed by its CLI: a cloud's secret
	// store, temporary keys, registry and database tokens, new keys
	{path: words("aws secretsmanager get-secret-value"), file: "AWS Secrets Manager"},
	{path: words("aws secretsmanager batch-get-secret-value"), file: "AWS Secrets Manager"},
	{path: words("aws ssm get-parameter"), needOpt: "--with-decryption", file: "AWS Systems Manager"},
	{path: words("aws ssm get-parameters"), needOpt: "--with-decryption", file: "AWS Systems Manager"},
	{path: words("aws ssm get-parameters-by-path"), needOpt: "--with-decryption", file: "AWS Systems Manager"},
	{path: words("aws sts assume-role"), file: "~/.aws/credentials"},
	{path: words("aws sts assume-role-with-web-identity"), file: "~/.aws/credentials"},
	{path: words("aws sts get-federation-token"), file: "~/.aws/credentials"},
	{path: words("aws iam create-access-key"), file: "~/.aws/credentials"},
	{path: words("aws codeartifact get-authorization-token"), file: "~/.aws/credentials"},
	{path: words("aws ecr get-authorization-token"), file: "~/.aws/credentials"},
	{path: words("aws rds generate-db-auth-token"), file: "~/.aws/credentials"},
	{path: words("gcloud secrets versions access"), file: "Google Secret Manager"},
	{path: words("az keyvault secret show"), file: "Azure Key Vault"},
	{path: words("az storage account keys list"), file: "~/.azure/msal_token_cache.json"},
	{path: words("az acr credential show"), file: "~/.azure/msal_token_cache.json"},
	{path: words("az acr login"), needOpt: "--expose-token", file: "~/.azure/msal_token_cache.json"},
	{path: words("az ad sp create-for-rbac"), file: "~/.azure/msal_token_cache.json"},
	{path: words("az ad sp credential reset"), file: "~/.azure/msal_token_cache.json"},
	{path: words("vault token create"), file: "~/.vault-token"},
	{path: words("vault print token"), file: "~/.vault-token"},
	{path: words("terraform output"), needOpt: "-json", file: "terraform.tfstate"},
	{path: words("terraform output"), needOpt: "-raw", file: "terraform.tfstate"},
	{path: words("pulumi stack output"), needOpt: "--show-secrets", file: "Pulumi.*.yaml"},
	{path: words("pulumi config"), needOpt: "--show-secrets", file: "Pulumi.*.yaml"},
	{path: words("heroku config"), file: "~/.netrc"},
	{path: words("heroku config:get"), file: "~/.netrc"},
	{path: words("railway variables"), file: "~/.railway/config.json"},
	{path: words("doppler secrets"), file: "~/.doppler/.doppler.yaml"},
	{path: words("infisical secrets"), file: "~/.infisical/infisical-config.json"},
	{path: words("infisical export"), file: "~/.infisical/infisical-config.json"},
	{path: words("chamber read"), file: "AWS Systems Manager"},
	{path: words("chamber export"), file: "AWS Systems Manager"},
	{path: words("cf oauth-token"), file: "~/.cf/config.json"},
	{path: words("ibmcloud iam oauth-tokens"), file: "~/.bluemix/config.json"},
	{path: words("firebase login:ci"), file: "~/.config/configstore/firebase-tools.json"},
	{path: words("npm token create"), file: "~/.npmrc"},
	{path: words("glab auth status"), needOpt: "--show-token", file: "~/.config/glab-cli/config.yml"},
	// password managers and git's credential helpers
	{path: words("bw get"), file: "~/.config/Bitwarden CLI/data.json"},
	{path: words("bw export"), file: "~/.config/Bitwarden CLI/data.json"},
	{path: words("lpass show"), file: "~/.lpass"},
	{path: words("keepassxc-cli show"), file: "*.kdbx"},
	{path: words("gopass show"), file: "~/.password-store/entry"},
	{path: words("gopass cat"), file: "~/.password-store/entry"},
	{path: words("git credential fill"), file: "~/.git-credentials"},
	{path: words("git credential-store get"), file: "~/.git-credentials"},
	{path: words("git credential-manager get"), file: "~/.git-credentials"},
	{path: words("docker-credential-pass get"), file: "~/.password-store/docker-credential-helpers"},
	{path: words("docker-credential-secretservice get"), file: "~/.local/share/keyrings/login.keyring"},
	{path: words("docker-credential-wincred get"), file: "Windows Credential Manager"},
	{path: words("docker-credential-ecr-login get"), file: "~/.aws/credentials"},
	{path: words("docker-credential-gcloud get"), file: "~/.config/gcloud/credentials.db"},
	// encrypted files decrypted to the output
	{path: words("sops"), needOpt: "-d", file: "the encrypted file"},
	{path: words("sops"), needOpt: "--decrypt", file: "the encrypted file"},
	{path: words("sops decrypt"), file: "the encrypted file"},
	{path: words("ansible-vault view"), file: "the vault file"},
	{path: words("gpg"), needOpt: "-d", file: "the encrypted file"},
	{path: words("gpg"), needOpt: "--decrypt", file: "the encrypted file"},
	{path: words("age"), needOpt: "-d", file: "the encrypted file"},
	{path: words("age"), needOpt: "--decrypt", file: "the encrypted file"},
}

// secretPrinterIndex: the rows by program name.
var secretPrinterIndex = func() map[string][]*secretPrinter {
	m := map[string][]*secretPrinter{}
	for i := range secretPrinters {
		r := &secretPrinters[i]
		m[r.path[0]] = append(m[r.path[0]], r)
	}
	return m
}()

// printsSecret records the read of the file a command that prints a
// secret keeps it in.
func (e *ewalker) printsSecret(name string, args []field) {
	rows := secretPrinterIndex[name]
	if len(rows) == 0 || !mayPrint(rows, args) {
		return
	}
	var ops []string
	opts := map[string]bool{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case strings.HasPrefix(a.s, "-"):
			k, _, hasVal := strings.Cut(a.s, "=")
			opts[k] = true
			if !hasVal && takesValue(rows, k) {
				i++ // its value is no subcommand word
			}
			if len(k) > 2 && k[1] != '-' {
				for _, c := range k[1:] {
					opts["-"+string(c)] = true // -wa is -w -a
				}
			}
		default:
			ops = append(ops, a.s)
		}
	}
	for _, r := range rows {
		if !hasWords(ops, r.path[1:]) || r.needOpt != "" && !opts[r.needOpt] {
			continue
		}
		if r.needArg != "" && !anyContains(ops[len(r.path)-1:], r.needArg) {
			continue
		}
		// secret:TOOL, not the file: the policy's printed-secret class
		// (a token printed is daily work alone, exfiltration when sent)
		e.addPath(middleware.EffectRead, field{s: "secret:" + r.path[0]})
		return
	}
}

// takesValue reports whether one of rows reads the option opt's value
// from the next word.
func takesValue(rows []*secretPrinter, opt string) bool {
	for _, r := range rows {
		if slices.Contains(r.valOpts, opt) {
			return true
		}
	}
	return false
}

// mayPrint: some row's subcommand is the first operand (what hasWords
// asks first), so git status pays no more than a look at its rows.
func mayPrint(rows []*secretPrinter, args []field) bool {
	first := ""
	for _, a := range args {
		if !strings.HasPrefix(a.s, "-") {
			first = a.s
			break
		}
	}
	for _, r := range rows {
		if len(r.path) == 1 || r.path[1] == first {
			return true
		}
	}
	return false
}

// hasWords: ops starts with want (the subcommand path).
func hasWords(ops, want []string) bool {
	if len(ops) < len(want) {
		return false
	}
	for i, w := range want {
		if ops[i] != w {
			return false
		}
	}
	return true
}

func anyContains(ops []string, frag string) bool {
	for _, o := range ops {
		if strings.Contains(strings.ToLower(o), frag) {
			return true
		}
	}
	return false
}
