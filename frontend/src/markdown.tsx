// A small Markdown renderer that builds React elements directly. Agent text
// never becomes HTML: every piece of it reaches the DOM as a text node (React
// escapes it), so `<img src=x onerror=…>` in a message is shown, not run.
// It covers what assistants write: paragraphs, headings, lists, block
// quotes, fenced code, inline code, bold, italic and links (http, https and
// mailto only; anything else is shown as text).

import { Fragment, type ReactNode } from 'react';

type Block =
  | { t: 'p'; lines: string[] }
  | { t: 'h'; level: number; text: string }
  | { t: 'code'; lang: string; text: string }
  | { t: 'ul' | 'ol'; items: string[]; start: number }
  | { t: 'quote'; lines: string[] };

const FENCE = /^\s{0,3}(```+|~~~+)\s*([\w+-]*)\s*$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** parseBlocks splits text into blocks, line by line. */
export function parseBlocks(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trimStart().startsWith(fence[1])) body.push(lines[i++]);
      i++; // the closing fence (or the end of the text)
      out.push({ t: 'code', lang: fence[2], text: body.join('\n') });
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      out.push({ t: 'h', level: h[1].length, text: h[2] });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      i++;
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = !BULLET.test(line);
      const re = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      const start = ordered ? Number(ORDERED.exec(line)![1]) : 1;
      while (i < lines.length) {
        const m = re.exec(lines[i]);
        if (m) {
          items.push(ordered ? m[2] : m[1]);
        } else if (lines[i].trim() && /^\s{2,}/.test(lines[i]) && items.length) {
          items[items.length - 1] += '\n' + lines[i].trim(); // a wrapped item
        } else {
          break;
        }
        i++;
      }
      out.push({ t: ordered ? 'ol' : 'ul', items, start });
      continue;
    }
    if (QUOTE.test(line)) {
      const q: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) q.push(QUOTE.exec(lines[i++])![1]);
      out.push({ t: 'quote', lines: q });
      continue;
    }
    const p: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() &&
      !FENCE.test(lines[i]) &&
      !HEADING.test(lines[i]) &&
      !BULLET.test(lines[i]) &&
      !ORDERED.test(lines[i]) &&
      !QUOTE.test(lines[i])
    ) {
      p.push(lines[i++]);
    }
    out.push({ t: 'p', lines: p });
  }
  return out;
}

/** safeHref returns the link target if it is http(s) or mailto, else null. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(h)) return null;
  try {
    const u = new URL(h);
    return u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'mailto:' ? u.href : null;
  } catch {
    return null;
  }
}

// One pass over the text: the earliest match of any inline form wins.
const INLINE = /(`+)([\s\S]*?[^`])\1(?!`)|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|\*([^\s*][\s\S]*?)\*|(?<![\w])_([^\s_][\s\S]*?)_(?![\w])|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** renderInline turns one run of text into text nodes and inline elements. */
export function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  // A fresh matcher per call: the nested calls for bold and links must not
  // move this loop's lastIndex.
  const re = new RegExp(INLINE);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${key}.${n++}`;
    if (m[1] !== undefined) {
      out.push(<code key={k}>{m[2]}</code>);
    } else if (m[3] !== undefined || m[4] !== undefined) {
      out.push(<strong key={k}>{renderInline(m[3] ?? m[4], k)}</strong>);
    } else if (m[5] !== undefined || m[6] !== undefined) {
      out.push(<em key={k}>{renderInline(m[5] ?? m[6], k)}</em>);
    } else {
      const href = safeHref(m[8]);
      out.push(
        href ? (
          <a key={k} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(m[7], k)}
          </a>
        ) : (
          m[0]
        ),
      );
    }
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function lines(ls: string[], key: string): ReactNode[] {
  return ls.map((l, i) => (
    <Fragment key={`${key}.${i}`}>
      {i > 0 && <br />}
      {renderInline(l, `${key}.${i}`)}
    </Fragment>
  ));
}

/** Markdown renders text as React elements; no HTML in text is ever parsed. */
export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((b, i) => {
        const k = `b${i}`;
        switch (b.t) {
          case 'p':
            return <p key={k}>{lines(b.lines, k)}</p>;
          case 'h': {
            // Headings inside a message stay below the page's own (h1, h2).
            const Tag = (`h${Math.min(6, b.level + 2)}`) as 'h3';
            return <Tag key={k}>{renderInline(b.text, k)}</Tag>;
          }
          case 'code':
            return (
              <pre key={k} tabIndex={0} aria-label={b.lang ? `${b.lang} code` : 'code'}>
                <code>{b.text}</code>
              </pre>
            );
          case 'ul':
            return (
              <ul key={k}>
                {b.items.map((it, j) => (
                  <li key={j}>{lines(it.split('\n'), `${k}.${j}`)}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={k} start={b.start}>
                {b.items.map((it, j) => (
                  <li key={j}>{lines(it.split('\n'), `${k}.${j}`)}</li>
                ))}
              </ol>
            );
          case 'quote':
            return <blockquote key={k}>{lines(b.lines, k)}</blockquote>;
        }
      })}
    </>
  );
}

/** firstLine is a one-line summary of text (the first non-empty line, shortened). */
export function firstLine(text: string, max = 120): string {
  const line = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const t = line.trim().replace(/^[#>*\-\s`]+/, '');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
