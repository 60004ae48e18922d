// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceSession, hasStoredUser, isStoredUserKey } from './stored-user';

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

  it('gives the session this device knows: Auth’s user and the last role seen of them', () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1","email":"u1@example.com"}');
    localStorage.setItem('nyama-role-u1', 'Driver');
    expect(deviceSession(localStorage)).toEqual({ uid: 'u1', email: 'u1@example.com', role: 'Driver' });
  });

  it('knows no session without a role seen of that user, or with one it cannot read', () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1","email":null}');
    localStorage.setItem('nyama-role-u2', 'Driver');
    expect(deviceSession(localStorage)).toBeNull();
    localStorage.setItem('nyama-role-u1', 'Chief');
    expect(deviceSession(localStorage)).toBeNull();
    localStorage.setItem('nyama-role-u1', 'Admin');
    expect(deviceSession(localStorage)).toEqual({ uid: 'u1', email: '', role: 'Admin' });
  });

  it('knows no session from a stored user it cannot read', () => {
    localStorage.setItem('nyama-role-u1', 'Driver');
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":');
    expect(deviceSession(localStorage)).toBeNull();
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"email":"u1@example.com"}');
    expect(deviceSession(localStorage)).toBeNull();
  });
});
