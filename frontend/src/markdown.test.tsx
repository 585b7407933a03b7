import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, firstLine, parseBlocks, safeHref } from './markdown';

function html(text: string) {
  const { container } = render(<Markdown text={text} />);
  return container;
}

describe('Markdown', () => {
  it.each([
    ['<img src=x onerror=alert(1)>'],
    ['<script>alert(1)</script>'],
    ['**<img src=x onerror=alert(1)>**'],
    ['`<b>x</b>` and <a href="javascript:alert(1)">x</a>'],
    ['```\n<iframe src="https://evil.example"></iframe>\n```'],
    ['- <svg onload=alert(1)>\n- two'],
  ])('shows HTML as text, never as elements: %s', (src) => {
    const c = html(src);
    expect(c.querySelector('img, script, iframe, svg, b, a[href^="javascript"]')).toBeNull();
    const visible = c.textContent ?? '';
    // Every tag the agent wrote is on the page as characters.
    for (const tag of src.match(/<[a-z]+/g) ?? []) expect(visible).toContain(tag);
  });

  it('renders the usual forms', () => {
    const c = html(
      '# Title\n\nSome **bold**, *em*, `code` and a [link](https://example.com/a?b=1).\nSecond line.\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n```go\nfmt.Println("hi")\n```',
    );
    expect(c.querySelector('h3')).toHaveTextContent('Title');
    expect(c.querySelector('strong')).toHaveTextContent('bold');
    expect(c.querySelector('em')).toHaveTextContent('em');
    expect(c.querySelector('p code')).toHaveTextContent('code');
    const a = screen.getByRole('link', { name: 'link' });
    expect(a).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(c.querySelector('p br')).not.toBeNull();
    expect(c.querySelectorAll('ul li')).toHaveLength(2);
    expect(c.querySelector('ol')).toHaveAttribute('start', '3');
    expect(c.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(c.querySelector('pre code')).toHaveTextContent('fmt.Println("hi")');
  });

  it('keeps links it does not trust as text', () => {
    const c = html('[click](javascript:alert(1)) [data](data:text/html,x) [rel](/x)');
    expect(c.querySelector('a')).toBeNull();
    expect(c.textContent).toContain('[click](javascript:alert(1))');
  });

  it('does not italicise snake_case or arithmetic', () => {
    const c = html('use snake_case_name and 2 * 3 * 4');
    expect(c.querySelector('em')).toBeNull();
    expect(c.textContent).toBe('use snake_case_name and 2 * 3 * 4');
  });

  it('closes an unterminated fence at the end', () => {
    expect(parseBlocks('```\ncode')).toEqual([{ t: 'code', lang: '', text: 'code' }]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://a.example', 'http://a.example/'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<b>', null],
    ['/relative', null],
    ['https://', null],
  ])('%s', (href, want) => expect(safeHref(href)).toBe(want));
});

describe('firstLine', () => {
  it('summarises', () => {
    expect(firstLine('\n\n  ## Read main.go\nmore')).toBe('Read main.go');
    expect(firstLine('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
    expect(firstLine('')).toBe('');
  });
});
