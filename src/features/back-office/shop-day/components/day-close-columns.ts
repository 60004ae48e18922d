import {
  MONEY_METHOD_LABEL,
  MONEY_METHODS,
  moneyInCents,
  type ShopDay,
  type ShopDayTotals,
} from '@nyama/domain/payments/shop-day';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { CsvColumn } from '../../../../lib/csv';
import { m } from '../../../../paraglide/messages';

/** A day's line of the close's CSV, or the range's total line. */
type CloseRow = ShopDayTotals & { day: string };

const kes = (cents: number) => cents / 100;

/** The CSV's columns: one line a day, amounts in shillings as numbers (a spreadsheet adds them up). */
export const CLOSE_CSV_COLUMNS: CsvColumn<CloseRow>[] = [
  { header: 'Day', value: (row) => row.day },
  { header: 'Orders', value: (row) => row.orders },
  { header: 'Delivered', value: (row) => row.delivered.orders },
  { header: 'Sales (KES)', value: (row) => kes(row.delivered.salesCents) },
  ...MONEY_METHODS.map((method) => ({
    header: `${MONEY_METHOD_LABEL[method]} (KES)`,
    value: (row: CloseRow) => kes(row.money[method]),
  })),
  { header: 'Money in (KES)', value: (row) => kes(moneyInCents(row)) },
  { header: 'Refunded (KES)', value: (row) => kes(row.refundedCents) },
  { header: 'Discounts (KES)', value: (row) => kes(row.delivered.discountCents) },
  { header: 'Delivery fees (KES)', value: (row) => kes(row.delivered.deliveryFeeCents) },
  { header: 'VAT (KES)', value: (row) => kes(row.delivered.taxCents) },
  { header: 'Unpaid at the door (KES)', value: (row) => kes(row.unpaidAtDoorCents) },
  { header: 'Written off (KES)', value: (row) => kes(row.writtenOffCents) },
  { header: 'Cash-ups', value: (row) => row.cashUps.count },
  { header: 'Cash expected (KES)', value: (row) => kes(row.cashUps.expectedCents) },
  { header: 'Cash counted (KES)', value: (row) => kes(row.cashUps.countedCents) },
  { header: 'Cash difference (KES)', value: (row) => kes(row.cashUps.differenceCents) },
];

export const closeRows = (days: readonly ShopDay[], total: ShopDayTotals, label: string): CloseRow[] => [
  ...days,
  { ...total, day: label },
];

/** An item's quantity as it reads: kilograms for per-kg items, a count for the rest. */
export function formatQuantity(unit: 'kg' | 'piece' | 'pack', quantity: number): string {
  if (unit === 'kg') return formatWeight(quantity);
  return unit === 'piece'
    ? m.staff_close_pieces({ count: quantity })
    : m.staff_close_packs({ count: quantity });
}
