import { randomBytes } from 'node:crypto';
import type { SimRequest } from '../http';
import { tokenKey } from './protocol';

const TOKEN_LIFETIME_S = 3599;

/** The OAuth access tokens the simulator has issued; every other Daraja endpoint wants a live one. */
export function createTokenStore() {
  const expiries = new Map<string, number>();
  return {
    issue(): { token: string; lifetimeS: number } {
      const token = randomBytes(21).toString('base64url');
      expiries.set(tokenKey(token), Date.now() + TOKEN_LIFETIME_S * 1000);
      return { token, lifetimeS: TOKEN_LIFETIME_S };
    },
    /** True when the request carries `Authorization: Bearer <a token issued here, not expired>`. */
    authorises(request: SimRequest): boolean {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const expiresAtMs = token === undefined ? undefined : expiries.get(tokenKey(token));
      return expiresAtMs !== undefined && expiresAtMs > Date.now();
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
