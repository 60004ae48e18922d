import { createMpesaPort } from './port';
import { callbackBaseUrl, darajaConfig, initiatorConfig } from './params';

/**
 * The deployed M-Pesa port: configuration read from params and secrets when first needed (the
 * initiator's only by refunds, so functions that only collect need not declare its credential).
 */
export const mpesaPort = createMpesaPort(
  () => ({ ...darajaConfig(), callbackBaseUrl: callbackBaseUrl.value() }),
  initiatorConfig,
);
