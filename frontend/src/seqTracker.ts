// SeqTracker remembers which frames of a session the page has, by seq, so
// a frame delivered twice (a resume that overlaps what arrived before the
// socket dropped) is shown once, and a resume asks only for what is missing.
//
// A plain "highest seq seen" is not enough: on a resume the server sends the
// new connection's session frame (numbered after everything it holds) BEFORE
// replaying the frames the client missed, so seqs arrive out of order. The
// tracker keeps a watermark (every seq up to it has arrived) plus the few
// seqs seen above it; `since` is the watermark, so a socket that drops in
// the middle of a replay loses nothing.

export interface SeqSnapshot {
  session: string | null;
  watermark: number;
  above: number[];
}

/** At most this many out-of-order seqs are remembered above the watermark. */
const MAX_ABOVE = 1024;

export class SeqTracker {
  session: string | null;
  private watermark: number;
  private above: Set<number>;

  constructor(snap?: Partial<SeqSnapshot> | null) {
    this.session = typeof snap?.session === 'string' ? snap.session : null;
    this.watermark = Number.isSafeInteger(snap?.watermark) && snap!.watermark! >= 0 ? snap!.watermark! : 0;
    this.above = new Set((Array.isArray(snap?.above) ? snap!.above! : []).filter((n) => Number.isSafeInteger(n) && n > this.watermark));
  }

  /** since is the seq to resume after: every frame up to it has arrived. */
  get since(): number {
    return this.watermark;
  }

  /** has reports whether seq was already accepted. */
  has(seq: number): boolean {
    return seq <= this.watermark || this.above.has(seq);
  }

  /** accept records seq and reports whether it is new (false: a duplicate). */
  accept(seq: number): boolean {
    if (this.has(seq)) return false;
    this.above.add(seq);
    while (this.above.delete(this.watermark + 1)) this.watermark++;
    if (this.above.size > MAX_ABOVE) {
      // A server that no longer holds old frames leaves a permanent gap;
      // past this many, move the watermark up rather than grow forever.
      const sorted = [...this.above].sort((a, b) => a - b);
      const drop = sorted.slice(0, sorted.length - MAX_ABOVE / 2);
      this.watermark = drop[drop.length - 1];
      for (const n of drop) this.above.delete(n);
      while (this.above.delete(this.watermark + 1)) this.watermark++;
    }
    return true;
  }

  /** reset starts over for a new session (its seqs begin at 1 again). */
  reset(session: string | null): void {
    this.session = session;
    this.watermark = 0;
    this.above.clear();
  }

  snapshot(): SeqSnapshot {
    return { session: this.session, watermark: this.watermark, above: [...this.above].sort((a, b) => a - b) };
  }
}
