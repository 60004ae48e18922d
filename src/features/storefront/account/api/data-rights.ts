import { queryOptions } from '@tanstack/react-query';
import { DATA_RIGHTS_CALLABLES } from '@nyama/domain/callables/data-rights-callables';
import type { PersonalDataExport } from '@nyama/domain/callables/data-rights-callables';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import type { ConsentRecord } from '@nyama/domain/people/consent';
import { downloadFile } from '../../../../lib/download';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { m } from '../../../../paraglide/messages';

const consentKeys = {
  marketing: (uid: string) => ['consents', uid, 'marketing'] as const,
};

/** The customer's latest word on offers, or null if they never chose (then nothing is sent). */
export const marketingConsentQuery = (uid: string) =>
  queryOptions({
    queryKey: consentKeys.marketing(uid),
    queryFn: async (): Promise<ConsentRecord | null> => {
      const { getDocs, limit, orderBy, query, refs } = await loadFirestore(refGroups.profile);
      const latest = await getDocs(query(refs.consents(uid), orderBy('atMs', 'desc'), limit(1)));
      return latest.docs[0]?.data() ?? null;
    },
  });

export const useRecordMarketingConsent = (uid: string) =>
  useCallableAction(
    DATA_RIGHTS_CALLABLES.recordMarketingConsent,
    () => [consentKeys.marketing(uid)],
    ({ granted }) => ({
      color: 'green',
      message: granted ? m.account_data_offers_on() : m.account_data_offers_off(),
    }),
  );

export const useExportMyData = () =>
  useCallableAction(
    DATA_RIGHTS_CALLABLES.exportMyData,
    () => [],
    () => ({ color: 'green', message: m.account_data_downloaded() }),
  );

/** Saves the export as `nyama-my-data-2026-11-23.json`, readable by people and by other programs. */
export function saveDataFile(file: PersonalDataExport): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  downloadFile(`nyama-my-data-${nairobiDate(file.exportedAtMs)}.json`, blob);
}

export const useDeleteMyAccount = () =>
  useCallableAction(
    DATA_RIGHTS_CALLABLES.deleteMyAccount,
    () => [],
    () => ({
      color: 'green',
      message: m.account_data_deleted(),
    }),
  );
