package middleware

import "fmt"

// Risk grades how much harm an operation could do if it were allowed.
// The zero value is RiskNone, so a Risk that nobody set never reads as
// serious.
type Risk uint8

const (
	RiskNone Risk = iota
	RiskLow
	RiskModerate
	RiskHigh
	RiskCritical
)

var riskNames = [...]string{"", "low", "moderate", "high", "critical"}

// String returns the lower-case name used in policies, logs and JSON.
func (r Risk) String() string {
	if int(r) < len(riskNames) {
		return riskNames[r]
	}
	return fmt.Sprintf("risk(%d)", uint8(r))
}

// ParseRisk reads a risk name as written in a policy file.
func ParseRisk(s string) (Risk, error) {
	for i, n := range riskNames {
		if n == s && s != "" {
			return Risk(i), nil
		}
	}
	return RiskNone, fmt.Errorf("unknown risk %q (want low, moderate, high or critical)", s)
}

// MarshalText makes Risk appear as its name in JSON and YAML.
func (r Risk) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText accepts the names MarshalText produces.
func (r *Risk) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*r = RiskNone
		return nil
	}
	v, err := ParseRisk(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Levels grade a classifier's findings by risk: at or above Block a
// finding denies, at or above Ask (and below Block) it asks a person, and
// below both it is only reported (a monitor-mode denial). Ask at or above
// Block means nothing asks.
type Levels struct {
	Ask, Block Risk
}

// DefaultLevels ask at moderate and deny at high.
var DefaultLevels = Levels{Ask: RiskModerate, Block: RiskHigh}

// Verdict returns the verdict a finding of risk r gets: its action, and
// whether it is only reported.
func (l Levels) Verdict(r Risk) (a Action, monitor bool) {
	switch {
	case r >= l.Block:
		return ActionDeny, false
	case l.Ask != RiskNone && r >= l.Ask:
		return ActionAsk, false
	}
	return ActionDeny, true
}
