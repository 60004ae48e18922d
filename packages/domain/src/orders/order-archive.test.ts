import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_AFTER_MS,
  ARCHIVE_RANGE_REVERSED,
  ARCHIVE_RANGE_TOO_LONG,
  archiveRangeProblem,
  dayContribution,
  daysInRange,
  defaultArchiveRange,
  isArchivable,
  orderDayOf,
  orderDaySchema,
  rangeMs,
  totalsByDay,
} from './order-archive';

const NOW = Date.UTC(2026, 10, 23, 9);

describe('isArchivable', () => {
  const delivered = { status: 'delivered', archived: false, updatedAtMs: NOW - ARCHIVE_AFTER_MS } as const;

  it('moves a closed order untouched for a day, once', () => {
    expect(isArchivable(delivered, NOW)).toBe(true);
    expect(isArchivable({ ...delivered, status: 'expired' }, NOW)).toBe(true);
    expect(isArchivable({ ...delivered, archived: true }, NOW)).toBe(false);
  });

  it('keeps an order on the board while it is open or changed within the day', () => {
    expect(isArchivable({ ...delivered, status: 'outForDelivery' }, NOW)).toBe(false);
    expect(isArchivable({ ...delivered, status: 'deliveryFailed' }, NOW)).toBe(false);
    expect(isArchivable({ ...delivered, updatedAtMs: NOW - ARCHIVE_AFTER_MS + 1 }, NOW)).toBe(false);
  });
});

describe('orderDayOf', () => {
  it('is the Nairobi day the order was placed, not the UTC one', () => {
    expect(orderDayOf({ createdAtMs: Date.UTC(2026, 10, 22, 22, 30) })).toBe('2026-11-23');
    expect(orderDayOf({ createdAtMs: Date.UTC(2026, 10, 22, 20, 59) })).toBe('2026-11-22');
  });
});

describe('dayContribution', () => {
  const order = { paidCents: 205_000, refundedCents: 0 };

  it('counts the money that came in for a delivered order', () => {
    expect(dayContribution(order)).toEqual({ orders: 1, revenueCents: 205_000, refundedCents: 0 });
  });

  it('counts what a changed and weighed order was paid, not its first total', () => {
    // Paid 2,050, changed to 2,010 (absorbed), weighed at 2,200: a 150 balance paid on M-Pesa.
    expect(dayContribution({ paidCents: 220_000, refundedCents: 0 })).toEqual({
      orders: 1,
      revenueCents: 220_000,
      refundedCents: 0,
    });
    // Changed to 1,700: 350 went back.
    expect(dayContribution({ paidCents: 205_000, refundedCents: 35_000 })).toEqual({
      orders: 1,
      revenueCents: 205_000,
      refundedCents: 35_000,
    });
  });

  it('counts a paid order called off as paid and given back, and an unpaid one cancelled as an order only', () => {
    expect(dayContribution({ ...order, refundedCents: 205_000 })).toEqual({
      orders: 1,
      revenueCents: 205_000,
      refundedCents: 205_000,
    });
    expect(dayContribution({ paidCents: 0, refundedCents: 0 })).toEqual({
      orders: 1,
      revenueCents: 0,
      refundedCents: 0,
    });
  });

  it('counts the cash the driver collected for an order paid on delivery', () => {
    expect(dayContribution({ paidCents: 198_000, refundedCents: 0 }).revenueCents).toBe(198_000);
  });

  it('counts a payment that landed on an expired order as come in and gone back', () => {
    expect(dayContribution({ paidCents: 205_000, refundedCents: 205_000 })).toEqual({
      orders: 1,
      revenueCents: 205_000,
      refundedCents: 205_000,
    });
  });
});

describe('totalsByDay', () => {
  it('adds up the orders by the day they were placed', () => {
    const day1 = Date.UTC(2026, 10, 20, 8);
    const day2 = Date.UTC(2026, 10, 21, 8);
    const base = { paidCents: 100_000, refundedCents: 0 };
    const days = totalsByDay([
      { ...base, createdAtMs: day1 },
      { ...base, createdAtMs: day2, paidCents: 0 },
      { ...base, createdAtMs: day1 + 60_000, refundedCents: 5_000 },
    ]);
    expect(days).toEqual([
      { day: '2026-11-20', orders: 2, revenueCents: 200_000, refundedCents: 5_000 },
      { day: '2026-11-21', orders: 1, revenueCents: 0, refundedCents: 0 },
    ]);
  });
});

describe('archive ranges', () => {
  it('counts both ends of a range', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2026-10-25', '2026-11-23')).toBe(30);
    expect(daysInRange('2026-02-28', '2026-03-01')).toBe(2);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('refuses a range that ends before it starts, or longer than a quarter', () => {
    expect(archiveRangeProblem('2026-11-23', '2026-11-01')).toBe(ARCHIVE_RANGE_REVERSED);
    expect(archiveRangeProblem('2026-01-01', '2026-12-31')).toBe(ARCHIVE_RANGE_TOO_LONG);
    expect(archiveRangeProblem('2026-09-01', '2026-11-30')).toBeNull();
  });

  it('covers whole Nairobi days, the last one included', () => {
    const { startMs, endMs } = rangeMs('2026-11-22', '2026-11-23');
    expect(startMs).toBe(Date.UTC(2026, 10, 21, 21));
    expect(endMs).toBe(Date.UTC(2026, 10, 23, 21));
  });

  it('opens on the last 30 days up to today', () => {
    expect(defaultArchiveRange(NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    // 21:30 UTC is already the next day in Nairobi, and so is the range.
    expect(defaultArchiveRange(Date.UTC(2026, 2, 1, 21, 30))).toEqual({
      from: '2026-02-01',
      to: '2026-03-02',
    });
  });

  it('stores a day’s totals only under a day that exists', () => {
    const totals = { orders: 1, revenueCents: 0, refundedCents: 0, updatedAtMs: NOW };
    expect(orderDaySchema.safeParse({ ...totals, day: '2026-02-28' }).success).toBe(true);
    expect(orderDaySchema.safeParse({ ...totals, day: '2026-02-30' }).success).toBe(false);
  });
});
