import { describe, expect, it } from 'vitest';
import { pickLocale, strings } from './i18n';
import { stopKinds } from './protocol';

describe('pickLocale', () => {
  it.each([
    [['pt-BR', 'pt', 'en-US', 'en'], 'pt'],
    [['en-US', 'pt-BR'], 'en'],
    [['de-DE', 'de', 'pt-PT'], 'pt'],
    [['fr-FR'], 'en'],
    [['PT_br'], 'pt'],
    [[], 'en'],
    [undefined, 'en'],
  ])('%j → %s', (langs, want) => {
    expect(pickLocale(langs as string[] | undefined)).toBe(want);
  });
});

describe('strings', () => {
  it('Portuguese says everything English does', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(strings.pt)).toEqual(keys(strings.en));
    for (const k of Object.keys(strings.en) as (keyof typeof strings.en)[]) {
      const en = strings.en[k];
      const pt = strings.pt[k];
      expect(typeof pt, k).toBe(typeof en);
      if (typeof en === 'object' && !Array.isArray(en)) expect(keys(pt as object), k).toEqual(keys(en));
    }
  });

  it('names every kind of stop, each differently', () => {
    for (const l of ['en', 'pt'] as const) {
      const names = [...stopKinds].map((k) => strings[l].kinds[k as keyof typeof strings.en.kinds]);
      expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
