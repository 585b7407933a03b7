// ChatInterface is the page: the connection state, what the guard did in
// this conversation, the transcript, the running turn (with its loading
// indicator and a cancel button) and the message box, wired to one useChat
// connection, in the page's language.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatInput } from './ChatInput';
import { ChatMessage } from './ChatMessage';
import { GuardPanel } from './GuardPanel';
import { I18nProvider, strings, useT, type Locale } from './i18n';
import { useChat, type Chat, type UseChatOptions } from './useChat';

export interface ChatInterfaceProps {
  tenant: string;
  project: string;
  options: UseChatOptions;
  /** The language of the page's own words (pickLocale); English by default. */
  locale?: Locale;
}

function ConnectionState({ chat }: { chat: Chat }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (chat.status !== 'reconnecting') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [chat.status]);
  let text: string;
  switch (chat.status) {
    case 'open':
      text = t.connected;
      break;
    case 'connecting':
      text = t.connecting;
      break;
    case 'reconnecting': {
      const s = chat.retryAt ? Math.max(0, Math.ceil((chat.retryAt - now) / 1000)) : 0;
      text = s > 0 ? t.retryingIn(s) : t.retrying;
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
          {t.retryNow}
        </button>
      )}
    </div>
  );
}

export function ChatInterface({ locale = 'en', ...props }: ChatInterfaceProps) {
  return (
    <I18nProvider value={strings[locale]}>
      <Chat {...props} />
    </I18nProvider>
  );
}

function Chat({ tenant, project, options }: Omit<ChatInterfaceProps, 'locale'>) {
  const t = useT();
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
  // While a question with options waits, what is typed is the person's own
  // answer to it ("Other"), sent as its answer.
  const answering = waitingForChoice && !waitingForApproval && chat.status === 'open';
  const blocked =
    chat.status !== 'open'
      ? t.notConnected
      : waitingForApproval
        ? t.answerApprovalFirst
        : answering
          ? null
          : running || chat.awaiting
            ? t.workingWait
            : null;
  const onSend = (text: string) => (answering && waiting ? chat.answerText(waiting, text) : chat.send(text));

  return (
    <div className="app">
      <header className="top">
        <div className="title">
          <h1>guardrail chat</h1>
          <p className="where">
            <span className="sr-only">{t.tenantAndProject}</span>
            {tenant} / {project}
            {chat.context && <span className="context"> · {chat.context}</span>}
          </p>
        </div>
        <ConnectionState chat={chat} />
        <GuardPanel items={chat.items} />
        <button
          type="button"
          className="link-button new-chat"
          title={t.newChatTitle}
          onClick={() => {
            chat.reset();
            inputRef.current?.focus();
          }}
        >
          {t.newChat}
        </button>
      </header>

      <main className="transcript" onScroll={onScroll} aria-busy={running || undefined}>
        <h2 className="sr-only">{t.conversation}</h2>
        {chat.items.length === 0 && (
          <p className="empty">
            {t.empty[0]}
            <kbd>help</kbd>
            {t.empty[1]}
          </p>
        )}
        <ol ref={logRef} className="messages" role="log" aria-live="polite" aria-relevant="additions" aria-label={t.messagesLabel}>
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
                ? t.stopping
                : waitingForApproval
                  ? t.waitingApproval
                  : waitingForChoice
                    ? t.waitingChoice
                    : chat.thinking
                      ? t.thinking
                      : t.working}
            </span>
            {running && !chat.cancelling && (
              <button type="button" className="cancel" onClick={chat.cancel}>
                {t.stop}
              </button>
            )}
          </div>
        )}
      </main>

      <footer className="bottom">
        <ChatInput
          value={chat.draft}
          onChange={chat.setDraft}
          onSend={onSend}
          blockedReason={blocked}
          answering={answering}
          inputRef={inputRef}
        />
      </footer>
    </div>
  );
}
