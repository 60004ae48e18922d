import { describe, expect, it } from 'vitest';
import { formatKenyanPhone, kenyanPhoneSchema, normaliseKenyanPhone } from './phone';

describe('normaliseKenyanPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112-345-678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['254112345678', '254112345678'],
    ['712345678', '254712345678'],
  ])('accepts %s', (input, expected) => {
    expect(normaliseKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '0812345678', '07123456', '+1 415 555 0100', 'phone', '2547123456789'])(
    'refuses %s',
    (input) => {
      expect(normaliseKenyanPhone(input)).toBeNull();
    },
  );

  it('gives a clear sentence through the schema', () => {
    const result = kenyanPhoneSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Kenyan mobile number/);
  });

  it('formats for reading', () => {
    expect(formatKenyanPhone('254712345678')).toBe('0712 345 678');
  });
});
