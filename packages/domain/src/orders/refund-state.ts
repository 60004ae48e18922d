import { z } from 'zod/mini';

/**
 * A refund's life: `requested` (recorded, not yet accepted by the provider), `pending` (the provider
 * accepted it; its outcome comes later by result callback, webhook or status query), then `succeeded`
 * or `failed`, which never change again. See docs/decisions/014-refunds.md. Apart from refund.ts because
 * the order carries its refunds' states too (order.ts), and refund.ts reads the order's schemas.
 */
export const REFUND_STATES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export const refundStateSchema = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof refundStateSchema>;

export const isFinalRefundState = (state: RefundState) => state === 'succeeded' || state === 'failed';
