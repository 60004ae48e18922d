import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../../lib/format-time';
import { PURCHASES_SHOWN, purchaseInvoicesQuery, type PurchaseInvoiceRow } from '../api/purchase-invoices';
import { ReplayButton } from './replay-button';
import { LastError, QueueList, StateBadge } from './tax-invoice-cells';
import { m } from '../../../../paraglide/messages';

const column = createDataTableColumns<PurchaseInvoiceRow>();
const columns = column.columns([
  column.accessor('state', {
    header: () => m.staff_tax_col_state(),
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  column.accessor('farmerOrderNumber', { header: () => m.staff_tax_col_farmer_order() }),
  column.accessor('farmerName', { header: () => m.staff_tax_col_farmer() }),
  column.accessor('carcassGrams', {
    header: () => m.staff_tax_col_carcass(),
    cell: (info) => formatWeight(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('amountCents', {
    header: () => m.staff_tax_col_amount(),
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('invoiceNumber', {
    header: () => m.staff_tax_col_kra_number(),
    cell: (info) => (info.row.original.state === 'accepted' ? info.getValue() : '—'),
  }),
  column.accessor('createdAtMs', {
    header: () => m.staff_tax_col_queued_at(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('lastError', {
    header: () => m.staff_tax_col_reason(),
    cell: (info) => <LastError reason={info.getValue()} />,
  }),
  column.display({
    id: 'replay',
    header: () => m.staff_tax_replay(),
    cell: ({ row }) =>
      row.original.state === 'refused' ? (
        <ReplayButton
          invoiceKey={row.original.key}
          label={m.staff_tax_replay_label({ number: row.original.farmerOrderNumber })}
          title={m.staff_tax_replay_title({ number: row.original.farmerOrderNumber })}
          corrections={<Text size="sm">{m.staff_tax_replay_purchase_body()}</Text>}
        />
      ) : null,
  }),
]);

/**
 * The farmers' animals the shop invoiced as buyer (decision 074, "Farmers' reverse invoices"), the latest
 * first: whether KRA has each, its number, and a refused one's reason and Replay.
 */
export function PurchaseInvoices() {
  const purchases = useQuery(purchaseInvoicesQuery());
  const title = m.staff_tax_purchases_title({ count: String(PURCHASES_SHOWN) });
  return (
    <QueueList
      title={title}
      read={purchases}
      columns={columns}
      emptyMessage={m.staff_tax_purchases_none()}
      minWidth={1000}
    />
  );
}
