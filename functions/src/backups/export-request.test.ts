import { describe, expect, it } from 'vitest';
import { bucketName, exportRequest } from './export-request';

// 1 Dec 2026, 03:00:00 in Nairobi (00:00 UTC): when the schedule runs.
const DEC_1_3AM = Date.UTC(2026, 11, 1, 0, 0);

describe('the daily Firestore export', () => {
  it('exports every collection of the default database into a folder named by its Nairobi time', () => {
    expect(exportRequest('nyama-shop', 'nyama-shop-backups', DEC_1_3AM)).toEqual({
      name: 'projects/nyama-shop/databases/(default)',
      outputUriPrefix: 'gs://nyama-shop-backups/firestore/2026-12-01T03-00-00',
      collectionIds: [],
    });
  });

  it('takes the bucket as its name or as the gs:// address the console shows', () => {
    expect(bucketName('gs://nyama-shop-backups/')).toBe('nyama-shop-backups');
    expect(bucketName(' nyama.backups_2 ')).toBe('nyama.backups_2');
  });

  it('refuses what cannot be a bucket, saying which setting is wrong', () => {
    for (const wrong of ['', 'Nyama Backups', 'gs://', 'nyama-shop-backups/firestore', '-nyama']) {
      expect(() => bucketName(wrong)).toThrow(/^BACKUP_BUCKET must name a Cloud Storage bucket/);
    }
  });
});
