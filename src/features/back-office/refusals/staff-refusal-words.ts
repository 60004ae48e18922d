import type { StaffRefusal } from '@nyama/domain/callables/staff-refusal';
import { WEIGHT_TOLERANCE_BPS } from '@nyama/domain/catalogue/quantity';
import type { LotsShortRefusal } from '@nyama/domain/inventory/packing-refusals';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { sayRefusal, type RefusalSentences } from '@nyama/domain/kernel/refusal';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { StaffOrderRefusal, WeighRefusal } from '@nyama/domain/orders/staff-order-refusals';
import { ORDER_STATUS_WORDS } from '../../../lib/domain-words';
import { quantityWords } from '../../../lib/quantity-words';
import { m } from '../../../paraglide/messages';

/**
 * The refusals only staff meet (decision 073, amended) in the page's language: the facts the domain words
 * in English for the functions, worded from the staff's catalogue. A module of the back office's, so that
 * every visitor's precache carries none of it. Each table is total over its refusals, so a new reason does
 * not compile until it has words.
 */

/** A status as a sentence names it, the way the domain's English lower-cases its label. */
const status = (value: OrderStatus) => ORDER_STATUS_WORDS[value]().toLowerCase();

const WEIGH_WORDS: RefusalSentences<WeighRefusal> = {
  'weight-not-on-order': () => m.staff_refused_weight_not_on_order(),
  'weigh-first': ({ item }) => m.staff_refused_weigh_first({ item }),
  'weight-off': ({ item, grams, orderedGrams }) =>
    m.staff_refused_weight_off({
      item,
      weight: formatWeight(grams),
      percent: WEIGHT_TOLERANCE_BPS / 100,
      ordered: formatWeight(orderedGrams),
    }),
};

const LOTS_SHORT_WORDS: RefusalSentences<LotsShortRefusal> = {
  'lots-short': ({ item, unit, quantity }) =>
    m.staff_refused_lots_short({ item, quantity: quantityWords({ unit }, quantity) }),
};

const STAFF_ORDER_WORDS: RefusalSentences<StaffOrderRefusal> = {
  'butcher-missing': () => m.staff_refused_butcher_missing(),
  'order-cannot-become': ({ from, to }) =>
    m.staff_refused_order_cannot_become({ from: status(from), to: status(to) }),
};

const WORDS: RefusalSentences<StaffRefusal> = {
  ...WEIGH_WORDS,
  ...LOTS_SHORT_WORDS,
  ...STAFF_ORDER_WORDS,
};

export const staffRefusalWords = (refusal: StaffRefusal): string => sayRefusal(WORDS, refusal);
