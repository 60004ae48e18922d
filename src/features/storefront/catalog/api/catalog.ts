import { queryOptions } from '@tanstack/react-query';
import type { HomeCatalogue } from '@nyama/domain/catalogue/home-catalogue';
import { DEVICE_DATABASES, mayHoldDatabase } from '../../../../lib/device-databases';
import { readHomeCatalogue } from '../../../../lib/firebase/storefront-firestore';
import { catalogKeys } from './catalog-keys';
import type { SnapshotKey } from './snapshot-types';
import { keepHomeCopies } from './keep-snapshot';

/** The saved catalogue (Dexie and its schemas) loads with the first read, not with the page (decision 044). */
const loadSnapshots = () => import('./catalog-snapshot');

/**
 * The home page's catalogue: one document, one read (docs/decisions/039-home-catalogue.md). Hidden groups
 * and items not featured are not in it; it is saved on the device for the next visit and for offline.
 */
const homeCatalogueQuery = () =>
  queryOptions({
    queryKey: catalogKeys.home(),
    queryFn: async (): Promise<HomeCatalogue> => {
      const home = (await readHomeCatalogue()) ?? {
        groups: [],
        featured: [],
        updatedAtMs: 0,
      };
      keepHomeCopies(home);
      return home;
    },
    staleTime: 5 * 60_000,
  });

export const itemGroupsQuery = () => queryOptions({ ...homeCatalogueQuery(), select: (home) => home.groups });

export const featuredItemsQuery = () =>
  queryOptions({ ...homeCatalogueQuery(), select: (home) => home.featured });

/** The saved copy of a catalogue list (null when this device has none: a first visit loads no Dexie for it). */
export const catalogSnapshotQuery = <K extends SnapshotKey>(key: K) =>
  queryOptions({
    queryKey: catalogKeys.snapshot(key),
    queryFn: async () =>
      (await mayHoldDatabase(DEVICE_DATABASES.catalogue)) ? (await loadSnapshots()).readSnapshot(key) : null,
    staleTime: Infinity,
    networkMode: 'always',
  });
