import { createCardPort } from '../../functions/src/payments/card/port';
import { createMpesaPort } from '../../functions/src/payments/mpesa/port';
import { APP_URL } from '../../scripts/lib/local';
import {
  DARAJA_SANDBOX,
  DARAJA_URL,
  FUNCTIONS_BASE_URL,
  PAYSTACK_TEST_SECRET_KEY,
  PAYSTACK_URL,
} from '../../simulators/config';
import { securityCredential } from '../../simulators/daraja/initiator';

/** The adapters the scheduled reconciliation uses, configured for the simulators: tests and the fault bench call its cores. */
export const simulatorPorts = {
  mpesa: createMpesaPort(
    () => ({ ...DARAJA_SANDBOX, baseUrl: DARAJA_URL, callbackBaseUrl: FUNCTIONS_BASE_URL }),
    () => ({
      initiator: DARAJA_SANDBOX.initiator,
      securityCredential: securityCredential(DARAJA_SANDBOX.initiatorPassword),
      b2cShortcode: DARAJA_SANDBOX.b2cShortcode,
    }),
  ),
  card: createCardPort(() => ({
    baseUrl: PAYSTACK_URL,
    secretKey: PAYSTACK_TEST_SECRET_KEY,
    appBaseUrl: APP_URL,
  })),
};
