import { FirebaseError } from 'firebase/app';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { SHOP_BUSY_SENTENCES } from '@nyama/domain/kernel/shop-busy';
import { setLocale } from '../../paraglide/runtime';
import { describeCallableError, shopBusyStep } from './callable-error';

const functionsError = (code: string, message: string) => new FirebaseError(`functions/${code}`, message);

describe('describeCallableError', () => {
  it("shows the server's sentence without the SDK's status suffix", () => {
    expect(
      describeCallableError(functionsError('failed-precondition', 'Only 2 kg of Sirloin left. [400]')),
    ).toBe('Only 2 kg of Sirloin left.');
  });
  it('keeps a provider refusal the server explains, even when unavailable', () => {
    const error = functionsError(
      'unavailable',
      'We could not reach the payment service. Try again in a moment. [503]',
    );
    expect(describeCallableError(error)).toBe(
      'We could not reach the payment service. Try again in a moment.',
    );
  });
  it('blames the connection only when the request got no answer at all', () => {
    expect(describeCallableError(functionsError('internal', 'internal [0]'))).toBe(
      'We could not reach the shop. Check your connection and try again.',
    );
    for (const answered of [
      functionsError('internal', 'INTERNAL [500]'),
      functionsError('unavailable', 'unavailable [503]'),
      functionsError('resource-exhausted', 'resource-exhausted [429]'),
      functionsError('deadline-exceeded', 'deadline-exceeded'),
    ]) {
      expect(describeCallableError(answered)).not.toMatch(/connection|reach/);
    }
    expect(describeCallableError(functionsError('internal', 'INTERNAL [500]'))).toBe(
      'Something went wrong at the shop. Try again in a moment.',
    );
    expect(describeCallableError(functionsError('unavailable', 'unavailable [503]'))).toBe(
      'The shop is busy right now. Try again in a moment.',
    );
  });
  it('reads a busy answer by its mark: what was left undone, and to try again', () => {
    const busy = new FunctionsError('unavailable', `${SHOP_BUSY_SENTENCES.order} [503]`, { busy: 'order' });
    expect(describeCallableError(busy)).toBe(SHOP_BUSY_SENTENCES.order);
    expect(shopBusyStep(busy)).toBe('order');
    // The mark decides, whatever sentence came with it.
    const paying = new FunctionsError('unavailable', 'UNAVAILABLE [503]', { busy: 'payment' });
    expect(describeCallableError(paying)).toBe(
      'The shop is busy right now: the payment did not start and nothing was charged. Try again in a moment.',
    );
    expect(shopBusyStep(functionsError('unavailable', 'unavailable [503]'))).toBeNull();
  });
  it('says offline when the browser is, whatever the answer', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(describeCallableError(new FunctionsError('unavailable', 'x', { busy: 'order' }))).toBe(
        'You are offline. Connect to the internet and try again.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('uses the first schema problem for input the client refused to send', () => {
    const result = z
      .object({ phone: z.string().check(z.minLength(10, 'Enter a Kenyan mobile number')) })
      .safeParse({ phone: '1' });
    expect(describeCallableError(result.error)).toBe('Enter a Kenyan mobile number');
  });
  it('words a refusal with a reason from its details, whatever sentence came with it', () => {
    const refused = new FunctionsError('failed-precondition', 'Only 2 kg of Sirloin left. [400]', {
      refusal: { reason: 'only-left', item: 'Sirloin', unit: 'kg', quantity: 2_000 },
    });
    expect(describeCallableError(refused)).toBe('Only 2 kg of Sirloin left.');
    void setLocale('sw-KE', { reload: false });
    try {
      expect(describeCallableError(refused)).toBe('Sirloin: imebaki 2 kg tu.');
      // Details that are not a refusal the PWA knows leave the server's sentence as it came.
      const unknown = new FunctionsError('failed-precondition', 'Something new. [400]', {
        refusal: { reason: 'from-a-newer-shop' },
      });
      expect(describeCallableError(unknown)).toBe('Something new.');
    } finally {
      void setLocale('en-KE', { reload: false });
    }
  });
  it('says its own sentences in Kiswahili, and the server’s as sent', () => {
    void setLocale('sw-KE', { reload: false });
    try {
      expect(describeCallableError(functionsError('internal', 'internal [0]'))).toBe(
        'Hatukuweza kufikia duka. Angalia mtandao wako kisha ujaribu tena.',
      );
      expect(describeCallableError(new FunctionsError('unavailable', 'x [503]', { busy: 'order' }))).toMatch(
        /^Duka lina shughuli nyingi/,
      );
      expect(describeCallableError(new Error('crash'))).toBe('Kuna tatizo. Tafadhali jaribu tena.');
      expect(
        describeCallableError(functionsError('failed-precondition', 'Only 2 kg of Sirloin left. [400]')),
      ).toBe('Only 2 kg of Sirloin left.');
    } finally {
      void setLocale('en-KE', { reload: false });
    }
  });
});
