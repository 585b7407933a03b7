package shell_test

import (
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/shell"
)

func ExampleAnalyze() {
	for _, f := range shell.Analyze(`sudo bash -c 'rm -r -f "$HOME"'`) {
		fmt.Println(f.ID, f.Risk, f.Shell)
	}
	fmt.Println(len(shell.Analyze("rm -rf ./target")))
	// Output:
	// fs.rm-home critical bash
	// priv.sudo moderate bash
	// 0
}

func ExampleAnalyzer_Blocked() {
	a, err := shell.New(shell.WithDisabled(shell.IDGitResetHard))
	if err != nil {
		panic(err)
	}
	fmt.Println(a.Blocked("git reset --hard", middleware.RiskHigh))
	fmt.Println(a.Blocked("dd of=/dev/sda if=/dev/zero", middleware.RiskHigh))
	// Output:
	// false
	// true
}
