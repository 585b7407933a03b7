// The page's entry: read the tenant, project, token and context from the
// address, then show the chat.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatInterface } from './ChatInterface';
import { TargetError, socketURL, storageKey, targetFromLocation, type ChatTarget } from './config';
import { pickLocale } from './i18n';
import './styles.css';

function tokenFromStorage(t: ChatTarget): ChatTarget {
  const key = storageKey(t, 'token');
  try {
    if (t.token) {
      // Keep the token for reloads, then take it out of the address bar so
      // it does not linger in history, bookmarks or screenshots.
      sessionStorage.setItem(key, t.token);
      const u = new URL(location.href);
      u.searchParams.delete('token');
      history.replaceState(history.state, '', u.pathname + u.search + u.hash);
    } else {
      const saved = sessionStorage.getItem(key);
      if (saved) return { ...t, token: saved };
    }
  } catch {
    // No storage: the token stays in the address, which still works.
  }
  return t;
}

const root = createRoot(document.getElementById('root')!);
// The browser's languages, as Accept-Language carries them: the page's
// words and, through ?lang=, the server's are in the first it has.
const locale = pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
document.documentElement.lang = locale;
try {
  const target = { ...tokenFromStorage(targetFromLocation(location)), lang: locale };
  document.title = `${target.tenant}/${target.project} · guardrail chat`;
  root.render(
    <StrictMode>
      <ChatInterface
        locale={locale}
        tenant={target.tenant}
        project={target.project}
        options={{
          url: (resume) => socketURL(location, target, resume),
          storageKey: storageKey(target, ''),
        }}
      />
    </StrictMode>,
  );
} catch (err) {
  if (!(err instanceof TargetError)) throw err;
  root.render(
    <main className="app bad-address">
      <h1>guardrail chat</h1>
      <p role="alert">{err.message}</p>
    </main>,
  );
}
