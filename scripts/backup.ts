import { existsSync } from 'node:fs';
import { backupDirFor, exportEmulators, readBackup } from './lib/backups';

/**
 * `npm run backup`: exports the running shop's data (Firestore and Auth, as `npm start` or
 * `npm run restore` runs them) into backups/<Nairobi date-time>/, which `npm run restore -- <dir>` starts
 * from. The shop keeps running.
 */
const dir = backupDirFor(Date.now());
if (existsSync(dir)) {
  console.error(`${dir} already exists: wait a second and back up again.`);
  process.exit(1);
}
try {
  await exportEmulators(dir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const check = readBackup(dir);
if (!check.ok) {
  console.error(`The export is not a backup that can be restored: ${check.reason}`);
  process.exit(1);
}
console.log(
  `Backed up Firestore and ${check.backup.accounts} accounts to ${dir}.\nRestore it with: npm run restore -- ${dir}`,
);
