import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startH2Front, type H2Front } from './h2-front';

const HOST = '127.0.0.1';
const SCRIPT = gzipSync('export const shop = "nyama";');

let upstream: Server;
let front: H2Front;
const upstreamHost = () => `${HOST}:${(upstream.address() as AddressInfo).port}`;
const seenByUpstream: { host?: string; encoding?: string; body: string }[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seenByUpstream.push({ host: request.headers.host, encoding: request.headers['accept-encoding'], body });
      if (request.url === '/missing') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/javascript',
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000, immutable',
        connection: 'keep-alive',
      });
      response.end(SCRIPT);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, HOST, resolve));
  front = await startH2Front(`http://${upstreamHost()}`, HOST);
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One request over HTTP/2, accepting the front's certificate as the benches' browsers do. */
function fetchOverH2(path: string, method = 'GET', body?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; alpn: string | false | undefined }>(
    (resolve, reject) => {
      const session = connect(front.origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: method,
        [constants.HTTP2_HEADER_PATH]: path,
        'accept-encoding': 'gzip',
      });
      const chunks: Buffer[] = [];
      let headers: Record<string, unknown> = {};
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ headers, body: Buffer.concat(chunks), alpn });
      });
      stream.on('error', reject);
      stream.end(body);
    },
  );
}

describe('startH2Front', () => {
  it('serves the upstream over HTTP/2 with TLS, bytes and headers as they came', async () => {
    const answer = await fetchOverH2('/assets/start.js');
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(answer.alpn).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['connection']).toBeUndefined();
    expect(Buffer.compare(answer.body, SCRIPT)).toBe(0);
    // The emulator sees itself named, as it would be asked directly.
    expect(seenByUpstream.at(-1)).toMatchObject({ host: upstreamHost(), encoding: 'gzip' });
  });

  it('passes a request body and an error status through', async () => {
    const missing = await fetchOverH2('/missing', 'POST', 'order=1');
    expect(missing.headers[':status']).toBe(404);
    expect(missing.body.toString()).toBe('not here');
    expect(seenByUpstream.at(-1)?.body).toBe('order=1');
  });

  it('pins the certificate it serves by its public key, as openssl hashes it', async () => {
    const { port } = new URL(front.origin);
    const served = await new Promise<Buffer>((resolve, reject) => {
      const socket = connectTls({ host: HOST, port: Number(port), rejectUnauthorized: false }, () => {
        resolve(socket.getPeerCertificate().raw);
        socket.end();
      });
      socket.on('error', reject);
    });
    const pem = `-----BEGIN CERTIFICATE-----\n${served.toString('base64')}\n-----END CERTIFICATE-----\n`;
    const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout'], { input: pem });
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    expect(front.trustFlag).toBe(`--ignore-certificate-errors-spki-list=${hash}`);
  });
});
