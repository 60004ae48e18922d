import type { EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import { addToLines } from '@nyama/domain/orders/cart-lines';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { draftFor, phoneOrderDraftSchema, type DraftCustomer, type PhoneOrderDraft } from '../draft';
import { quantityRefusalWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';

type Row = PhoneOrderDraft & { id: 'current' };

/**
 * IndexedDB (one row: the phone order being taken on this device), its own database apart from the
 * storefront's cart, so the Admin's own shopping and a customer's order never mix.
 */
const phoneOrderDb = deviceDatabase<{ draft: EntityTable<Row, 'id'> }>(DEVICE_DATABASES.phoneOrder, [
  { draft: 'id' },
]);

/** The draft, or null when none is being taken (or an older app version left one this one cannot read). */
async function readDraft(): Promise<PhoneOrderDraft | null> {
  const parsed = phoneOrderDraftSchema.safeParse(await phoneOrderDb.draft.get('current'));
  return parsed.success ? parsed.data : null;
}

type DraftState = { status: 'loading' } | { status: 'ready'; draft: PhoneOrderDraft | null };

/** The draft, live: every step (and every tab) shows a change at once. */
export function useDraft(): DraftState {
  const draft = useLiveQuery(readDraft, [], undefined);
  return draft === undefined ? { status: 'loading' } : { status: 'ready', draft };
}

async function save(draft: PhoneOrderDraft): Promise<PhoneOrderDraft> {
  const next = phoneOrderDraftSchema.parse(draft);
  await phoneOrderDb.draft.put({ ...next, id: 'current' });
  return next;
}

/** Takes the order for `customer` (see `draftFor`). */
export async function startDraft(customer: DraftCustomer, addressId: string | null = null): Promise<void> {
  await phoneOrderDb.transaction('rw', phoneOrderDb.draft, async () => {
    await save(draftFor(customer, await readDraft(), addressId));
  });
}

/** Changes the draft's choices; nothing happens without a draft. */
export async function updateDraft(
  changes: Partial<Omit<PhoneOrderDraft, 'customer' | 'lines'>>,
): Promise<void> {
  await phoneOrderDb.transaction('rw', phoneOrderDb.draft, async () => {
    const current = await readDraft();
    if (current) await save({ ...current, ...changes });
  });
}

/** Adds to the draft as the storefront adds to the cart: the same steps, minimum and stock checks. */
export async function addToDraft(
  itemId: string,
  item: Item,
  quantity: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  return phoneOrderDb.transaction('rw', phoneOrderDb.draft, async () => {
    const current = await readDraft();
    if (!current || current.placed) return { ok: false, reason: m.staff_phone_customer_first() };
    const added = addToLines(current.lines, itemId, item, quantity, Date.now());
    if (added.ok) await save({ ...current, lines: added.lines });
    return added.ok ? { ok: true } : { ok: false, reason: quantityRefusalWords(added.refusal) };
  });
}

export async function removeDraftLine(itemId: string): Promise<void> {
  await phoneOrderDb.transaction('rw', phoneOrderDb.draft, async () => {
    const current = await readDraft();
    if (current) await save({ ...current, lines: current.lines.filter((line) => line.itemId !== itemId) });
  });
}

/**
 * The id of this order attempt: made on the first "Place order" and reused by every retry of the same
 * request (`fingerprint`), so a retry never places twice; a changed draft is a new attempt.
 */
export async function draftRequestId(fingerprint: string): Promise<string> {
  return phoneOrderDb.transaction('rw', phoneOrderDb.draft, async () => {
    const current = await readDraft();
    if (current?.requestId && current.requestFor === fingerprint) return current.requestId;
    const requestId = crypto.randomUUID();
    if (current) await save({ ...current, requestId, requestFor: fingerprint });
    return requestId;
  });
}

/** Drops the draft: the order being taken, or the placed one once staff are done with it. */
export async function dropDraft(): Promise<void> {
  await phoneOrderDb.draft.clear();
}
