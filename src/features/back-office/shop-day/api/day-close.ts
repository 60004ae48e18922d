import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query, where } from 'firebase/firestore';
import { daysBetween } from '@nyama/domain/kernel/calendar-date';
import type { ShopDay } from '@nyama/domain/payments/shop-day';
import { refs } from '../../../../lib/firebase/refs';
import { m } from '../../../../paraglide/messages';

/** The longest range the day's close adds up at once: a month, one document a day. */
const DAY_CLOSE_MAX_DAYS = 31;

/** Why a range cannot be added up, or null. */
export function dayCloseRangeRefusal(from: string, to: string): string | null {
  if (to < from) return m.staff_close_range_backwards();
  if (daysBetween(from, to) + 1 > DAY_CLOSE_MAX_DAYS)
    return m.staff_close_range_too_long({ count: DAY_CLOSE_MAX_DAYS });
  return null;
}

/** The shop days of a range that had orders or cash-ups, oldest first: one document a day, never the orders. */
export const shopDaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'day-close', from, to] as const,
    queryFn: async (): Promise<ShopDay[]> => {
      const days = query(refs.shopDays(), where('day', '>=', from), where('day', '<=', to), orderBy('day'));
      return (await getDocs(days)).docs.map((doc) => doc.data());
    },
  });
