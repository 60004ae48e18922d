import { createServer, type IncomingHttpHeaders } from 'node:http';

type Received = { path: string; headers: IncomingHttpHeaders; rawBody: string };

/** A stand-in for the shop's callback/webhook endpoint in the simulators' own tests: records every POST. */
export async function startReceiver(status = 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"ResultCode":0}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  /**
   * The first POST to `path` among those after the first `since` (and that `about` accepts, where a test's
   * other requests post to the same path), waiting for it: results go out asynchronously.
   */
  async function postTo(
    path: string,
    since: number,
    about: (post: Received) => boolean = () => true,
  ): Promise<Received> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const post = received.slice(since).find((candidate) => candidate.path === path && about(candidate));
      if (post) return post;
      if (Date.now() > deadline) throw new Error(`Nothing was posted to ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    postTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
