// Small inline icons: drawn, not font glyphs (a font may lack ⛔ or ⛨),
// and hidden from screen readers (the text next to them says it).

const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 16 16', width: 16, height: 16 } as const;

/** A stop sign: a blocked call. */
export function StopIcon() {
  return (
    <svg {...common} className="icon icon-stop">
      <path d="M5 1h6l4 4v6l-4 4H5l-4-4V5z" fill="currentColor" />
      <path d="M4.5 8h7" stroke="var(--bg)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A shield: what the guard did. */
export function ShieldIcon() {
  return (
    <svg {...common} className="icon icon-shield">
      <path d="M8 1 2.5 3v4.5C2.5 11 5 13.6 8 15c3-1.4 5.5-4 5.5-7.5V3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="m5.5 8 1.8 1.8L10.8 6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A thought bubble: the model's reasoning. */
export function ThoughtIcon() {
  return (
    <svg {...common} className="icon icon-thought">
      <path d="M3 8.5C1.8 8.2 1 7.2 1 6c0-1.7 1.6-3 3.5-3 .6-1.2 2-2 3.5-2s2.9.8 3.5 2C13.4 3 15 4.3 15 6s-1.6 3-3.5 3H4z" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <circle cx="4" cy="12" r="1.2" fill="currentColor" />
      <circle cx="2" cy="14.6" r="0.8" fill="currentColor" />
    </svg>
  );
}
