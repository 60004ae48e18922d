import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { paths } from '@nyama/domain/kernel/paths';
import {
  RATE_RULES,
  rateWindowSchema,
  spendRate,
  tryAgainIn,
  type RateRule,
} from '@nyama/domain/kernel/rate-limits';
import { db } from './db';

/** A limited action: its window's key, its rule, and the sentence that refuses it. */
export type Limit = { key: string; rule: RateRule; refusal: string };

/**
 * Counts one use of each limit inside `tx` (reads first, then writes, as a transaction needs), or
 * refuses with `resource-exhausted` and when to try again (decision 025).
 */
export async function spendLimits(tx: Transaction, limits: Limit[], nowMs: number): Promise<void> {
  const firestore = db();
  const windows = limits.map((limit) => ({ limit, ref: firestore.doc(paths.rateLimit(limit.key)) }));
  const snaps = windows.length > 0 ? await tx.getAll(...windows.map(({ ref }) => ref)) : [];
  const spent = windows.map(({ limit, ref }, index) => {
    const stored = rateWindowSchema.safeParse(snaps[index]?.data());
    const decision = spendRate(stored.success ? stored.data : null, limit.rule, nowMs);
    if (!decision.ok)
      throw new HttpsError('resource-exhausted', tryAgainIn(limit.refusal, decision.retryAtMs, nowMs));
    return { ref, window: decision.window };
  });
  for (const { ref, window } of spent) tx.set(ref, window);
}

/** Counts one use of a limit in a transaction of its own. */
export function spendLimit(limit: Limit, nowMs = Date.now()): Promise<void> {
  return db().runTransaction((tx) => spendLimits(tx, [limit], nowMs));
}

/** The limited actions of decision 025, each with the sentence that refuses it. */
export const LIMITS = {
  quoteOrder: (uid: string): Limit => ({
    key: `quoteOrder_${uid}`,
    rule: RATE_RULES.quoteOrder,
    refusal: 'You have asked for many prices in a short time.',
  }),
  payOrder: (uid: string): Limit => ({
    key: `payOrder_${uid}`,
    rule: RATE_RULES.payOrder,
    refusal: 'You have started many payments in a short time.',
  }),
  promptsPerOrder: (orderId: string): Limit => ({
    key: `promptsPerOrder_${orderId}`,
    rule: RATE_RULES.promptsPerOrder,
    refusal: 'We have sent several M-Pesa prompts for this order already.',
  }),
  applicationsPerPhone: (phone: string): Limit => ({
    key: `applicationsPerPhone_${phone}`,
    rule: RATE_RULES.applicationsPerPhone,
    refusal: 'We have already received applications from this phone number today.',
  }),
  applicationsPerDevice: (deviceId: string): Limit => ({
    key: `applicationsPerDevice_${deviceId}`,
    rule: RATE_RULES.applicationsPerDevice,
    refusal: 'This device has sent several applications today.',
  }),
  applicationsPerAddress: (address: string): Limit => ({
    key: `applicationsPerAddress_${address}`,
    rule: RATE_RULES.applicationsPerAddress,
    refusal: 'Many applications came from your network today.',
  }),
  promptsPerPhone: (phone: string): Limit => ({
    key: `promptsPerPhone_${phone}`,
    rule: RATE_RULES.promptsPerPhone,
    refusal: 'We have sent several M-Pesa prompts to this number already.',
  }),
};
