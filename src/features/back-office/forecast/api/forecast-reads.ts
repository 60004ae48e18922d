import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query, where } from 'firebase/firestore';
import type { DemandDay } from '@nyama/domain/inventory/demand-days';
import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';

export const forecastKeys = {
  demandDays: (from: string) => ['admin', 'forecast', 'demandDays', from] as const,
  templates: () => ['admin', 'forecast', 'cuttingTemplates'] as const,
};

/** One document per day since `from`: what was packed for customers, per item. */
export const demandDaysQuery = (from: string) =>
  queryOptions({
    queryKey: forecastKeys.demandDays(from),
    queryFn: async (): Promise<ListRead<DemandDay>> => {
      const snapshot = await getDocs(query(refs.demandDays(), where('day', '>=', from), orderBy('day')));
      return readList(snapshot.docs, (doc) => doc.data());
    },
  });

/** What each species' carcass gives: turns cuts into animals to buy. */
export const cuttingTemplatesQuery = () =>
  queryOptions({
    queryKey: forecastKeys.templates(),
    queryFn: async (): Promise<ListRead<CuttingTemplate>> => {
      const snapshot = await getDocs(refs.cuttingTemplates());
      return readList(snapshot.docs, (doc) => doc.data());
    },
  });
