// ChatInterface is the page: the connection state, the transcript, the
// running turn (with its loading indicator and a cancel button) and the
// message box, wired to one useChat connection.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatInput } from './ChatInput';
import { ChatMessage } from './ChatMessage';
import { useChat, type Chat, type UseChatOptions } from './useChat';

export interface ChatInterfaceProps {
  tenant: string;
  project: string;
  options: UseChatOptions;
}

function ConnectionState({ chat }: { chat: Chat }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (chat.status !== 'reconnecting') return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [chat.status]);
  let text: string;
  switch (chat.status) {
    case 'open':
      text = 'Connected';
      break;
    case 'connecting':
      text = 'Connecting…';
      break;
    case 'reconnecting': {
      const s = chat.retryAt ? Math.max(0, Math.ceil((chat.retryAt - now) / 1000)) : 0;
      text = s > 0 ? `Disconnected: retrying in ${s} s` : 'Disconnected: retrying…';
    }
  }
  return (
    <div className={`conn conn-${chat.status}`}>
      <span className="conn-dot" aria-hidden="true" />
      <span role="status" data-testid="connection">
        {text}
      </span>
      {chat.status === 'reconnecting' && (
        <button type="button" className="link-button" onClick={chat.retryNow}>
          Retry now
        </button>
      )}
    </div>
  );
}

export function ChatInterface({ tenant, project, options }: ChatInterfaceProps) {
  const chat = useChat(options);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  // A question puts the cursor in the box: the answer is typed there.
  useEffect(() => {
    if (chat.questionTick > 0) inputRef.current?.focus();
  }, [chat.questionTick]);

  // Follow new messages, unless the person scrolled up to read.
  const onScroll = () => {
    const el = logRef.current?.parentElement;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };
  useLayoutEffect(() => {
    const el = logRef.current?.parentElement;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [chat.items.length, chat.turn, chat.thinking]);

  const running = chat.turn !== null;
  const waiting = running ? chat.items.find((it) => chat.canAnswer(it)) : undefined;
  const waitingForChoice = waiting !== undefined;
  const waitingForApproval = waiting?.kind === 'frame' && waiting.frame.type === 'approval';
  const blocked =
    chat.status !== 'open'
      ? 'Not connected: your text is kept and can be sent once the connection is back.'
      : running || chat.awaiting
        ? 'The assistant is working: wait for it to finish or stop it.'
        : null;

  return (
    <div className="app">
      <header className="top">
        <div className="title">
          <h1>guardrail chat</h1>
          <p className="where">
            <span className="sr-only">Tenant and project: </span>
            {tenant} / {project}
            {chat.context && <span className="context"> · {chat.context}</span>}
          </p>
        </div>
        <ConnectionState chat={chat} />
        <button
          type="button"
          className="link-button new-chat"
          title="Start a new conversation; this one is forgotten"
          onClick={() => {
            chat.reset();
            inputRef.current?.focus();
          }}
        >
          New chat
        </button>
      </header>

      <main className="transcript" onScroll={onScroll} aria-busy={running || undefined}>
        <h2 className="sr-only">Conversation</h2>
        {chat.items.length === 0 && (
          <p className="empty">
            Ask something to start. With the demo agent, type <kbd>help</kbd> to see what it can show.
          </p>
        )}
        <ol ref={logRef} className="messages" role="log" aria-live="polite" aria-relevant="additions" aria-label="Messages">
          {chat.items.map((item) => (
            <li key={item.id} className={`item item-${item.kind === 'frame' ? item.frame.type : item.kind}`}>
              <ChatMessage
                item={item}
                canAnswer={chat.canAnswer(item)}
                onAnswer={(a) => chat.answer(item, a)}
                onApprove={(c) => chat.approve(item, c)}
              />
            </li>
          ))}
        </ol>
        {(running || chat.awaiting) && (
          <div className="working" role="status">
            {!waitingForChoice && <span className="spinner" aria-hidden="true" />}
            <span>
              {chat.cancelling
                ? 'Stopping…'
                : waitingForApproval
                  ? 'Waiting for your approval'
                  : waitingForChoice
                    ? 'Waiting for your choice'
                    : chat.thinking
                      ? 'Thinking…'
                      : 'Working…'}
            </span>
            {running && !chat.cancelling && (
              <button type="button" className="cancel" onClick={chat.cancel}>
                Stop
              </button>
            )}
          </div>
        )}
      </main>

      <footer className="bottom">
        <ChatInput
          value={chat.draft}
          onChange={chat.setDraft}
          onSend={chat.send}
          blockedReason={blocked}
          inputRef={inputRef}
        />
      </footer>
    </div>
  );
}
