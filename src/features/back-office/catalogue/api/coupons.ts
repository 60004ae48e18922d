import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, orderBy, query } from 'firebase/firestore';
import type { Coupon } from '../../../../domain/coupon';
import { refs } from '../../../../lib/firebase/refs';
import { catalogueKeys } from './catalogue-keys';

/** Every coupon, newest window first. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.coupons(),
    queryFn: async (): Promise<Coupon[]> => {
      const snapshot = await getDocs(query(refs.coupons(), orderBy('startsAtMs', 'desc')));
      return snapshot.docs.map((doc) => doc.data());
    },
  });

/** One coupon by its code, or null when there is none. */
export const couponQuery = (code: string) =>
  queryOptions({
    queryKey: catalogueKeys.coupon(code),
    queryFn: async (): Promise<Coupon | null> => (await getDoc(refs.coupon(code))).data() ?? null,
  });
