import type { Transaction } from 'firebase-admin/firestore';
import { paths } from '@nyama/domain/kernel/paths';
import {
  RATE_RULES,
  rateWindowSchema,
  spendRate,
  tooOften,
  type RateRuleName,
} from '@nyama/domain/kernel/rate-limits';
import { db } from './db';
import { refuse } from './refuse';

/** A limited action: its window's key and its rule's name (which also names its refusal, decision 073). */
export type Limit = { key: string; name: RateRuleName };

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
    const decision = spendRate(stored.success ? stored.data : null, RATE_RULES[limit.name], nowMs);
    if (!decision.ok) {
      throw refuse('resource-exhausted', tooOften(limit.name, decision.retryAtMs, nowMs));
    }
    return { ref, window: decision.window };
  });
  for (const { ref, window } of spent) tx.set(ref, window);
}

/** Counts one use of a limit in a transaction of its own. */
export function spendLimit(limit: Limit, nowMs = Date.now()): Promise<void> {
  return db().runTransaction((tx) => spendLimits(tx, [limit], nowMs));
}

const limit = (name: RateRuleName, id: string): Limit => ({ key: `${name}_${id}`, name });

/** The limited actions of decision 025, each counted per account, order, phone, device or address. */
export const LIMITS = {
  quoteOrder: (uid: string) => limit('quoteOrder', uid),
  payOrder: (uid: string) => limit('payOrder', uid),
  promptsPerOrder: (orderId: string) => limit('promptsPerOrder', orderId),
  promptsPerPhone: (phone: string) => limit('promptsPerPhone', phone),
  applicationsPerPhone: (phone: string) => limit('applicationsPerPhone', phone),
  applicationsPerDevice: (deviceId: string) => limit('applicationsPerDevice', deviceId),
  applicationsPerAddress: (address: string) => limit('applicationsPerAddress', address),
};
