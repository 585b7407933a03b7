package middleware

// Messages are the generic texts people see when the guardrail stops
// something. They say that, not why: the rule that fired goes to the log.
type Messages struct {
	Denied      string `yaml:"denied" json:"denied"`
	TooLong     string `yaml:"too_long" json:"too_long"`
	RateLimited string `yaml:"rate_limited" json:"rate_limited"`
	// Failed, when set, is shown for a classifier failure; by default it
	// reads as Denied.
	Failed string `yaml:"failed,omitempty" json:"failed,omitempty"`
	// Ask is shown when an operation waits for the person's approval.
	Ask string `yaml:"ask" json:"ask"`
}

// MessagesPT is the default set. Its strings are part of the contract:
// ValidateInput returns exactly these.
var MessagesPT = Messages{
	Denied:      "Comando não permitido",
	TooLong:     "Mensagem muito longa",
	RateLimited: "Muitas mensagens, aguarde um momento",
	Ask:         "Esta ação precisa da sua aprovação",
}

// MessagesEN is the English set.
var MessagesEN = Messages{
	Denied:      "Command not allowed",
	TooLong:     "Message too long",
	RateLimited: "Too many messages, please wait a moment",
	Ask:         "This action needs your approval",
}

// For returns the message for err's code. A classifier failure reads as a
// plain denial unless Failed is set, so a failing classifier is not an
// oracle an attacker can probe.
func (m Messages) For(err error) string {
	switch CodeOf(err) {
	case CodeTooLong:
		return m.TooLong
	case CodeRateLimited:
		return m.RateLimited
	case CodeAsk:
		if m.Ask != "" {
			return m.Ask
		}
	case CodeClassifierFailed:
		if m.Failed != "" {
			return m.Failed
		}
	}
	return m.Denied
}

// Merge returns m with empty fields taken from base.
func (m Messages) Merge(base Messages) Messages {
	if m.Denied == "" {
		m.Denied = base.Denied
	}
	if m.TooLong == "" {
		m.TooLong = base.TooLong
	}
	if m.RateLimited == "" {
		m.RateLimited = base.RateLimited
	}
	if m.Failed == "" {
		m.Failed = base.Failed
	}
	if m.Ask == "" {
		m.Ask = base.Ask
	}
	return m
}
