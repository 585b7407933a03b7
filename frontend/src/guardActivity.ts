// guardActivity counts what the guard did in the conversation on the
// page: the stops by kind (the person's messages it refused and the
// agent's calls it blocked) and the placeholders it put in place of what
// it hid (a secret reads [token], a config path [config], …). Counts only:
// what was hidden never reached the page.

import type { StopKind } from './protocol';
import type { Item } from './useChat';

/** The placeholders the output sanitizer writes (rules/sanitize). */
export const placeholders = ['[token]', '[config]', '[assistant]', '[provider]', '[workflow]', '[service]'] as const;
export type Placeholder = (typeof placeholders)[number];

export interface GuardActivity {
  stopped: Partial<Record<StopKind, number>>;
  redacted: Partial<Record<Placeholder, number>>;
  stoppedTotal: number;
  redactedTotal: number;
}

function count(text: string | undefined, p: string): number {
  if (!text) return 0;
  let n = 0;
  for (let i = text.indexOf(p); i >= 0; i = text.indexOf(p, i + p.length)) n++;
  return n;
}

export function guardActivity(items: readonly Item[]): GuardActivity {
  const a: GuardActivity = { stopped: {}, redacted: {}, stoppedTotal: 0, redactedTotal: 0 };
  for (const it of items) {
    if (it.kind !== 'frame') continue;
    const f = it.frame;
    if (f.type === 'error' && f.kind) {
      a.stopped[f.kind] = (a.stopped[f.kind] ?? 0) + 1;
      a.stoppedTotal++;
    }
    // What the server sent, sanitized: the agent's words, a blocked call's
    // command and reason, an approval's input and effects, the options.
    const texts = [f.content, f.input, f.reason, ...(f.effects ?? [])];
    for (const q of f.options ?? []) {
      texts.push(q.question, q.header);
      for (const o of q.options) texts.push(o.label, o.description);
    }
    for (const p of placeholders) {
      let n = 0;
      for (const t of texts) n += count(t, p);
      if (n > 0) {
        a.redacted[p] = (a.redacted[p] ?? 0) + n;
        a.redactedTotal += n;
      }
    }
  }
  return a;
}
