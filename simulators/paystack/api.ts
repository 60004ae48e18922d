import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod/mini';
import { json, jsonBody, type Route, type SimRequest } from '../http';
import { createdRefundData, refundData, type RefundStore } from './refunds';
import { transactionData, type TransactionStore } from './transactions';

const initializeBody = z.object({
  email: z.email({ error: 'Invalid Email Address Passed' }),
  amount: z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))], {
      error: 'Invalid Amount Sent',
    }),
    z
      .number({ error: 'Invalid Amount Sent' })
      .check(z.int('Invalid Amount Sent'), z.positive('Invalid Amount Sent')),
  ),
  currency: z._default(z.literal('KES', { error: 'Currency not supported by merchant' }), 'KES'),
  reference: z.optional(z.string().check(z.regex(/^[\w.=-]{1,100}$/, 'Invalid transaction reference'))),
  callback_url: z.optional(z.url({ error: 'Invalid callback_url' })),
  metadata: z.optional(z.unknown()),
});

const subunits = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))], {
    error: 'Invalid amount',
  }),
  z.number({ error: 'Invalid amount' }).check(z.int('Invalid amount'), z.positive('Invalid amount')),
);

const refundBody = z.object({
  transaction: z.union([z.string().check(z.minLength(1)), z.pipe(z.int(), z.transform(String))], {
    error: 'Transaction reference or id is required',
  }),
  amount: z.optional(subunits),
  currency: z.optional(z.string()),
  customer_note: z.optional(z.string().check(z.maxLength(200))),
  merchant_note: z.optional(z.string().check(z.maxLength(200))),
});

/** Paystack's initialize, verify and refund endpoints, with its `{status, message, data}` envelope. */
export function paystackApiRoutes(
  secretKey: string,
  transactions: TransactionStore,
  refunds: RefundStore,
): Route[] {
  const authorised = (request: SimRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const invalidKey = json(401, { status: false, message: 'Invalid key' });

  return [
    {
      method: 'POST',
      path: '/transaction/initialize',
      handle: (request) => {
        if (!authorised(request)) return invalidKey;
        const body = initializeBody.safeParse(jsonBody(request));
        if (!body.success) {
          return json(400, { status: false, message: body.error.issues[0]?.message ?? 'Invalid request' });
        }
        const reference = body.data.reference ?? randomBytes(8).toString('hex');
        if (transactions.get(reference))
          return json(400, { status: false, message: 'Duplicate Transaction Reference' });
        const transaction = transactions.add({
          reference,
          email: body.data.email,
          amount: body.data.amount,
          currency: body.data.currency,
          callbackUrl: body.data.callback_url ?? null,
          metadata: body.data.metadata ?? null,
        });
        return json(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            // The checkout lives on this server, under the host the caller used to reach it.
            authorization_url: `http://${request.headers.host ?? '127.0.0.1'}/checkout/${transaction.accessCode}`,
            access_code: transaction.accessCode,
            reference,
          },
        });
      },
    },
    {
      method: 'GET',
      path: '/transaction/verify/:reference',
      handle: (request) => {
        if (!authorised(request)) return invalidKey;
        const transaction = transactions.get(request.params['reference'] ?? '');
        if (!transaction) return json(400, { status: false, message: 'Transaction reference not found' });
        return json(200, {
          status: true,
          message: 'Verification successful',
          data: transactionData(transaction),
        });
      },
    },
    {
      method: 'POST',
      path: '/refund',
      handle: (request) => {
        if (!authorised(request)) return invalidKey;
        const body = refundBody.safeParse(jsonBody(request));
        if (!body.success) {
          return json(400, { status: false, message: body.error.issues[0]?.message ?? 'Invalid request' });
        }
        const refund = refunds.create({
          transaction: body.data.transaction,
          amount: body.data.amount,
          currency: body.data.currency,
          customerNote: body.data.customer_note,
          merchantNote: body.data.merchant_note,
        });
        if (!('id' in refund)) return json(refund.status, { status: false, message: refund.message });
        // refund.pending goes out after this answer, as Paystack queues the refund first.
        setImmediate(() => void refunds.notify(refund));
        return json(200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: createdRefundData(refund),
        });
      },
    },
    {
      method: 'GET',
      path: '/refund/:id',
      handle: (request) => {
        if (!authorised(request)) return invalidKey;
        const refund = refunds.get(Number(request.params['id']));
        if (!refund) return json(404, { status: false, message: 'Refund not found' });
        return json(200, { status: true, message: 'Refund retrieved', data: refundData(refund) });
      },
    },
  ];
}
