// Approval shows an approval frame: a tool call the guardrail wants the
// person to approve, with what it would do, and the three choices as
// buttons in MultiQuestion's look. The server's approval_end frame says how
// it ended (the outcome); until then a click is shown as sent.

import { useId, useState } from 'react';
import { strings, useT } from './i18n';
import { arrowNav } from './MultiQuestion';
import type { ApprovalOutcome, Choice, ChoiceID } from './protocol';

export interface ApprovalProps {
  tool: string;
  /** Why the call waits: what the guardrail found it does. */
  reason: string;
  /** What the call holds: the shell command, or its input. */
  input?: string;
  effects?: string[];
  choices: Choice[];
  /** The choice the person sent, once sent. */
  chosen?: ChoiceID;
  /** How the approval ended, once the server says. */
  outcome?: ApprovalOutcome;
  /** Whether the approval still waits for an answer (its turn is running). */
  canAnswer: boolean;
  onChoose(choice: ChoiceID): void;
}

/** The outcomes' texts in English (the page shows them in its language). */
export const outcomeText: Record<ApprovalOutcome, string> = strings.en.outcomes;

/** The choice an outcome stands for, to show it pressed. */
const outcomeChoice: Partial<Record<ApprovalOutcome, ChoiceID>> = {
  allowed_once: 'once',
  allowed_session: 'session',
  denied: 'deny',
};

export function Approval({ tool, reason, input, effects, choices, chosen, outcome, canAnswer, onChoose }: ApprovalProps) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState(0);
  const picked = (outcome && outcomeChoice[outcome]) ?? chosen;
  const disabled = !canAnswer || !!chosen || !!outcome;
  return (
    <div className="approval">
      <fieldset className="question-group" disabled={disabled} aria-describedby={`${id}-what`}>
        <legend>
          <span className="question-header">{t.approvalNeeded}</span>
          <span className="question-text">
            {t.allowTool[0]}
            <code className="approval-tool">{tool}</code>
            {t.allowTool[1]}
          </span>
        </legend>
        <div id={`${id}-what`}>
          <p className="approval-reason">{reason}</p>
          {input && (
            <pre className="approval-input" tabIndex={0} aria-label={t.whatItWouldRun}>
              {input}
            </pre>
          )}
          {effects && effects.length > 0 && (
            <ul className="approval-effects" aria-label={t.whatItWouldDo}>
              {effects.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="options" onKeyDown={arrowNav}>
          {choices.map((c, i) => (
            <button
              key={c.id}
              type="button"
              className={`option option-${c.id}${picked === c.id ? ' option-on' : ''}`}
              aria-pressed={picked === c.id}
              tabIndex={i === active ? 0 : -1}
              onFocus={() => setActive(i)}
              onClick={() => !disabled && onChoose(c.id)}
            >
              <span className="option-label">{t.choices[c.id] ?? c.label}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {outcome ? (
        <p className={`approval-outcome approval-${outcome}`} role="status">
          {t.outcomes[outcome]}
        </p>
      ) : chosen ? (
        <p className="muted">{t.approvalSent}</p>
      ) : (
        !canAnswer && <p className="muted">{t.approvalGone}</p>
      )}
    </div>
  );
}
