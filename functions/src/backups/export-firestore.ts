import { v1 } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { exportRequest } from './export-request';

/** Where the daily exports go: a bucket of their own with a lifecycle rule (README "Backups"). */
const backupBucket = defineString('BACKUP_BUCKET', {
  description: 'The Cloud Storage bucket the daily Firestore export writes to (README "Backups")',
});

/**
 * Every night, a managed export of the whole database to the backup bucket (decision 063). It only starts
 * the export: Firestore runs it as a long-running operation and writes the files itself, so the function
 * ends in seconds whatever the database's size. It runs as a service account of its own, the only one
 * allowed to export and import, so no other function can overwrite the database from a bucket.
 */
export const exportFirestoreDaily = onSchedule(
  // 03:00 in Nairobi: after the day's deliveries and the midnight lot expiry, before the morning's orders.
  { schedule: '0 3 * * *', timeZone: 'Africa/Nairobi', serviceAccount: 'firestore-backup@' },
  async () => {
    // The emulator has no export service to call; `npm run backup` exports the emulators instead.
    if (process.env['FUNCTIONS_EMULATOR'] === 'true') {
      logger.info('Skipping the Firestore export: the emulator cannot run one (use npm run backup).');
      return;
    }
    const client = new v1.FirestoreAdminClient();
    const request = exportRequest(await client.getProjectId(), backupBucket.value(), Date.now());
    const [operation] = await client.exportDocuments(request);
    logger.info(`Started the Firestore export ${operation.name ?? ''} to ${request.outputUriPrefix}`);
  },
);
