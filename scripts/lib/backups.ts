import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { nairobiStamp } from '@nyama/domain/kernel/nairobi-time';
import { HOST, PORTS } from './local';

/** Where `npm run backup` writes (git-ignored): one folder per backup, named by its Nairobi date-time. */
const BACKUPS_DIR = 'backups';

export const backupDirFor = (nowMs: number) => join(BACKUPS_DIR, nairobiStamp(nowMs));

/** The file the emulator hub writes at the top of every export, naming what each emulator exported. */
const METADATA_FILE = 'firebase-export-metadata.json';

const metadataSchema = z.object({
  version: z.string(),
  firestore: z.optional(z.object({ path: z.string(), metadata_file: z.string() })),
  auth: z.optional(z.object({ path: z.string() })),
});

/** The Auth emulator's accounts as the hub exports them; `users` is left out when there are none. */
const accountsSchema = z.object({ users: z.optional(z.array(z.object({ localId: z.string() }))) });

export type Backup = { dir: string; accounts: number; exportedBy: string };
type BackupCheck = { ok: true; backup: Backup } | { ok: false; reason: string };

/** A JSON file parsed with its schema, or the sentence saying what is wrong with it. */
function readJson<S extends z.ZodMiniType>(
  file: string,
  schema: S,
): { ok: true; value: z.output<S> } | { ok: false; reason: string } {
  if (!existsSync(file)) return { ok: false, reason: `${file} is missing.` };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { ok: false, reason: `${file} is not JSON.` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const where = parsed.error.issues[0]?.path.join('.') || 'its top level';
  return { ok: false, reason: `${file} is not what the emulators export (look at ${where}).` };
}

/**
 * Whether `dir` is a backup `npm run restore` can start from: a folder the emulator hub exported, with
 * Firestore's data and Auth's accounts both present, since a shop restored without either is not the shop
 * that was backed up. Read before any build starts, so a wrong path fails in a second with a sentence.
 */
export function readBackup(dir: string): BackupCheck {
  if (!existsSync(dir)) return { ok: false, reason: `There is no backup at ${dir}.` };
  if (!statSync(dir).isDirectory()) return { ok: false, reason: `${dir} is a file, not a backup folder.` };
  const metadataFile = join(dir, METADATA_FILE);
  if (!existsSync(metadataFile)) {
    return {
      ok: false,
      reason: `${dir} is not a backup: it has no ${METADATA_FILE} (npm run backup writes one).`,
    };
  }
  const metadata = readJson(metadataFile, metadataSchema);
  if (!metadata.ok) return { ok: false, reason: `${dir} is not a backup: ${metadata.reason}` };
  const { firestore, auth, version } = metadata.value;
  if (!firestore) return { ok: false, reason: `${dir} is incomplete: it holds no Firestore data.` };
  if (!auth) return { ok: false, reason: `${dir} is incomplete: it holds no Auth accounts.` };
  if (!existsSync(join(dir, firestore.metadata_file))) {
    return { ok: false, reason: `${dir} is incomplete: ${join(dir, firestore.metadata_file)} is missing.` };
  }
  const accounts = readJson(join(dir, auth.path, 'accounts.json'), accountsSchema);
  if (!accounts.ok) return { ok: false, reason: `${dir} is incomplete: ${accounts.reason}` };
  return { ok: true, backup: { dir, accounts: accounts.value.users?.length ?? 0, exportedBy: version } };
}

/** What `npm start` was asked for: the demo shop, or the shop a backup holds (`npm run restore -- <dir>`). */
type StartChoice = { kind: 'demo' } | { kind: 'restore'; dir: string } | { kind: 'refused'; reason: string };

export function startChoice(args: readonly string[]): StartChoice {
  if (args.length === 0) return { kind: 'demo' };
  const [flag, dir, ...rest] = args;
  if (flag !== '--restore')
    return { kind: 'refused', reason: `npm start takes no arguments (got ${args.join(' ')}).` };
  if (dir === undefined || dir === '') {
    return {
      kind: 'refused',
      reason: 'Say which backup to restore: npm run restore -- backups/<date-time>.',
    };
  }
  if (rest.length > 0)
    return { kind: 'refused', reason: `Restore one backup at a time (got ${[dir, ...rest].join(' ')}).` };
  return { kind: 'restore', dir };
}

/** The emulators the hub says are running, by name. */
const runningSchema = z.record(z.string(), z.object({ port: z.number() }));

/**
 * Exports the running emulators' data (Firestore and Auth) into `dir`, through the hub of this session's
 * ports. The hub's own endpoint rather than `firebase emulators:export`, which finds the hub through a
 * file per project in the temp folder that any other session of the same project (a test run at another
 * port offset) overwrites, and deletes when it stops.
 */
export async function exportEmulators(dir: string): Promise<void> {
  const hub = `http://${HOST}:${PORTS.hub}`;
  let running: z.output<typeof runningSchema>;
  try {
    running = runningSchema.parse(await (await fetch(`${hub}/emulators`)).json());
  } catch {
    throw new Error(`No emulators answer at ${hub}: start the shop first (npm start, or npm run restore).`);
  }
  for (const needed of ['firestore', 'auth']) {
    if (!running[needed])
      throw new Error(`The ${needed} emulator is not running at ${hub}; nothing to back up.`);
  }
  // The hub writes the export beside the folder, then moves it in: the parent must exist.
  mkdirSync(resolve(dir, '..'), { recursive: true });
  const response = await fetch(`${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: resolve(dir), initiatedBy: 'npm run backup' }),
  });
  if (!response.ok)
    throw new Error(`The emulators could not export: HTTP ${response.status} ${await response.text()}`);
}
