import Dexie from 'dexie';

let deviceIndexedDB: IDBFactory | null = null;
let refusing = false;

function device(): IDBFactory {
  if (!deviceIndexedDB) throw new Error('refusableStorage.install() first');
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
 * Puts the refusable IndexedDB under Dexie, which takes it when each database is created: a module that
 * creates its database after `install` (a fresh page, `vi.resetModules`) uses it.
 */
export const refusableStorage = {
  install(): void {
    deviceIndexedDB = Dexie.dependencies.indexedDB;
    refusing = false;
    Dexie.dependencies.indexedDB = refusableIndexedDB;
  },
  uninstall(): void {
    Dexie.dependencies.indexedDB = device();
  },
  refuse(next: boolean): void {
    refusing = next;
  },
};
