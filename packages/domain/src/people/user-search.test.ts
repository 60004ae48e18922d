import { describe, expect, it } from 'vitest';
import { searchTerm } from '../kernel/search-keys';
import { userSearchKeys } from './user-search';

const brian = { name: 'Brian', surname: 'Kamau', mob: '254712345678', email: 'Brian.Kamau@Example.com' };

describe('userSearchKeys', () => {
  it('finds a user by email in any case', () => {
    expect(userSearchKeys(brian)).toContain(searchTerm(' brian.kamau@example.COM '));
  });

  it.each(['0712 345 678', '+254712345678', '254712345678', '0712345678'])(
    'finds a user by the mobile typed as %s',
    (typed) => {
      expect(userSearchKeys(brian)).toContain(searchTerm(typed));
    },
  );

  it.each(['Brian', 'kamau', 'Brian Kamau'])('finds a user by the name %s', (typed) => {
    expect(userSearchKeys(brian)).toContain(searchTerm(typed));
  });

  it('does not find a user by another mobile or a part of a word', () => {
    const keys = userSearchKeys(brian);
    expect(keys).not.toContain(searchTerm('0799 999 999'));
    expect(keys).not.toContain(searchTerm('bri'));
  });

  it('keys a profile that holds only the role mirror by nothing', () => {
    expect(userSearchKeys({})).toEqual([]);
  });
});
