import { z } from 'zod/mini';
import { describeMpesaRefundResult } from '@nyama/domain/payments/refund';
import type { RefundOutcome } from '../port';
import { readRefundResultPath, type RefundResultKind } from './refund-urls';

const parameter = z.object({ Key: z.string(), Value: z.optional(z.union([z.string(), z.number()])) });

/**
 * The documented Result of Daraja's initiator APIs (reversal, B2C, transaction status). ResultCode is a
 * number or a string (R000001); a single ResultParameter may come as an object instead of a list.
 */
const darajaResultSchema = z.object({
  Result: z.object({
    ResultType: z.int(),
    ResultCode: z.pipe(z.union([z.int(), z.string().check(z.minLength(1))]), z.transform(String)),
    ResultDesc: z.string(),
    OriginatorConversationID: z.string().check(z.minLength(1)),
    ConversationID: z.string(),
    TransactionID: z.optional(z.string()),
    ResultParameters: z.optional(
      z.object({
        ResultParameter: z.union([
          z.array(parameter),
          z.pipe(
            parameter,
            z.transform((one) => [one]),
          ),
        ]),
      }),
    ),
  }),
});

const malformed = (message: string): RefundOutcome => ({ kind: 'ignored', reason: 'malformed', message });

/** Whole shillings as M-Pesa writes them (2050, "2050.00") in cents; null when it is not an amount. */
function cents(value: string | number | undefined): number | null {
  const shillings = Number(value);
  return value === undefined || !Number.isFinite(shillings) || shillings <= 0
    ? null
    : Math.round(shillings * 100);
}

/** A status query's answer that M-Pesa knows no transaction by the id it was asked about. */
const NO_SUCH_TRANSACTION = 'R000002';

const text = (value: string | number | undefined) => (value === undefined ? null : String(value));

/**
 * Turns what M-Pesa posted to a refund's result URL into an outcome. `kind` is where it arrived:
 * the reversal's or B2C payment's result, its queue timeout (never processed, so nothing was sent),
 * or a transaction status answer (only Completed and Failed are news; anything else is asked again).
 */
function interpretTransferResult(rawBody: Buffer, kind: RefundResultKind): RefundOutcome {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return malformed('The result is not JSON.');
  }
  const parsed = darajaResultSchema.safeParse(json);
  if (!parsed.success) return malformed('The result is not a Daraja Result.');
  const result = parsed.data.Result;
  const items = Object.fromEntries(
    (result.ResultParameters?.ResultParameter ?? []).map((item) => [item.Key, item.Value]),
  );

  if (kind === 'timeout') {
    const resultCode = 'timeout';
    return {
      kind: 'failed',
      providerRef: result.OriginatorConversationID,
      resultCode,
      message: describeMpesaRefundResult(resultCode),
    };
  }

  if (kind === 'status') {
    if (result.ResultCode === NO_SUCH_TRANSACTION) {
      return {
        kind: 'neverReceived',
        resultCode: NO_SUCH_TRANSACTION,
        message: 'M-Pesa has no record of this refund: no money was sent. Refund it again.',
      };
    }
    if (result.ResultCode !== '0') {
      return { kind: 'pending', message: `M-Pesa could not say (${result.ResultCode}); asking again later.` };
    }
    // The status answer's own ids are the query's; the refund's are among its parameters.
    const providerRef = text(items['OriginatorConversationID']);
    const status = text(items['TransactionStatus']);
    if (status === 'Failed') {
      return {
        kind: 'failed',
        providerRef,
        resultCode: 'Failed',
        message: 'M-Pesa reports the refund failed.',
      };
    }
    if (status !== 'Completed') {
      return { kind: 'pending', message: `M-Pesa reports the refund as ${status ?? 'unknown'}.` };
    }
    const amountCents = cents(items['Amount']);
    const receipt = text(items['ReceiptNo']);
    if (amountCents === null || receipt === null)
      return malformed('A completed status lacks its amount or receipt.');
    return {
      kind: 'succeeded',
      providerRef,
      amountCents,
      receipt,
      resultCode: '0',
      message: describeMpesaRefundResult('0'),
    };
  }

  const providerRef = result.OriginatorConversationID;
  if (result.ResultCode !== '0') {
    return {
      kind: 'failed',
      providerRef,
      resultCode: result.ResultCode,
      message: describeMpesaRefundResult(result.ResultCode),
    };
  }
  // A reversal names its amount Amount; a B2C payment TransactionAmount and TransactionReceipt.
  const amountCents = cents(items['Amount'] ?? items['TransactionAmount']);
  const receipt = text(items['TransactionReceipt']) ?? result.TransactionID ?? null;
  if (amountCents === null || receipt === null)
    return malformed('A successful result lacks its amount or receipt.');
  return {
    kind: 'succeeded',
    providerRef,
    amountCents,
    receipt,
    resultCode: '0',
    message: describeMpesaRefundResult('0'),
  };
}

/** What M-Pesa posted to `path` (below the refundResult function) says about the refund. */
export function interpretRefundPost(rawBody: Buffer, path: string): RefundOutcome {
  const where = readRefundResultPath(path);
  return where
    ? interpretTransferResult(rawBody, where.kind)
    : { kind: 'ignored', reason: 'irrelevant', message: 'Not a refund result path.' };
}
