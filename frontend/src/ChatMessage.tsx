// ChatMessage renders one transcript entry according to its type (the
// frontend table of chat-agent-design.md): question, multi_question,
// approval, tool_result, error and info frames, the person's own messages
// and answers, and notices. Thinking frames never get here: the interface shows
// a loading indicator for them while the turn runs.

import { Approval } from './Approval';
import { Markdown, firstLine } from './markdown';
import { MultiQuestion } from './MultiQuestion';
import type { Answers, ChoiceID } from './protocol';
import type { Item } from './useChat';

export interface ChatMessageProps {
  item: Item;
  /** Whether a multi_question or approval can still be answered. */
  canAnswer?: boolean;
  onAnswer?(answers: Answers): void;
  onApprove?(choice: ChoiceID): void;
}

const errorTitles: Record<string, string> = {
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
};

/** answerText is how an answer reads in the transcript. */
export function answerText(answers: Answers): string {
  return Object.entries(answers)
    .map(([, labels]) => labels.join(', '))
    .join('; ');
}

/** turnStats is the one-line summary of a turn's numbers, when the frame has them. */
export function turnStats(meta: Record<string, unknown> | undefined): string | null {
  const ms = meta?.duration_ms;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return null;
  const parts = [ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`];
  const turns = meta?.num_turns;
  if (typeof turns === 'number' && turns > 0) parts.push(turns === 1 ? '1 step' : `${turns} steps`);
  return parts.join(' · ');
}

export function ChatMessage({ item, canAnswer = false, onAnswer, onApprove }: ChatMessageProps) {
  switch (item.kind) {
    case 'user':
      return (
        <div className="msg msg-user">
          <span className="sr-only">You: </span>
          <p className="user-text">{item.text}</p>
        </div>
      );
    case 'answer':
      return (
        <div className="msg msg-user msg-answer">
          <span className="sr-only">You answered: </span>
          <p className="user-text">{answerText(item.answers)}</p>
        </div>
      );
    case 'notice':
      return (
        <div className="msg msg-notice">
          <p>{item.text}</p>
        </div>
      );
  }
  const f = item.frame;
  const content = f.content ?? '';
  switch (f.type) {
    case 'question': {
      const meta = turnStats(f.metadata);
      return (
        <div className="msg msg-question">
          <span className="badge" aria-hidden="true">?</span>
          <span className="sr-only">Question: </span>
          <div className="body">
            <Markdown text={content} />
          </div>
          {meta && <p className="meta">{meta}</p>}
        </div>
      );
    }
    case 'multi_question':
      return (
        <div className="msg msg-question msg-multi">
          <span className="badge" aria-hidden="true">?</span>
          <span className="sr-only">Question with options: </span>
          <div className="body">
            {content && !f.options?.some((q) => q.question === content) && <Markdown text={content} />}
            <MultiQuestion
              questions={f.options ?? []}
              answered={item.answered}
              canAnswer={canAnswer}
              onAnswer={(a) => onAnswer?.(a)}
            />
          </div>
        </div>
      );
    case 'approval':
      return (
        <div className="msg msg-question msg-approval">
          <span className="badge" aria-hidden="true">!</span>
          <span className="sr-only">Approval needed: </span>
          <div className="body">
            <Approval
              tool={f.tool ?? 'a tool'}
              reason={content}
              input={f.input}
              effects={f.effects}
              choices={f.choices ?? []}
              chosen={item.chosen}
              outcome={item.outcome}
              canAnswer={canAnswer}
              onChoose={(c) => onApprove?.(c)}
            />
          </div>
        </div>
      );
    case 'tool_result': {
      const tool = typeof f.metadata?.tool === 'string' ? f.metadata.tool : 'Tool';
      // "Read: src/cart.ts" under a "Read" badge reads better without the repeat.
      let summary = firstLine(content);
      if (summary.startsWith(`${tool}:`)) summary = summary.slice(tool.length + 1).trim();
      return (
        <div className="msg msg-tool">
          <details>
            <summary>
              <span className="tool-name">{tool}</span> <span className="tool-summary">{summary || 'no output'}</span>
            </summary>
            <pre className="tool-output" tabIndex={0}>
              {content}
            </pre>
          </details>
        </div>
      );
    }
    case 'error':
      return (
        <div className="msg msg-error">
          <p className="error-title">
            <span aria-hidden="true">⚠ </span>
            {(f.code && errorTitles[f.code]) || 'Error'}
          </p>
          <p className="error-text">{content}</p>
        </div>
      );
    case 'turn_end':
      return (
        <div className="msg msg-notice">
          <p>{f.status === 'cancelled' ? 'Stopped.' : 'The assistant did not finish this turn.'}</p>
        </div>
      );
    default: {
      const meta = turnStats(f.metadata);
      return (
        <div className="msg msg-info">
          <div className="body">
            <Markdown text={content} />
          </div>
          {meta && <p className="meta">{meta}</p>}
        </div>
      );
    }
  }
}
