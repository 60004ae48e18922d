import type { Item, ItemGroup, ItemGroupId } from '@nyama/domain/catalogue/catalog';

/** The home page's two lists, and each group's items once a group page has been opened. */
export type SnapshotKey = 'groups' | 'featured' | `group:${string}`;

/**
 * What a copy holds under its key. Types only, from the domain's: the store that writes copies (in a
 * worker, without zod) and the reader that checks them (catalog-snapshot) both name them.
 */
export type SnapshotData<K extends SnapshotKey> = K extends 'groups'
  ? (ItemGroup & { id: ItemGroupId })[]
  : (Item & { id: string })[];
