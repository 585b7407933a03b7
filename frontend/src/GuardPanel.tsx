// GuardPanel is the small collapsible panel that tells the person what the
// guard did in this conversation: how many things it stopped, by kind, and
// how many it hid in what they were shown, by placeholder. Never what it
// hid: the page never had it.

import { useMemo } from 'react';
import { guardActivity, placeholders } from './guardActivity';
import { useT } from './i18n';
import { ShieldIcon } from './icons';
import { stopKinds, type StopKind } from './protocol';
import type { Item } from './useChat';

export function GuardPanel({ items }: { items: readonly Item[] }) {
  const t = useT();
  const a = useMemo(() => guardActivity(items), [items]);
  const kinds = ([...stopKinds] as StopKind[]).filter((k) => a.stopped[k]);
  const shown = placeholders.filter((p) => a.redacted[p]);
  return (
    <details className="guard-panel" data-testid="guard-panel">
      <summary>
        <ShieldIcon />
        <span className="sr-only">{t.guard}: </span>
        {t.guardSummary(a.stoppedTotal, a.redactedTotal)}
      </summary>
      <div className="guard-body">
        {a.stoppedTotal === 0 && a.redactedTotal === 0 ? (
          <p>{t.guardNothing}</p>
        ) : (
          <>
            {kinds.length > 0 && (
              <>
                <h3>{t.guardStopped}</h3>
                <ul aria-label={t.guardStopped}>
                  {kinds.map((k) => (
                    <li key={k} data-kind={k}>
                      <span>{t.kinds[k]}</span> <span className="count">{a.stopped[k]}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {shown.length > 0 && (
              <>
                <h3>{t.guardRedacted}</h3>
                <ul aria-label={t.guardRedacted}>
                  {shown.map((p) => (
                    <li key={p}>
                      <code>{p}</code> <span className="count">{a.redacted[p]}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <p className="muted">{t.guardNote}</p>
      </div>
    </details>
  );
}
