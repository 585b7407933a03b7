// Types of the chat protocol, version 1 (docs/protocol.md). The server is
// the authority: package server/frame defines every frame, and a Go test
// there (protocol_ts_test.go) fails when these types drift from it: frame
// type names, statuses, and each interface's fields and their optionality.

export const PROTOCOL_VERSION = 1;

/** The message types the chat layer gives an agent's message. */
export type MessageType = 'question' | 'multi_question' | 'info' | 'tool_result' | 'error' | 'thinking';

/** The type of every frame the server sends. */
export type FrameType = MessageType | 'session' | 'turn_start' | 'turn_end' | 'approval' | 'approval_end';

/** How a turn ended (turn_end's status). */
export type TurnStatus = 'done' | 'cancelled' | 'failed';

/** The answers an approval offers: allow this call, allow this effect for the session, deny. */
export type ChoiceID = 'once' | 'session' | 'deny';

/**
 * What kind of thing the guard stopped (an error frame's kind): the page
 * says so in plain words and counts the stops of a session by it.
 */
export type StopKind =
  | 'slash_command'
  | 'instructions'
  | 'dangerous_action'
  | 'harmful_request'
  | 'private_data'
  | 'tool_not_allowed'
  | 'needs_approval'
  | 'too_long'
  | 'rate_limited'
  | 'unavailable'
  | 'denied';

/** How an approval was decided (approval_end's outcome). */
export type ApprovalOutcome =
  | 'allowed_once'
  | 'allowed_session'
  | 'denied'
  | 'expired'
  | 'cancelled';

export interface Choice {
  id: ChoiceID;
  label: string;
}

export interface Option {
  label: string;
  description?: string;
}

export interface Question {
  question: string;
  header?: string;
  multiSelect: boolean;
  options: Option[];
}

/** One frame from the server. Fields not used by a frame's type are absent. */
export interface ServerFrame {
  type: FrameType;
  seq: number;
  turn?: number;
  content?: string;
  options?: Question[];
  metadata?: Record<string, unknown>;
  question_id?: string;
  code?: string;
  kind?: StopKind;
  status?: TurnStatus;
  version?: number;
  session?: string;
  context?: string;
  approval_id?: string;
  tool?: string;
  input?: string;
  effects?: string[];
  choices?: Choice[];
  outcome?: ApprovalOutcome;
  reason?: string;
}

/** A multi_question's answer: for each question text, the chosen labels. */
export type Answers = Record<string, string[]>;

export type ClientFrame =
  | { message: string; context?: string }
  | { answer: { question_id: string; answers: Answers } }
  | { approve: { approval_id: string; choice: ChoiceID } }
  | { cancel: true };

const frameTypes: ReadonlySet<string> = new Set<FrameType>([
  'question', 'multi_question', 'info', 'tool_result', 'error', 'thinking',
  'session', 'turn_start', 'turn_end', 'approval', 'approval_end',
]);

const choiceIDs: ReadonlySet<string> = new Set<ChoiceID>(['once', 'session', 'deny']);

export const stopKinds: ReadonlySet<string> = new Set<StopKind>([
  'slash_command', 'instructions', 'dangerous_action', 'harmful_request', 'private_data',
  'tool_not_allowed', 'needs_approval', 'too_long', 'rate_limited', 'unavailable', 'denied',
]);

/**
 * parseFrame turns a WebSocket text message into a frame, or null for
 * anything that is not one (a frame must be an object with a known type and
 * a positive integer seq). Unknown types are dropped rather than guessed at:
 * a newer server may add frame types, and the protocol promises that this
 * does not change the meaning of the ones we know.
 */
export function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const f = v as Record<string, unknown>;
  if (typeof f.type !== 'string' || !frameTypes.has(f.type)) return null;
  if (typeof f.seq !== 'number' || !Number.isSafeInteger(f.seq) || f.seq < 1) return null;
  if (f.content !== undefined && typeof f.content !== 'string') return null;
  if (f.options !== undefined && !isQuestions(f.options)) return null;
  for (const k of ['approval_id', 'tool', 'input', 'outcome', 'reason'] as const) {
    if (f[k] !== undefined && typeof f[k] !== 'string') return null;
  }
  // A kind this page does not know reads as the generic one: a newer
  // server may add kinds.
  if (f.kind !== undefined && (typeof f.kind !== 'string' || !stopKinds.has(f.kind))) f.kind = 'denied';
  if (f.effects !== undefined && !(Array.isArray(f.effects) && f.effects.every((e) => typeof e === 'string'))) return null;
  if (f.choices !== undefined && !isChoices(f.choices)) return null;
  return f as unknown as ServerFrame;
}

function isChoices(v: unknown): v is Choice[] {
  return (
    Array.isArray(v) &&
    v.every(
      (c) => typeof c === 'object' && c !== null && choiceIDs.has((c as Choice).id) && typeof (c as Choice).label === 'string',
    )
  );
}

function isQuestions(v: unknown): v is Question[] {
  return (
    Array.isArray(v) &&
    v.every(
      (q) =>
        typeof q === 'object' &&
        q !== null &&
        typeof q.question === 'string' &&
        Array.isArray(q.options) &&
        q.options.every((o: unknown) => typeof o === 'object' && o !== null && typeof (o as Option).label === 'string'),
    )
  );
}
