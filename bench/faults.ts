import '../functions/src/lib/setup';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getAuth } from 'firebase-admin/auth';
import type { RefundPaymentResult } from '@nyama/domain/callables/order-callables';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { UNPAID_ORDER_LIFETIME_MS, UNPAID_STATUSES } from '@nyama/domain/kernel/order-status';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { paymentSchema } from '@nyama/domain/payments/payment';
import type { RefundState } from '@nyama/domain/orders/refund-state';
import { refundIdFor, refundSchema } from '@nyama/domain/payments/refund';
import { db } from '../functions/src/lib/db';
import { expireUnpaidOrders } from '../functions/src/orders/expire-unpaid-orders';
import { reconcilePendingPayments } from '../functions/src/payments/reconcile';
import { RECONCILE_AFTER_MS } from '../functions/src/payments/reconcile-queue';
import { reconcilePendingRefunds } from '../functions/src/payments/reconcile-refunds';
import { seed } from '../scripts/seed';
import { DEMO_PASSWORD } from '../scripts/seed/people';
import { checkLedger } from '../scripts/lib/ledger-check';
import { DARAJA_URL, FUNCTIONS_BASE_URL } from '../simulators/config';
import type { Prompt } from '../simulators/daraja/prompts';
import type { Transfer } from '../simulators/daraja/transfers';
import { callableClient } from '../tests/functions/callable-client';
import { orderRequest, windowAhead } from '../tests/functions/order-fixtures';
import { simulatorPorts } from '../tests/functions/simulator-ports';
import { killWorkers, sinceBootMs } from './lib/function-workers';

/**
 * `npm run bench:faults`: the shop's functions die in the middle of its money paths, as an instance does
 * in production, and the bench looks at what is left (issue 32, docs/decisions/071-faults-survived.md).
 * On the emulators with the demo shop and the payment simulators, it kills the functions' workers
 * (bench/lib/function-workers.ts) 10-150 ms into each of eight checkouts, while M-Pesa holds its answer
 * to a payment, during M-Pesa's payment callbacks, and during refunds and their results; the people then do
 * what the screens tell them (retry the same request) and the scheduled jobs run (reconciliation, expiry).
 * Afterwards: every payment M-Pesa took ends with its order paid, once; every refund asked for ends paid
 * out once or failed, never twice; stock equals the ledger; no order is left unpaid past its time. It
 * prints what it tried and what it found, and exits 1 on any loss.
 */

const CUSTOMERS = 8;
/** An item of the demo shop with stock for every customer's kilo. */
const ITEM = 'beef-ribs';
const REFUND_CENTS = 5_000;
/** Where a refund ends: paid out, or failed with what to do next. */
const FINAL: readonly RefundState[] = ['succeeded', 'failed'];

type Row = { step: string; tried: string; interrupted: string; found: string; ok: boolean };
const rows: Row[] = [];
const firestore = db();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function simulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${DARAJA_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The M-Pesa simulator answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}
const prompts = async () => (await simulator<{ prompts: Prompt[] }>('/__control/prompts')).prompts;
const transfers = async () => (await simulator<{ transfers: Transfer[] }>('/__control/transfers')).transfers;
/** The prompt of a payment: its callback URL names the payment. */
const promptOf = async (paymentId: string) =>
  (await prompts()).find((prompt) => prompt.callbackUrl.includes(paymentId));
const answerPrompt = (prompt: Prompt) =>
  simulator<{ prompt: Prompt }>(`/__control/prompts/${prompt.checkoutRequestId}/resolve`, { resultCode: 0 });

const order = async (orderId: string): Promise<Order> =>
  orderSchema.parse((await firestore.doc(paths.order(orderId)).get()).data());
const paymentsOf = async (orderId: string) =>
  (await firestore.collection(COLLECTIONS.payments).where('orderId', '==', orderId).get()).docs.map(
    (doc) => ({
      id: doc.id,
      ...paymentSchema.parse(doc.data()),
    }),
  );

/** Whether a call finished: a killed worker fails it. */
async function settled<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await call };
  } catch {
    return { ok: false };
  }
}

/**
 * Tries a request again as a customer does when the shop answers busy: a transaction its crashed worker
 * left open holds its locks until Firestore lets them go (decision 071), and the shop answers busy
 * meanwhile. Up to two minutes.
 */
async function patiently<T>(call: () => Promise<T>): Promise<Awaited<ReturnType<typeof settled<T>>>> {
  const deadline = Date.now() + 120_000;
  let answer = await settled(call());
  while (!answer.ok && Date.now() < deadline) {
    await pause(2000);
    answer = await settled(call());
  }
  return answer;
}

/** How far into a call its worker dies: spread over the call's own length, some after it has ended. */
const killAfterMs = (attempt: number) => 10 + ((attempt * 37) % 140);

/**
 * One call whose worker dies `afterMs` into it: `warm` first leaves a loaded worker waiting (a refused
 * call), which takes the call; then every worker loaded before the call is killed.
 */
async function underFire<T>(
  service: string,
  warm: () => Promise<unknown>,
  call: () => Promise<T>,
  afterMs: number,
): Promise<{ answer: Awaited<ReturnType<typeof settled<T>>>; killed: number }> {
  await settled(warm());
  const loadedBefore = sinceBootMs();
  const running = settled(call());
  await pause(afterMs);
  const killed = killWorkers(service, loadedBefore);
  return { answer: await running, killed };
}

/** A request an HTTP function refuses at once: it loads a worker for the next real one. */
const knock = (fn: string) => () =>
  fetch(`${FUNCTIONS_BASE_URL}/${fn}/warm-up`, { method: 'POST', body: '{}' }).then((response) =>
    response.text(),
  );

function report(row: Row): void {
  rows.push(row);
  console.log(`${row.ok ? 'ok  ' : 'LOSS'} ${row.step}: ${row.found} (${row.interrupted})`);
}

async function customers() {
  const auth = getAuth();
  return Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, index) => {
      const email = `fault-${index}-${randomUUID().slice(0, 6)}@nyama.test`;
      await auth.createUser({ email, password: DEMO_PASSWORD });
      const client = callableClient(`fault-customer-${index}`);
      const { user } = await signInWithEmailAndPassword(client.auth, email, DEMO_PASSWORD);
      // A phone of their own: the shop limits M-Pesa prompts per phone and hour.
      return { ...client, uid: user.uid, phone: `07123450${String(index).padStart(2, '0')}` };
    }),
  );
}
type Customer = Awaited<ReturnType<typeof customers>>[number];

/** Checkout: placeOrder dies mid-call; the customer retries the same request, as the app does. */
async function placeUnderFire(people: Customer[]): Promise<string[]> {
  const stockOf = async () => Number((await firestore.doc(paths.item(ITEM)).get()).get('stockGrams'));
  const stockBefore = await stockOf();
  let interrupted = 0;
  let killed = 0;
  const orderIds: string[] = [];
  for (const [index, person] of people.entries()) {
    const request = orderRequest({
      lines: [{ itemId: ITEM, quantity: 1000 }],
      slot: windowAhead(index % 2 === 0 ? 1 : 2, 'afternoon'),
    });
    const place = () => person.call<{ orderId: string }>(CALLABLES.placeOrder, request);
    const fired = await underFire(
      'placeOrder',
      () => person.call(CALLABLES.placeOrder, {}),
      place,
      killAfterMs(index),
    );
    killed += fired.killed;
    if (!fired.answer.ok) interrupted++;
    const answer = fired.answer.ok ? fired.answer : await patiently(place);
    orderIds.push(answer.ok ? answer.value.orderId : '');
  }
  const placed = await Promise.all(
    people.map(
      async (person) =>
        (await firestore.collection(COLLECTIONS.orders).where('uid', '==', person.uid).get()).size,
    ),
  );
  const stockDown = stockBefore - (await stockOf());
  report({
    step: 'checkout',
    tried: `${people.length} orders, placeOrder's worker killed 10-150 ms into each`,
    interrupted: `${interrupted} calls failed (${killed} workers killed), each retried`,
    found: `${placed.reduce((sum, count) => sum + count, 0)} orders for ${people.length} requests, stock down ${stockDown / 1000} kg`,
    ok: placed.every((count) => count === 1) && orderIds.every(Boolean) && stockDown === 1000 * people.length,
  });
  return orderIds;
}

/** Payment: payWithMpesa dies while M-Pesa holds its answer; the customer approves the prompt anyway. */
async function payWhileStalled(person: Customer, orderId: string): Promise<void> {
  await settled(person.call(CALLABLES.payWithMpesa, {}));
  await simulator('/__control/stkpush/next-reply', { reply: 'stalled' });
  const loadedBefore = sinceBootMs();
  const call = settled(person.call(CALLABLES.payWithMpesa, { orderId, phone: person.phone }));
  // The attempt is recorded before M-Pesa is asked; its prompt shows once M-Pesa has the request.
  let prompt: Prompt | undefined;
  for (let tries = 0; !prompt && tries < 100; tries++) {
    await pause(100);
    const [attempt] = await paymentsOf(orderId);
    if (attempt) prompt = await promptOf(attempt.id);
  }
  const killed = killWorkers('payWithMpesa', loadedBefore);
  const answer = await call;
  const callback = prompt ? (await answerPrompt(prompt)).prompt.result?.callbackStatus : null;
  const paid = await order(orderId);
  const payments = await paymentsOf(orderId);
  const succeeded = payments.filter((payment) => payment.state === 'succeeded');
  report({
    step: 'payment',
    tried: 'payWithMpesa killed while M-Pesa held its answer; the customer approved the prompt',
    interrupted: `${answer.ok ? 'no call failed' : 'the call failed'} (${killed} workers killed); callback answered ${callback}`,
    found: `order ${paid.status}, payments ${payments.map((payment) => payment.state).join(', ') || 'none'}`,
    ok: prompt !== undefined && paid.status === 'paid' && succeeded.length === 1,
  });
}

/** Callback: M-Pesa's callbacks reach a dying paymentCallback; reconciliation asks M-Pesa afterwards. */
async function callbacksUnderFire(people: Customer[], orderIds: string[]): Promise<void> {
  let lost = 0;
  let killed = 0;
  for (const [index, orderId] of orderIds.entries()) {
    const person = people[index];
    if (!person) continue;
    const { paymentId } = await person.call<{ paymentId: string }>(CALLABLES.payWithMpesa, {
      orderId,
      phone: person.phone,
    });
    const prompt = await promptOf(paymentId);
    if (!prompt) continue;
    const fired = await underFire(
      'paymentCallback',
      knock('paymentCallback'),
      () => answerPrompt(prompt),
      killAfterMs(index),
    );
    killed += fired.killed;
    if (!fired.answer.ok || fired.answer.value.prompt.result?.callbackStatus !== 200) lost++;
  }
  const reconciled = await reconcilePendingPayments(
    firestore,
    simulatorPorts.mpesa,
    Date.now() + RECONCILE_AFTER_MS + 1000,
  );
  const orders = await Promise.all(orderIds.map(order));
  const payments = await Promise.all(orderIds.map(paymentsOf));
  const paidOnce = orders.map(
    (paid, index) =>
      paid.status === 'paid' &&
      paid.paidCents === paid.totalCents &&
      payments[index]?.filter((payment) => payment.state === 'succeeded').length === 1,
  );
  report({
    step: 'callback',
    tried: `${orderIds.length} prompts approved, paymentCallback's worker killed 10-150 ms into each callback`,
    interrupted: `${lost} callbacks not answered 200 (${killed} workers killed); reconciliation settled ${reconciled.length}`,
    found: `${paidOnce.filter(Boolean).length} of ${orders.length} orders paid, once`,
    ok: paidOnce.every(Boolean),
  });
}

/** Refund: refundPayment dies mid-call and the Admin retries; M-Pesa's results reach a dying refundResult. */
async function refundsUnderFire(orderIds: string[]): Promise<void> {
  const admin = callableClient('fault-admin');
  await signInWithEmailAndPassword(admin.auth, 'admin@nyama.test', DEMO_PASSWORD);
  let interrupted = 0;
  let killed = 0;
  const refundIds: string[] = [];
  for (const [index, orderId] of orderIds.entries()) {
    const paymentId = (await paymentsOf(orderId)).find((payment) => payment.state === 'succeeded')?.id;
    if (!paymentId) continue;
    const input = {
      paymentId,
      amountCents: REFUND_CENTS,
      reason: 'Weighed lighter than ordered',
      requestId: randomUUID(),
    };
    const refund = () => admin.call<RefundPaymentResult>(CALLABLES.refundPayment, input);
    const fired = await underFire(
      'refundPayment',
      () => admin.call(CALLABLES.refundPayment, {}),
      refund,
      killAfterMs(index),
    );
    killed += fired.killed;
    if (!fired.answer.ok) {
      interrupted++;
      await patiently(refund);
    }
    refundIds.push(refundIdFor(paymentId, input.requestId));
  }
  const payoutsOf = async () =>
    (await transfers()).filter((transfer) => refundIds.some((id) => transfer.resultUrl.includes(id)));
  let resultsKilled = 0;
  for (const [index, transfer] of (await payoutsOf()).entries()) {
    if (transfer.result) continue;
    const fired = await underFire(
      'refundResult',
      knock('refundResult'),
      () => simulator(`/__control/transfers/${transfer.originatorConversationId}/resolve`, {}),
      killAfterMs(index),
    );
    resultsKilled += fired.killed;
  }
  // M-Pesa answers a status query on the result URL, later: the refunds settle as those answers land.
  await reconcilePendingRefunds(firestore, simulatorPorts.mpesa, Date.now() + RECONCILE_AFTER_MS + 1000);
  const readRefunds = () =>
    Promise.all(
      refundIds.map(async (id) => refundSchema.parse((await firestore.doc(paths.refund(id)).get()).data())),
    );
  let refunds = await readRefunds();
  // Each answer starts a fresh refundResult worker (the bench killed the warm ones): up to 90 s on 2 cores.
  for (let tries = 0; tries < 180 && refunds.some((refund) => !FINAL.includes(refund.state)); tries++) {
    await pause(500);
    refunds = await readRefunds();
  }
  const paidOut = refunds.filter((refund) => refund.state === 'succeeded');
  const failed = refunds.filter((refund) => refund.state === 'failed').length;
  const payouts = await payoutsOf();
  const paidTwice = refundIds.filter(
    (id) =>
      payouts.filter((transfer) => transfer.result?.code === 0 && transfer.resultUrl.includes(id)).length > 1,
  ).length;
  const orders = await Promise.all(orderIds.map(order));
  const refundedRight = orders.every(
    (refunded, index) =>
      refunded.refundedCents ===
      paidOut.filter((refund) => refund.orderId === orderIds[index]).length * REFUND_CENTS,
  );
  report({
    step: 'refund',
    tried: `${orderIds.length} refunds of KES ${REFUND_CENTS / 100}, refundPayment's then refundResult's worker killed 10-150 ms in`,
    interrupted: `${interrupted} calls failed (${killed} workers), retried; ${resultsKilled} result workers killed`,
    found: `${paidOut.length} paid out, ${failed} failed (the Admin may ask again), ${refunds.length - paidOut.length - failed} unsettled; ${paidTwice} paid twice; ${payouts.length} M-Pesa payouts`,
    ok:
      refundIds.length === orderIds.length &&
      refunds.every((refund) => FINAL.includes(refund.state)) &&
      paidTwice === 0 &&
      refundedRight,
  });
}

/** Afterwards: stock equals the ledger, and no order is left unpaid past its time. */
async function afterwards(): Promise<void> {
  const ledger = await checkLedger(firestore);
  report({
    step: 'ledger',
    tried: 'every item’s stock against its ledger, every lot against its moves',
    interrupted: '-',
    found: `${ledger.differences.length} differences over ${ledger.items} items and ${ledger.postings} postings`,
    ok: ledger.differences.length === 0,
  });
  await expireUnpaidOrders(Date.now() + UNPAID_ORDER_LIFETIME_MS + 1000);
  const stuck = await firestore
    .collection(COLLECTIONS.orders)
    .where('status', 'in', UNPAID_STATUSES)
    .where('expiresAtMs', '<=', Date.now() + UNPAID_ORDER_LIFETIME_MS)
    .get();
  report({
    step: 'stuck orders',
    tried: 'the expiry job, run past every unpaid order’s time',
    interrupted: '-',
    found: `${stuck.size} unpaid orders left past their time`,
    ok: stuck.size === 0,
  });
}

await seed();
const people = await customers();
const [stalledOrder, ...rest] = await placeUnderFire(people);
const [stalledPerson] = people;
if (stalledPerson && stalledOrder) await payWhileStalled(stalledPerson, stalledOrder);
await callbacksUnderFire(people.slice(1), rest);
await refundsUnderFire([stalledOrder ?? '', ...rest].filter(Boolean));
await afterwards();

console.table(rows.map(({ ok, ...row }) => ({ ...row, verdict: ok ? 'ok' : 'LOSS' })));
const losses = rows.filter((row) => !row.ok);
if (losses.length > 0) {
  console.error(`Faults left ${losses.length} losses: ${losses.map((row) => row.step).join(', ')}.`);
  process.exit(1);
}
console.log('Every fault survived: nothing lost, nothing done twice.');
process.exit(0);
