import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

describe('schema sentences', () => {
  it('loads the English the rules speak, which the start no longer does', async () => {
    z.config({ localeError: undefined });
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe('Invalid input');
    vi.resetModules();
    const { firstProblem } = await import('./schema-sentences');
    expect(firstProblem(z.string(), 1)).toBe('Invalid input: expected string, received number');
  });

  it("gives a value's first problem, or null", async () => {
    const { firstProblem } = await import('./schema-sentences');
    const name = z.string().check(z.minLength(2, 'Write at least 2 letters.'), z.maxLength(1, 'Too long.'));
    expect(firstProblem(name, 'a')).toBe('Write at least 2 letters.');
    expect(firstProblem(z.string(), 'fine')).toBeNull();
  });

  it("gives a form each field's first problem by its path", async () => {
    const { formRules } = await import('./schema-sentences');
    const rules = formRules(
      z.object({ address: z.object({ street: z.string().check(z.minLength(1, 'Street?')) }) }),
    );
    expect(rules({ address: { street: '' } })).toEqual({ 'address.street': 'Street?' });
    expect(rules({ address: { street: 'Moi Avenue' } })).toEqual({});
  });
});
