// ChatMessage renders one transcript entry according to its type (the
// frontend table of chat-agent-design.md): question, multi_question,
// approval, a tool call and a tool's result (each its own look), a call
// the guard blocked, error and info frames, the model's reasoning
// (collapsed), the person's own messages and answers, and notices.

import { Approval } from './Approval';
import { Blocked } from './Blocked';
import { useT, type Strings } from './i18n';
import { ThoughtIcon } from './icons';
import { Markdown, firstLine } from './markdown';
import { MultiQuestion } from './MultiQuestion';
import { PROTOCOL_VERSION, type Answers, type ChoiceID, type ServerFrame } from './protocol';
import type { Item } from './useChat';

export interface ChatMessageProps {
  item: Item;
  /** Whether a multi_question or approval can still be answered. */
  canAnswer?: boolean;
  onAnswer?(answers: Answers): void;
  onApprove?(choice: ChoiceID): void;
}

/** answerText is how an answer reads in the transcript. */
export function answerText(answers: Answers): string {
  return Object.entries(answers)
    .map(([, labels]) => labels.join(', '))
    .join('; ');
}

/** turnStats is the one-line summary of a turn's numbers, when the frame has them. */
export function turnStats(meta: Record<string, unknown> | undefined, t?: Pick<Strings, 'steps'>): string | null {
  const ms = meta?.duration_ms;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return null;
  const parts = [ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`];
  const turns = meta?.num_turns;
  if (typeof turns === 'number' && turns > 0) parts.push(t ? t.steps(turns) : turns === 1 ? '1 step' : `${turns} steps`);
  return parts.join(' · ');
}

/** A call line, "Bash: npm test", split into the tool and what it does. */
interface CallLine {
  tool: string;
  what: string;
}

/**
 * splitCall reads a tool call frame's content: the agent's words that came
 * with the call (Markdown), then one line per call, "Tool: what it does".
 * The first call line is the one naming the frame's tool.
 */
export function splitCall(content: string, tool: string): { text: string; calls: CallLine[] } {
  const lines = content.split('\n');
  let at = lines.findIndex((l) => l === tool || l.startsWith(`${tool}: `));
  if (at < 0) at = lines.length - 1;
  const calls = lines
    .slice(at)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const i = l.indexOf(': ');
      return i > 0 && !/\s/.test(l.slice(0, i)) ? { tool: l.slice(0, i), what: l.slice(i + 2) } : { tool: l, what: '' };
    });
  return { text: lines.slice(0, at).join('\n').trim(), calls };
}

function ToolCall({ f }: { f: ServerFrame }) {
  const t = useT();
  const tool = typeof f.metadata?.tool === 'string' ? f.metadata.tool : '';
  const { text, calls } = splitCall(f.content ?? '', tool);
  return (
    <div className="msg msg-call">
      {text && (
        <div className="body">
          <Markdown text={text} />
        </div>
      )}
      {calls.map((c, i) => (
        <p className="call-line" key={i}>
          <span className="sr-only">{t.toolRan}</span>
          <span className="call-arrow" aria-hidden="true">
            ▶
          </span>
          <code className="tool-name">{c.tool}</code>
          {c.what && <code className="call-what">{c.what}</code>}
        </p>
      ))}
    </div>
  );
}

function ToolResult({ f }: { f: ServerFrame }) {
  const t = useT();
  const content = f.content ?? '';
  const tool = typeof f.metadata?.tool === 'string' ? f.metadata.tool : t.toolOutput;
  // An older server's frame may be a call: "Read: src/cart.ts" under a
  // "Read" badge reads better without the repeat.
  let summary = firstLine(content);
  if (summary.startsWith(`${tool}:`)) summary = summary.slice(tool.length + 1).trim();
  const n = content.replace(/\n+$/, '').split('\n').length;
  return (
    <div className="msg msg-tool">
      <details>
        <summary>
          <span className="result-mark" aria-hidden="true">
            ↳
          </span>
          <span className="tool-name">{tool}</span> <span className="tool-summary">{summary || t.noOutput}</span>
          {content.trim() && <span className="tool-lines">{t.lines(n)}</span>}
        </summary>
        <pre className="tool-output" tabIndex={0}>
          {content}
        </pre>
      </details>
    </div>
  );
}

function Reasoning({ f }: { f: ServerFrame }) {
  const t = useT();
  return (
    <div className="msg msg-thinking">
      <details aria-label={t.reasoningLabel}>
        <summary>
          <ThoughtIcon />
          {t.reasoning}
        </summary>
        <div className="thinking-text">
          <Markdown text={f.content ?? ''} />
        </div>
      </details>
    </div>
  );
}

export function ChatMessage({ item, canAnswer = false, onAnswer, onApprove }: ChatMessageProps) {
  const t = useT();
  switch (item.kind) {
    case 'user':
      return (
        <div className="msg msg-user">
          <span className="sr-only">{t.you}</span>
          <p className="user-text">{item.text}</p>
        </div>
      );
    case 'answer':
      return (
        <div className="msg msg-user msg-answer">
          <span className="sr-only">{t.youAnswered}</span>
          <p className="user-text">{answerText(item.answers)}</p>
        </div>
      );
    case 'notice':
      return (
        <div className="msg msg-notice">
          <p>
            {item.notice === 'new_session'
              ? t.newSession
              : item.notice === 'protocol_version'
                ? t.protocolVersion(item.version ?? 0, PROTOCOL_VERSION)
                : item.text}
          </p>
        </div>
      );
  }
  const f = item.frame;
  const content = f.content ?? '';
  switch (f.type) {
    case 'question': {
      const meta = turnStats(f.metadata, t);
      return (
        <div className="msg msg-question">
          <span className="badge" aria-hidden="true">?</span>
          <span className="sr-only">{t.question}</span>
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
          <span className="sr-only">{t.questionWithOptions}</span>
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
          <span className="sr-only">{t.approvalNeeded}: </span>
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
    case 'tool_result':
      return f.metadata?.tool_phase === 'call' ? <ToolCall f={f} /> : <ToolResult f={f} />;
    case 'thinking':
      return <Reasoning f={f} />;
    case 'error':
      if (f.kind && !f.code) {
        // The agent's call (or reply) the guard stopped: not an error.
        return (
          <div className="msg msg-blocked">
            <Blocked kind={f.kind} text={content} tool={f.tool} input={f.input} reason={f.reason} />
          </div>
        );
      }
      return (
        <div className="msg msg-error" data-kind={f.kind}>
          <p className="error-title">
            <span aria-hidden="true">⚠ </span>
            {item.turnFailed ? t.assistantError : (f.code && t.errorTitles[f.code]) || t.error}
            {f.kind && <span className="error-kind"> · {t.kinds[f.kind]}</span>}
          </p>
          <p className="error-text">{content}</p>
          {item.turnFailed && <p className="error-ended">{t.didNotFinish}</p>}
        </div>
      );
    case 'turn_end':
      return (
        <div className="msg msg-notice">
          <p>{f.status === 'cancelled' ? t.stopped : t.didNotFinish}</p>
        </div>
      );
    default: {
      const meta = turnStats(f.metadata, t);
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
