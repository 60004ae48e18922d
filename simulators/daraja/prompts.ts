import { deliver } from '../http';
import { describeResult, nairobiTimestamp, newReceiptNumber } from './protocol';

export type Prompt = {
  merchantRequestId: string;
  checkoutRequestId: string;
  phone: string;
  amount: number;
  accountReference: string;
  description: string;
  callbackUrl: string;
  createdAtMs: number;
  /** False when this prompt's callback must never arrive (the reconciliation path). */
  deliverCallback: boolean;
  result: {
    code: number;
    description: string;
    receipt: string | null;
    callbackBody: unknown;
    /** The CallBackURL's HTTP status; 0 unreachable, null not sent. */
    callbackStatus: number | null;
  } | null;
};

/** The documented stkCallback body: metadata only on success, Balance without a Value. */
function callbackBody(prompt: Prompt, code: number, receipt: string | null, atMs: number) {
  const stkCallback = {
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResultCode: code,
    ResultDesc: describeResult(code),
  };
  if (code !== 0) return { Body: { stkCallback } };
  const Item = [
    { Name: 'Amount', Value: prompt.amount },
    { Name: 'MpesaReceiptNumber', Value: receipt },
    { Name: 'Balance' },
    { Name: 'TransactionDate', Value: Number(nairobiTimestamp(atMs)) },
    { Name: 'PhoneNumber', Value: Number(prompt.phone) },
  ];
  return { Body: { stkCallback: { ...stkCallback, CallbackMetadata: { Item } } } };
}

/**
 * How Daraja answers an STK push it has taken (the prompt goes to the phone in every case): `accepted`
 * as documented; `stalled`, the answer held longer than any caller waits (Daraja's gateway under load);
 * `garbage`, an HTML error page with status 200 (a proxy in front of Daraja); `offShape`, JSON that
 * names the CheckoutRequestID but is off the documented shape (ResponseCode a number).
 */
export const STK_PUSH_REPLIES = ['accepted', 'stalled', 'garbage', 'offShape'] as const;
export type StkPushReply = (typeof STK_PUSH_REPLIES)[number];

/** The prompts "sent to phones", answered from the virtual phone page or the control endpoint. */
export function createPromptStore(options: { dropCallbacks: boolean }) {
  const prompts = new Map<string, Prompt>();
  let nextReply: StkPushReply = 'accepted';

  function add(fields: Omit<Prompt, 'result' | 'deliverCallback' | 'createdAtMs'>): Prompt {
    const prompt: Prompt = {
      ...fields,
      createdAtMs: Date.now(),
      deliverCallback: !options.dropCallbacks,
      result: null,
    };
    prompts.set(prompt.checkoutRequestId, prompt);
    return prompt;
  }

  /** Answers a pending prompt and posts the callback (unless callbacks are dropped); null when not pending. */
  async function resolve(checkoutRequestId: string, code: number, deliverCallback?: boolean) {
    const prompt = prompts.get(checkoutRequestId);
    if (!prompt || prompt.result) return null;
    if (deliverCallback !== undefined) prompt.deliverCallback = deliverCallback;
    const receipt = code === 0 ? newReceiptNumber() : null;
    const body = callbackBody(prompt, code, receipt, Date.now());
    prompt.result = {
      code,
      description: describeResult(code),
      receipt,
      callbackBody: body,
      callbackStatus: null,
    };
    if (prompt.deliverCallback) {
      prompt.result.callbackStatus = (await deliver(prompt.callbackUrl, JSON.stringify(body))).status;
    }
    return prompt;
  }

  return {
    add,
    resolve,
    /** How the next STK push is answered (once; then `accepted` again). */
    planReply: (reply: StkPushReply) => {
      nextReply = reply;
    },
    takeReply: (): StkPushReply => {
      const reply = nextReply;
      nextReply = 'accepted';
      return reply;
    },
    get: (checkoutRequestId: string) => prompts.get(checkoutRequestId),
    all: () => [...prompts.values()],
  };
}
export type PromptStore = ReturnType<typeof createPromptStore>;
