import { z } from 'zod';
import { json, jsonBody, serve, type Route } from '../http';
import { paystackApiRoutes } from './api';
import { checkoutRoutes } from './checkout-page';
import { createTransactionStore, type TransactionStore } from './transactions';

const completeInput = z.object({
  outcome: z.enum(['success', 'failed']),
  sendWebhook: z.boolean().optional(),
});

/** JSON control endpoints for tests: list transactions and pay or decline one as the checkout page would. */
function controlRoutes(transactions: TransactionStore): Route[] {
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
  ];
}

export type PaystackSimulatorOptions = { port: number; secretKey: string; webhookUrl: string };

export function startPaystackSimulator(options: PaystackSimulatorOptions) {
  const transactions = createTransactionStore(options);
  return serve(
    [
      ...paystackApiRoutes(options.secretKey, transactions),
      ...checkoutRoutes(transactions),
      ...controlRoutes(transactions),
    ],
    options.port,
  );
}
