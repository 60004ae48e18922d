import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { SUPPLIER_CALLABLES } from '@nyama/domain/callables/supplier-callables';
import type { ApplicationLink, ApplyAsSupplierInput } from '@nyama/domain/callables/supplier-callables';
import type { SupplierCall } from '@nyama/domain/suppliers/supplier-application';
import { callFunction } from '../../../../lib/firebase/call-function';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';

const DEVICE_KEY = 'nyama-device-id';

/** A random id this browser keeps: one of the per-day limits on applications (decision 042). */
function deviceId(): string {
  const kept = z.uuid().safeParse(localStorage.getItem(DEVICE_KEY));
  if (kept.success) return kept.data;
  const made = crypto.randomUUID();
  localStorage.setItem(DEVICE_KEY, made);
  return made;
}

export function useApplyAsSupplier() {
  return useMutation({
    mutationFn: (application: ApplyAsSupplierInput['application']) =>
      callFunction(SUPPLIER_CALLABLES.applyAsSupplier, { application, deviceId: deviceId() }),
  });
}

/** Where an application stands, asked with its status link. */
export const applicationStatusQuery = (link: ApplicationLink) =>
  queryOptions({
    queryKey: ['supplier-application', link],
    queryFn: () => callFunction(SUPPLIER_CALLABLES.supplierApplicationStatus, link),
    retry: false,
  });

/**
 * What the shop is looking for now: one public document, read through the full SDK so its persistent
 * cache keeps the last copy for a visit without signal (decision 042).
 */
export const supplierCallQuery = () =>
  queryOptions({
    queryKey: ['supplier-call'],
    queryFn: async (): Promise<SupplierCall | null> => {
      const { getDoc, refs } = await loadFirestore(refGroups.suppliers);
      return (await getDoc(refs.supplierCall())).data() ?? null;
    },
  });
