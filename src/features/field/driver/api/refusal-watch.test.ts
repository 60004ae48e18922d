import { describe, expect, it } from 'vitest';
import type { WaitingWrite } from './driver-db';
import { judgeWaiting } from './refusal-watch';

const noted = (id: string, clientAtMs = 1_000): WaitingWrite => ({
  id,
  driverId: 'd1',
  orderId: 'o1',
  orderNumber: 'NY-1',
  what: 'Picked up',
  kind: 'report',
  clientAtMs,
});
const seen = (id: string, pending: boolean) => ({ id, orderId: 'o1', pending, clientAtMs: 1_000 });

describe('judgeWaiting', () => {
  it('settles a write the listing shows as sent and keeps one still waiting', () => {
    expect(judgeWaiting([noted('a'), noted('b')], [seen('a', false), seen('b', true)], 0)).toEqual({
      settled: ['a'],
      refused: [],
    });
  });

  it('calls a write refused once the listing no longer shows it at all', () => {
    expect(judgeWaiting([noted('a')], [seen('other', false)], 0)).toEqual({
      settled: [],
      refused: [noted('a')],
    });
  });

  it('drops a write from before the listing’s window instead of calling it refused', () => {
    expect(judgeWaiting([noted('yesterday', 10)], [], 500)).toEqual({ settled: ['yesterday'], refused: [] });
  });
});
