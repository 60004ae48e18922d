import { describe, expect, it } from 'vitest';
import { emulatorHostFor, firebaseOrigins } from './origins';

describe('firebaseOrigins', () => {
  it('is the emulators for a demo project, on the host the app is built with', () => {
    const host = emulatorHostFor('demo-nyama', '192.168.1.20');
    expect(firebaseOrigins('demo-nyama', host, 'europe-west1')).toEqual([
      'http://192.168.1.20:9099',
      'http://192.168.1.20:8080',
      'http://192.168.1.20:5001',
    ]);
  });

  it('is Firestore, Auth’s token services and the project’s functions for a real project, never an emulator', () => {
    const host = emulatorHostFor('nyama-shop', '127.0.0.1');
    expect(host).toBeNull();
    expect(firebaseOrigins('nyama-shop', host, 'europe-west1')).toEqual([
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://europe-west1-nyama-shop.cloudfunctions.net',
    ]);
  });
});
