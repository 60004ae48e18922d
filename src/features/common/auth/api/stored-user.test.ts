// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasStoredUser, isStoredUserKey } from './stored-user';

describe('the signed-in user Auth keeps on this device', () => {
  beforeEach(() => localStorage.clear());

  it('is absent on a device where nobody signed in, whatever else the app keeps', () => {
    localStorage.setItem('nyama-color-scheme', 'dark');
    localStorage.setItem('nyama-role-u1', 'driver');
    expect(hasStoredUser(localStorage)).toBe(false);
  });

  it('is found under the key Auth writes for this app', () => {
    localStorage.setItem('nyama-color-scheme', 'dark');
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasStoredUser(localStorage)).toBe(true);
  });

  it('tells Auth’s key from the app’s own and from a cleared one', () => {
    expect(isStoredUserKey('firebase:authUser:demo-api-key:[DEFAULT]')).toBe(true);
    expect(isStoredUserKey('nyama-role-u1')).toBe(false);
    expect(isStoredUserKey(null)).toBe(false);
  });
});
