import { afterEach, describe, expect, it } from 'vitest';
import { englishDates } from './english-dates';

const Original = Intl.DateTimeFormat;

describe('englishDates', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  it('makes its formatter at the first date it formats, once, not when it is declared', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    const day = englishDates({ timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    expect(made).toBe(0);
    expect(day(Date.parse('2026-11-28T00:00:00Z'))).toBe('28 Nov 2026');
    expect(day(Date.parse('2026-12-01T00:00:00Z'))).toBe('1 Dec 2026');
    expect(made).toBe(1);
  });
});
