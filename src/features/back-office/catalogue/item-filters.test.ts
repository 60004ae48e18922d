import { describe, expect, it } from 'vitest';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { filterItems } from './item-filters';

const sirloin = perKgItem({ name: 'Sirloin steak', cut: 'Sirloin' });
const tbone = perKgItem({ name: 'T-bone steak', cut: 'T-bone', active: false });
const broiler = countedItem({ name: 'Broiler', groupId: 'chicken' });
const items = [sirloin, tbone, broiler];

describe('filterItems', () => {
  it('finds items by every word typed, in the name or the cut, ignoring case', () => {
    expect(filterItems(items, { q: 'STEAK' })).toEqual([sirloin, tbone]);
    expect(filterItems(items, { q: 'steak t-bone' })).toEqual([tbone]);
  });
  it('keeps one group, and active or inactive items', () => {
    expect(filterItems(items, { group: 'chicken' })).toEqual([broiler]);
    expect(filterItems(items, { active: 'no' })).toEqual([tbone]);
    expect(filterItems(items, { group: 'beef', active: 'yes' })).toEqual([sirloin]);
  });
});
