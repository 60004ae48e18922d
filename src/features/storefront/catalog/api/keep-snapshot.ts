import type { HomeCatalogue } from '@nyama/domain/catalogue/home-catalogue';
import { idleAfterLoad } from '../../../../lib/use-idle-after-load';
import type { SnapshotData, SnapshotKey } from './snapshot-types';
import type { SnapshotMessage } from './snapshot-writer';

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

/** The home catalogue is kept as its two lists, each read back by the pages that show it. */
export function keepHomeCopies(home: HomeCatalogue): void {
  keepSnapshot('groups', home.groups);
  keepSnapshot('featured', home.featured);
}

function startWriter(): Worker {
  const worker = new Worker(new URL('./snapshot-writer.ts', import.meta.url), { name: 'catalogue-copy' });
  worker.addEventListener('error', (event) =>
    console.error("The catalogue's copy cannot be saved.", event.message),
  );
  return worker;
}
