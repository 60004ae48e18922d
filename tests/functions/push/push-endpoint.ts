import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { StoredPushSubscription } from '@nyama/domain/orders/push';

export type ReceivedPush = { subscriber: string; text: string };

const certificate = (name: string) => readFileSync(new URL(name, import.meta.url));

/**
 * A push service of our own: HTTPS on 127.0.0.1 with the committed test certificate (the emulated
 * functions trust it through PUSH_TEST_CA_FILE). It keeps each subscriber's private key, decrypts what
 * web-push sends (aes128gcm) and records the text; endpoints under /gone/ answer 410 like a dead one,
 * and those under /hang/ never answer, like a push service that has stopped responding.
 */
export async function startPushEndpoint() {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: ReceivedPush[] = [];
  const server = createServer(
    { key: certificate('localhost-key.pem'), cert: certificate('localhost-cert.pem') },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const [, kind, subscriber = ''] = (request.url ?? '').split('/');
        if (kind === 'hang') return;
        const key = keys.get(subscriber);
        if (kind === 'gone' || !key) {
          response.writeHead(410).end();
          return;
        }
        const body = Buffer.concat(chunks);
        const text = decrypt(body, { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
        received.push({ subscriber, text: text.toString('utf8') });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A browser's subscription, as PushManager.subscribe() would hand it to the app. */
  function subscribe(subscriber: string, options: { kind?: 'gone' | 'hang' } = {}): StoredPushSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    keys.set(subscriber, { ecdh, auth });
    return {
      endpoint: `https://127.0.0.1:${port}/${options.kind ?? 'push'}/${subscriber}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      createdAtMs: Date.now(),
    };
  }

  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { subscribe, received, close };
}
