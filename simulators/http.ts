import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A request as the simulators' handlers see it: the raw body is kept for signatures and parsing. */
export type SimRequest = {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
  params: Record<string, string>;
};
export type SimResponse = { status: number; headers?: Record<string, string>; body?: string };
export type Route = {
  method: 'GET' | 'POST';
  /** A path with `:name` segments. */
  path: string;
  handle: (request: SimRequest) => SimResponse | Promise<SimResponse>;
};

export const json = (status: number, body: unknown): SimResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
export const html = (body: string, status = 200): SimResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});
export const redirect = (location: string): SimResponse => ({ status: 303, headers: { location } });

/** JSON of a request body, or undefined when it is not JSON (handlers answer with their own error). */
export function jsonBody(request: SimRequest): unknown {
  try {
    return JSON.parse(request.rawBody.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The fields of an HTML form post. */
export function formBody(request: SimRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.rawBody.toString('utf8')));
}

function match(route: Route, method: string, pathname: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const want = route.path.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function respond(routes: Route[], request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://simulator.local');
  const method = request.method ?? 'GET';
  const rawBody = await readBody(request);
  for (const route of routes) {
    const params = match(route, method, url.pathname);
    if (!params) continue;
    const result = await route.handle({ method, url, headers: request.headers, rawBody, params });
    response.writeHead(result.status, result.headers).end(result.body);
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
}

export type RunningServer = { port: number; close(): Promise<void> };

/** Starts a server on 127.0.0.1:port (0 picks a free one); close() stops it, open connections included. */
export async function serve(routes: Route[], port: number): Promise<RunningServer> {
  const server: Server = createServer((request, response) => {
    respond(routes, request, response).catch((error: unknown) => {
      console.error('Simulator error:', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Escapes text for the server-rendered pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Posts JSON to a URL and reports the status (0 when unreachable), never throwing: a provider just logs it. */
export async function deliver(url: string, body: string, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    console.error(`Simulator could not deliver to ${url}:`, error);
    return { status: 0, body: '' };
  }
}
