package middleware

import "maps"

// Messages are the texts people see when the guardrail stops something.
// They say that, not why: the rule that fired goes to the log.
//
// The short texts (Denied, TooLong, …) are what For returns: the original
// spec's answers ("Comando não permitido"). Kinds are the plain texts of
// each kind of stop (Explain): what kind of thing was stopped and what to
// do next, never the rule or what it matched.
type Messages struct {
	Denied      string `yaml:"denied" json:"denied"`
	TooLong     string `yaml:"too_long" json:"too_long"`
	RateLimited string `yaml:"rate_limited" json:"rate_limited"`
	// Failed, when set, is shown for a classifier failure; by default it
	// reads as Denied.
	Failed string `yaml:"failed,omitempty" json:"failed,omitempty"`
	// Ask is shown when an operation waits for the person's approval.
	Ask string `yaml:"ask" json:"ask"`
	// Kinds are the plain texts by kind of stop.
	Kinds map[StopKind]string `yaml:"kinds,omitempty" json:"kinds,omitempty"`
}

// MessagesPT is the Portuguese set. Its short strings are part of the
// contract: ValidateInput returns exactly these. Use BuiltinMessages for a
// copy that is yours to change.
var MessagesPT = Messages{
	Denied:      "Comando não permitido",
	TooLong:     "Mensagem muito longa",
	RateLimited: "Muitas mensagens, aguarde um momento",
	Ask:         "Esta ação precisa da sua aprovação",
	Kinds: map[StopKind]string{
		StopSlashCommand: "Comandos com barra (/) estão desativados aqui. Escreva o seu pedido em palavras.",
		StopInstructions: "Isto foi bloqueado porque parece uma tentativa de mudar as instruções ou o papel do assistente. " +
			"Peça diretamente o que você precisa.",
		StopDangerousAction: "Isto foi bloqueado porque poderia apagar ou danificar arquivos, dados ou o sistema. " +
			"Peça uma mudança mais limitada, ou faça você mesmo se tiver certeza de que é seguro.",
		StopHarmful: "Isto foi bloqueado porque poderia ser usado contra pessoas: fraude, espionagem, phishing, acessos " +
			"escondidos ou esconder o que foi feito. Peça uma mudança com a qual as pessoas afetadas concordariam.",
		StopPrivateData: "Isto foi bloqueado porque poderia ler ou enviar dados privados, como senhas, chaves ou tokens. " +
			"Deixe segredos fora da conversa, ou cuide deles você mesmo.",
		StopToolNotAllowed: "Esta ferramenta não está disponível neste contexto. " +
			"Abra a conversa num contexto que a permita, ou peça algo que este contexto permite.",
		StopNeedsApproval: "Esta ação precisa da sua aprovação antes de ser executada. Aprove ou recuse quando for perguntado.",
		StopTooLong:       "A mensagem é longa demais. Encurte-a ou divida-a em várias mensagens.",
		StopRateLimited:   "Muitas mensagens em pouco tempo. Aguarde um momento e tente de novo.",
		StopUnavailable: "O guardrail não conseguiu verificar isto agora, então bloqueou por segurança. " +
			"Tente de novo em instantes.",
		StopDenied: "Isto foi bloqueado pela política do guardrail. " +
			"Reformule o pedido, ou fale com quem administra o serviço se achar que deveria ser permitido.",
	},
}

// MessagesEN is the English set, the fallback locale's.
var MessagesEN = Messages{
	Denied:      "Command not allowed",
	TooLong:     "Message too long",
	RateLimited: "Too many messages, please wait a moment",
	Ask:         "This action needs your approval",
	Kinds: map[StopKind]string{
		StopSlashCommand: "Slash commands are turned off here. Write your request in plain words instead.",
		StopInstructions: "This was stopped because it looks like an attempt to change the assistant's instructions or role. " +
			"Ask for what you need directly.",
		StopDangerousAction: "This was stopped because it could delete or damage files, data or the system. " +
			"Ask for a narrower change, or do it yourself if you are sure it is safe.",
		StopHarmful: "This was stopped because it could be used against people: fraud, spying, phishing, hidden access " +
			"or hiding what was done. Ask for a change the people it affects would agree to.",
		StopPrivateData: "This was stopped because it could read or send private data such as passwords, keys or tokens. " +
			"Keep secrets out of the chat, or handle them yourself.",
		StopToolNotAllowed: "This tool is not available in this context. " +
			"Open the chat in a context that allows it, or ask for something this one permits.",
		StopNeedsApproval: "This action needs your approval before it runs. Allow or deny it when you are asked.",
		StopTooLong:       "Your message is too long. Shorten it or split it into several messages.",
		StopRateLimited:   "Too many messages in a short time. Wait a moment, then try again.",
		StopUnavailable: "The guardrail could not check this right now, so it was stopped to be safe. " +
			"Try again in a moment.",
		StopDenied: "This was stopped by the guardrail's policy. " +
			"Rephrase your request, or ask whoever runs this service if you think it should be allowed.",
	},
}

var builtinMessages = map[string]*Messages{LocaleEN: &MessagesEN, LocalePT: &MessagesPT}

// BuiltinMessages returns a copy of the built-in set of a locale (one of
// Locales), and false for any other.
func BuiltinMessages(locale string) (Messages, bool) {
	m, ok := builtinMessages[locale]
	if !ok {
		return Messages{}, false
	}
	c := *m
	c.Kinds = maps.Clone(m.Kinds)
	return c, true
}

// For returns the short message for err's code. A classifier failure reads
// as a plain denial unless Failed is set.
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

// Explain returns the plain text for the kind of stop err is
// (StopKindOf): what kind of thing was stopped and what to do next. It
// never names the rule or what it matched. "" for nil.
func (m Messages) Explain(err error) string {
	if err == nil {
		return ""
	}
	return m.ExplainKind(StopKindOf(err))
}

// kindCodes are the codes whose short message stands in for a kind's
// text when a set has none for it.
var kindCodes = map[StopKind]Code{
	StopTooLong:       CodeTooLong,
	StopRateLimited:   CodeRateLimited,
	StopUnavailable:   CodeClassifierFailed,
	StopNeedsApproval: CodeAsk,
}

// ExplainKind returns the plain text of kind k: the set's text for it, else
// its text for StopDenied, else the short message of the kind's code.
func (m Messages) ExplainKind(k StopKind) string {
	if s := m.Kinds[k]; s != "" {
		return s
	}
	code, ok := kindCodes[k]
	if !ok {
		if s := m.Kinds[StopDenied]; s != "" {
			return s
		}
		code = CodeDenied
	}
	return m.For(&GuardrailDenied{Code: code})
}

// Merge returns m with empty fields, and kinds it has no text for, taken
// from base. The result's Kinds is a new map.
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
	kinds := maps.Clone(base.Kinds)
	for k, s := range m.Kinds {
		if s == "" {
			continue
		}
		if kinds == nil {
			kinds = make(map[StopKind]string, len(m.Kinds))
		}
		kinds[k] = s
	}
	m.Kinds = kinds
	return m
}
