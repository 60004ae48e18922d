import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { HOST, PORT_OFFSET, PORTS, PROJECT_ID } from '../scripts/lib/local';

/**
 * Where the payment simulators listen and which credentials they accept. The ports follow
 * EMULATOR_PORT_OFFSET like the emulators (scripts/lib/local.ts), so parallel test runs never collide.
 */
export const SIMULATOR_PORTS = {
  daraja: 7070 + PORT_OFFSET,
  paystack: 7071 + PORT_OFFSET,
  africasTalking: 7072 + PORT_OFFSET,
  etims: 7073 + PORT_OFFSET,
} as const;
export const DARAJA_URL = `http://${HOST}:${SIMULATOR_PORTS.daraja}`;
export const PAYSTACK_URL = `http://${HOST}:${SIMULATOR_PORTS.paystack}`;
export const VIRTUAL_PHONE_URL = `${DARAJA_URL}/phone`;
export const AFRICASTALKING_URL = `http://${HOST}:${SIMULATOR_PORTS.africasTalking}`;
/** Where a person reads the texts each phone received. */
export const SMS_PHONES_URL = `${AFRICASTALKING_URL}/sms`;

export const ETIMS_URL = `http://${HOST}:${SIMULATOR_PORTS.etims}`;
/** Where a person reads the invoices KRA received. */
export const ETIMS_INVOICES_URL = `${ETIMS_URL}/invoices`;

/** The functions emulator's base URL for HTTP functions (callbacks and webhooks land there). */
export const FUNCTIONS_BASE_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`;

/**
 * Daraja sandbox values: the shortcode and passkey are Safaricom's public sandbox ones
 * (../shared/notes/payments.md); the consumer key and secret, the initiator (the API operator that
 * reverses payments and pays B2C) with its password, and the B2C shortcode are the simulator's own.
 */
export const DARAJA_SANDBOX = {
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  consumerKey: 'nyama-simulator-consumer-key',
  consumerSecret: 'nyama-simulator-consumer-secret',
  initiator: 'nyama-api-operator',
  initiatorPassword: 'nyama-simulator-initiator-password',
  b2cShortcode: '600000',
  testPhone: '254708374149',
} as const;

/** A test-mode Paystack secret key the simulator accepts (never a real key). */
export const PAYSTACK_TEST_SECRET_KEY = 'sk_test_nyama_simulator_0000000000000000';

/**
 * Africa's Talking: its sandbox's username, an API key of the simulator's own and the short code phones
 * text (STOP) to.
 */
export const AFRICASTALKING_SANDBOX = {
  username: 'sandbox',
  apiKey: 'nyama-simulator-africastalking-api-key',
  shortCode: '22384',
  /** The token the shop's callback URLs carry (AFRICASTALKING_CALLBACK_TOKEN). */
  callbackToken: 'nyama-simulator-sms-callback-token',
} as const;

/** Paystack's documented test cards, shown on the simulator's checkout page. */
export const TEST_CARDS = {
  success: '4084 0840 8408 4081',
  declined: '4084 0800 0000 5408',
} as const;

/**
 * The shop as the eTIMS simulator knows it: a KRA PIN of the documented shape (a letter, nine digits, a
 * letter), the head office's branch 00 and the serial of the device its registration names.
 */
export const ETIMS_SANDBOX = {
  tin: 'P051234567X',
  bhfId: '00',
  dvcSrlNo: 'NYAMA-OSCU-0001',
  taxprNm: 'NYAMA SHOP LIMITED',
} as const;
