import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blocked } from './Blocked';
import { ChatMessage } from './ChatMessage';
import { I18nProvider, strings } from './i18n';
import type { ServerFrame } from './protocol';

const blockedFrame: ServerFrame = {
  type: 'error',
  seq: 5,
  turn: 1,
  kind: 'dangerous_action',
  content: 'This was stopped because it could delete or damage files, data or the system.',
  tool: 'Bash',
  input: 'rm -rf ./dist /',
  reason: 'recursive deletion of / or a top-level system directory',
  metadata: { tool: 'Bash', is_error: true },
};

describe('Blocked', () => {
  it('says Blocked, the kind, the plain text, the command as written and what was found', () => {
    render(<Blocked kind="dangerous_action" text="It could delete files." tool="Bash" input="rm -rf ./dist /" reason="recursive deletion of /" />);
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByText('Dangerous action')).toBeInTheDocument();
    expect(screen.getByText('It could delete files.')).toBeInTheDocument();
    expect(screen.getByLabelText('What it would run')).toHaveTextContent('rm -rf ./dist /');
    expect(screen.getByText(/recursive deletion of \//)).toBeInTheDocument();
  });

  it('a blocked call is its own card in the transcript, not an error box', () => {
    const { container } = render(<ChatMessage item={{ kind: 'frame', id: 's:5', frame: blockedFrame }} />);
    expect(container.querySelector('.msg-blocked .blocked')).not.toBeNull();
    expect(container.querySelector('.msg-error')).toBeNull();
    expect(container).not.toHaveTextContent('Error');
    expect(container).not.toHaveTextContent('error_type');
    expect(container.querySelector('.blocked')).toHaveAttribute('data-kind', 'dangerous_action');
  });

  it('the command is text, never markup', () => {
    const { container } = render(<Blocked kind="private_data" text="x" input={'cat .env <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('speaks Portuguese on a Portuguese page', () => {
    render(
      <I18nProvider value={strings.pt}>
        <ChatMessage item={{ kind: 'frame', id: 's:5', frame: blockedFrame }} />
      </I18nProvider>,
    );
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('Ação perigosa')).toBeInTheDocument();
    expect(screen.getByLabelText('O que executaria')).toHaveTextContent('rm -rf ./dist /');
  });

  it('a person’s message the guard stopped stays an error box, with its kind', () => {
    const { container } = render(
      <ChatMessage
        item={{ kind: 'frame', id: 's:2', frame: { type: 'error', seq: 2, code: 'GUARD_DENIED', kind: 'slash_command', content: 'Slash commands are turned off here.' } }}
      />,
    );
    const el = container.querySelector('.msg-error')!;
    expect(el).toHaveTextContent('Message blocked · Slash command');
    expect(el).toHaveTextContent('Slash commands are turned off here.');
  });
});
