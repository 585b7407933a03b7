// Where the page connects: tenant and project from the path, token and
// context from the query, all turned into the WebSocket URL of
// docs/protocol.md.

const NAME = /^[A-Za-z0-9._-]{1,64}$/;

export interface ChatTarget {
  tenant: string;
  project: string;
  token?: string;
  context?: string;
  /** The page's language (pickLocale): the server's texts follow it. */
  lang?: string;
}

export class TargetError extends Error {}

/**
 * targetFromLocation reads `/chat/{tenant}/{project}` (or `demo/demo` at any
 * other path, so `/` works out of the box) and the `token` and `context`
 * query parameters. Names the server would refuse are refused here, so the
 * person sees why instead of a socket that never opens.
 */
export function targetFromLocation(loc: Pick<Location, 'pathname' | 'search'>): ChatTarget {
  const parts = loc.pathname.split('/').filter(Boolean).map(safeDecode);
  let tenant = 'demo';
  let project = 'demo';
  if (parts[0] === 'chat') {
    if (parts.length !== 3) throw new TargetError('The address should be /chat/{tenant}/{project}.');
    [, tenant, project] = parts;
  }
  for (const [what, v] of [['tenant', tenant], ['project', project]] as const) {
    // "." and ".." fit the pattern but are path steps, not names.
    if (!NAME.test(v) || v === '.' || v === '..') throw new TargetError(`The ${what} name "${v}" is not valid: use 1–64 of A–Z a–z 0–9 . _ -`);
  }
  const q = new URLSearchParams(loc.search);
  const t: ChatTarget = { tenant, project };
  const token = q.get('token');
  if (token) t.token = token;
  const context = q.get('context');
  if (context) t.context = context;
  return t;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * socketURL builds the endpoint's URL on the page's own host (ws: or wss:
 * to match the page), with the page's language and the resume parameters
 * when a session is known.
 */
export function socketURL(
  loc: Pick<Location, 'protocol' | 'host'>,
  t: ChatTarget,
  resume?: { session: string; since: number },
): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = new URLSearchParams();
  if (t.token) q.set('token', t.token);
  if (t.context) q.set('context', t.context);
  if (t.lang) q.set('lang', t.lang);
  if (resume) {
    q.set('session', resume.session);
    q.set('since', String(resume.since));
  }
  const qs = q.toString();
  return `${scheme}//${loc.host}/ws/chat/${encodeURIComponent(t.tenant)}/${encodeURIComponent(t.project)}${qs ? `?${qs}` : ''}`;
}

/** storageKey scopes what the page keeps in sessionStorage to one chat. */
export function storageKey(t: ChatTarget, what: string): string {
  return `guardrail:${t.tenant}/${t.project}:${what}`;
}
