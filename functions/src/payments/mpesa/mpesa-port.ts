import { createMpesaPort } from './port';
import { callbackBaseUrl, darajaConfig } from './params';

/** The deployed M-Pesa port: configuration read from params and secrets when first needed. */
export const mpesaPort = createMpesaPort(() => ({
  ...darajaConfig(),
  callbackBaseUrl: callbackBaseUrl.value(),
}));
