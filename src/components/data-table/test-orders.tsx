import { formatKes } from '@nyama/domain/kernel/money';
import { createDataTableColumns } from './data-table-features';

/** A small orders list for the table's tests. */
export type TestOrder = { id: string; number: number; customer: string; totalCents: number };

export const testOrders: TestOrder[] = [
  { id: 'a', number: 1041, customer: 'Amina Otieno', totalCents: 250_000 },
  { id: 'b', number: 1042, customer: 'Brian Kamau', totalCents: 400_000 },
  { id: 'c', number: 1043, customer: 'Wanjiku Mwangi', totalCents: 127_550 },
];

const column = createDataTableColumns<TestOrder>();

export const testOrderColumns = column.columns([
  column.accessor('number', { header: 'Order', enableSorting: true }),
  column.accessor('customer', { header: 'Customer' }),
  column.accessor('totalCents', {
    header: 'Total',
    enableSorting: true,
    cell: (cell) => formatKes(cell.getValue()),
  }),
]);

export const orderId = (order: TestOrder) => order.id;
