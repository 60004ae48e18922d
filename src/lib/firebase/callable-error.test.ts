import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { callableErrorMessage } from './callable-error';

describe('callableErrorMessage', () => {
  it("shows the function's sentence without the HTTP status", () => {
    const error = new FirebaseError(
      'functions/permission-denied',
      'Only Admin accounts can change roles. [403]',
    );
    expect(callableErrorMessage(error, 'fallback')).toBe('Only Admin accounts can change roles.');
  });
  it('hides internal errors and anything else behind the fallback', () => {
    expect(callableErrorMessage(new FirebaseError('functions/internal', 'INTERNAL'), 'Try again.')).toBe(
      'Try again.',
    );
    expect(callableErrorMessage(new Error('boom'), 'Try again.')).toBe('Try again.');
  });
});
