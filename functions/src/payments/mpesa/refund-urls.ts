import type { ResultUrls } from './daraja-client';

/** What a post to the refund result URL answers, told by its last path segment. */
export type RefundResultKind = 'result' | 'timeout' | 'status';

const KIND_SEGMENT: Record<RefundResultKind, string> = { result: '', timeout: '/timeout', status: '/status' };

/**
 * {base}/refundResult/{refundId}/{secret}[/timeout|/status]. Like the payment callback, a path secret
 * (the payment's callback secret) stands in for the signature M-Pesa does not make, and no
 * "mpesa"/"safaricom" appears in it.
 */
function refundResultUrl(base: string, refundId: string, secret: string, kind: RefundResultKind) {
  return `${base}/refundResult/${refundId}/${secret}${KIND_SEGMENT[kind]}`;
}

/** Where a reversal's or B2C payment's result goes, and its queue timeout. */
export const refundResultUrls = (base: string, refundId: string, secret: string): ResultUrls => ({
  resultUrl: refundResultUrl(base, refundId, secret, 'result'),
  queueTimeOutUrl: refundResultUrl(base, refundId, secret, 'timeout'),
});

/** Where a transaction status answer about the refund goes; a timed-out query just brings no news. */
export const refundStatusUrls = (base: string, refundId: string, secret: string): ResultUrls => ({
  resultUrl: refundResultUrl(base, refundId, secret, 'status'),
  queueTimeOutUrl: refundResultUrl(base, refundId, secret, 'status'),
});

/** The parts of a refund result path (below the function), or null when it is not one of ours. */
export function readRefundResultPath(
  path: string,
): { refundId: string; secret: string; kind: RefundResultKind } | null {
  const [refundId = '', secret = '', segment = '', ...extra] = path.split('/').filter(Boolean);
  const kind = (Object.keys(KIND_SEGMENT) as RefundResultKind[]).find(
    (candidate) => KIND_SEGMENT[candidate] === (segment && `/${segment}`),
  );
  if (!refundId || !secret || kind === undefined || extra.length > 0) return null;
  return { refundId, secret, kind };
}
