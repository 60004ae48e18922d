import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../../lib/format-time';
import { quantityWords } from '../../../../lib/quantity-words';
import { MOVEMENT_KIND_WORDS } from '../../inventory/public';
import { STOCK_SHOWN, stockReportsQuery, type StockReportRow } from '../api/stock-reports';
import { ItemLinks } from './item-links';
import { ReplayButton } from './replay-button';
import { LastError, QueueList, StateBadge } from './tax-invoice-cells';
import { m } from '../../../../paraglide/messages';

const column = createDataTableColumns<StockReportRow>();
const columns = column.columns([
  column.accessor('state', {
    header: () => m.staff_tax_col_state(),
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  column.accessor('movementKind', {
    header: () => m.staff_tax_col_movement(),
    cell: (info) => MOVEMENT_KIND_WORDS[info.getValue()](),
  }),
  column.accessor('sarTyCd', { header: () => m.staff_tax_col_stock_type() }),
  column.accessor('lines', {
    header: () => m.staff_tax_col_items(),
    cell: (info) =>
      info
        .getValue()
        .map((line) => `${line.name} ${quantityWords(line, line.quantity)}`)
        .join(', '),
  }),
  column.accessor('attempts', { header: () => m.staff_tax_col_attempts(), meta: { align: 'right' } }),
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
    cell: ({ row }) => {
      if (row.original.state !== 'refused') return null;
      const movement = `${MOVEMENT_KIND_WORDS[row.original.movementKind]()} ${row.original.transactionId}`;
      return (
        <ReplayButton
          invoiceKey={row.original.key}
          label={m.staff_tax_replay_stock_label({ movement })}
          title={m.staff_tax_replay_stock_title({ movement })}
          corrections={
            <>
              <Text size="sm">{m.staff_tax_replay_body()}</Text>
              <ItemLinks lines={row.original.lines} />
            </>
          }
        />
      );
    },
  }),
]);

/**
 * The ledger's stock movements KRA does not have yet (decision 074, "Stock movements"), oldest first: each
 * waiting one with why it has not gone, a refused one with KRA's words or the queue's and Replay, once
 * its items are corrected on their form.
 */
export function StockReports() {
  const reports = useQuery(stockReportsQuery());
  const title = m.staff_tax_stock_title({ count: String(STOCK_SHOWN) });
  return (
    <QueueList
      title={title}
      read={reports}
      columns={columns}
      emptyMessage={m.staff_tax_stock_none()}
      minWidth={1000}
    />
  );
}
