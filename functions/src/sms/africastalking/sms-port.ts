import { africasTalkingConfig } from './params';
import { createAfricasTalkingPort } from './port';

/** The deployed SMS port: configuration read from params and secrets when first needed. */
export const smsPort = createAfricasTalkingPort(africasTalkingConfig);
