import { describe, expect, it } from 'vitest';
import { TargetError, socketURL, targetFromLocation } from './config';
import { parseFrame } from './protocol';
import { SeqTracker } from './seqTracker';

describe('targetFromLocation', () => {
  it.each([
    ['/', '', { tenant: 'demo', project: 'demo' }],
    ['/index.html', '', { tenant: 'demo', project: 'demo' }],
    ['/chat/acme/web.app', '?token=abc&context=review', { tenant: 'acme', project: 'web.app', token: 'abc', context: 'review' }],
    ['/chat/a-b/c_d/', '?token=', { tenant: 'a-b', project: 'c_d' }],
  ])('%s%s', (pathname, search, want) => {
    expect(targetFromLocation({ pathname, search })).toEqual(want);
  });

  it.each(['/chat/acme', '/chat/acme/web/extra', '/chat/ac%20me/web', `/chat/${'x'.repeat(65)}/web`, '/chat/../web'])('refuses %s', (pathname) => {
    expect(() => targetFromLocation({ pathname, search: '' })).toThrow(TargetError);
  });
});

describe('socketURL', () => {
  const t = { tenant: 'acme', project: 'web', token: 'a b&c' };
  it('matches the page scheme and host and escapes the query', () => {
    expect(socketURL({ protocol: 'http:', host: 'h:1' }, t)).toBe('ws://h:1/ws/chat/acme/web?token=a+b%26c');
    expect(socketURL({ protocol: 'https:', host: 'h' }, { tenant: 'd', project: 'd' }, { session: 's_1', since: 7 })).toBe(
      'wss://h/ws/chat/d/d?session=s_1&since=7',
    );
    expect(socketURL({ protocol: 'http:', host: 'h' }, { tenant: 'd', project: 'd', lang: 'pt' })).toBe('ws://h/ws/chat/d/d?lang=pt');
  });
});

describe('SeqTracker', () => {
  it('keeps a watermark below any gap', () => {
    const s = new SeqTracker();
    expect(s.accept(1)).toBe(true);
    expect(s.accept(3)).toBe(true);
    expect(s.since).toBe(1);
    expect(s.accept(3)).toBe(false);
    expect(s.accept(2)).toBe(true);
    expect(s.since).toBe(3);
    expect(s.accept(1)).toBe(false);
  });

  it('round-trips through a snapshot and ignores junk', () => {
    const s = new SeqTracker({ session: 's', watermark: 4, above: [6, 2, -1] as number[] });
    expect(s.snapshot()).toEqual({ session: 's', watermark: 4, above: [6] });
    expect(new SeqTracker({ watermark: -3 } as never).since).toBe(0);
    s.reset('t');
    expect(s.snapshot()).toEqual({ session: 't', watermark: 0, above: [] });
  });

  it('does not grow without bound over a permanent gap', () => {
    const s = new SeqTracker();
    for (let i = 2; i < 5000; i++) s.accept(i);
    expect(s.snapshot().above.length).toBeLessThanOrEqual(1024);
    expect(s.has(4999)).toBe(true);
  });
});

describe('parseFrame', () => {
  it.each([
    ['{"type":"info","seq":1,"content":"x"}', true],
    ['{"type":"info","seq":0}', false],
    ['{"type":"info","seq":1.5}', false],
    ['{"type":"info","seq":"1"}', false],
    ['{"type":"info","seq":1,"content":5}', false],
    ['{"type":"multi_question","seq":1,"options":[{"question":"q","options":[{"label":"a"}]}]}', true],
    ['{"type":"multi_question","seq":1,"options":[{"question":"q","options":[{}]}]}', false],
    ['{"type":"nope","seq":1}', false],
    ['{"type":"error","seq":1,"kind":"private_data","tool":"Read","input":".env","reason":"r"}', true],
    ['{"type":"error","seq":1,"reason":5}', false],
    ['null', false],
    ['', false],
  ])('%s', (data, ok) => {
    expect(parseFrame(data) !== null).toBe(ok);
  });

  it('a kind this page does not know reads as the generic one', () => {
    expect(parseFrame('{"type":"error","seq":1,"kind":"from_the_future"}')?.kind).toBe('denied');
    expect(parseFrame('{"type":"error","seq":1,"kind":7}')?.kind).toBe('denied');
    expect(parseFrame('{"type":"error","seq":1,"kind":"instructions"}')?.kind).toBe('instructions');
  });
});
