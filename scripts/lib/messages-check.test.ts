import { describe, expect, it } from 'vitest';
import { mergedCatalogue, messagesUsed, untranslated } from './messages-check';

describe('messagesUsed', () => {
  it('finds every message a file calls, with or without inputs', () => {
    const source =
      '<Title>{m.home_title()}</Title><a aria-label={m.cart_count({ count })} />{m.\n  try_again ()}';
    expect(messagesUsed(source)).toEqual(['home_title', 'cart_count']);
    expect(messagesUsed('const UNIT = { kg: m.unit_kg( ) }; item.m.x; form.m')).toEqual(['unit_kg']);
  });
});

describe('untranslated', () => {
  const plural = (one: string, other: string) => [
    { declarations: ['input count'], selectors: ['n'], match: { 'n=one': one, 'n=other': other } },
  ];

  it('names the messages used that the catalogue lacks or leaves empty, once each', () => {
    const catalogue = { home_title: 'Nyama safi', loading: ' ', cart_count: plural('bidhaa {count}', '') };
    expect(
      untranslated(['home_title', 'loading', 'cart_count', 'try_again', 'try_again'], catalogue),
    ).toEqual(['cart_count', 'loading', 'try_again']);
  });

  it('accepts text and plurals whose every variant has words', () => {
    const catalogue = { home_title: 'Nyama safi', cart_count: plural('bidhaa {count}', 'bidhaa {count}') };
    expect(untranslated(['home_title', 'cart_count'], catalogue)).toEqual([]);
  });
});

describe('mergedCatalogue', () => {
  it("joins every area's messages and names a message two areas declare", () => {
    const { catalogue, clashes } = mergedCatalogue([
      {
        file: 'messages/shell/sw-KE.json',
        messages: { $schema: 'x', shell_menu: 'Menyu', try_again: 'Jaribu' },
      },
      {
        file: 'messages/field/sw-KE.json',
        messages: { $schema: 'x', field_round: 'Safari', try_again: 'Tena' },
      },
    ]);
    expect(catalogue).toEqual({ shell_menu: 'Menyu', try_again: 'Tena', field_round: 'Safari' });
    expect(clashes).toEqual(['try_again is in both messages/shell/sw-KE.json and messages/field/sw-KE.json']);
  });
});
