import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../lib/callable';
import { REFUND_SECRETS } from './ports';
import { requestRefund } from './request-refund';

/** Admin-only: gives part or all of a payment back to the customer, through its provider. */
export const refundPayment = onContract(
  CALLABLES.refundPayment,
  (input, caller) => requestRefund(input, { caller, contract: CALLABLES.refundPayment }),
  { secrets: REFUND_SECRETS },
);
