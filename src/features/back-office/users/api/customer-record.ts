import { queryOptions } from '@tanstack/react-query';
import { CUSTOMER_RECORD_CALLABLES } from '@nyama/domain/callables/customer-record-callables';
import type { CustomerRecordPurpose } from '@nyama/domain/callables/customer-record-callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { userKeys } from './users';

/**
 * One customer's record (profile, address book, last orders), read through openCustomerRecord, which
 * writes who opened it and for what in the audit trail (decision 067). Each opening is one call and one
 * entry: nothing is kept once the screen lets go of it, and a window's focus does not read it again.
 */
export const customerRecordQuery = (uid: string, purpose: CustomerRecordPurpose) =>
  queryOptions({
    queryKey: [...userKeys.all(), 'record', uid, purpose] as const,
    queryFn: () => callFunction(CUSTOMER_RECORD_CALLABLES.openCustomerRecord, { uid, purpose }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
