import { describe, expect, it } from 'vitest';
import type { RoundOrder } from './round';
import { mergeRound, sortRound } from './sort-round';

const delivery = (id: string, slotId: 'morning' | 'afternoon' | 'evening', date = '2026-11-22') =>
  ({ id, number: `NY-${id}`, slot: { date, slotId }, status: 'weighed' }) as RoundOrder;

describe('sortRound', () => {
  it('orders by window, then the driver’s own order, then new deliveries by number', () => {
    const orders = [delivery('c', 'evening'), delivery('b', 'afternoon'), delivery('a', 'afternoon')];
    expect(sortRound(orders, []).map((order) => order.id)).toEqual(['a', 'b', 'c']);
    expect(sortRound(orders, ['c', 'b', 'a']).map((order) => order.id)).toEqual(['b', 'a', 'c']);
    expect(sortRound([...orders, delivery('0', 'afternoon')], ['b']).map((order) => order.id)).toEqual([
      'b',
      '0',
      'a',
      'c',
    ]);
  });

  it('puts deliveries left from earlier days first and later days’ last, whatever their window', () => {
    const orders = [
      delivery('next', 'morning', '2026-11-23'),
      delivery('a', 'evening'),
      delivery('old', 'evening', '2026-11-21'),
    ];
    expect(sortRound(orders, ['next', 'a', 'old']).map((order) => order.id)).toEqual(['old', 'a', 'next']);
  });
});

describe('mergeRound', () => {
  it('adds every delivery still open, of earlier and later days, to the day’s, once each', () => {
    const today = delivery('a', 'morning');
    const earlier = delivery('old', 'evening', '2026-11-21');
    const tomorrow = delivery('next', 'morning', '2026-11-23');
    const round = mergeRound([today, delivery('b', 'evening')], [today, earlier, tomorrow]);
    expect(round.map((order) => order.id).sort()).toEqual(['a', 'b', 'next', 'old']);
  });
});
