import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Approval, outcomeText, type ApprovalProps } from './Approval';
import type { ApprovalOutcome, Choice } from './protocol';

const choices: Choice[] = [
  { id: 'once', label: 'Allow once' },
  { id: 'session', label: 'Allow for this session' },
  { id: 'deny', label: 'Deny' },
];

function props(over: Partial<ApprovalProps> = {}): ApprovalProps {
  return {
    tool: 'Write',
    reason: 'writing a system path',
    input: '{"content":"#!/bin/sh","file_path":"/usr/local/bin/shop-release"}',
    effects: ['write /usr/local/bin/shop-release (system)'],
    choices,
    canAnswer: true,
    onChoose: vi.fn(),
    ...over,
  };
}

describe('Approval', () => {
  it('names the tool, why it waits and what it would do', () => {
    render(<Approval {...props()} />);
    const group = screen.getByRole('group', { name: /Allow Write\?/ });
    expect(group).toHaveAccessibleDescription(/writing a system path/);
    expect(screen.getByLabelText('What it would run')).toHaveTextContent('/usr/local/bin/shop-release');
    expect(screen.getByRole('list', { name: 'What it would do' })).toHaveTextContent('write /usr/local/bin/shop-release (system)');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Allow once', 'Allow for this session', 'Deny']);
  });

  it('sends the choice by its id, once', async () => {
    const onChoose = vi.fn();
    const { rerender } = render(<Approval {...props({ onChoose })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Allow for this session' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('session');
    rerender(<Approval {...props({ onChoose, chosen: 'session' })} />);
    expect(screen.getByRole('button', { name: 'Allow for this session' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
    expect(screen.getByText(/Sent/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('arrow keys move between the choices', async () => {
    render(<Approval {...props()} />);
    await userEvent.tab();
    expect(screen.getByLabelText('What it would run')).toHaveFocus(); // it scrolls: a stop of its own
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Allow once' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Allow for this session' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Deny' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Deny' })).toHaveFocus(); // one stop for the group: the last focused
  });

  it.each<[ApprovalOutcome, string | null]>([
    ['allowed_once', 'Allow once'],
    ['allowed_session', 'Allow for this session'],
    ['denied', 'Deny'],
    ['expired', null],
    ['cancelled', null],
  ])('shows the outcome %s', (outcome, pressed) => {
    const onChoose = vi.fn();
    render(<Approval {...props({ outcome, onChoose })} />);
    expect(screen.getByRole('status')).toHaveTextContent(outcomeText[outcome]);
    for (const b of screen.getAllByRole('button')) {
      expect(b).toBeDisabled();
      expect(b).toHaveAttribute('aria-pressed', String(b.textContent === pressed));
    }
  });

  it('an approval no longer waiting cannot be answered', async () => {
    const onChoose = vi.fn();
    render(<Approval {...props({ canAnswer: false, onChoose })} />);
    expect(screen.getByText(/no longer waiting/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow once' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows what it is given as text, never as markup', () => {
    render(<Approval {...props({ input: '<img src=x onerror=alert(1)>', effects: ['<b>x</b>'] })} />);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.approval b')).toBeNull();
    expect(screen.getByLabelText('What it would run')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
