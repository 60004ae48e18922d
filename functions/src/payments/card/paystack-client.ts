import { z } from 'zod/mini';
import { ProviderProtocolError } from '../port';

export type PaystackConfig = { baseUrl: string; secretKey: string; appBaseUrl: string };

/** Paystack refused a request; `message` is its own sentence. */
export class PaystackError extends Error {
  override name = 'PaystackError';
}

const envelope = <S extends z.ZodMiniType>(data: S) =>
  z.object({ status: z.literal(true), message: z.string(), data });

const initializeReply = envelope(
  z.object({
    authorization_url: z.url(),
    access_code: z.string(),
    reference: z.string().check(z.minLength(1)),
  }),
);

/** The fields of a Paystack transaction the shop relies on. */
const paystackTransactionSchema = z.object({
  id: z.int(),
  status: z.string(),
  reference: z.string().check(z.minLength(1)),
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
  gateway_response: z.nullable(z.string()),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;
const verifyReply = envelope(paystackTransactionSchema);

/** The fields of a Paystack refund the shop relies on (create answers with it, fetch shows it). */
const paystackRefundSchema = z.object({
  id: z.int(),
  status: z.string(),
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
});
export type PaystackRefund = z.infer<typeof paystackRefundSchema>;
const refundReply = envelope(paystackRefundSchema);

export function createPaystackClient(config: () => PaystackConfig) {
  async function call<S extends z.ZodMiniType>(path: string, schema: S, body?: object): Promise<z.output<S>> {
    const { baseUrl, secretKey } = config();
    const response = await fetch(`${baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json: unknown = await response.json().catch(() => null);
    const reply = schema.safeParse(json);
    if (reply.success) return reply.data;
    const refusal = z.object({ status: z.literal(false), message: z.string() }).safeParse(json);
    if (refusal.success) throw new PaystackError(refusal.data.message);
    throw new ProviderProtocolError(`Paystack answered ${response.status}: ${JSON.stringify(json)}`);
  }

  return {
    /** amount is KES x 100, which is exactly the shop's cents. */
    initialize: (request: {
      email: string;
      amount: number;
      reference: string;
      callbackUrl: string;
      metadata: object;
    }) =>
      call('/transaction/initialize', initializeReply, {
        email: request.email,
        amount: request.amount,
        currency: 'KES',
        reference: request.reference,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      }).then((reply) => reply.data),
    verify: (reference: string) =>
      call(`/transaction/verify/${encodeURIComponent(reference)}`, verifyReply).then((reply) => reply.data),
    /** Refunds `amount` (KES x 100) of the transaction `reference`; the merchant note names our refund. */
    refund: (request: { reference: string; amount: number; customerNote: string; merchantNote: string }) =>
      call('/refund', refundReply, {
        transaction: request.reference,
        amount: request.amount,
        currency: 'KES',
        customer_note: request.customerNote,
        merchant_note: request.merchantNote,
      }).then((reply) => reply.data),
    fetchRefund: (id: string) =>
      call(`/refund/${encodeURIComponent(id)}`, refundReply).then((reply) => reply.data),
  };
}
