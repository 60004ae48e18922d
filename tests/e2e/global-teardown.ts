import { checkDemoLedger, describeCheck } from '../../scripts/check-ledger';

/**
 * After every journey: the orders placed, changed, weighed and cancelled in the browser left every item's
 * stock equal to its ledger, and every lot equal to its moves (decision 021). A difference fails the run.
 */
export default async function globalTeardown(): Promise<void> {
  const check = await checkDemoLedger();
  if (check.differences.length > 0) throw new Error(describeCheck(check));
  console.log(describeCheck(check));
}
