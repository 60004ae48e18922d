import { randomBytes } from 'node:crypto';
import { deliver } from '../http';
import type { PromptStore } from './prompts';
import { nairobiTimestamp, newReceiptNumber } from './protocol';

/** What the shop asked M-Pesa to pay out: reverse a customer's payment whole, or pay a phone (B2C). */
type TransferKind = 'reversal' | 'b2c';

/** How a transfer ends: posted to ResultURL, to QueueTimeOutURL (never processed), or lost on the way. */
export type Delivery = 'result' | 'timeout' | 'none';

export type Transfer = {
  kind: TransferKind;
  originatorConversationId: string;
  conversationId: string;
  /** Whole KES. */
  amount: number;
  /** Reversal: the receipt to reverse. */
  transactionId: string | null;
  /** B2C: the phone paid. */
  phone: string | null;
  /** False when the initiator name or its SecurityCredential was wrong: the result is then 2001. */
  initiatorValid: boolean;
  resultUrl: string;
  queueTimeOutUrl: string;
  createdAtMs: number;
  result: {
    code: number | string;
    description: string;
    /** M-Pesa's receipt for the money moved; null when nothing moved. */
    receipt: string | null;
    deliveredTo: Delivery;
    body: unknown;
    /** The URL's HTTP status; 0 unreachable, null not sent. */
    callbackStatus: number | null;
  } | null;
};

/**
 * Result codes of the initiator APIs. R000001/R000002 and 2001 are Safaricom's; Safaricom documents no
 * code for a reversal of another amount than the transaction's, so R000003 is the simulator's own.
 */
const TRANSFER_RESULTS: Record<string, string> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '2001': 'The initiator information is invalid.',
  R000001: 'The transaction has already been reversed.',
  R000002: 'The OriginalTransactionID is invalid.',
  R000003: 'The reversal amount is not the amount of the transaction.',
};
const describe = (code: number | string) => TRANSFER_RESULTS[String(code)] ?? 'The transaction failed.';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
export const newConversationId = (atMs: number) => `AG_${nairobiTimestamp(atMs).slice(0, 8)}_${hex(10)}`;
export const newOriginatorConversationId = () =>
  `${randomBytes(2).readUInt16BE() + 10_000}-${randomBytes(3).readUIntBE(0, 3) + 10_000_000}-1`;

/** "19.12.2019 11:45:50", the B2C result's TransactionCompletedDateTime. */
function completedDateTime(atMs: number): string {
  const [, y, mo, d, h, mi, s] =
    /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(nairobiTimestamp(atMs)) ?? [];
  return `${d}.${mo}.${y} ${h}:${mi}:${s}`;
}

/** The documented Result envelope; parameters only when money moved. */
function resultBody(transfer: Transfer, code: number | string, receipt: string | null, atMs: number) {
  const header = {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: describe(code),
    OriginatorConversationID: transfer.originatorConversationId,
    ConversationID: transfer.conversationId,
    TransactionID: receipt ?? newReceiptNumber(),
  };
  const reference = { ReferenceItem: { Key: 'QueueTimeoutURL', Value: transfer.queueTimeOutUrl } };
  if (receipt === null) return { Result: { ...header, ReferenceData: reference } };
  const parameters =
    transfer.kind === 'reversal'
      ? [
          { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|51661.00|51661.00|0.00|0.00' },
          { Key: 'Amount', Value: transfer.amount },
          { Key: 'TransCompletedTime', Value: Number(nairobiTimestamp(atMs)) },
          { Key: 'OriginalTransactionID', Value: transfer.transactionId },
          { Key: 'Charge', Value: 0 },
          { Key: 'CreditPartyPublicName', Value: 'Customer' },
          { Key: 'DebitPartyPublicName', Value: 'NYAMA SHOP' },
        ]
      : [
          { Key: 'TransactionAmount', Value: transfer.amount },
          { Key: 'TransactionReceipt', Value: receipt },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
          { Key: 'ReceiverPartyPublicName', Value: `${transfer.phone ?? ''} - Customer` },
          { Key: 'TransactionCompletedDateTime', Value: completedDateTime(atMs) },
          { Key: 'B2CUtilityAccountAvailableFunds', Value: 100_000 },
          { Key: 'B2CWorkingAccountAvailableFunds', Value: 900_000 },
        ];
  return {
    Result: { ...header, ResultParameters: { ResultParameter: parameters }, ReferenceData: reference },
  };
}

/** What a request that waited too long in M-Pesa's queue brings to QueueTimeOutURL. */
function queueTimeoutBody(transfer: Transfer) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The request timed out in the queue and was not processed.',
      OriginatorConversationID: transfer.originatorConversationId,
      ConversationID: transfer.conversationId,
    },
  };
}

/**
 * Reversals and B2C payments the shop asked for. Like prompts, each waits until it is resolved (from
 * the control endpoint): only then does M-Pesa's asynchronous Result go out. M-Pesa itself checks what
 * Daraja cannot: a reversal must name a receipt this simulator issued, for its whole amount, once.
 */
export function createTransferStore(prompts: PromptStore) {
  const transfers = new Map<string, Transfer>();

  function add(fields: Omit<Transfer, 'result' | 'createdAtMs' | 'conversationId'>): Transfer {
    const transfer: Transfer = {
      ...fields,
      conversationId: newConversationId(Date.now()),
      createdAtMs: Date.now(),
      result: null,
    };
    transfers.set(transfer.originatorConversationId, transfer);
    return transfer;
  }

  /** M-Pesa's own checks of a reversal: the code it fails with, or null when it may go ahead. */
  function reversalRefusal(transfer: Transfer): string | null {
    const paid = prompts
      .all()
      .find((prompt) => prompt.result?.code === 0 && prompt.result.receipt === transfer.transactionId);
    if (!paid) return 'R000002';
    const reversed = [...transfers.values()].some(
      (other) =>
        other.kind === 'reversal' &&
        other.transactionId === transfer.transactionId &&
        other.result?.receipt != null,
    );
    if (reversed) return 'R000001';
    return transfer.amount === paid.amount ? null : 'R000003';
  }

  /**
   * Processes a waiting transfer with `code` (0 succeeds unless M-Pesa's checks say otherwise) and posts
   * the outcome as `deliver` says; null when it is not waiting.
   */
  async function resolve(originatorConversationId: string, code: number | string, delivery: Delivery) {
    const transfer = transfers.get(originatorConversationId);
    if (!transfer || transfer.result) return null;
    const atMs = Date.now();
    if (delivery === 'timeout') {
      const body = queueTimeoutBody(transfer);
      transfer.result = {
        code: 'timeout',
        description: body.Result.ResultDesc,
        receipt: null,
        deliveredTo: delivery,
        body,
        callbackStatus: null,
      };
      transfer.result.callbackStatus = (await deliver(transfer.queueTimeOutUrl, JSON.stringify(body))).status;
      return transfer;
    }
    const refusal = !transfer.initiatorValid
      ? '2001'
      : transfer.kind === 'reversal'
        ? reversalRefusal(transfer)
        : null;
    const finalCode = refusal ?? code;
    const receipt = String(finalCode) === '0' ? newReceiptNumber() : null;
    const body = resultBody(transfer, finalCode, receipt, atMs);
    transfer.result = {
      code: finalCode,
      description: describe(finalCode),
      receipt,
      deliveredTo: delivery,
      body,
      callbackStatus: null,
    };
    if (delivery === 'result') {
      transfer.result.callbackStatus = (await deliver(transfer.resultUrl, JSON.stringify(body))).status;
    }
    return transfer;
  }

  /** A transfer by the id the shop has for it: OriginatorConversationID, ConversationID or its receipt. */
  function find(id: string): Transfer | undefined {
    return (
      transfers.get(id) ??
      [...transfers.values()].find(
        (transfer) => transfer.conversationId === id || transfer.result?.receipt === id,
      )
    );
  }

  return { add, resolve, find, get: (id: string) => transfers.get(id), all: () => [...transfers.values()] };
}
export type TransferStore = ReturnType<typeof createTransferStore>;

/**
 * What the Transaction Status API posts back about a transfer: Completed with its receipt and amount,
 * Failed, or Pending while it waits; an id M-Pesa does not know is R000002.
 */
export function transactionStatusBody(
  query: { originatorConversationId: string; conversationId: string },
  transfer: Transfer | undefined,
  initiatorValid: boolean,
) {
  const header = {
    ResultType: 0,
    OriginatorConversationID: query.originatorConversationId,
    ConversationID: query.conversationId,
    TransactionID: newReceiptNumber(),
  };
  const failure = (code: string) => ({ Result: { ...header, ResultCode: code, ResultDesc: describe(code) } });
  if (!initiatorValid) return failure('2001');
  if (!transfer) return failure('R000002');
  const status = transfer.result === null ? 'Pending' : transfer.result.receipt ? 'Completed' : 'Failed';
  const parameters = [
    { Key: 'DebitPartyName', Value: 'NYAMA SHOP' },
    { Key: 'CreditPartyName', Value: transfer.phone ?? 'Customer' },
    { Key: 'OriginatorConversationID', Value: transfer.originatorConversationId },
    { Key: 'InitiatedTime', Value: Number(nairobiTimestamp(transfer.createdAtMs)) },
    {
      Key: 'ReasonType',
      Value: transfer.kind === 'reversal' ? 'Reversal' : 'Business Payment to Customer via API',
    },
    { Key: 'TransactionStatus', Value: status },
    { Key: 'Amount', Value: transfer.amount },
    { Key: 'ConversationID', Value: transfer.conversationId },
    ...(transfer.result?.receipt ? [{ Key: 'ReceiptNo', Value: transfer.result.receipt }] : []),
  ];
  return {
    Result: {
      ...header,
      ResultCode: 0,
      ResultDesc: describe(0),
      ResultParameters: { ResultParameter: parameters },
    },
  };
}
