// useChat is the page's one connection to the server: it opens the
// WebSocket of docs/protocol.md, turns frames into a transcript, reconnects
// with backoff and resumes the session (session + since) so nothing is
// shown twice or lost, and keeps the transcript, the resume point and the
// person's unsent text in sessionStorage so a reload picks up where it was.

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  PROTOCOL_VERSION, parseFrame, type Answers, type ApprovalOutcome, type ChoiceID, type ClientFrame, type ServerFrame,
} from './protocol';
import { SeqTracker, type SeqSnapshot } from './seqTracker';

/** One entry of the transcript. */
export type Item =
  | {
      kind: 'frame';
      id: string;
      frame: ServerFrame;
      answered?: Answers;
      /** An approval's choice, once sent. */
      chosen?: ChoiceID;
      /** An approval's outcome, from its approval_end frame. */
      outcome?: ApprovalOutcome;
      /**
       * On the agent's error: its turn failed (the server's AGENT_FAILED
       * and the failed turn_end are folded into it: one box per failure).
       */
      turnFailed?: boolean;
    }
  | { kind: 'user'; id: string; text: string }
  | { kind: 'answer'; id: string; questionId: string; answers: Answers }
  | {
      kind: 'notice';
      id: string;
      /** What the page says, in its own language (text is an older page's). */
      notice?: 'new_session' | 'protocol_version';
      /** The server's protocol version, for protocol_version. */
      version?: number;
      text?: string;
    };

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ChatState {
  items: Item[];
  status: ConnectionStatus;
  /** When the next connection attempt is due (ms since epoch), while reconnecting. */
  retryAt: number | null;
  session: string | null;
  context: string | null;
  /** The running turn's number, or null between turns. */
  turn: number | null;
  /** The running turn's latest message is a thinking block. */
  thinking: boolean;
  /** A message was sent and neither its turn nor an error has come back. */
  awaiting: boolean;
  cancelling: boolean;
  /** Goes up each time a live question frame arrives (the input takes focus). */
  questionTick: number;
}

/** The minimal WebSocket surface the hook uses (the browser's, or a test's). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface UseChatOptions {
  /** The socket URL, given the resume point when there is one (see socketURL). */
  url: (resume?: { session: string; since: number }) => string;
  /** Where the transcript, resume point and draft are kept; null keeps nothing. */
  storage?: Storage | null;
  /** Prefix of the storage keys (one chat per tenant/project). */
  storageKey?: string;
  /** Opens a socket; the browser's WebSocket by default. */
  connect?: SocketFactory;
  /** The delay before reconnect attempt n (0-based), in ms. */
  backoff?: (attempt: number) => number;
}

/** Transcript entries kept in storage; the oldest go first. */
export const MAX_ITEMS = 500;

const OPEN = 1;

/**
 * defaultBackoff doubles from 500 ms to a 15 s ceiling, with jitter so a
 * server restart is not met by every page at the same instant.
 */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

type Action =
  | { type: 'status'; status: ConnectionStatus; retryAt?: number | null }
  | { type: 'session'; frame: ServerFrame; fresh: boolean; hadSession: boolean }
  | { type: 'frame'; frame: ServerFrame; live: boolean }
  | { type: 'sent'; text: string; id: string }
  | { type: 'answered'; id: string; questionId: string; answers: Answers }
  | { type: 'chose'; id: string; choice: ChoiceID }
  | { type: 'cancelling' }
  | { type: 'clear' };

const frameTypesShown = new Set(['question', 'multi_question', 'info', 'tool_result', 'error', 'approval', 'thinking']);

/**
 * failureOf returns the index of the item that shows turn's failure
 * already: the agent's own error message of that turn (not a stop of the
 * guard), or -1.
 */
function failureOf(items: Item[], session: string | null, turn: number | undefined): number {
  if (turn === undefined) return -1;
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i];
    if (it.kind !== 'frame' || !it.id.startsWith(`${session}:`) || it.frame.turn !== turn) continue;
    const f = it.frame;
    // The agent's error, not a tool's (those name their tool) nor a stop.
    if (f.type === 'error' && !f.kind && typeof f.metadata?.tool !== 'string' && (!f.code || f.code === 'AGENT_FAILED')) return i;
  }
  return -1;
}

function markFailed(items: Item[], i: number): Item[] {
  const it = items[i];
  if (it.kind !== 'frame' || it.turnFailed) return items;
  const next = items.slice();
  next[i] = { ...it, turnFailed: true };
  return next;
}

function push(items: Item[], ...more: Item[]): Item[] {
  const next = items.concat(more);
  return next.length > MAX_ITEMS ? next.slice(next.length - MAX_ITEMS) : next;
}

export function reducer(s: ChatState, a: Action): ChatState {
  switch (a.type) {
    case 'status':
      return { ...s, status: a.status, retryAt: a.retryAt ?? null };
    case 'session': {
      const f = a.frame;
      // The server cancels a turn when its socket closes, so whatever ran
      // before this connection is over; replayed frames fill in how it ended.
      let next: ChatState = {
        ...s, status: 'open', retryAt: null, session: f.session ?? null, context: f.context ?? null,
        turn: null, thinking: false, awaiting: false, cancelling: false,
      };
      const notes: Item[] = [];
      if (a.fresh && a.hadSession && s.items.length > 0) {
        notes.push({ kind: 'notice', id: `n:${f.session}:${f.seq}`, notice: 'new_session' });
      }
      if (f.version !== undefined && f.version !== PROTOCOL_VERSION) {
        notes.push({ kind: 'notice', id: `v:${f.session}:${f.seq}`, notice: 'protocol_version', version: f.version });
      }
      if (notes.length) next = { ...next, items: push(next.items, ...notes) };
      return next;
    }
    case 'frame': {
      const f = a.frame;
      const id = `${s.session}:${f.seq}`;
      // Replayed frames (older than this connection) rebuild the transcript
      // but never the running state: that turn was cancelled on disconnect.
      switch (f.type) {
        case 'session':
          return s;
        case 'turn_start':
          return a.live ? { ...s, turn: f.turn ?? null, awaiting: false, thinking: false } : s;
        case 'turn_end': {
          let items = s.items;
          if (f.status === 'failed' && failureOf(items, s.session, f.turn) >= 0) {
            // The failure is shown already: its box says the turn ended.
            items = markFailed(items, failureOf(items, s.session, f.turn));
          } else if (f.status && f.status !== 'done') {
            items = push(items, { kind: 'frame', id, frame: f });
          }
          if (a.live && (s.turn === null || f.turn === s.turn)) {
            return { ...s, items, turn: null, thinking: false, cancelling: false, awaiting: false };
          }
          return { ...s, items };
        }
        case 'thinking': {
          // The reasoning is kept, collapsed, for the person to open; while
          // the turn runs the indicator says "Thinking…".
          const items = f.content ? push(s.items, { kind: 'frame', id, frame: f }) : s.items;
          return { ...s, items, thinking: a.live ? true : s.thinking };
        }
        case 'approval_end': {
          // Not an entry of its own: it says how its approval ended.
          // Approval ids are unique in a session, and item ids carry it.
          const items = s.items.map((it) =>
            it.kind === 'frame' && it.frame.type === 'approval' && it.frame.approval_id === f.approval_id &&
            it.id.startsWith(`${s.session}:`) && f.outcome
              ? { ...it, outcome: f.outcome }
              : it,
          );
          return { ...s, items };
        }
        default: {
          if (!frameTypesShown.has(f.type)) return s;
          // The turn's result repeats the last answer (or the agent's last
          // error) with the turn's numbers (duration, turns, cost): keep one
          // copy, with the numbers.
          const prev = s.items[s.items.length - 1];
          if (f.type === 'info' && !f.content) {
            // A result the server stripped of its repeated text: only the
            // turn's numbers, which belong under the turn's last message.
            if (prev?.kind === 'frame' && f.turn !== undefined && prev.frame.turn === f.turn && f.metadata) {
              const withNumbers: Item = { ...prev, frame: { ...prev.frame, metadata: { ...prev.frame.metadata, ...f.metadata } } };
              return { ...s, items: [...s.items.slice(0, -1), withNumbers], thinking: false };
            }
            return { ...s, thinking: false };
          }
          if (f.type === 'error' && f.code === 'AGENT_FAILED') {
            // The agent's own error of this turn is on screen already: one
            // box per failure.
            const at = failureOf(s.items, s.session, f.turn);
            if (at >= 0) {
              return { ...s, items: markFailed(s.items, at), thinking: false };
            }
          }
          if (
            (f.type === 'info' || (f.type === 'error' && !f.code && !f.kind)) &&
            prev?.kind === 'frame' && prev.frame.type === f.type && !prev.frame.code && !prev.frame.kind &&
            f.turn !== undefined && prev.frame.turn === f.turn && prev.frame.content === f.content
          ) {
            const merged: Item = { ...prev, frame: { ...prev.frame, metadata: { ...prev.frame.metadata, ...f.metadata } } };
            return { ...s, items: [...s.items.slice(0, -1), merged], thinking: false };
          }
          const next: ChatState = { ...s, items: push(s.items, { kind: 'frame', id, frame: f }), thinking: false };
          if (f.type === 'error' && a.live && !f.turn) next.awaiting = false;
          if (f.type === 'question' && a.live) next.questionTick = s.questionTick + 1;
          return next;
        }
      }
    }
    case 'sent':
      return { ...s, items: push(s.items, { kind: 'user', id: a.id, text: a.text }), awaiting: true };
    case 'answered':
      return {
        ...s,
        items: push(
          s.items.map((it) => (it.kind === 'frame' && it.frame.question_id === a.questionId && !it.answered && it.id === a.id ? { ...it, answered: a.answers } : it)),
          { kind: 'answer', id: `a:${a.id}`, questionId: a.questionId, answers: a.answers },
        ),
      };
    case 'chose':
      return {
        ...s,
        items: s.items.map((it) => (it.kind === 'frame' && it.id === a.id && !it.chosen ? { ...it, chosen: a.choice } : it)),
      };
    case 'cancelling':
      return { ...s, cancelling: true };
    case 'clear':
      return { ...s, items: [] };
  }
}

function read<T>(storage: Storage | null | undefined, key: string): T | null {
  if (!storage) return null;
  try {
    const v = storage.getItem(key);
    return v === null ? null : (JSON.parse(v) as T);
  } catch {
    return null;
  }
}

function write(storage: Storage | null | undefined, key: string, v: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(v));
  } catch {
    // Storage full or disabled: the page still works, it just will not
    // survive a reload.
  }
}

function isItems(v: unknown): v is Item[] {
  return Array.isArray(v) && v.every((it) => typeof it === 'object' && it !== null && typeof it.id === 'string' && typeof it.kind === 'string');
}

let localIds = 0;
function localId(prefix: string): string {
  localIds++;
  return `${prefix}:${Date.now().toString(36)}:${localIds}`;
}

export interface Chat extends ChatState {
  /** Starts a turn; false (and nothing sent) while not connected. */
  send(text: string): boolean;
  /** Answers a multi_question item; false while not connected. */
  answer(item: Item, answers: Answers): boolean;
  /**
   * Answers a multi_question item with the person's own words (the "Other"
   * answer): the text answers each of its questions.
   */
  answerText(item: Item, text: string): boolean;
  /** Answers an approval item with one of its choices; false while not connected. */
  approve(item: Item, choice: ChoiceID): boolean;
  /** Asks the server to stop the running turn. */
  cancel(): boolean;
  /** Tries to connect now instead of waiting for the backoff. */
  retryNow(): void;
  /** Forgets the conversation: a new session on the next connection. */
  reset(): void;
  draft: string;
  setDraft(text: string): void;
  /** Whether a multi_question or approval item can still be answered. */
  canAnswer(item: Item): boolean;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

const defaultConnect: SocketFactory = (url) => new WebSocket(url);

export function useChat(opts: UseChatOptions): Chat {
  const storage = opts.storage === undefined ? defaultStorage() : opts.storage;
  const prefix = opts.storageKey ?? 'guardrail:chat:';
  const keys = { items: `${prefix}transcript`, seq: `${prefix}seq`, draft: `${prefix}draft` };

  const [state, dispatch] = useReducer(reducer, null, (): ChatState => {
    const items = read<unknown>(storage, keys.items);
    const seq = read<SeqSnapshot>(storage, keys.seq);
    return {
      items: isItems(items) ? items : [],
      status: 'connecting', retryAt: null, session: seq?.session ?? null, context: null,
      turn: null, thinking: false, awaiting: false, cancelling: false, questionTick: 0,
    };
  });
  const [draft, setDraftState] = useState<string>(() => {
    const d = read<unknown>(storage, keys.draft);
    return typeof d === 'string' ? d : '';
  });

  // Everything the socket callbacks touch lives in one ref, so a callback
  // of an old socket never sees a stale closure.
  const tracker = useRef<SeqTracker | null>(null);
  if (tracker.current === null) tracker.current = new SeqTracker(read<SeqSnapshot>(storage, keys.seq));
  const sock = useRef<SocketLike | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const control = useRef({ attempt: 0, timer: 0 as ReturnType<typeof setTimeout> | 0, stopped: false, connect: () => {} });

  const saveSeq = useCallback(() => write(storage, keys.seq, tracker.current!.snapshot()), [storage, keys.seq]);

  useEffect(() => {
    const c = control.current;
    c.stopped = false;
    const t = tracker.current!;

    const connect = () => {
      if (c.stopped) return;
      clearTimeout(c.timer);
      c.timer = 0;
      const o = optsRef.current;
      const resume = t.session ? { session: t.session, since: t.since } : undefined;
      let ws: SocketLike;
      try {
        ws = (o.connect ?? defaultConnect)(o.url(resume));
      } catch {
        scheduleReconnect();
        return;
      }
      sock.current = ws;
      let gotSession = false;
      let liveFrom = Infinity;

      ws.onmessage = (ev: MessageEvent) => {
        if (sock.current !== ws) return;
        const f = parseFrame(ev.data);
        if (!f) return;
        if (f.type === 'session' && !gotSession) {
          // The first frame of a connection: its id says whether the server
          // resumed our session or started a new one (numbered from 1).
          gotSession = true;
          const hadSession = t.session !== null;
          const fresh = f.session !== t.session;
          if (fresh) t.reset(f.session ?? null);
          t.accept(f.seq);
          liveFrom = f.seq;
          c.attempt = 0;
          saveSeq();
          dispatch({ type: 'session', frame: f, fresh, hadSession });
          return;
        }
        if (!gotSession || !t.accept(f.seq)) return;
        saveSeq();
        dispatch({ type: 'frame', frame: f, live: f.seq > liveFrom });
      };
      ws.onclose = () => {
        if (sock.current !== ws) return;
        sock.current = null;
        scheduleReconnect();
      };
      // An error is always followed by close; reconnecting happens there.
      ws.onerror = () => {};
      ws.onopen = () => {};
    };

    const scheduleReconnect = () => {
      if (c.stopped) return;
      const delay = (optsRef.current.backoff ?? defaultBackoff)(c.attempt);
      c.attempt++;
      dispatch({ type: 'status', status: 'reconnecting', retryAt: Date.now() + delay });
      c.timer = setTimeout(connect, delay);
    };

    c.connect = connect;
    dispatch({ type: 'status', status: 'connecting' });
    connect();
    return () => {
      c.stopped = true;
      clearTimeout(c.timer);
      const ws = sock.current;
      sock.current = null;
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close(1000, 'page closed');
      }
    };
  }, [saveSeq]);

  useEffect(() => {
    write(storage, keys.items, state.items);
  }, [storage, keys.items, state.items]);

  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      write(storage, keys.draft, text);
    },
    [storage, keys.draft],
  );

  const sendFrame = useCallback((f: ClientFrame): boolean => {
    const ws = sock.current;
    if (!ws || ws.readyState !== OPEN) return false;
    try {
      ws.send(JSON.stringify(f));
      return true;
    } catch {
      return false;
    }
  }, []);

  const send = useCallback(
    (text: string) => {
      if (!text.trim()) return false;
      if (!sendFrame({ message: text })) return false;
      dispatch({ type: 'sent', text, id: localId('u') });
      return true;
    },
    [sendFrame],
  );

  const answer = useCallback(
    (item: Item, answers: Answers) => {
      if (item.kind !== 'frame' || !item.frame.question_id) return false;
      if (!sendFrame({ answer: { question_id: item.frame.question_id, answers } })) return false;
      dispatch({ type: 'answered', id: item.id, questionId: item.frame.question_id, answers });
      return true;
    },
    [sendFrame],
  );

  const answerText = useCallback(
    (item: Item, text: string) => {
      if (item.kind !== 'frame' || item.frame.type !== 'multi_question' || !text.trim()) return false;
      const answers: Answers = {};
      for (const q of item.frame.options ?? []) answers[q.question] = [text.trim()];
      if (Object.keys(answers).length === 0) return false;
      return answer(item, answers);
    },
    [answer],
  );

  const approve = useCallback(
    (item: Item, choice: ChoiceID) => {
      if (item.kind !== 'frame' || item.frame.type !== 'approval' || !item.frame.approval_id || item.chosen) return false;
      if (!sendFrame({ approve: { approval_id: item.frame.approval_id, choice } })) return false;
      dispatch({ type: 'chose', id: item.id, choice });
      return true;
    },
    [sendFrame],
  );

  const cancel = useCallback(() => {
    if (!sendFrame({ cancel: true })) return false;
    dispatch({ type: 'cancelling' });
    return true;
  }, [sendFrame]);

  const retryNow = useCallback(() => {
    const c = control.current;
    if (sock.current === null && !c.stopped) {
      dispatch({ type: 'status', status: 'connecting' });
      c.connect();
    }
  }, []);

  const reset = useCallback(() => {
    tracker.current!.reset(null);
    saveSeq();
    dispatch({ type: 'clear' });
    const ws = sock.current;
    // Closing makes the reconnect start a new session (no resume point).
    if (ws) ws.close(1000, 'new conversation');
  }, [saveSeq]);

  const canAnswer = useCallback(
    (item: Item) =>
      item.kind === 'frame' &&
      ((item.frame.type === 'multi_question' && !!item.frame.question_id && !item.answered) ||
        (item.frame.type === 'approval' && !!item.frame.approval_id && !item.chosen && !item.outcome)) &&
      state.status === 'open' &&
      state.turn !== null &&
      item.frame.turn === state.turn &&
      item.id.startsWith(`${state.session}:`),
    [state.status, state.turn, state.session],
  );

  return { ...state, send, answer, answerText, approve, cancel, retryNow, reset, draft, setDraft, canAnswer };
}
