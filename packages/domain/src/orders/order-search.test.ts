import { describe, expect, it } from 'vitest';
import { orderSearchKeys } from './order-search';
import { searchTerm } from '../kernel/search-keys';

const order = {
  number: 'NY-261122-K7Q2M',
  customer: { name: 'Amina Otieno', phone: '254712345678' },
  address: { recipient: 'Amina Otieno', phone: '254722000111' },
};

describe('order search', () => {
  it('finds an order by its number, whole or by its last part, typed in any case', () => {
    const keys = orderSearchKeys(order);
    expect(keys).toContain(searchTerm('ny-261122-k7q2m'));
    expect(keys).toContain(searchTerm(' K7Q2M '));
  });

  it('finds it by either phone in any spelling', () => {
    const keys = orderSearchKeys(order);
    expect(keys).toContain(searchTerm('0712 345 678'));
    expect(keys).toContain(searchTerm('+254722000111'));
    expect(keys).not.toContain(searchTerm('0799 999 999'));
  });

  it('finds it by a name, whole or one word of it', () => {
    const keys = orderSearchKeys(order);
    expect(keys).toContain(searchTerm('amina otieno'));
    expect(keys).toContain(searchTerm('Otieno'));
  });

  it('works for a pickup order of a customer without a profile snapshot', () => {
    expect(orderSearchKeys({ number: 'NY-1003', address: null })).toEqual(['ny-1003', '1003']);
  });
});
