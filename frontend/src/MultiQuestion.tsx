// MultiQuestion shows a multi_question frame: each question with its
// options as buttons. A single single-select question answers on the first
// click; otherwise choices toggle and a confirm button sends them all.

import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from './i18n';
import type { Answers, Question } from './protocol';

export interface MultiQuestionProps {
  questions: Question[];
  /** Set once answered: the choices, shown as chosen. */
  answered?: Answers;
  /** Whether the question still waits for an answer (its turn is running). */
  canAnswer: boolean;
  onAnswer(answers: Answers): void;
}

/**
 * Arrow keys (and Home/End) move between a group's buttons, as in a
 * toolbar; Tab leaves the group (roving tabindex: one stop per question).
 * The approval's choices move the same way.
 */
export function arrowNav(e: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  const step = keys[e.key];
  if (step === undefined && e.key !== 'Home' && e.key !== 'End') return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  if (!buttons.length) return;
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next: number;
  if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = buttons.length - 1;
  else next = (at + step + buttons.length) % buttons.length;
  e.preventDefault();
  buttons[next].focus();
}

export function MultiQuestion({ questions, answered, canAnswer, onAnswer }: MultiQuestionProps) {
  const t = useT();
  const [chosen, setChosen] = useState<Answers>({});
  const [active, setActive] = useState<Record<number, number>>({});
  const id = useId();
  const immediate = questions.length === 1 && !questions[0].multiSelect;
  const disabled = !canAnswer || !!answered;
  const shown = answered ?? chosen;
  const complete = questions.every((q) => (chosen[q.question]?.length ?? 0) > 0);

  const pick = (q: Question, label: string) => {
    if (disabled) return;
    if (immediate) {
      onAnswer({ [q.question]: [label] });
      return;
    }
    setChosen((c) => {
      const cur = c[q.question] ?? [];
      if (!q.multiSelect) return { ...c, [q.question]: [label] };
      return { ...c, [q.question]: cur.includes(label) ? cur.filter((l) => l !== label) : [...cur, label] };
    });
  };

  return (
    <div className="multi-question">
      {questions.map((q, qi) => {
        const legendId = `${id}-q${qi}`;
        return (
          <fieldset key={qi} className="question-group" disabled={disabled}>
            <legend id={legendId}>
              {q.header && <span className="question-header">{q.header}</span>}
              <span className="question-text">{q.question}</span>
              {q.multiSelect && <span className="question-hint">{t.chooseSeveral}</span>}
            </legend>
            <div className="options" onKeyDown={arrowNav}>
              {q.options.map((o, oi) => {
                const on = shown[q.question]?.includes(o.label) ?? false;
                const stop = active[qi] ?? Math.max(0, q.options.findIndex((x) => shown[q.question]?.includes(x.label)));
                const descId = o.description ? `${id}-q${qi}-o${oi}` : undefined;
                return (
                  <button
                    key={oi}
                    type="button"
                    className={`option${on ? ' option-on' : ''}`}
                    aria-pressed={immediate && !answered ? undefined : on}
                    aria-describedby={descId}
                    tabIndex={oi === stop ? 0 : -1}
                    onFocus={() => setActive((a) => (a[qi] === oi ? a : { ...a, [qi]: oi }))}
                    onClick={() => pick(q, o.label)}
                  >
                    <span className="option-label">
                      {q.multiSelect && <span aria-hidden="true" className="check">{on ? '☑' : '☐'} </span>}
                      {o.label}
                    </span>
                    {o.description && (
                      <span id={descId} className="option-desc">
                        {o.description}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {!immediate && !disabled && (
        <button type="button" className="confirm" disabled={!complete} onClick={() => onAnswer(chosen)}>
          {t.sendAnswers(questions.length)}
        </button>
      )}
      {!answered && !canAnswer && <p className="muted">{t.questionGone}</p>}
    </div>
  );
}
