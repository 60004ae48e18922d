import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 connection, which an HTTP/2 response must not carry. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

export type H2Front = {
  origin: string;
  /**
   * The Chromium flag that trusts the front's certificate (made for the run, signed by no one) by its
   * public key. Trusted, not ignored: Chromium keeps nothing of a site whose certificate it merely
   * ignores in its HTTP cache or its code cache, and a repeat open would compile every script afresh.
   */
  trustFlag: string;
  close: () => Promise<void>;
};

/** A certificate for the host made for this run, valid a day; the benches' browsers trust its key. */
function throwawayCertificate(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'nyama-h2-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=IP:${host}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A certificate's public key as Chromium pins it: SHA-256 of its DER SubjectPublicKeyInfo, base64. */
function publicKeyHash(cert: Buffer): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * The hosting emulator behind HTTP/2 over TLS, as Firebase Hosting serves the shop: every file of a page
 * on one connection, where the emulator's HTTP/1.1 opens six that each start slow (decision 086).
 * Requests and responses pass through unchanged, compression included.
 */
export async function startH2Front(upstream: string, host: string): Promise<H2Front> {
  const target = new URL(upstream);
  const certificate = throwawayCertificate(host);
  const server = createSecureServer({ ...certificate, allowHTTP1: true });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(
        ([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name),
      ),
    );
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, host: target.host },
      },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
        );
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  // A bench that stops on an error is not kept running by its front.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${host}:${port}`,
    trustFlag: `--ignore-certificate-errors-spki-list=${publicKeyHash(certificate.cert)}`,
    // A browser left connected (a bench that stopped early) would hold the close open: its sessions end.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
