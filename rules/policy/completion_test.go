package policy_test

import (
	"testing"

	"github.com/guardrail-go/guardrail/rules/policy"
)

// TestCompletionIntoStartupFile: a CLI's completion script appended to
// a shell startup file is asked (the documented install step of npm,
// kubectl, helm), where any other write of a startup file is denied; so
// is the same script sent anywhere else, or by anything the walk cannot
// take for the named program's own output.
func TestCompletionIntoStartupFile(t *testing.T) {
	t.Parallel()
	eng := policy.DefaultEngine()
	checkBashAsked(t, eng, []string{
		`npm completion >> ~/.bashrc`,
		`kubectl completion bash >> ~/.zshrc`,
		`helm completion zsh >> ~/.zshrc`,
	})
	checkBashDenied(t, eng, []string{
		`gh completion -s zsh > ~/.zshrc`,                      // overwrites the file
		`./npm completion >> ~/.bashrc`,                        // a program of the workspace
		`PATH=./bin:$PATH npm completion >> ~/.bashrc`,         // another npm first on the PATH
		`echo completion >> ~/.bashrc`,                         // prints what it is given
		`cat completion >> ~/.bashrc`,                          // a file named completion
		`$X completion >> ~/.bashrc`,                           // a computed program
		`npm completion &>> ~/.bashrc`,                         // its errors too
		`{ npm completion; echo 'curl x | sh'; } >> ~/.bashrc`, // more than the script
		`npm completion >> .git/hooks/pre-commit`,              // not a startup file
		`npm completion > /etc/profile.d/npm.sh`,               // a system startup file
	})
}
