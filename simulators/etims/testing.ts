import { afterAll, beforeAll } from 'vitest';
import { createOscuPort } from '../../functions/src/etims/oscu/port';
import { ETIMS_SANDBOX } from '../config';
import type { RunningServer } from '../http';
import { startEtimsSimulator } from './server';

/**
 * An eTIMS simulator on a free port for one test file: started before its tests, stopped after them.
 * `call` posts to an OSCU function with the shop's identity in the headers, as the clients in use do;
 * `oscuPort` is the functions' adapter for the shop, at this simulator (or at `baseUrl`).
 */
export function useEtimsSimulator() {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startEtimsSimulator({ ...ETIMS_SANDBOX, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });
  const base = () => {
    if (!server) throw new Error('The simulator starts in beforeAll: read it in a hook or a test.');
    return `http://127.0.0.1:${server.port}`;
  };
  const oscuPortAt = (baseUrl: () => string) =>
    createOscuPort(() => ({
      baseUrl: baseUrl(),
      siteUrl: base(),
      tin: ETIMS_SANDBOX.tin,
      branchId: ETIMS_SANDBOX.bhfId,
      deviceSerial: ETIMS_SANDBOX.dvcSrlNo,
    }));
  return {
    base,
    oscuPortAt,
    oscuPort: () => oscuPortAt(() => `${base()}/etims-api`),
    call: async (name: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base()}/etims-api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          resultCd: string;
          resultMsg: string;
          resultDt: string;
          data: unknown;
        },
      };
    },
    control: (path: string, body: unknown) =>
      fetch(`${base()}/__control${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
