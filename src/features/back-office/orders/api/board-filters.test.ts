import { describe, expect, it } from 'vitest';
import { boardSearchSchema } from '../../../../lib/route-search';

describe('the board’s URL filters', () => {
  it('keeps a real delivery day', () => {
    expect(boardSearchSchema.parse({ day: '2028-02-29', status: 'paid' })).toEqual({
      day: '2028-02-29',
      status: 'paid',
    });
  });

  it.each(['2026-02-30', '2027-02-29', '2026-11-00', '23/11/2026'])(
    'drops the impossible day %s and keeps the other filters',
    (day) => {
      expect(boardSearchSchema.parse({ day, status: 'paid' })).toEqual({ status: 'paid' });
    },
  );
});
