import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatMessage } from './ChatMessage';
import type { Question, ServerFrame } from './protocol';
import type { Item } from './useChat';

const frame = (f: Partial<ServerFrame> & Pick<ServerFrame, 'type'>): Item => ({
  kind: 'frame',
  id: `s:${f.seq ?? 1}`,
  frame: { seq: 1, turn: 1, ...f },
});

const database: Question = {
  question: 'Which database?',
  header: 'Database',
  multiSelect: false,
  options: [
    { label: 'PostgreSQL', description: 'Relational, needs a server' },
    { label: 'SQLite', description: 'A file' },
  ],
};
const features: Question = {
  question: 'Which features?',
  header: 'Features',
  multiSelect: true,
  options: [{ label: 'Auth' }, { label: 'Search' }, { label: 'Billing' }],
};

describe('ChatMessage', () => {
  it('info: plain text with safe Markdown', () => {
    const { container } = render(<ChatMessage item={frame({ type: 'info', content: 'Done. **2** files; <img src=x onerror=alert(1)>' })} />);
    expect(container.querySelector('.msg-info strong')).toHaveTextContent('2');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('question: question style', () => {
    const { container } = render(<ChatMessage item={frame({ type: 'question', content: 'Which file should I open?' })} />);
    expect(container.querySelector('.msg-question')).toHaveTextContent('Which file should I open?');
    expect(container).toHaveTextContent('Question:');
  });

  it('tool_result: collapsed, with the tool and a one-line summary', async () => {
    const { container } = render(
      <ChatMessage item={frame({ type: 'tool_result', content: 'package main\n\nfunc main() {}\n', metadata: { tool: 'Read' } })} />,
    );
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    const summary = container.querySelector('summary')!;
    expect(summary).toHaveTextContent('Read package main');
    expect(within(summary).getByText('Read')).toHaveClass('tool-name');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(container.querySelector('.tool-output')).toHaveTextContent('func main() {}');
  });

  it('a tool call is one line, the tool and what it runs, with nothing to expand', () => {
    const { container } = render(
      <ChatMessage item={frame({ type: 'tool_result', content: 'Bash: npm run clean', metadata: { tool: 'Bash', tool_phase: 'call' } })} />,
    );
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('.msg-call')).not.toBeNull();
    expect(container.querySelector('.msg-tool')).toBeNull();
    expect(container.querySelector('.call-line .tool-name')).toHaveTextContent(/^Bash$/);
    expect(container.querySelector('.call-what')).toHaveTextContent(/^npm run clean$/);
    // Said once: not the name twice, not the command twice.
    expect(container.textContent?.match(/npm run clean/g)).toHaveLength(1);
  });

  it('a call with the agent’s words: the words, then each call', () => {
    const { container } = render(
      <ChatMessage
        item={frame({ type: 'tool_result', content: 'Let me look **first**.\nRead: src/cart.ts\nGrep: TODO', metadata: { tool: 'Read', tool_phase: 'call' } })}
      />,
    );
    expect(container.querySelector('.msg-call .body strong')).toHaveTextContent('first');
    const lines = Array.from(container.querySelectorAll('.call-line')).map((l) => l.textContent);
    expect(lines).toEqual(['Tool call: ▶Readsrc/cart.ts', 'Tool call: ▶GrepTODO']);
  });

  it('a tool result is its output, collapsed, and looks unlike a call', async () => {
    const { container } = render(
      <ChatMessage item={frame({ type: 'tool_result', content: 'a\nb\nc\n', metadata: { tool: 'Bash', tool_phase: 'result' } })} />,
    );
    expect(container.querySelector('.msg-call')).toBeNull();
    const details = container.querySelector('.msg-tool details')!;
    expect(details.querySelector('summary')).toHaveTextContent('↳Bash a3 lines');
    await userEvent.click(details.querySelector('summary')!);
    expect(details).toHaveAttribute('open');
    expect(container.querySelector('.tool-output')).toHaveTextContent('a b c');
  });

  it('thinking: a collapsed reasoning the person can open', async () => {
    const { container } = render(<ChatMessage item={frame({ type: 'thinking', content: 'Measure **first**, then fix.' })} />);
    const details = container.querySelector('.msg-thinking details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Reasoning');
    await userEvent.click(details.querySelector('summary')!);
    expect(details).toHaveAttribute('open');
    expect(details.querySelector('.thinking-text strong')).toHaveTextContent('first');
  });

  it('a failed turn’s error says so in the same box', () => {
    const { container } = render(
      <ChatMessage item={{ kind: 'frame', id: 's:4', frame: { type: 'error', seq: 4, turn: 1, content: 'The model service answered 529.' }, turnFailed: true }} />,
    );
    expect(container.querySelectorAll('.msg-error')).toHaveLength(1);
    expect(container).toHaveTextContent('Assistant error');
    expect(container).toHaveTextContent('did not finish');
  });

  it('tool_result does not repeat the tool name in its summary', () => {
    const { container } = render(<ChatMessage item={frame({ type: 'tool_result', content: 'Read: src/cart.ts', metadata: { tool: 'Read' } })} />);
    expect(container.querySelector('.tool-summary')).toHaveTextContent(/^src\/cart\.ts$/);
  });

  it('tool_result without a tool name or content', () => {
    const { container } = render(<ChatMessage item={frame({ type: 'tool_result' })} />);
    expect(container.querySelector('summary')).toHaveTextContent('Output no output');
  });

  it.each([
    ['GUARD_DENIED', 'Comando não permitido', 'Message blocked'],
    ['GUARD_TOO_LONG', 'Mensagem muito longa', 'Message too long'],
    ['BUSY', 'a turn is running', 'Still working'],
    [undefined, 'the tool failed', 'Error'],
  ])('error %s: red, with the generic message', (code, content, title) => {
    const { container } = render(<ChatMessage item={frame({ type: 'error', code, content })} />);
    const el = container.querySelector('.msg-error')!;
    expect(el).toHaveTextContent(title);
    expect(el).toHaveTextContent(content);
  });

  it('turn_end cancelled and failed read as notices', () => {
    const { container, rerender } = render(<ChatMessage item={frame({ type: 'turn_end', status: 'cancelled' })} />);
    expect(container).toHaveTextContent('Stopped.');
    rerender(<ChatMessage item={frame({ type: 'turn_end', status: 'failed' })} />);
    expect(container).toHaveTextContent('did not finish');
  });

  it('the person’s messages and answers are text, never markup', () => {
    const { container, rerender } = render(<ChatMessage item={{ kind: 'user', id: 'u', text: '<b>hi</b> **x**' }} />);
    expect(container.querySelector('b, strong')).toBeNull();
    expect(container).toHaveTextContent('<b>hi</b> **x**');
    rerender(<ChatMessage item={{ kind: 'answer', id: 'a', questionId: 'q1', answers: { [features.question]: ['Auth', 'Search'] } }} />);
    expect(container).toHaveTextContent('You answered: Auth, Search');
  });

  describe('multi_question', () => {
    it('one single-select question answers on click', async () => {
      const onAnswer = vi.fn();
      render(<ChatMessage item={frame({ type: 'multi_question', question_id: 'q1', content: database.question, options: [database] })} canAnswer onAnswer={onAnswer} />);
      expect(screen.getByRole('group', { name: /Which database\?/ })).toBeInTheDocument();
      const pg = screen.getByRole('button', { name: /PostgreSQL/ });
      expect(pg).toHaveAccessibleDescription('Relational, needs a server');
      await userEvent.click(pg);
      expect(onAnswer).toHaveBeenCalledWith({ 'Which database?': ['PostgreSQL'] });
      // The question text is not repeated above its own group.
      expect(screen.getAllByText('Which database?')).toHaveLength(1);
    });

    it('multi-select toggles and confirms', async () => {
      const onAnswer = vi.fn();
      render(<ChatMessage item={frame({ type: 'multi_question', question_id: 'q1', content: 'Pick', options: [features] })} canAnswer onAnswer={onAnswer} />);
      const confirm = screen.getByRole('button', { name: 'Send answer' });
      expect(confirm).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: /Auth/ }));
      await userEvent.click(screen.getByRole('button', { name: /Billing/ }));
      await userEvent.click(screen.getByRole('button', { name: /Search/ }));
      await userEvent.click(screen.getByRole('button', { name: /Billing/ })); // and off again
      expect(screen.getByRole('button', { name: /Auth/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /Billing/ })).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(confirm);
      expect(onAnswer).toHaveBeenCalledWith({ 'Which features?': ['Auth', 'Search'] });
    });

    it('several questions wait for all, then send together', async () => {
      const onAnswer = vi.fn();
      render(<ChatMessage item={frame({ type: 'multi_question', question_id: 'q2', options: [database, features] })} canAnswer onAnswer={onAnswer} />);
      const confirm = screen.getByRole('button', { name: 'Send answers' });
      await userEvent.click(screen.getByRole('button', { name: /SQLite/ }));
      expect(confirm).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: /PostgreSQL/ })); // single-select: replaces
      await userEvent.click(screen.getByRole('button', { name: /Search/ }));
      await userEvent.click(confirm);
      expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ 'Which database?': ['PostgreSQL'], 'Which features?': ['Search'] });
    });

    it('works from the keyboard: Tab in, arrows between options, Enter and Space choose', async () => {
      const onAnswer = vi.fn();
      const user = userEvent.setup();
      render(<ChatMessage item={frame({ type: 'multi_question', question_id: 'q1', options: [features] })} canAnswer onAnswer={onAnswer} />);
      await user.tab();
      expect(screen.getByRole('button', { name: /Auth/ })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: /Search/ })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('{End}');
      expect(screen.getByRole('button', { name: /Billing/ })).toHaveFocus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}'); // wraps around
      expect(screen.getByRole('button', { name: /Auth/ })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Send answer' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onAnswer).toHaveBeenCalledWith({ 'Which features?': ['Search', 'Billing'] });
    });

    it('answered: the choice shows and nothing can be clicked', () => {
      const onAnswer = vi.fn();
      const item: Item = { ...(frame({ type: 'multi_question', question_id: 'q1', options: [database] }) as Extract<Item, { kind: 'frame' }>), answered: { 'Which database?': ['SQLite'] } };
      render(<ChatMessage item={item} canAnswer={false} onAnswer={onAnswer} />);
      const sqlite = screen.getByRole('button', { name: /SQLite/ });
      expect(sqlite).toBeDisabled();
      expect(sqlite).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(screen.getByRole('button', { name: /PostgreSQL/ }));
      expect(onAnswer).not.toHaveBeenCalled();
    });

    it('a question whose turn is over says so', () => {
      render(<ChatMessage item={frame({ type: 'multi_question', question_id: 'q1', options: [database] })} canAnswer={false} />);
      expect(screen.getByText(/no longer waiting/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /SQLite/ })).toBeDisabled();
    });
  });
});

describe('turnStats', () => {
  it.each([
    [undefined, null],
    [{ duration_ms: 'x' }, null],
    [{ duration_ms: 850 }, '850 ms'],
    [{ duration_ms: 1200, num_turns: 1 }, '1.2 s · 1 step'],
    [{ duration_ms: 65_000, num_turns: 4 }, '65.0 s · 4 steps'],
  ])('%o', async (meta, want) => {
    const { turnStats } = await import('./ChatMessage');
    expect(turnStats(meta as Record<string, unknown> | undefined)).toBe(want);
  });
});
