// ChatInput is the message box. It never clears or blocks the text: while
// the page cannot send (disconnected, or a turn is running) the person can
// keep typing, and only a message the socket took is cleared.

import { useEffect, useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useT } from './i18n';

/** The server refuses longer messages (GUARD_TOO_LONG); counted in characters. */
export const MAX_CHARS = 10_000;

export interface ChatInputProps {
  value: string;
  onChange(text: string): void;
  /** Sends the text; returns whether it was taken (then the box clears). */
  onSend(text: string): boolean;
  /** Why sending is not possible now, or null when it is. */
  blockedReason: string | null;
  /**
   * A question with options waits: what is typed is sent as the person's
   * own answer to it, not as a new message.
   */
  answering?: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

export function ChatInput({ value, onChange, onSend, blockedReason, answering = false, inputRef }: ChatInputProps) {
  const t = useT();
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
    <form className={`chat-input${answering ? ' answering' : ''}`} onSubmit={submit} aria-label={t.sendAMessage}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t.message}
      </label>
      <textarea
        id={`${id}-text`}
        ref={inputRef}
        value={value}
        rows={1}
        placeholder={answering ? t.placeholderAnswer : t.placeholder}
        aria-describedby={`${id}-hint`}
        aria-invalid={over || undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="send" disabled={!canSend}>
        {answering ? t.sendAnswer : t.send}
      </button>
      <p id={`${id}-hint`} className={`input-hint${over ? ' over' : ''}`} aria-live="polite">
        {over
          ? t.tooLong(chars.toLocaleString(), MAX_CHARS.toLocaleString())
          : (blockedReason ??
            (chars > MAX_CHARS * 0.9
              ? t.nearLimit(chars.toLocaleString(), MAX_CHARS.toLocaleString())
              : answering
                ? t.answerHint
                : ''))}
      </p>
    </form>
  );
}
