import { queryOptions, useMutation } from '@tanstack/react-query';
import { PHONE_ORDER_CALLABLES } from '@nyama/domain/callables/phone-order-callables';
import type { PhoneOrderQuoteInput } from '@nyama/domain/callables/phone-order-callables';
import type { PhonePayment } from '@nyama/domain/orders/phone-order';
import { callFunction } from '../../../../lib/firebase/call-function';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { userKeys } from '../../users/public';
import { draftRequestId, updateDraft } from './draft-db';

const phoneOrderKeys = {
  quote: (input: PhoneOrderQuoteInput) => ['admin', 'phone-order', 'quote', input] as const,
};

/** The server's price of the draft, as the customer's own checkout would price it. */
export function quotePhoneOrder(input: PhoneOrderQuoteInput) {
  return callFunction(PHONE_ORDER_CALLABLES.quotePhoneOrder, input);
}

export const phoneQuoteQuery = (input: PhoneOrderQuoteInput) =>
  queryOptions({
    queryKey: phoneOrderKeys.quote(input),
    queryFn: () => quotePhoneOrder(input),
    staleTime: 30_000,
    retry: false,
  });

/** Creates the customer on the phone; the users list learns of them. */
export const useCreatePhoneCustomer = () =>
  useCallableAction(PHONE_ORDER_CALLABLES.createPhoneCustomer, () => [userKeys.all()]);

/** Which step failed decides what the screen says: the order was not placed, or only its prompt failed. */
export class PhoneOrderError extends Error {
  constructor(
    readonly step: 'order' | 'prompt',
    readonly cause: unknown,
  ) {
    super(step);
  }
}

/** Sends the M-Pesa prompt for a placed phone order; its outcome arrives on the order. */
async function prompt(orderId: string, phone: string): Promise<void> {
  await callFunction(PHONE_ORDER_CALLABLES.promptPhoneOrderPayment, { orderId, phone }).catch(
    (error: unknown) => Promise.reject(new PhoneOrderError('prompt', error)),
  );
}

/** How the customer pays: on an M-Pesa prompt to `phone` (as typed), or to the driver on delivery. */
/** How the customer pays, and the business's KRA PIN for the tax invoice as typed ('' for none). */
export type PhonePaymentChoice = { payment: PhonePayment; phone: string; customerPin: string };

/**
 * "Place order": places the draft for its customer (idempotently, by the draft's request id), keeps the
 * order on the draft, then sends the M-Pesa prompt when the customer pays that way.
 */
export function usePlacePhoneOrder() {
  return useMutation({
    mutationFn: async ({
      request,
      choice,
    }: {
      request: PhoneOrderQuoteInput;
      choice: PhonePaymentChoice;
    }) => {
      await updateDraft({ payment: choice.payment, mpesaPhone: choice.phone });
      // The request alone: a retry paid another way is the same order, never a second one.
      const requestId = await draftRequestId(JSON.stringify(request));
      const { orderId } = await callFunction(PHONE_ORDER_CALLABLES.placePhoneOrder, {
        ...request,
        requestId,
        payment: choice.payment,
        customerPin: choice.customerPin === '' ? null : choice.customerPin,
      }).catch((error: unknown) => Promise.reject(new PhoneOrderError('order', error)));
      await updateDraft({ placed: { orderId } });
      if (choice.payment === 'mpesa') await prompt(orderId, choice.phone);
    },
  });
}

/** Sends the prompt again (it failed, was cancelled or never answered), to the number now typed. */
export function usePromptAgain() {
  return useMutation({
    mutationFn: ({ orderId, phone }: { orderId: string; phone: string }) => prompt(orderId, phone),
  });
}
