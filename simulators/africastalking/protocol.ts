/**
 * Africa's Talking's SMS protocol as documented (docs/decisions/066-sms-through-africas-talking.md): the
 * per-recipient status codes of POST /version1/messaging and the price of a text.
 */
export const RECIPIENT_STATUS = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
} as const;
export type RecipientStatusCode = keyof typeof RECIPIENT_STATUS;
export const RECIPIENT_STATUS_CODES = Object.keys(RECIPIENT_STATUS).map(Number) as RecipientStatusCode[];

/** Codes under which the text left for the network (and is charged); the others never leave. */
export const isAccepted = (code: RecipientStatusCode) => code === 100 || code === 101 || code === 102;

/** What Kenyan networks charge per part of a text in the simulator: KES 0.80 (Safaricom's bulk rate). */
const KES_PER_PART_TEN_THOUSANDTHS = 8_000;

/** GSM texts: 160 characters in one part, 153 in each part of a longer one (the rest is the header). */
function partsOf(text: string): number {
  return text.length <= 160 ? 1 : Math.ceil(text.length / 153);
}

/** "KES 0.8000", as Africa's Talking writes amounts: four decimals. */
export function kesAmount(tenThousandths: number): string {
  return `KES ${(tenThousandths / 10_000).toFixed(4)}`;
}

export const costOf = (text: string) => partsOf(text) * KES_PER_PART_TEN_THOUSANDTHS;

/** A number the gateway can route: international format, + and 9 to 15 digits. */
export const isRoutable = (number: string) => /^\+\d{9,15}$/.test(number);

/** An alphanumeric sender id (3 to 11 characters) or a short code. */
export const isSenderId = (from: string) => /^[A-Za-z0-9_ -]{3,11}$/.test(from);
