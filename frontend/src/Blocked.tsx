// Blocked shows a tool call the guardrail stopped: a card of its own, not
// the agent's error. "Blocked", what kind of thing it was (the kind's name
// and the server's plain text for it, in the person's language), what the
// guard found, and the call as the agent wrote it, sanitized by the server.

import { useT } from './i18n';
import { StopIcon } from './icons';
import type { StopKind } from './protocol';

export interface BlockedProps {
  kind: StopKind;
  /** The kind's plain text from the server: what it was and what to do next. */
  text: string;
  tool?: string;
  /** The call's input as the agent wrote it (a command, a path). */
  input?: string;
  /** What the guard found the call does. */
  reason?: string;
}

export function Blocked({ kind, text, tool, input, reason }: BlockedProps) {
  const t = useT();
  return (
    <div className="blocked" data-kind={kind}>
      <p className="blocked-title">
        <StopIcon />
        <strong>{t.blocked}</strong>
        {tool && (
          <>
            {' · '}
            <code className="tool-name">{tool}</code>
          </>
        )}
        <span className="blocked-kind">{t.kinds[kind]}</span>
      </p>
      <p className="blocked-text">{text}</p>
      {input && (
        <pre className="blocked-input" tabIndex={0} aria-label={t.whatItWouldRun}>
          {input}
        </pre>
      )}
      {reason && (
        <p className="blocked-reason">
          {t.whatItFound}
          {reason}
        </p>
      )}
    </div>
  );
}
