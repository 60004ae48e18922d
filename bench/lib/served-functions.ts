import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod/mini';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/local';
import { waitForHttp } from '../../scripts/lib/processes';
import type { Operations } from './firestore-operations';

/**
 * One function served as Cloud Functions (2nd gen) serves it: the Functions Framework's own command
 * (what the Node.js buildpack starts on Cloud Run) loads the built functions and serves one of them
 * over HTTP, in a process of its own per instance, against this session's emulators instead of Google's
 * services (docs/decisions/075-checkout-through-http.md).
 */

const FRAMEWORK = resolve('functions/node_modules/@google-cloud/functions-framework/build/src/main.js');
const COUNTER = pathToFileURL(resolve('bench/lib/count-in-server.ts')).href;

/**
 * What Cloud Run reads of a function's endpoint for its instances. A timeout the function does not set
 * is firebase-functions' mark for "the platform's default", which is 60 s.
 */
const endpointSchema = z.object({ concurrency: z.number(), timeoutSeconds: z.catch(z.number(), 60) });
type Deployed = z.infer<typeof endpointSchema>;

/**
 * The options `firebase deploy` gives the function: its endpoint (`__endpoint`) as the built functions
 * declare it, global options merged, read as the deploy reads them, by loading the build.
 */
export function deployedOptions(name: string): Deployed {
  const built = createRequire(import.meta.url)(resolve('functions/lib/index.js')) as Record<string, unknown>;
  const served = built[name];
  const endpoint = endpointSchema.safeParse(
    typeof served === 'function' && '__endpoint' in served ? served.__endpoint : null,
  );
  if (!endpoint.success) throw new Error(`functions/lib/index.js has no function ${name} with an endpoint`);
  return endpoint.data;
}

type ServedFunction = {
  urls: string[];
  /** The Admin SDK's reads and writes in every instance so far (bench/lib/count-in-server.ts). */
  operations(): Promise<Operations>;
  close(): Promise<void>;
};

const operationsSchema = z.object({ reads: z.number(), writes: z.number() });

async function operationsOf(server: ChildProcess): Promise<Operations> {
  const answer = once(server, 'message');
  server.send('operations');
  return operationsSchema.parse((await answer)[0]);
}

/** Serves `name` from `instances` processes, each on a port of its own, and waits until each answers. */
export async function serveFunction(name: string, instances: number): Promise<ServedFunction> {
  const servers = Array.from({ length: instances }, (_, index) => {
    const port = PORTS.functionsFramework + index;
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', COUNTER, FRAMEWORK, `--source=${resolve('functions')}`],
      {
        // What Cloud Run sets for a function's container (the framework reads its options from it), with
        // the Admin SDK pointed at the emulators; nothing of the Functions emulator's own environment.
        env: {
          PATH: process.env['PATH'],
          NODE_ENV: 'production',
          PORT: String(port),
          K_SERVICE: name.toLowerCase(),
          FUNCTION_TARGET: name,
          FUNCTION_SIGNATURE_TYPE: 'http',
          GCLOUD_PROJECT: PROJECT_ID,
          FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }),
          FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
          FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
        },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      },
    );
    return { server, url: `http://${HOST}:${port}/` };
  });
  const close = async () => {
    await Promise.all(
      servers.map(async ({ server }) => {
        if (server.exitCode !== null || server.signalCode !== null) return;
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    // A path the framework answers itself (404) without calling the function, so the probe logs nothing.
    for (const { server, url } of servers) await waitForHttp(`${url}robots.txt`, 60_000, server);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    urls: servers.map(({ url }) => url),
    operations: async () => {
      const each = await Promise.all(servers.map(({ server }) => operationsOf(server)));
      return {
        reads: each.reduce((sum, counted) => sum + counted.reads, 0),
        writes: each.reduce((sum, counted) => sum + counted.writes, 0),
      };
    },
    close,
  };
}
