import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { describeCallableError } from './callable-error';

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
  it('says something useful when the server gave no sentence or could not be reached', () => {
    expect(describeCallableError(functionsError('internal', 'internal [0]'))).toMatch(/could not be reached/);
    expect(describeCallableError(functionsError('internal', 'INTERNAL [500]'))).toMatch(
      /Something went wrong/,
    );
  });
  it('uses the first schema problem for input the client refused to send', () => {
    const result = z
      .object({ phone: z.string().check(z.minLength(10, 'Enter a Kenyan mobile number')) })
      .safeParse({ phone: '1' });
    expect(describeCallableError(result.error)).toBe('Enter a Kenyan mobile number');
  });
});
