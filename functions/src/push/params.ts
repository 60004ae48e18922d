import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Web push (VAPID) configuration. Locally functions/.env.demo-nyama holds the demo public key and
 * functions/.secret.local (written by scripts/lib/emulator-env.ts) its private key; a deployment sets
 * its own pair (README "Web push keys").
 */
const publicKey = defineString('VAPID_PUBLIC_KEY', {
  description:
    'The VAPID public key (base64url); the app subscribes with the same key (VITE_VAPID_PUBLIC_KEY)',
});
const subject = defineString('VAPID_SUBJECT', {
  description: 'How push services reach the shop about its pushes: a mailto: or https: URL',
});
const privateKey = defineSecret('VAPID_PRIVATE_KEY');

/** Functions that send pushes must declare these, or their values are not there at run time. */
export const PUSH_SECRETS = [privateKey];

export const vapidDetails = () => ({
  subject: subject.value(),
  publicKey: publicKey.value(),
  privateKey: privateKey.value(),
});

/**
 * Tests only: the hosts (PUSH_TEST_ENDPOINT_HOSTS, comma-separated) of the local push endpoints the
 * function tests run, accepted besides the browsers' push services. Read only inside the emulator, so a
 * deployed function sends only to PUSH_SERVICE_HOSTS whatever its environment says.
 */
export function pushTestHosts(): string[] {
  const hosts = process.env['PUSH_TEST_ENDPOINT_HOSTS'];
  if (process.env['FUNCTIONS_EMULATOR'] !== 'true' || !hosts) return [];
  return hosts
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/**
 * Tests only: the function tests run a local HTTPS push endpoint with a self-signed certificate, which
 * the functions trust through PUSH_TEST_CA_FILE. Read only inside the emulator, so no deployed function
 * ever trusts anything but the public CAs.
 */
export function emulatorPushAgent(): Agent | undefined {
  const caFile = process.env['PUSH_TEST_CA_FILE'];
  if (process.env['FUNCTIONS_EMULATOR'] !== 'true' || !caFile) return undefined;
  return new Agent({ ca: readFileSync(caFile) });
}
