import { z } from 'zod/mini';
import { nairobiStamp } from '@nyama/domain/kernel/nairobi-time';

/**
 * A bucket's name as Cloud Storage allows it (lower-case letters, digits, dots, dashes and underscores,
 * starting and ending with a letter or digit), so a typo in BACKUP_BUCKET fails with a sentence in the log
 * instead of an export that starts and goes nowhere.
 */
const bucketNameSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/));

/** The request `FirestoreAdminClient.exportDocuments` takes, as the daily export sends it. */
type ExportRequest = {
  /** `projects/<id>/databases/(default)`: the shop keeps everything in the default database. */
  name: string;
  /** `gs://<bucket>/firestore/<Nairobi date-time>`: one folder per export, sorted by when it ran. */
  outputUriPrefix: string;
  /** Empty: every collection, so a collection added later is never left out of the backups. */
  collectionIds: string[];
};

/**
 * The bucket's bare name from BACKUP_BUCKET, which may be written `gs://name` or with a trailing slash,
 * as people copy it from the console.
 */
export function bucketName(configured: string): string {
  const name = configured
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  if (!bucketNameSchema.safeParse(name).success) {
    throw new Error(
      `BACKUP_BUCKET must name a Cloud Storage bucket (like nyama-shop-backups), not "${configured}".`,
    );
  }
  return name;
}

/** The export of the whole default database of `projectId` into its own folder of the bucket. */
export function exportRequest(projectId: string, configuredBucket: string, nowMs: number): ExportRequest {
  return {
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix: `gs://${bucketName(configuredBucket)}/firestore/${nairobiStamp(nowMs)}`,
    collectionIds: [],
  };
}
