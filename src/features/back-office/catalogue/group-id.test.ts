import { describe, expect, it } from 'vitest';
import { itemGroupIdSchema } from '@nyama/domain/catalogue/catalog';
import { suggestGroupId } from './group-id';

describe('suggestGroupId', () => {
  it.each([
    ['Goat & mutton', 'goat-mutton'],
    ['  Pork ', 'pork'],
    ['Crème fraîche', 'creme-fraiche'],
    ['2 for 1 packs', 'for-1-packs'],
  ])('turns %j into the id %j, which the domain accepts', (name, id) => {
    expect(suggestGroupId(name)).toBe(id);
    expect(itemGroupIdSchema.safeParse(id).success).toBe(true);
  });
});
