import { createCardPort } from './port';
import { paystackConfig } from './params';

/** The deployed card port: configuration read from params and secrets when first needed. */
export const cardPort = createCardPort(paystackConfig);
