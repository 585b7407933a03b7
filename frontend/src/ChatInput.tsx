// ChatInput is the message box. It never clears or blocks the text: while
// the page cannot send (disconnected, or a turn is running) the person can
// keep typing, and only a message the socket took is cleared.

import { useEffect, useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';

/** The server refuses longer messages (GUARD_TOO_LONG); counted in characters. */
export const MAX_CHARS = 10_000;

export interface ChatInputProps {
  value: string;
  onChange(text: string): void;
  /** Sends the text; returns whether it was taken (then the box clears). */
  onSend(text: string): boolean;
  /** Why sending is not possible now, or null when it is. */
  blockedReason: string | null;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

export function ChatInput({ value, onChange, onSend, blockedReason, inputRef }: ChatInputProps) {
  const id = useId();
  const chars = [...value].length;
  const over = chars > MAX_CHARS;
  const canSend = !blockedReason && value.trim() !== '' && !over;

  // Grow with the text up to a limit (CSS max-height), on phones too.
  useEffect(() => {
    const el = inputRef?.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value, inputRef]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend && onSend(value)) onChange('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-input" onSubmit={submit} aria-label="Send a message">
      <label htmlFor={`${id}-text`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${id}-text`}
        ref={inputRef}
        value={value}
        rows={1}
        placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
        aria-describedby={`${id}-hint`}
        aria-invalid={over || undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="send" disabled={!canSend}>
        Send
      </button>
      <p id={`${id}-hint`} className={`input-hint${over ? ' over' : ''}`} aria-live="polite">
        {over
          ? `${chars.toLocaleString()} of ${MAX_CHARS.toLocaleString()} characters: too long to send`
          : (blockedReason ?? (chars > MAX_CHARS * 0.9 ? `${chars.toLocaleString()} of ${MAX_CHARS.toLocaleString()} characters` : ''))}
      </p>
    </form>
  );
}
