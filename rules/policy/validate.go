package policy

import (
	"context"
	"sync"
)

var defaultEngine = sync.OnceValue(func() *Engine {
	e, err := Default().Compile(Hooks{})
	if err != nil {
		panic("embedded default policy: " + err.Error())
	}
	return e
})

// DefaultEngine returns the built-in policy, compiled once.
func DefaultEngine() *Engine { return defaultEngine() }

// ValidateInput checks a user's message against the built-in policy:
// (true, "") or (false, "Comando não permitido")
// / (false, "Mensagem muito longa").
func ValidateInput(msg string) (ok bool, reason string) {
	return defaultEngine().ValidateInput(context.Background(), msg)
}
