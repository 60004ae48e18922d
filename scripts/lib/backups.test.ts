import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { backupDirFor, readBackup, startChoice } from './backups';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder as the emulator hub exports it, with parts left out or spoilt by `change`. */
function exportLike(change: (dir: string) => void = () => undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  made.push(dir);
  writeFileSync(
    join(dir, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: '14.27.0',
      firestore: {
        version: '1.19.8',
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
      auth: { version: '14.27.0', path: 'auth_export' },
    }),
  );
  mkdirSync(join(dir, 'firestore_export'));
  writeFileSync(join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'), '');
  mkdirSync(join(dir, 'auth_export'));
  writeFileSync(
    join(dir, 'auth_export', 'accounts.json'),
    JSON.stringify({
      kind: 'identitytoolkit#DownloadAccountResponse',
      users: [{ localId: 'a' }, { localId: 'b' }],
    }),
  );
  change(dir);
  return dir;
}

const reasonFor = (dir: string) => {
  const check = readBackup(dir);
  return check.ok ? 'accepted' : check.reason;
};

describe('readBackup: what npm run restore accepts', () => {
  let dir: string;
  beforeEach(() => {
    dir = exportLike();
  });

  it('accepts an export with Firestore and Auth, counting its accounts', () => {
    expect(readBackup(dir)).toEqual({ ok: true, backup: { dir, accounts: 2, exportedBy: '14.27.0' } });
  });

  it('counts no accounts when the export holds none', () => {
    const empty = exportLike((at) => writeFileSync(join(at, 'auth_export', 'accounts.json'), '{"kind":"x"}'));
    expect(readBackup(empty)).toMatchObject({ ok: true, backup: { accounts: 0 } });
  });

  it('refuses a path that is not there, or a file', () => {
    expect(reasonFor(join(dir, 'nope'))).toBe(`There is no backup at ${join(dir, 'nope')}.`);
    const file = join(dir, 'firebase-export-metadata.json');
    expect(reasonFor(file)).toBe(`${file} is a file, not a backup folder.`);
  });

  it('refuses a folder without the export’s metadata', () => {
    expect(reasonFor(join(dir, 'auth_export'))).toBe(
      `${join(dir, 'auth_export')} is not a backup: it has no firebase-export-metadata.json (npm run backup writes one).`,
    );
  });

  it('refuses metadata that is not JSON or not the hub’s', () => {
    const garbled = exportLike((at) => writeFileSync(join(at, 'firebase-export-metadata.json'), '{ oops'));
    expect(reasonFor(garbled)).toMatch(/is not a backup: .*firebase-export-metadata\.json is not JSON\.$/);
    const foreign = exportLike((at) =>
      writeFileSync(join(at, 'firebase-export-metadata.json'), JSON.stringify({ version: 3 })),
    );
    expect(reasonFor(foreign)).toMatch(/is not what the emulators export \(look at version\)\.$/);
  });

  it('refuses an export without Firestore or without Auth', () => {
    const only = (part: 'firestore' | 'auth') =>
      exportLike((at) =>
        writeFileSync(
          join(at, 'firebase-export-metadata.json'),
          JSON.stringify({
            version: '14.27.0',
            ...(part === 'firestore'
              ? { firestore: { path: 'firestore_export', metadata_file: 'firestore_export/x' } }
              : { auth: { path: 'auth_export' } }),
          }),
        ),
      );
    expect(reasonFor(only('auth'))).toMatch(/is incomplete: it holds no Firestore data\.$/);
    expect(reasonFor(only('firestore'))).toMatch(/is incomplete: it holds no Auth accounts\.$/);
  });

  it('refuses an export whose files are missing or spoilt', () => {
    const noAccounts = exportLike((at) => writeFileSync(join(at, 'auth_export', 'accounts.json'), '[1]'));
    expect(reasonFor(noAccounts)).toMatch(/is incomplete: .*accounts\.json is not what the emulators export/);
    const gone = exportLike((at) =>
      writeFileSync(
        join(at, 'firebase-export-metadata.json'),
        JSON.stringify({
          version: '14.27.0',
          firestore: { path: 'firestore_export', metadata_file: 'firestore_export/missing' },
          auth: { path: 'auth_export' },
        }),
      ),
    );
    expect(reasonFor(gone)).toMatch(/is incomplete: .*firestore_export\/missing is missing\.$/);
  });
});

describe('startChoice: npm start and npm run restore', () => {
  it('starts the demo shop without arguments and a backup after --restore', () => {
    expect(startChoice([])).toEqual({ kind: 'demo' });
    expect(startChoice(['--restore', 'backups/2026-12-01T03-00-00'])).toEqual({
      kind: 'restore',
      dir: 'backups/2026-12-01T03-00-00',
    });
  });

  it('says what is wrong with anything else', () => {
    expect(startChoice(['--restore'])).toEqual({
      kind: 'refused',
      reason: 'Say which backup to restore: npm run restore -- backups/<date-time>.',
    });
    expect(startChoice(['--restore', 'a', 'b'])).toMatchObject({
      kind: 'refused',
      reason: /one backup at a time/,
    });
    expect(startChoice(['--seed'])).toMatchObject({ kind: 'refused', reason: /takes no arguments/ });
  });
});

it('names a backup folder by its Nairobi date-time', () => {
  expect(backupDirFor(Date.UTC(2026, 11, 1, 0, 0))).toBe(join('backups', '2026-12-01T03-00-00'));
});
