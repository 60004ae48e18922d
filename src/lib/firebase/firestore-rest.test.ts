import { describe, expect, it } from 'vitest';
import { decodeValue } from './firestore-rest';

describe('decodeValue', () => {
  it('reads a document as the SDK would give it: integers as numbers, maps and arrays nested', () => {
    const value = {
      mapValue: {
        fields: {
          name: { stringValue: 'Sirloin' },
          pricePerKgCents: { integerValue: '120000' },
          ratio: { doubleValue: 0.5 },
          active: { booleanValue: false },
          pendingPrice: { nullValue: null },
          image: { mapValue: { fields: { kind: { stringValue: 'illustration' } } } },
          tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
          empty: { arrayValue: {} },
          nothing: { mapValue: {} },
        },
      },
    };
    expect(decodeValue(value, 'items/x')).toEqual({
      name: 'Sirloin',
      pricePerKgCents: 120_000,
      ratio: 0.5,
      active: false,
      pendingPrice: null,
      image: { kind: 'illustration' },
      tags: ['a', 2],
      empty: [],
      nothing: {},
    });
  });

  it('refuses what the catalogue never holds, naming where it was', () => {
    expect(() =>
      decodeValue({ mapValue: { fields: { at: { timestampValue: '2026-11-25T00:00:00Z' } } } }, 'items/x'),
    ).toThrow('items/x.at: a Firestore timestampValue is not read by the storefront');
    expect(() => decodeValue({ arrayValue: { values: [{}] } }, 'items/x')).toThrow(
      'items/x[0]: not a Firestore value',
    );
    expect(() => decodeValue({ integerValue: true }, 'items/x')).toThrow(
      'items/x: a Firestore integerValue holding boolean',
    );
    expect(() => decodeValue({ stringValue: 7 }, 'items/x')).toThrow(
      'items/x: a Firestore stringValue holding number',
    );
    expect(() => decodeValue({ booleanValue: 'yes' }, 'items/x')).toThrow(
      'items/x: a Firestore booleanValue holding string',
    );
  });
});
