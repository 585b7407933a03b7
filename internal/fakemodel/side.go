package fakemodel

// sideAnswer answers a side request.
const sideAnswer = "fakemodel"

// IsSide reports whether a /v1/messages request is one the CLI makes on
// the side rather than a step of the agent's loop.
func IsSide(r Request) bool {
	return len(r.Tools) == 0
}
