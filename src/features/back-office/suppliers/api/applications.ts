import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { SUPPLIER_CALLABLES } from '@nyama/domain/callables/supplier-callables';
import type {
  SupplierApplication,
  SupplierApplicationStatus,
} from '@nyama/domain/suppliers/supplier-application';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { m } from '../../../../paraglide/messages';

const applicationKeys = {
  all: () => ['admin', 'supplierApplications'] as const,
  list: (status: SupplierApplicationStatus) => ['admin', 'supplierApplications', 'list', status] as const,
  one: (applicationId: string) => ['admin', 'supplierApplications', 'one', applicationId] as const,
  call: () => ['admin', 'supplierCall'] as const,
};

export type ListedApplication = SupplierApplication & { id: string };

/** Applications of one status, newest first: a few a week at most, so the latest 200 is all of them. */
const APPLICATIONS_LIMIT = 200;

export const applicationsQuery = (status: SupplierApplicationStatus) =>
  queryOptions({
    queryKey: applicationKeys.list(status),
    queryFn: async (): Promise<ListRead<ListedApplication>> => {
      const snapshot = await getDocs(
        query(
          refs.supplierApplications(),
          where('status', '==', status),
          orderBy('createdAtMs', 'desc'),
          limit(APPLICATIONS_LIMIT),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.one(applicationId),
    queryFn: async () => (await getDoc(refs.supplierApplication(applicationId))).data() ?? null,
  });

export const staffSupplierCallQuery = () =>
  queryOptions({
    queryKey: applicationKeys.call(),
    queryFn: async () => (await getDoc(refs.supplierCall())).data() ?? null,
  });

export const useReviewApplication = () =>
  useCallableAction(SUPPLIER_CALLABLES.reviewSupplierApplication, () => [applicationKeys.all()]);

export const useSaveSupplierCall = () =>
  useCallableAction(
    SUPPLIER_CALLABLES.saveSupplierCall,
    () => [applicationKeys.call()],
    done(m.staff_sup_published()),
  );
