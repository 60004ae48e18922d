import { queryOptions } from '@tanstack/react-query';
import {
  documentId,
  getDoc,
  getDocs,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { refs } from '../../../../lib/firebase/refs';
import { readCursorPage } from '../../../../lib/read-cursor-page';
import { useCursorPages } from '../../../../lib/use-cursor-pages';
import type { CouponFilters } from '../coupon-filters';
import { catalogueKeys } from './catalogue-keys';

const PAGE_SIZE = 25;

/** The filter as query constraints, newest window first (code breaks ties, so a cursor is exact). */
function couponOrder(filters: CouponFilters): QueryConstraint[] {
  return [
    ...(filters.state ? [where('active', '==', filters.state === 'enabled')] : []),
    orderBy('startsAtMs', 'desc'),
    orderBy(documentId(), 'desc'),
  ];
}

/** /coupons a page at a time: coupons pile up campaign after campaign. */
export function useCouponPages(filters: CouponFilters) {
  return useCursorPages<Coupon, [number, string]>({
    queryKey: [...catalogueKeys.coupons(), filters],
    fetchPage: (cursor) =>
      readCursorPage(
        query(refs.coupons(), ...couponOrder(filters), ...(cursor ? [startAfter(...cursor)] : [])),
        PAGE_SIZE,
        (doc) => doc.data(),
        (doc): [number, string] => [doc.get('startsAtMs') as number, doc.id],
      ),
  });
}

/** Every coupon the filter matches, for the CSV export (an Admin's one-off read). */
export async function readCouponsForExport(filters: CouponFilters): Promise<Coupon[]> {
  const snapshot = await getDocs(query(refs.coupons(), ...couponOrder(filters)));
  return snapshot.docs.map((doc) => doc.data());
}

/** One coupon by its code, or null when there is none. */
export const couponQuery = (code: string) =>
  queryOptions({
    queryKey: catalogueKeys.coupon(code),
    queryFn: async (): Promise<Coupon | null> => (await getDoc(refs.coupon(code))).data() ?? null,
  });
