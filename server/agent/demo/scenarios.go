package demo

import (
	"slices"
	"strings"
	"time"
	"unicode"
)

// Scenario is one of the demo's scripted turns.
type Scenario int

// The scenarios, in the order Pick tries them.
const (
	Help     Scenario = iota // the list of scenarios
	Failure                  // the agent fails mid-turn (Err is ErrSimulatedFailure)
	Cleanup                  // a dangerous rm -rf the gate denies, then a safe command
	Choice                   // an AskUserQuestion that waits for the answer
	Approval                 // a write to a system path the guard asks the person about
	Secrets                  // an answer holding a token, a config path and "Claude Code"
	Thinking                 // a thinking block, then the answer
	Clarify                  // a plain question back to the person
	Analysis                 // Read and Grep calls through the gate, then a summary
	Default                  // a short answer pointing at "help"
	numScenarios
)

var scenarioNames = [...]string{"help", "failure", "cleanup", "choice", "approval", "secrets", "thinking", "clarify", "analysis", "default"}

// String returns the scenario's name.
func (s Scenario) String() string {
	if s >= 0 && s < numScenarios {
		return scenarioNames[s]
	}
	return "scenario(?)"
}

// keywords pick a scenario: the first scenario, in order, one of whose
// keywords starts a word of the lowercased message ("plan" matches
// "planning", not "explain"). English and Portuguese, as
// the product's messages are.
var keywords = []struct {
	s   Scenario
	kws []string
}{
	{Help, []string{"help", "ajuda"}},
	{Failure, []string{"error", "erro", "fail", "falh", "crash"}},
	{Cleanup, []string{"clean", "limp", "rm", "delete", "apag", "remov"}},
	{Choice, []string{"deploy", "choose", "option", "escolh", "opç", "opc", "which", "qual"}},
	{Approval, []string{"system", "sistema", "approv", "aprov"}},
	{Secrets, []string{"token", "secret", "segred", "config", "credential", "credencia", "setup", "install", "instal"}},
	{Thinking, []string{"think", "pens", "reason", "racioc", "plan"}},
	{Clarify, []string{"bug", "fix", "corrig", "consert"}},
	{Analysis, []string{"analy", "analis", "anális", "review", "revis", "read", "code", "códig", "codig"}},
}

// Pick returns the scenario a message asks for.
func Pick(message string) Scenario {
	words := strings.FieldsFunc(strings.ToLower(message), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	for _, k := range keywords {
		for _, kw := range k.kws {
			for _, w := range words {
				if strings.HasPrefix(w, kw) {
					return k.s
				}
			}
		}
	}
	return Default
}

var scripts = [numScenarios]func(*run) error{
	Help: func(r *run) error {
		return r.say(HelpText)
	},
	Failure:  failure,
	Cleanup:  cleanup,
	Choice:   choice,
	Approval: systemInstall,
	Secrets: func(r *run) error {
		return r.say("Here is the setup I found. Claude Code reads its settings from " +
			"`/home/claude/.claude/settings.json`, and the CI uses this token:\n\n" +
			"```\nCLAUDE_CODE_OAUTH_TOKEN=" + demoOAuthToken + "\nGITHUB_TOKEN=" + demoGitHubToken + "\n```\n\n" +
			"Rotate both before sharing this project.")
	},
	Thinking: func(r *run) error {
		if err := r.thinking("The person wants a plan. Split it: first measure where the time goes, " +
			"then fix the slowest query, then add a cache only if the numbers still need it."); err != nil {
			return err
		}
		return r.say("Plan:\n1. Profile the checkout endpoint to see where the time goes.\n" +
			"2. Fix the slowest query (likely the N+1 in the cart totals).\n" +
			"3. Add a cache only if the numbers still need it.")
	},
	Clarify: func(r *run) error {
		return r.say("I can help with that. Which file or endpoint shows the bug, and what do you see " +
			"instead of what you expect? An error message or a failing test name would be ideal.")
	},
	Analysis: analysis,
	Default: func(r *run) error {
		return r.say("I'm the demo agent: I play a few scripted conversations so you can see the guardrail " +
			"at work without an API key. Type \"help\" to see what I can show.")
	},
}

// Fake credentials of the real shapes, for the sanitizer to catch. They
// grant nothing.
const (
	demoOAuthToken  = "sk-ant-oat01-3S-MyYvyZDoCwpr8ZMX69w1WgS7q6OKdzA00wHdw7Uh4z6Hz1TDYWfSIeoAtVUQltp296n4eGyEV9U7bcNWWSGjbGEqy2AA"
	demoGitHubToken = "ghp_zb80NfVfzU7DVWW24hW3EIA2Sz61hCYAiY8z"
)

// HelpText lists the prompts that trigger each scenario.
const HelpText = "I'm the demo agent. Try one of these:\n" +
	"- \"analyse the code\" (or review, read): I read files and search them, each call checked by the guardrail\n" +
	"- \"fix the bug\": I ask you a question back\n" +
	"- \"deploy it\" (or choose, which): I ask you to pick an option and wait for your choice\n" +
	"- \"think about a plan\": you see my reasoning first\n" +
	"- \"clean the build\" (or delete, remove): I propose a dangerous rm -rf, the guardrail blocks it, I find a safe way\n" +
	"- \"install it system-wide\" (or approve): I want to write a script into /usr/local/bin, and the guardrail asks you first " +
	"(allow once, for this session, or deny; in the conversion context, where writing files is allowed: add ?context=conversion to the page's address)\n" +
	"- \"show the config\" (or token, setup): my answer holds a token and a config path, which you see redacted\n" +
	"- \"trigger an error\" (or fail): I fail mid-turn\n" +
	"Anything else gets a short answer."

// say emits a final text and the result.
func (r *run) say(text string) error {
	if err := r.text(text); err != nil {
		return err
	}
	return r.result()
}

func analysis(r *run) error {
	if err := r.text("I'll look at the main module first, then search for open TODOs."); err != nil {
		return err
	}
	denied, err := r.call("Read", map[string]any{"file_path": cwd + "/src/cart.ts"}, cartSource,
		map[string]any{"type": "text", "file": map[string]any{"filePath": cwd + "/src/cart.ts", "content": cartSource, "numLines": 9, "startLine": 1, "totalLines": 9}})
	if err != nil {
		return err
	}
	readOK := denied == nil
	denied, err = r.call("Grep", map[string]any{"pattern": "TODO", "path": "src", "output_mode": "content", "-n": true}, grepOutput,
		map[string]any{"mode": "content", "numFiles": 2, "filenames": []string{}, "content": grepOutput, "numLines": 2})
	if err != nil {
		return err
	}
	grepOK := denied == nil
	switch {
	case readOK && grepOK:
		return r.say("Summary of `src/cart.ts`:\n- `total()` sums price × quantity with no rounding, so totals can drift by a cent.\n" +
			"- Two TODOs remain: empty carts (src/cart.ts:4) and currency rounding (src/money.ts:12).\n" +
			"I'd fix the rounding first: it affects every order.")
	case readOK:
		return r.say("I could read `src/cart.ts` but searching was not allowed here. `total()` sums price × quantity with no rounding.")
	default:
		return r.say("Reading files is not allowed in this context, so I can't analyse the code here. Paste the part you want me to look at.")
	}
}

const cartSource = "     1\texport interface Item { price: number; quantity: number }\n" +
	"     2\t\n" +
	"     3\texport function total(items: Item[]): number {\n" +
	"     4\t  // TODO: handle empty carts explicitly\n" +
	"     5\t  return items.reduce((sum, i) => sum + i.price * i.quantity, 0)\n" +
	"     6\t}\n" +
	"     7\t\n" +
	"     8\texport const currency = 'EUR'\n" +
	"     9\t"

const grepOutput = "src/cart.ts:4:  // TODO: handle empty carts explicitly\nsrc/money.ts:12:// TODO: currency rounding"

func cleanup(r *run) error {
	if err := r.text("I'll clear out the old build output so the next build starts clean."); err != nil {
		return err
	}
	// The mistake: a stray space makes "./dist/" into "./dist /".
	denied, err := r.call("Bash", map[string]any{"command": "rm -rf ./dist /", "description": "Remove old build output"},
		"", map[string]any{"stdout": "", "stderr": "", "interrupted": false})
	if err != nil {
		return err
	}
	if denied == nil {
		return r.say("Removed the old build output.")
	}
	if err := r.text("That command was blocked, and rightly so: a stray space made it `rm -rf ./dist /`, which " +
		"deletes the whole filesystem, not just the build output. I'll use the project's own clean script instead."); err != nil {
		return err
	}
	denied, err = r.call("Bash", map[string]any{"command": "npm run clean", "description": "Run the project's clean script"},
		"\n> shop@1.4.0 clean\n> rimraf dist\n", map[string]any{"stdout": "\n> shop@1.4.0 clean\n> rimraf dist\n", "stderr": "", "interrupted": false})
	if err != nil {
		return err
	}
	if denied != nil {
		return r.say("Running commands is not allowed in this context either. To clean the build, run `npm run clean` yourself; it only removes `dist/`.")
	}
	return r.say("Done: `npm run clean` removed `dist/` and nothing else. The next build starts clean.")
}

func choice(r *run) error {
	if err := r.text("Before I deploy, I need to know where."); err != nil {
		return err
	}
	const q = "Which environment should I deploy to?"
	chosen, err := r.ask(q, "Environment", []option{
		{"Staging", "Deploy to staging; safe to test, no customer traffic"},
		{"Production", "Deploy to production behind a 10% canary"},
		{"Preview", "A throwaway preview URL for this branch"},
	})
	if err != nil {
		return err
	}
	switch strings.ToLower(chosen[0]) {
	case "staging":
		return r.say("Deploying to staging. I'll run the smoke tests there and report back before anything reaches production.")
	case "production":
		return r.say("Deploying to production with a 10% canary. I'll watch the error rate for 15 minutes and roll back automatically if it rises.")
	case "preview":
		return r.say("Creating a preview deployment for this branch. You'll get a URL you can share; it expires in 7 days.")
	default:
		return r.say("I don't have a target called \"" + chosen[0] + "\". I'll hold the deploy until you pick staging, production or preview.")
	}
}

// failure plays an API failure mid-turn, as the CLI reports one: an
// assistant message with an error field, then an error result.
func failure(r *run) error {
	if err := r.text("Let me check the test suite."); err != nil {
		return err
	}
	r.newMessage()
	const apiErr = `API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`
	if err := r.emit(map[string]any{
		"type": "assistant",
		"message": map[string]any{
			"model": "<synthetic>", "id": r.msgID, "type": "message", "role": "assistant",
			"content": []any{map[string]any{"type": "text", "text": apiErr}}, "stop_reason": "stop_sequence",
		},
		"parent_tool_use_id": nil, "session_id": r.session, "error": "overloaded",
	}); err != nil {
		return err
	}
	if err := r.emit(map[string]any{
		"type": "result", "subtype": "error_during_execution", "is_error": true,
		"duration_ms": time.Since(r.begun).Milliseconds() + 900, "duration_api_ms": r.apiTime.Milliseconds() + 850,
		"num_turns": r.turns, "session_id": r.session, "total_cost_usd": r.cost, "usage": r.usage(),
		"permission_denials": r.deniedOrEmpty(), "errors": []string{apiErr},
	}); err != nil {
		return err
	}
	return ErrSimulatedFailure
}

// The release script the approval scenario installs.
const (
	releaseScript = "#!/bin/sh\nset -eu\nnpm run build\nnpm version \"$1\"\ngit push --follow-tags\n"
	systemScript  = "/usr/local/bin/shop-release"
	projectScript = "scripts/shop-release"
)

// systemInstall wants to write into /usr/local/bin, a system path the
// default policy asks a person about (effect.write.system, moderate). The
// turn waits for the person; approved, the script is installed; refused or
// unanswered, it goes into the project instead, which needs no approval.
func systemInstall(r *run) error {
	if err := r.text("I'll install the release script system-wide, in `/usr/local/bin`, so the CI runner finds it on its PATH."); err != nil {
		return err
	}
	denied, err := r.write(systemScript, releaseScript)
	if err != nil {
		return err
	}
	switch {
	case denied == nil:
		return r.say("Installed: `" + systemScript + "` is on the PATH now. Run `shop-release 1.4.1` to cut a release.")
	case !slices.Contains(r.turn.AllowedTools, "Write"):
		return r.say("Writing files is not allowed in this context, so I can't install the script here. " +
			"Open the chat in the conversion context (add `?context=conversion` to the address) and ask again: " +
			"the guardrail will ask you before I write to a system path.")
	}
	if err := r.text("Understood, I won't touch `/usr/local/bin`. I'll keep the script in the project instead, where it needs no approval."); err != nil {
		return err
	}
	if denied, err = r.write(projectScript, releaseScript); err != nil {
		return err
	}
	if denied != nil {
		return r.say("I could not write into the project either, so nothing was installed.")
	}
	return r.say("Done: the script is at `" + projectScript + "`. Run `sh " + projectScript + " 1.4.1` to cut a release.")
}

// write makes a Write call of content to path, through the gate.
func (r *run) write(path, content string) (denied error, err error) {
	return r.call("Write", map[string]any{"file_path": path, "content": content}, "File created successfully at: "+path,
		map[string]any{"type": "create", "filePath": path, "content": content, "structuredPatch": []any{}})
}
