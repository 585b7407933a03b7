// FakeSocket stands in for the browser's WebSocket in unit tests: the test
// plays the server, opening it, sending frames and closing it, and reads
// what the page sent.
import { act } from '@testing-library/react';
import type { ServerFrame } from '../protocol';
import type { SocketLike } from '../useChat';

export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  static reset() {
    FakeSocket.all = [];
  }
  static get last(): FakeSocket {
    const s = FakeSocket.all[FakeSocket.all.length - 1];
    if (!s) throw new Error('no socket was opened');
    return s;
  }

  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;

  constructor(public url: string) {
    FakeSocket.all.push(this);
  }

  get params(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }

  // The server's side.
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  frame(...frames: Array<Partial<ServerFrame> & Pick<ServerFrame, 'type' | 'seq'>>) {
    act(() => {
      for (const f of frames) this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(f) }));
    });
  }

  raw(data: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }

  drop(code = 1006) {
    act(() => {
      this.readyState = 3;
      this.onerror?.(new Event('error'));
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }
}

export const connect = (url: string) => new FakeSocket(url);
