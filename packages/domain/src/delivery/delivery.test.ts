import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  availableActions,
  decideDeliveryEvent,
  deliveryEventInputSchema,
  deliveryEventSchema,
  DELIVERY_CODE_ATTEMPTS,
  DELIVERY_LOCKED,
  NO_DELIVERY_PROGRESS,
  projectStatus,
  recordCodeAttempt,
  wrongCodeReason,
} from './delivery';

const delivered = { action: 'delivered', code: '3906', note: '' } as const;

describe('decideDeliveryEvent', () => {
  it('moves a weighed order out for delivery and then delivers it with the right code', () => {
    expect(decideDeliveryEvent('weighed', { action: 'pickedUp' }, null)).toEqual({
      kind: 'apply',
      to: 'outForDelivery',
    });
    expect(decideDeliveryEvent('outForDelivery', delivered, '3906')).toEqual({
      kind: 'apply',
      to: 'delivered',
    });
  });

  it('refuses a wrong delivery code, for the caller to count', () => {
    expect(decideDeliveryEvent('outForDelivery', delivered, '1111')).toEqual({ kind: 'wrongCode' });
  });

  it('takes no code at all on a locked delivery, not even the right one', () => {
    expect(decideDeliveryEvent('outForDelivery', delivered, '3906', true)).toEqual({
      kind: 'reject',
      reason: DELIVERY_LOCKED,
    });
    expect(
      decideDeliveryEvent('outForDelivery', { action: 'failed', reason: 'Gate shut' }, null, true),
    ).toEqual({ kind: 'apply', to: 'deliveryFailed' });
  });

  it('treats a report whose effect is already there as a duplicate, not an error', () => {
    expect(decideDeliveryEvent('delivered', delivered, '3906').kind).toBe('duplicate');
    expect(decideDeliveryEvent('outForDelivery', { action: 'pickedUp' }, null).kind).toBe('duplicate');
  });

  it('refuses what the state machine forbids', () => {
    expect(decideDeliveryEvent('paid', { action: 'pickedUp' }, null)).toEqual({
      kind: 'reject',
      reason: 'This order is paid; it cannot be out for delivery.',
    });
    expect(decideDeliveryEvent('weighed', { action: 'arriving' }, null).kind).toBe('reject');
    expect(decideDeliveryEvent('delivered', { action: 'failed', reason: 'Gate shut' }, null).kind).toBe(
      'reject',
    );
  });

  it('lets a failed delivery go out again', () => {
    expect(decideDeliveryEvent('deliveryFailed', { action: 'pickedUp' }, null)).toEqual({
      kind: 'apply',
      to: 'outForDelivery',
    });
  });
});

describe('projectStatus and availableActions', () => {
  it('shows the status the queued reports will lead to, in order', () => {
    expect(projectStatus('weighed', [{ action: 'pickedUp' }, { action: 'arriving' }, delivered])).toBe(
      'delivered',
    );
    expect(projectStatus('paid', [{ action: 'pickedUp' }])).toBe('paid');
  });

  it('offers only what the order can do next', () => {
    expect(availableActions('weighed')).toEqual(['pickedUp']);
    expect(availableActions('outForDelivery')).toEqual(['arriving', 'delivered', 'failed']);
    expect(availableActions('paid')).toEqual([]);
  });
});

describe('deliveryEventInputSchema', () => {
  it('requires a 4-digit code to deliver and a reason to fail', () => {
    expect(deliveryEventInputSchema.safeParse({ action: 'delivered', code: '12', note: '' }).success).toBe(
      false,
    );
    expect(deliveryEventInputSchema.safeParse({ action: 'failed', reason: ' ' }).success).toBe(false);
  });
});

describe('deliveryEventSchema', () => {
  it('reads a processed failure: the driver’s reason and the outcome’s reason are separate fields', () => {
    const failed = { action: 'failed', reason: 'Gate locked', orderId: 'o1', driverId: 'd1', clientAtMs: 1 };
    const processed = { ...failed, outcome: 'applied', outcomeReason: null, processedAtMs: 2 };
    expect(deliveryEventSchema.parse(processed)).toEqual(processed);
    expect(deliveryEventSchema.safeParse({ ...processed, reason: null }).success).toBe(false);
  });
});

describe('amountDueCents', () => {
  it('is nothing once money was received and the total otherwise', () => {
    expect(amountDueCents({ totalCents: 5000, paidCents: 5000 })).toBe(0);
    expect(amountDueCents({ totalCents: 5000, paidCents: 0 })).toBe(5000);
  });

  it('is the weighed total of an unpaid order, and the balance a change or the scale left on a paid one', () => {
    const weighing = { finalTotalCents: 5400 };
    expect(amountDueCents({ totalCents: 5000, paidCents: 0, weighing })).toBe(5400);
    const paid = { totalCents: 5000, paidCents: 5000 };
    expect(amountDueCents({ ...paid, balance: { dueCents: 700 } })).toBe(700);
    expect(amountDueCents({ ...paid, weighing, balance: null })).toBe(0);
  });
});

describe('wrong delivery codes', () => {
  const attempt = (index: number, right = false) => ({ reportId: `r${index}`, atMs: 1000 + index, right });

  it(`lock the delivery at the ${DELIVERY_CODE_ATTEMPTS}th, keeping every attempt and saying how many are left`, () => {
    let progress = NO_DELIVERY_PROGRESS;
    for (let index = 1; index < DELIVERY_CODE_ATTEMPTS; index++) {
      progress = recordCodeAttempt(progress, attempt(index));
      expect(progress.lockedAtMs).toBeNull();
    }
    expect(wrongCodeReason(progress)).toBe(
      'The delivery code does not match. Ask the customer for the 4-digit code on their order (1 try left).',
    );
    progress = recordCodeAttempt(progress, attempt(DELIVERY_CODE_ATTEMPTS));
    expect(progress.lockedAtMs).toBe(1000 + DELIVERY_CODE_ATTEMPTS);
    expect(progress.wrongCodes).toBe(DELIVERY_CODE_ATTEMPTS);
    expect(progress.codeAttempts.map((kept) => kept.reportId)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(wrongCodeReason(progress)).toBe(`The delivery code does not match. ${DELIVERY_LOCKED}`);
  });

  it('count only the wrong ones', () => {
    const progress = recordCodeAttempt(recordCodeAttempt(NO_DELIVERY_PROGRESS, attempt(1)), attempt(2, true));
    expect(progress).toMatchObject({ wrongCodes: 1, lockedAtMs: null });
    expect(progress.codeAttempts).toHaveLength(2);
  });
});
