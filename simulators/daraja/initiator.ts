import { constants, createPrivateKey, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The simulator's stand-in for Safaricom's certificate: a test-only RSA key pair kept beside this file.
 * Daraja's initiator APIs (reversal, B2C, transaction status) take the initiator's password encrypted
 * with Safaricom's public key; the simulator decrypts it with the private half.
 */
const PRIVATE_KEY = createPrivateKey(readFileSync(new URL('./initiator-key.pem', import.meta.url)));

/** A SecurityCredential as Daraja documents it: the password RSA-encrypted with PKCS#1 v1.5, base64. */
export function securityCredential(password: string): string {
  const key = createPublicKey(PRIVATE_KEY);
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

/** The password inside a SecurityCredential, or null when it was not made with the simulator's key. */
export function passwordIn(credential: string): string | null {
  let block: Buffer;
  try {
    // Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809, a timing attack that cannot matter
    // to a local simulator), so the padding 00 02 <random non-zero bytes> 00 is taken off here.
    block = privateDecrypt(
      { key: PRIVATE_KEY, padding: constants.RSA_NO_PADDING },
      Buffer.from(credential, 'base64'),
    );
  } catch {
    return null;
  }
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) return null;
  return block.subarray(separator + 1).toString('utf8');
}
