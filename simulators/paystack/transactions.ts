import { randomBytes } from 'node:crypto';
import { createWebhookSender } from './webhooks';

type TransactionStatus = 'abandoned' | 'success' | 'failed';

export type Transaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** KES x 100, as Paystack counts it. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: TransactionStatus;
  createdAt: string;
  paidAt: string | null;
  webhookStatus: number | null;
};

/** Paystack's transaction object as verify and webhooks show it (the fields a shop reads). */
export function transactionData(transaction: Transaction) {
  const paid = transaction.status === 'success';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: {
      abandoned: 'The transaction was not completed',
      success: 'Successful',
      failed: 'Declined',
    }[transaction.status],
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata,
    customer: { email: transaction.email },
    authorization: paid
      ? { last4: '4081', bin: '408408', brand: 'visa', card_type: 'visa', reusable: true }
      : null,
  };
}

export function createTransactionStore(options: { secretKey: string; webhookUrl: string }) {
  const byReference = new Map<string, Transaction>();
  const send = createWebhookSender(options);
  let nextId = 4_000_000_001;

  function add(
    fields: Pick<Transaction, 'reference' | 'email' | 'amount' | 'currency' | 'callbackUrl' | 'metadata'>,
  ) {
    const transaction: Transaction = {
      ...fields,
      id: nextId++,
      accessCode: randomBytes(9).toString('base64url'),
      status: 'abandoned',
      createdAt: new Date().toISOString(),
      paidAt: null,
      webhookStatus: null,
    };
    byReference.set(transaction.reference, transaction);
    return transaction;
  }

  /** Charges the card (success or decline) and sends the signed webhook; null when already completed. */
  async function complete(reference: string, outcome: 'success' | 'failed', sendWebhook = true) {
    const transaction = byReference.get(reference);
    if (!transaction || transaction.status !== 'abandoned') return null;
    transaction.status = outcome;
    if (outcome === 'success') transaction.paidAt = new Date().toISOString();
    const event = {
      event: outcome === 'success' ? 'charge.success' : 'charge.failed',
      data: transactionData(transaction),
    };
    if (sendWebhook) transaction.webhookStatus = await send(event);
    return { transaction, event };
  }

  return {
    add,
    complete,
    get: (reference: string) => byReference.get(reference),
    /** Paystack takes a transaction's reference or its numeric id wherever it names one. */
    find: (referenceOrId: string) =>
      byReference.get(referenceOrId) ?? [...byReference.values()].find((t) => String(t.id) === referenceOrId),
    byAccessCode: (accessCode: string) => [...byReference.values()].find((t) => t.accessCode === accessCode),
    all: () => [...byReference.values()],
  };
}
export type TransactionStore = ReturnType<typeof createTransactionStore>;
