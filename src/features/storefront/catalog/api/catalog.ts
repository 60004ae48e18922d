import { queryOptions } from '@tanstack/react-query';
import type { HomeCatalogue } from '../../../../domain/home-catalogue';
import { CATALOGUE_DATABASE, mayHoldDatabase } from '../../../../lib/device-databases';
import { readHomeCatalogue } from '../../../../lib/firebase/storefront-firestore';
import { idleAfterLoad } from '../../../../lib/use-idle-after-load';
import { catalogKeys } from './catalog-keys';
import type { SnapshotData, SnapshotKey } from './catalog-snapshot';
import type { SnapshotMessage } from './snapshot-writer';

/** The saved catalogue (Dexie and its schemas) loads with the first read, not with the page (decision 044). */
const loadSnapshots = () => import('./catalog-snapshot');

let writer: Worker | undefined;

/**
 * Saves an answer as this device's copy once the page is idle, in a worker (decision 054): the answer is
 * not held back while Dexie loads and writes, neither loads nor writes on the page's thread, and a copy
 * that cannot be saved (storage full, a browser without IndexedDB) costs the next offline visit, never
 * this page (decision 047).
 */
export function keepSnapshot<K extends SnapshotKey>(key: K, data: SnapshotData<K>): void {
  // A page served with its catalogue is rendered where there is no device to keep a copy on (decision 048).
  if (typeof Worker === 'undefined') return;
  void idleAfterLoad().then(() => {
    try {
      writer ??= startWriter();
      writer.postMessage({ key, data } satisfies SnapshotMessage);
    } catch (error: unknown) {
      console.error(`The catalogue's ${key} copy was not saved.`, error);
    }
  });
}

function startWriter(): Worker {
  const worker = new Worker(new URL('./snapshot-writer.ts', import.meta.url), { name: 'catalogue-copy' });
  worker.addEventListener('error', (event) =>
    console.error("The catalogue's copy cannot be saved.", event.message),
  );
  return worker;
}

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
      keepSnapshot('groups', home.groups);
      keepSnapshot('featured', home.featured);
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
      (await mayHoldDatabase(CATALOGUE_DATABASE)) ? (await loadSnapshots()).readSnapshot(key) : null,
    staleTime: Infinity,
    networkMode: 'always',
  });
