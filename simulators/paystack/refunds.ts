import { randomBytes } from 'node:crypto';
import type { Transaction, TransactionStore } from './transactions';
import { createWebhookSender } from './webhooks';

type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed';

type Refund = {
  id: number;
  transaction: Transaction;
  /** KES x 100. */
  amount: number;
  currency: string;
  status: RefundStatus;
  customerNote: string;
  merchantNote: string;
  createdAt: string;
  updatedAt: string;
  refundedAt: string | null;
  /** The processor's reference once processed (refund_reference in webhooks). */
  processorReference: string | null;
  /** Every webhook sent about this refund, with the HTTP status the shop answered. */
  webhooks: { event: string; status: number }[];
};

/** Paystack's refund object as fetch shows it (`transaction` is the transaction's id here). */
export function refundData(refund: Refund) {
  return {
    integration: 412829,
    transaction: refund.transaction.id,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: refund.currency,
    amount: refund.amount,
    deducted_amount: refund.status === 'processed' ? refund.amount : 0,
    fully_deducted: refund.status === 'processed',
    channel: 'card',
    status: refund.status,
    refunded_by: 'shop@nyama.test',
    refunded_at: refund.refundedAt,
    expected_at: new Date(Date.parse(refund.createdAt) + 7 * 86_400_000).toISOString(),
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
}

/** The create answer carries the transaction itself, as Paystack's does. */
export function createdRefundData(refund: Refund) {
  const { transaction } = refund;
  return {
    ...refundData(refund),
    transaction: {
      id: transaction.id,
      domain: 'test',
      reference: transaction.reference,
      amount: transaction.amount,
      paid_at: transaction.paidAt,
      channel: 'card',
      currency: transaction.currency,
    },
  };
}

/** The data of refund.* events: the transaction's reference, never the refund's id (as documented). */
function eventData(refund: Refund) {
  return {
    status: refund.status,
    transaction_reference: refund.transaction.reference,
    refund_reference: refund.processorReference,
    // Paystack's samples send this amount as a string.
    amount: String(refund.amount),
    currency: refund.currency,
    processor: 'mpgs_zen',
    customer: { first_name: null, last_name: null, email: refund.transaction.email },
    integration: 412829,
    domain: 'test',
  };
}

type Refusal = { status: number; message: string };

/**
 * Refunds of paid transactions, partial or whole, never more than what is left of the transaction.
 * A refund starts pending (refund.pending goes out) and stays so until processed or failed from the
 * control endpoint, which sends refund.processed or refund.failed.
 */
export function createRefundStore(
  options: { secretKey: string; webhookUrl: string },
  transactions: TransactionStore,
) {
  const refunds = new Map<number, Refund>();
  const send = createWebhookSender(options);
  let nextId = 3_018_001;

  /** What is left to refund: the amount minus every refund that has not failed. */
  const remaining = (transaction: Transaction) =>
    transaction.amount -
    [...refunds.values()]
      .filter((refund) => refund.transaction === transaction && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);

  function create(request: {
    transaction: string;
    amount: number | undefined;
    currency: string | undefined;
    customerNote: string | undefined;
    merchantNote: string | undefined;
  }): Refund | Refusal {
    const transaction = transactions.find(request.transaction);
    if (!transaction) return { status: 404, message: 'Transaction not found' };
    if (transaction.status !== 'success') {
      return { status: 400, message: 'Cannot refund a transaction that was not successful' };
    }
    if (request.currency !== undefined && request.currency !== transaction.currency) {
      return { status: 400, message: 'Currency mismatch' };
    }
    const left = remaining(transaction);
    if (left <= 0) return { status: 400, message: 'Transaction has been fully reversed' };
    const amount = request.amount ?? left;
    if (amount > left) {
      return { status: 400, message: 'Refund amount cannot be more than the unrefunded balance' };
    }
    const now = new Date().toISOString();
    const refund: Refund = {
      id: nextId++,
      transaction,
      amount,
      currency: transaction.currency,
      status: 'pending',
      customerNote: request.customerNote ?? `Refund for transaction ${transaction.reference}`,
      merchantNote: request.merchantNote ?? `Refund for transaction ${transaction.reference}`,
      createdAt: now,
      updatedAt: now,
      refundedAt: null,
      processorReference: null,
      webhooks: [],
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  async function notify(refund: Refund) {
    const event = `refund.${refund.status}`;
    refund.webhooks.push({ event, status: await send({ event, data: eventData(refund) }) });
  }

  /** Processes or fails a refund not yet final, with its webhook unless told not to; null otherwise. */
  async function complete(id: number, outcome: 'processed' | 'failed', sendWebhook = true) {
    const refund = refunds.get(id);
    if (!refund || refund.status === 'processed' || refund.status === 'failed') return null;
    const now = new Date().toISOString();
    refund.status = outcome;
    refund.updatedAt = now;
    if (outcome === 'processed') {
      refund.refundedAt = now;
      refund.processorReference = `TRF_${randomBytes(8).toString('hex')}`;
    }
    if (sendWebhook) await notify(refund);
    return refund;
  }

  return {
    create,
    notify,
    complete,
    get: (id: number) => refunds.get(id),
    all: () => [...refunds.values()],
  };
}
export type RefundStore = ReturnType<typeof createRefundStore>;
