import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { speakEnglishInSchemas } from './schema-messages';

describe('speakEnglishInSchemas', () => {
  it('gives a rule that names no sentence an English one that says what is wrong', () => {
    speakEnglishInSchemas();
    const issue = z.object({ name: z.string().check(z.minLength(1)) }).safeParse({ name: '' }).error
      ?.issues[0];
    expect(issue?.message).toBe('Too small: expected string to have >=1 characters');
  });
});
