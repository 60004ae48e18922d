import { CALLABLES } from '@nyama/domain/callables/registry';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { personalDataOf } from './personal-data';

/**
 * The customer's right of access (Data Protection Act 2019 s.26): everything held about the caller, read
 * with the Admin SDK by the caller's own uid, never by an id they send (the input is empty).
 */
export const exportMyData = onContract(
  CALLABLES.exportMyData,
  (_input, caller) => personalDataOf(db(), caller, Date.now()),
  // A customer of years has hundreds of orders and photos: more than the default 60 seconds and 256 MiB.
  { timeoutSeconds: 120, memory: '512MiB' },
);
