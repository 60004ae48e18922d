import { describe, expect, it } from 'vitest';
import { SPEC_GROUP_IDS } from '../catalogue/catalog';
import { PHONE_ERROR } from '../kernel/phone';
import { PHONE_GROUP_PATHS } from './phone-group-paths';
import { groupOfPhonePath, phoneCustomerInputSchema, phoneGroupLink } from './phone-order';

const customer = {
  name: ' Mwangi ',
  surname: 'Kamau',
  mob: '0712 345 678',
  email: '',
  address: { zoneId: 'westlands', area: 'Kileleshwa', street: 'Othaya Road', building: '', notes: '' },
};

describe('a customer created on the phone', () => {
  it('is stored with the number as M-Pesa expects it and without an email when none is given', () => {
    expect(phoneCustomerInputSchema.parse(customer)).toMatchObject({
      name: 'Mwangi',
      mob: '254712345678',
      email: '',
    });
  });

  it('keeps an email in lower case, and refuses one that is not an address', () => {
    expect(phoneCustomerInputSchema.parse({ ...customer, email: ' Mwangi@Example.COM ' }).email).toBe(
      'mwangi@example.com',
    );
    const bad = phoneCustomerInputSchema.safeParse({ ...customer, email: 'mwangi@' });
    expect(bad.error?.issues[0]?.message).toBe('Enter a valid email address, or leave it empty');
  });

  it('needs a Kenyan mobile, a name and the address’s area and street', () => {
    const messages = (input: unknown) =>
      phoneCustomerInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...customer, mob: '0812 345 678' })).toEqual([PHONE_ERROR]);
    expect(messages({ ...customer, surname: ' ' })).toEqual(['Enter the customer’s surname']);
    expect(messages({ ...customer, address: { ...customer.address, street: '' } })).toEqual([
      'Enter the street or road',
    ]);
  });
});

describe('the phone-order group screens', () => {
  it('give each of the spec’s groups its screen, and back', () => {
    for (const groupId of SPEC_GROUP_IDS) {
      const path = PHONE_GROUP_PATHS[groupId];
      expect(groupOfPhonePath(path)).toBe(groupId);
      expect(phoneGroupLink(groupId)).toEqual({ to: path });
    }
  });

  it('list a group an Admin added later on /choosemeat', () => {
    expect(phoneGroupLink('sausages')).toEqual({ to: '/choosemeat', search: { group: 'sausages' } });
  });
});
