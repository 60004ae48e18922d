import { describe, expect, it } from 'vitest';
import { resetPasswordSearchSchema, signInSearchSchema } from './auth-search';

describe('the sign-in page’s way back', () => {
  it('keeps a path of this app, with its search', () => {
    expect(signInSearchSchema.parse({ redirect: '/coopenorder?x=1' })).toEqual({
      redirect: '/coopenorder?x=1',
    });
  });

  it('drops another site, however it is written, and anything not text', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'coopenorder', 7]) {
      expect(signInSearchSchema.parse({ redirect }).redirect).toBeUndefined();
    }
  });
});

describe('a reset link’s code', () => {
  it('is kept when given, and an empty one reads as none', () => {
    expect(resetPasswordSearchSchema.parse({ oobCode: 'abc' }).oobCode).toBe('abc');
    expect(resetPasswordSearchSchema.parse({ oobCode: '' }).oobCode).toBeUndefined();
  });
});
