package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsDotenv: printing a .env file's values reads it; loading it
// into a program's environment reads the environment; the command dotenv
// runs is judged.
func TestEffectsDotenv(t *testing.T) {
	t.Parallel()
	env := rd("/proc/self/environ")
	runEffectCases(t, false, []effectCase{
		{"dotenv list", "dotenv list", []middleware.Effect{rd(".env")}, nil},
		{"dotenv -f get", "dotenv -f .env.prod get DB_PASSWORD", []middleware.Effect{rd(".env.prod")}, []middleware.Effect{rd(".env")}},
		{"dotenv set", "dotenv set DEBUG 1", []middleware.Effect{wr(".env")}, nil},
		{"dotenv run", "dotenv run -- rm -rf ~", []middleware.Effect{env, del("~")}, []middleware.Effect{rd(".env")}},
		{"dotenv-cli", "dotenv -e .env.local -- npm run dev", []middleware.Effect{env, ex("npm")}, []middleware.Effect{rd(".env.local")}},
		{"dotenv-cli -p", "dotenv -e .env.local -p STRIPE_KEY", []middleware.Effect{rd(".env.local")}, nil},
		{"python export flag", "dotenv -e true list", []middleware.Effect{rd(".env")}, []middleware.Effect{rd("true")}},
		{"dotenv_values", `python3 -c "from dotenv import dotenv_values; print(dotenv_values())"`, []middleware.Effect{rd(".env")}, nil},
		{"dotenv_values of a file", `python3 -c "import dotenv; print(dotenv.dotenv_values('prod.env'))"`, []middleware.Effect{rd("prod.env")}, nil},
		{"load_dotenv", `python3 -c "from dotenv import load_dotenv; load_dotenv(); import app"`, []middleware.Effect{env}, []middleware.Effect{rd(".env")}},
		{"node", `node -e "require('dotenv').config(); console.log(process.env)"`, []middleware.Effect{env}, nil},
		{"ruby parse", `ruby -e 'require "dotenv"; p Dotenv.parse(".env.test")'`, []middleware.Effect{rd(".env.test")}, nil},
	})
}
