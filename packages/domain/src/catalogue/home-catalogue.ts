import { z } from 'zod/mini';
import {
  isInStock,
  itemGroupIdSchema,
  itemGroupSchema,
  itemSchema,
  type Item,
  type ItemGroup,
} from './catalog';

/**
 * catalogue/home: everything the home page shows of the catalogue (the visible groups and the featured
 * items) in one document, so a visitor's home costs one read however many groups and items it lists
 * (docs/decisions/039-home-catalogue.md). Functions rebuild it when something it shows changes.
 */
export const homeCatalogueSchema = z.object({
  groups: z.array(z.extend(itemGroupSchema, { id: itemGroupIdSchema })),
  featured: z.array(z.intersection(itemSchema, z.object({ id: z.string() }))),
  updatedAtMs: z.int(),
});
export type HomeCatalogue = z.infer<typeof homeCatalogueSchema>;

type WithId<T> = T & { id: string };

/** The home page's catalogue from every group and the featured items, each in the shop's order. */
export function homeCatalogue(
  groups: readonly WithId<ItemGroup>[],
  items: readonly WithId<Item>[],
  nowMs: number,
): HomeCatalogue {
  const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;
  return {
    groups: groups.filter((group) => group.visible).sort(bySortOrder),
    featured: items.filter((item) => item.active && item.featured).sort(bySortOrder),
    updatedAtMs: nowMs,
  };
}

/** An item's fields as the home page shows them, its stock only as in or out (items are parsed, so keys keep the schema's order). */
function shown(item: Item): string {
  const fields: Record<string, unknown> = { ...item, inStock: isInStock(item) };
  delete fields['stockGrams'];
  delete fields['stockUnits'];
  return JSON.stringify(fields);
}

/**
 * Whether an item's write changes the home page: only a featured item (before or after) is on it, and of
 * its stock only whether it is in stock. Orders change stock many times a minute; the home document is
 * rewritten when an item sells out or comes back, not at every sale.
 */
export function itemChangesHome(before: Item | null, after: Item | null): boolean {
  if (!before?.featured && !after?.featured) return false;
  if (!before || !after) return true;
  return shown(before) !== shown(after);
}
