import type { Item } from '@nyama/domain/catalogue/catalog';
import type { SaveItemInput } from '@nyama/domain/callables/catalogue-callables';

/** The item form's values for an existing item: its details and selling rules, no price (it has its own form). */
export function editItemInput(itemId: string, item: Item): SaveItemInput {
  const { groupId, name, cut, description, image, taxType, taxClass, featured } = item;
  const { active, sortOrder } = item;
  return {
    itemId,
    details: { groupId, name, cut, description, image, taxType, taxClass, featured, active, sortOrder },
    selling:
      item.unit === 'kg'
        ? { unit: 'kg', minGrams: item.minGrams, stepGrams: item.stepGrams }
        : { unit: item.unit, estimatedGramsPerUnit: item.estimatedGramsPerUnit ?? null },
    priceCents: null,
  };
}

/** A blank item sold by weight in the given group, on sale and placed last. */
export function newItemInput(groupId: string, sortOrder: number): SaveItemInput {
  return {
    itemId: null,
    details: {
      groupId,
      name: '',
      cut: '',
      description: '',
      image: { kind: 'illustration', key: 'steak' },
      taxType: 'A',
      taxClass: '99011019',
      featured: false,
      active: true,
      sortOrder,
    },
    selling: { unit: 'kg', minGrams: 500, stepGrams: 250 },
    priceCents: null,
  };
}
