package claude

import (
	"crypto/rand"
	"encoding/hex"
)

// turnTagVar marks every process of one turn. The CLI runs its tools in
// process groups of their own, so killing the CLI's group does not reach
// them; the environment variable does, since children inherit it. When the
// turn is over, whatever still carries the turn's tag is killed (reapTagged;
// Linux reads it from /proc, elsewhere the group kill is all there is).
const turnTagVar = "GUARDRAIL_TURN"

// newTurnTag returns "GUARDRAIL_TURN=<random>", unique to one turn.
func newTurnTag() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return turnTagVar + "=" + hex.EncodeToString(b[:])
}
