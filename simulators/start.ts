import { pathToFileURL } from 'node:url';
import { startAfricasTalkingSimulator } from './africastalking/server';
import {
  AFRICASTALKING_SANDBOX,
  DARAJA_SANDBOX,
  ETIMS_INVOICES_URL,
  ETIMS_SANDBOX,
  FUNCTIONS_BASE_URL,
  PAYSTACK_TEST_SECRET_KEY,
  SIMULATOR_PORTS,
  SMS_PHONES_URL,
  TEST_CARDS,
  VIRTUAL_PHONE_URL,
} from './config';
import { startDarajaSimulator } from './daraja/server';
import { startEtimsSimulator } from './etims/server';
import { startPaystackSimulator } from './paystack/server';

/**
 * Starts the M-Pesa (Daraja), Paystack, Africa's Talking (SMS) and KRA eTIMS simulators the local functions talk to
 * instead of the real providers. DARAJA_SIMULATOR_DROP_CALLBACKS=1 makes every M-Pesa callback get lost on the way.
 */
export async function startSimulators(): Promise<{ close(): Promise<void> }> {
  const daraja = await startDarajaSimulator({
    ...DARAJA_SANDBOX,
    port: SIMULATOR_PORTS.daraja,
    dropCallbacks: process.env['DARAJA_SIMULATOR_DROP_CALLBACKS'] === '1',
  });
  const paystack = await startPaystackSimulator({
    port: SIMULATOR_PORTS.paystack,
    secretKey: PAYSTACK_TEST_SECRET_KEY,
    webhookUrl: `${FUNCTIONS_BASE_URL}/cardWebhook`,
  }).catch(async (error: unknown) => {
    await daraja.close();
    throw error;
  });
  const africasTalking = await startAfricasTalkingSimulator({
    ...AFRICASTALKING_SANDBOX,
    port: SIMULATOR_PORTS.africasTalking,
    deliveryReportUrl: `${FUNCTIONS_BASE_URL}/smsDeliveryReport?token=${AFRICASTALKING_SANDBOX.callbackToken}`,
    inboxUrl: `${FUNCTIONS_BASE_URL}/smsInbound?token=${AFRICASTALKING_SANDBOX.callbackToken}`,
  }).catch(async (error: unknown) => {
    await Promise.all([daraja.close(), paystack.close()]);
    throw error;
  });
  const etims = await startEtimsSimulator({ ...ETIMS_SANDBOX, port: SIMULATOR_PORTS.etims }).catch(
    async (error: unknown) => {
      await Promise.all([daraja.close(), paystack.close(), africasTalking.close()]);
      throw error;
    },
  );
  return {
    close: async () => {
      await Promise.all([daraja.close(), paystack.close(), africasTalking.close(), etims.close()]);
    },
  };
}

/** The lines `npm start` prints so a person can play the customer's phone and card. */
export function simulatorNotes(): string {
  return [
    `M-Pesa prompts go to the virtual phone: ${VIRTUAL_PHONE_URL}`,
    `Card payments use Paystack's test checkout: pay with ${TEST_CARDS.success}, decline with ${TEST_CARDS.declined}`,
    `Texts (SMS) each phone received, and a reply such as STOP: ${SMS_PHONES_URL}`,
    `Tax invoices KRA's eTIMS received: ${ETIMS_INVOICES_URL}`,
    'Refunds wait to be processed: POST {} to /__control/transfers/<id>/resolve (M-Pesa) or',
    '{"outcome":"processed"} to /__control/refunds/<id>/complete (Paystack); GET the lists for the ids',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const simulators = await startSimulators();
  console.log(`Payment simulators running (Ctrl-C stops them).\n${simulatorNotes()}`);
  const stop = () => void simulators.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
