package server

// WithDefaults returns l with every zero field set to the default New
// uses: what a caller building its own limiters (a shared store's) needs
// to limit as the server would.
func (l Limits) WithDefaults() Limits { return l.withDefaults() }
