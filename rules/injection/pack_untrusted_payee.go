package injection

import "github.com/guardrail-go/guardrail/middleware"

// A supplier's bank details changed by a message that also asks not to
// check it: the business email compromise, whoever is asked to carry it
// out. A real change of bank comes with a call to verify; the message
// that waves the call away ("no need to call to verify, our phone lines
// are down") is the attack, read by an agent or by a person. A
// phishing-awareness page that quotes the pattern says so around it (the
// Unless).
func untrustedPayeeFamilies() Pack {
	return Pack{
		{
			ID: "untrusted.payee_changed_unverified", Family: "indirect_injection", Category: CategoryIndirectContent,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"bank details", "bank account", "banking details", "remittance details", "payment details", "iban", "account details"},
			Confirm: `\b(?:replace|replaces|update|updates|change|changes|switch|new)\b`,
			Code:    `(?is)\b(?:replace|update|change|switch)\b[^.\n]{0,80}?\b(?:bank(?:ing)?\s+(?:details|account|info)|remittance\s+details|payment\s+details|iban)\b.{0,600}?\b(?:no\s+need\s+to|don['’]?t|do\s+not|there['’]?s\s+no\s+need\s+to|without\s+(?:a\s+)?)\s*(?:call(?:ing)?|phon(?:e|ing)|verif(?:y|ying|ication)|confirm(?:ing|ation)?|check(?:ing)?)\b|\b(?:no\s+need\s+to|don['’]?t|do\s+not)\s+(?:call|phone|verify|confirm|check)\b.{0,600}?\b(?:replace|update|change|switch)\b[^.\n]{0,80}?\b(?:bank(?:ing)?\s+(?:details|account|info)|remittance\s+details|payment\s+details|iban)\b`,
			Unless:  `\b(?:scam|scams|fraud|fraudulent|phishing|bec|red flags?|warning signs?|awareness|always (?:call|verify)|never change|report (?:it|this|them)|suspicious)\b`,
		},
	}
}
