import { queryOptions } from '@tanstack/react-query';
import { getDocs, limit, orderBy, query } from 'firebase/firestore';
import { readList } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';

/** A year of months: what the Admin compares this month's texts with. */
export const SMS_COST_MONTHS = 12;

/**
 * What texts cost the shop, month by month (Nairobi months, newest first): one document a month, kept by
 * the functions as each text is sent (decision 066), so a year is twelve reads.
 */
export const smsCostsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sms-costs'] as const,
    queryFn: async () => {
      const snapshot = await getDocs(
        query(refs.smsCosts(), orderBy('month', 'desc'), limit(SMS_COST_MONTHS)),
      );
      return readList(snapshot.docs, (doc) => doc.data());
    },
  });
