import { z } from 'zod/mini';
import { json, jsonBody, serve, type Route } from '../http';
import { paystackApiRoutes } from './api';
import { checkoutRoutes } from './checkout-page';
import { createRefundStore, type RefundStore } from './refunds';
import { createTransactionStore, type TransactionStore } from './transactions';

const completeInput = z.object({
  outcome: z.enum(['success', 'failed']),
  sendWebhook: z.optional(z.boolean()),
});

const completeRefundInput = z.object({
  outcome: z.enum(['processed', 'failed']),
  sendWebhook: z.optional(z.boolean()),
});

/**
 * JSON control endpoints for tests: pay or decline a transaction as the checkout page would, and
 * process or fail a refund as Paystack's processor would.
 */
function controlRoutes(transactions: TransactionStore, refunds: RefundStore): Route[] {
  return [
    {
      method: 'GET',
      path: '/__control/transactions',
      handle: () => json(200, { transactions: transactions.all() }),
    },
    {
      method: 'POST',
      path: '/__control/transactions/:reference/complete',
      handle: async (request) => {
        const input = completeInput.safeParse(jsonBody(request));
        if (!input.success)
          return json(400, { message: 'Send {outcome: "success" | "failed", sendWebhook?}' });
        const reference = request.params['reference'] ?? '';
        if (!transactions.get(reference)) return json(404, { message: `No transaction ${reference}` });
        const completed = await transactions.complete(reference, input.data.outcome, input.data.sendWebhook);
        return completed
          ? json(200, completed)
          : json(409, { message: `Transaction ${reference} is already completed` });
      },
    },
    { method: 'GET', path: '/__control/refunds', handle: () => json(200, { refunds: refunds.all() }) },
    {
      method: 'POST',
      path: '/__control/refunds/:id/complete',
      handle: async (request) => {
        const input = completeRefundInput.safeParse(jsonBody(request));
        if (!input.success)
          return json(400, { message: 'Send {outcome: "processed" | "failed", sendWebhook?}' });
        const id = Number(request.params['id']);
        if (!refunds.get(id)) return json(404, { message: `No refund ${id}` });
        const refund = await refunds.complete(id, input.data.outcome, input.data.sendWebhook);
        return refund ? json(200, { refund }) : json(409, { message: `Refund ${id} is already final` });
      },
    },
  ];
}

type PaystackSimulatorOptions = { port: number; secretKey: string; webhookUrl: string };

export function startPaystackSimulator(options: PaystackSimulatorOptions) {
  const transactions = createTransactionStore(options);
  const refunds = createRefundStore(options, transactions);
  return serve(
    [
      ...paystackApiRoutes(options.secretKey, transactions, refunds),
      ...checkoutRoutes(transactions),
      ...controlRoutes(transactions, refunds),
    ],
    options.port,
  );
}
