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
