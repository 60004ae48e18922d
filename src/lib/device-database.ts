import Dexie, { type Table } from 'dexie';
import type { DeviceDatabaseName } from './device-databases';

/** One version's stores in Dexie's words: a table's key and indexes, or null to delete the table. */
type Stores<Tables> = Partial<Record<keyof Tables & string, string | null>>;

/**
 * A database this device keeps, declared once (docs/decisions/070-one-way-for-client-state.md): its name,
 * typed by its tables, and its versions in order, the first being version 1. A later version names only
 * the tables it adds or changes, as Dexie upgrades them; a version once shipped is never edited.
 */
export function deviceDatabase<Tables extends Record<string, Table>>(
  name: DeviceDatabaseName,
  versions: readonly [Stores<Tables>, ...Stores<Tables>[]],
): Dexie & Tables {
  const database = new Dexie(name) as Dexie & Tables;
  // A partial record leaves out the tables a version does not touch; Dexie's own type cannot say so.
  versions.forEach((stores, index) =>
    database.version(index + 1).stores(stores as Record<string, string | null>),
  );
  return database;
}
