// The page's own words, in English and Portuguese. The page picks the
// language the browser prefers (navigator.languages, what Accept-Language
// is made of) by the rule the server uses for its messages (the first
// listed language it has, by primary subtag; English otherwise), and tells
// the server its choice (?lang= on the socket), so the page's words and the
// guard's texts are in the same language.

import { createContext, useContext } from 'react';
import type { ApprovalOutcome, ChoiceID, StopKind } from './protocol';

export type Locale = 'en' | 'pt';

export const locales: readonly Locale[] = ['en', 'pt'];

/**
 * pickLocale returns the first of langs (BCP 47 tags, most preferred first)
 * whose primary subtag is a locale the page has, or English.
 */
export function pickLocale(langs: readonly string[] | undefined): Locale {
  for (const l of langs ?? []) {
    const primary = l.trim().toLowerCase().split(/[-_]/)[0];
    const hit = locales.find((x) => x === primary);
    if (hit) return hit;
  }
  return 'en';
}

/** Strings are every text the page writes itself. */
export interface Strings {
  connected: string;
  connecting: string;
  retryingIn(seconds: number): string;
  retrying: string;
  retryNow: string;
  tenantAndProject: string;
  newChat: string;
  newChatTitle: string;
  conversation: string;
  messagesLabel: string;
  empty: [before: string, after: string];
  notConnected: string;
  working: string;
  workingWait: string;
  thinking: string;
  stopping: string;
  waitingApproval: string;
  waitingChoice: string;
  answerApprovalFirst: string;
  stop: string;
  // The message box
  sendAMessage: string;
  message: string;
  placeholder: string;
  placeholderAnswer: string;
  answerHint: string;
  send: string;
  sendAnswer: string;
  tooLong(chars: string, max: string): string;
  nearLimit(chars: string, max: string): string;
  // Notices
  newSession: string;
  protocolVersion(server: number, page: number): string;
  stopped: string;
  didNotFinish: string;
  // Messages
  you: string;
  youAnswered: string;
  question: string;
  questionWithOptions: string;
  approvalNeeded: string;
  errorTitles: Record<string, string>;
  error: string;
  assistantError: string;
  steps(n: number): string;
  // Tools
  toolCall: string;
  toolRan: string;
  toolOutput: string;
  noOutput: string;
  lines(n: number): string;
  reasoning: string;
  reasoningLabel: string;
  // Blocked calls and stops
  blocked: string;
  blockedCall: string;
  whatItFound: string;
  whatItWouldRun: string;
  kinds: Record<StopKind, string>;
  // The guard panel
  guard: string;
  guardSummary(stopped: number, redacted: number): string;
  guardNothing: string;
  guardStopped: string;
  guardRedacted: string;
  guardNote: string;
  // Questions and approvals
  chooseSeveral: string;
  sendAnswers(n: number): string;
  questionGone: string;
  allowTool: [before: string, after: string];
  whatItWouldDo: string;
  choices: Record<ChoiceID, string>;
  outcomes: Record<ApprovalOutcome, string>;
  approvalSent: string;
  approvalGone: string;
}

const en: Strings = {
  connected: 'Connected',
  connecting: 'Connecting…',
  retryingIn: (s) => `Disconnected: retrying in ${s} s`,
  retrying: 'Disconnected: retrying…',
  retryNow: 'Retry now',
  tenantAndProject: 'Tenant and project: ',
  newChat: 'New chat',
  newChatTitle: 'Start a new conversation; this one is forgotten',
  conversation: 'Conversation',
  messagesLabel: 'Messages',
  empty: ['Ask something to start. With the demo agent, type ', ' to see what it can show.'],
  notConnected: 'Not connected: your text is kept and can be sent once the connection is back.',
  working: 'Working…',
  workingWait: 'The assistant is working: wait for it to finish or stop it.',
  thinking: 'Thinking…',
  stopping: 'Stopping…',
  waitingApproval: 'Waiting for your approval',
  waitingChoice: 'Waiting for your choice',
  answerApprovalFirst: 'Answer the approval above first.',
  stop: 'Stop',
  sendAMessage: 'Send a message',
  message: 'Message',
  placeholder: 'Type a message (Enter sends, Shift+Enter for a new line)',
  placeholderAnswer: 'Or type your own answer',
  answerHint: 'Pick an option above, or type your own answer: Enter sends it as your answer.',
  send: 'Send',
  sendAnswer: 'Answer',
  tooLong: (c, m) => `${c} of ${m} characters: too long to send`,
  nearLimit: (c, m) => `${c} of ${m} characters`,
  newSession:
    'The server no longer had the earlier conversation: a new session started. The messages above are kept on this page only.',
  protocolVersion: (s, p) =>
    `The server speaks protocol version ${s}; this page was built for version ${p}. Reload the page if something looks wrong.`,
  stopped: 'Stopped.',
  didNotFinish: 'The assistant did not finish this turn.',
  you: 'You: ',
  youAnswered: 'You answered: ',
  question: 'Question: ',
  questionWithOptions: 'Question with options: ',
  approvalNeeded: 'Approval needed',
  errorTitles: {
    GUARD_DENIED: 'Message blocked',
    GUARD_TOO_LONG: 'Message too long',
    GUARD_RATE_LIMITED: 'Too many messages',
    GUARD_CLASSIFIER_FAILED: 'Message blocked',
    BAD_FRAME: 'Not understood',
    BUSY: 'Still working',
    NO_QUESTION: 'Answer not delivered',
    NO_APPROVAL: 'Answer not delivered',
    AGENT_FAILED: 'Assistant error',
    SHUTTING_DOWN: 'Server restarting',
  },
  error: 'Error',
  assistantError: 'Assistant error',
  steps: (n) => (n === 1 ? '1 step' : `${n} steps`),
  toolCall: 'Runs',
  toolRan: 'Tool call: ',
  toolOutput: 'Output',
  noOutput: 'no output',
  lines: (n) => (n === 1 ? '1 line' : `${n} lines`),
  reasoning: 'Reasoning',
  reasoningLabel: 'The assistant’s reasoning',
  blocked: 'Blocked',
  blockedCall: 'The guardrail stopped this call: ',
  whatItFound: 'What it found: ',
  whatItWouldRun: 'What it would run',
  kinds: {
    slash_command: 'Slash command',
    instructions: 'Changing the assistant’s instructions',
    dangerous_action: 'Dangerous action',
    harmful_request: 'Could harm people',
    private_data: 'Private data',
    tool_not_allowed: 'Tool not allowed here',
    needs_approval: 'Needs approval',
    too_long: 'Too long',
    rate_limited: 'Too many messages',
    unavailable: 'Guard unavailable',
    denied: 'Not allowed',
  },
  guard: 'Guard',
  guardSummary: (s, r) => `${s} stopped · ${r} hidden`,
  guardNothing: 'Nothing stopped or redacted yet in this conversation.',
  guardStopped: 'Stopped',
  guardRedacted: 'Hidden in what you were shown',
  guardNote: 'Counts only: what was hidden is never kept on this page.',
  chooseSeveral: ' (choose one or more)',
  sendAnswers: (n) => (n > 1 ? 'Send answers' : 'Send answer'),
  questionGone: 'This question is no longer waiting for an answer.',
  allowTool: ['Allow ', '?'],
  whatItWouldDo: 'What it would do',
  choices: { once: 'Allow once', session: 'Allow for this session', deny: 'Deny' },
  outcomes: {
    allowed_once: 'Allowed once.',
    allowed_session: 'Allowed for this session.',
    denied: 'Denied.',
    expired: 'Not answered in time, so it was denied.',
    cancelled: 'Withdrawn: the turn ended before an answer.',
  },
  approvalSent: 'Sent; waiting for the assistant.',
  approvalGone: 'This approval is no longer waiting for an answer.',
};

const pt: Strings = {
  connected: 'Conectado',
  connecting: 'Conectando…',
  retryingIn: (s) => `Desconectado: nova tentativa em ${s} s`,
  retrying: 'Desconectado: tentando de novo…',
  retryNow: 'Tentar agora',
  tenantAndProject: 'Cliente e projeto: ',
  newChat: 'Nova conversa',
  newChatTitle: 'Começar uma nova conversa; esta é esquecida',
  conversation: 'Conversa',
  messagesLabel: 'Mensagens',
  empty: ['Pergunte algo para começar. Com o agente de demonstração, digite ', ' para ver o que ele mostra.'],
  notConnected: 'Sem conexão: o seu texto fica guardado e pode ser enviado quando a conexão voltar.',
  working: 'Trabalhando…',
  workingWait: 'O assistente está trabalhando: espere ele terminar ou pare-o.',
  thinking: 'Pensando…',
  stopping: 'Parando…',
  waitingApproval: 'Aguardando a sua aprovação',
  waitingChoice: 'Aguardando a sua escolha',
  answerApprovalFirst: 'Responda primeiro ao pedido de aprovação acima.',
  stop: 'Parar',
  sendAMessage: 'Enviar uma mensagem',
  message: 'Mensagem',
  placeholder: 'Digite uma mensagem (Enter envia, Shift+Enter muda de linha)',
  placeholderAnswer: 'Ou digite a sua própria resposta',
  answerHint: 'Escolha uma opção acima, ou digite a sua resposta: Enter a envia como resposta.',
  send: 'Enviar',
  sendAnswer: 'Responder',
  tooLong: (c, m) => `${c} de ${m} caracteres: longa demais para enviar`,
  nearLimit: (c, m) => `${c} de ${m} caracteres`,
  newSession:
    'O servidor não tinha mais a conversa anterior: uma nova sessão começou. As mensagens acima ficam só nesta página.',
  protocolVersion: (s, p) =>
    `O servidor fala a versão ${s} do protocolo; esta página foi feita para a versão ${p}. Recarregue a página se algo parecer errado.`,
  stopped: 'Parado.',
  didNotFinish: 'O assistente não terminou esta vez.',
  you: 'Você: ',
  youAnswered: 'Você respondeu: ',
  question: 'Pergunta: ',
  questionWithOptions: 'Pergunta com opções: ',
  approvalNeeded: 'Aprovação necessária',
  errorTitles: {
    GUARD_DENIED: 'Mensagem bloqueada',
    GUARD_TOO_LONG: 'Mensagem longa demais',
    GUARD_RATE_LIMITED: 'Mensagens demais',
    GUARD_CLASSIFIER_FAILED: 'Mensagem bloqueada',
    BAD_FRAME: 'Não entendido',
    BUSY: 'Ainda trabalhando',
    NO_QUESTION: 'Resposta não entregue',
    NO_APPROVAL: 'Resposta não entregue',
    AGENT_FAILED: 'Erro do assistente',
    SHUTTING_DOWN: 'Servidor reiniciando',
  },
  error: 'Erro',
  assistantError: 'Erro do assistente',
  steps: (n) => (n === 1 ? '1 passo' : `${n} passos`),
  toolCall: 'Executa',
  toolRan: 'Chamada de ferramenta: ',
  toolOutput: 'Saída',
  noOutput: 'sem saída',
  lines: (n) => (n === 1 ? '1 linha' : `${n} linhas`),
  reasoning: 'Raciocínio',
  reasoningLabel: 'O raciocínio do assistente',
  blocked: 'Bloqueado',
  blockedCall: 'O guardrail impediu esta chamada: ',
  whatItFound: 'O que ele encontrou: ',
  whatItWouldRun: 'O que executaria',
  kinds: {
    slash_command: 'Comando com barra',
    instructions: 'Mudar as instruções do assistente',
    dangerous_action: 'Ação perigosa',
    harmful_request: 'Pode prejudicar pessoas',
    private_data: 'Dados privados',
    tool_not_allowed: 'Ferramenta não permitida aqui',
    needs_approval: 'Precisa de aprovação',
    too_long: 'Longo demais',
    rate_limited: 'Mensagens demais',
    unavailable: 'Guardrail indisponível',
    denied: 'Não permitido',
  },
  guard: 'Guardrail',
  guardSummary: (s, r) => `${s} ${s === 1 ? 'bloqueado' : 'bloqueados'} · ${r} ${r === 1 ? 'ocultado' : 'ocultados'}`,
  guardNothing: 'Nada foi bloqueado nem ocultado ainda nesta conversa.',
  guardStopped: 'Bloqueado',
  guardRedacted: 'Ocultado no que você viu',
  guardNote: 'Só contagens: o que foi ocultado nunca fica nesta página.',
  chooseSeveral: ' (escolha uma ou mais)',
  sendAnswers: (n) => (n > 1 ? 'Enviar respostas' : 'Enviar resposta'),
  questionGone: 'Esta pergunta não espera mais uma resposta.',
  allowTool: ['Permitir ', '?'],
  whatItWouldDo: 'O que faria',
  choices: { once: 'Permitir uma vez', session: 'Permitir nesta sessão', deny: 'Recusar' },
  outcomes: {
    allowed_once: 'Permitido uma vez.',
    allowed_session: 'Permitido nesta sessão.',
    denied: 'Recusado.',
    expired: 'Sem resposta a tempo, então foi recusado.',
    cancelled: 'Retirado: a vez terminou antes de uma resposta.',
  },
  approvalSent: 'Enviado; aguardando o assistente.',
  approvalGone: 'Este pedido de aprovação não espera mais uma resposta.',
};

export const strings: Record<Locale, Strings> = { en, pt };

const I18n = createContext<Strings>(en);

export const I18nProvider = I18n.Provider;

/** useT returns the page's strings in the language it shows. */
export function useT(): Strings {
  return useContext(I18n);
}
