import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { checkLedger, type LedgerCheck } from './lib/ledger-check';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/local';

/**
 * `npm run check:ledger`: proves, on the running emulators (`npm start`, or after the journeys), that every
 * item's stock equals the sum of its ledger and every lot's quantity on hand the sum of its moves
 * (docs/decisions/021-inventory-ledger.md). Exits 1 and lists the differences when they disagree.
 */
export async function checkDemoLedger(): Promise<LedgerCheck> {
  useEmulatorsInThisProcess();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return checkLedger(getFirestore());
}

/** One line for the result, and the differences under it. */
export function describeCheck({ items, lots, postings, differences }: LedgerCheck): string {
  const counted = `${items} items, ${lots} lots, ${postings} postings`;
  if (differences.length === 0) return `Stock equals the ledger: ${counted}.`;
  return [`Stock differs from the ledger (${counted}):`, ...differences.map((line) => `  ${line}`)].join(
    '\n',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = await checkDemoLedger();
  console.log(describeCheck(check));
  process.exit(check.differences.length === 0 ? 0 : 1);
}
