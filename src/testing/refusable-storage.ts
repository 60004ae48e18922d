import Dexie from 'dexie';
import { afterEach, beforeEach, vi } from 'vitest';

let deviceIndexedDB: IDBFactory | null = null;
let refusing = false;

function device(): IDBFactory {
  if (!deviceIndexedDB) throw new Error('useRefusableStorage() first');
  return deviceIndexedDB;
}

/** The device's IndexedDB, opening nothing while refusing: a browser whose storage is blocked or full. */
const refusableIndexedDB: IDBFactory = {
  open: (name, version) => {
    if (refusing)
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    return device().open(name, version);
  },
  deleteDatabase: (name) => device().deleteDatabase(name),
  databases: () => device().databases(),
  cmp: (first, second) => device().cmp(first, second),
};

/**
 * Each test starts on a device without `database`, with the refusable IndexedDB under Dexie (which takes
 * it when each database is created: a module that creates its database afterwards, as a fresh page after
 * `vi.resetModules` does, uses it) and with the app's logged errors kept quiet. Returns the switch.
 */
export function useRefusableStorage(database: string): { refuse: (next: boolean) => void } {
  beforeEach(async () => {
    await Dexie.delete(database);
    deviceIndexedDB = Dexie.dependencies.indexedDB;
    refusing = false;
    Dexie.dependencies.indexedDB = refusableIndexedDB;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Dexie.dependencies.indexedDB = device();
    vi.restoreAllMocks();
  });
  return {
    refuse: (next) => {
      refusing = next;
    },
  };
}
