import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import { customerOf } from '@nyama/domain/orders/order';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { downloadCsv, type CsvColumn } from '../../../../lib/csv';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import { lotTraceQuery, type RecalledOrder, type TracedLot } from '../api/trace';
import { SOURCE_PAGE } from '../movement-facts';

type Props = { lotId: string; itemName: (itemId: string) => string };

type RecallRow = RecalledOrder & { customer: string; phone: string; what: string; lots: string };

const column = createDataTableColumns<RecallRow>();
const recallColumns = column.columns([
  column.accessor('orderId', {
    header: () => m.staff_column_order(),
    cell: (info) => (
      <Anchor component={Link} to={`/adminorder/${info.getValue()}`}>
        {info.row.original.order?.number ?? info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor('customer', { header: () => m.staff_column_customer() }),
  column.accessor('phone', { header: () => m.staff_inv_phone() }),
  column.accessor('what', { header: () => m.staff_inv_took() }),
  column.accessor((row) => (row.order ? ORDER_STATUS_WORDS[row.order.status]() : '—'), {
    id: 'status',
    header: () => m.staff_column_status(),
  }),
]);

const csvColumns: CsvColumn<RecallRow>[] = [
  { header: 'Order', value: (row) => row.order?.number ?? row.orderId },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Took', value: (row) => row.what },
  { header: 'Lots', value: (row) => row.lots },
  { header: 'Status', value: (row) => (row.order ? ORDER_STATUS_LABEL[row.order.status] : '') },
];

function Origin({ lot, itemName }: { lot: TracedLot; itemName: (itemId: string) => string }) {
  const page = SOURCE_PAGE[lot.source.kind];
  return (
    <Stack gap={2}>
      <Text fw={600}>
        {lot.number}: {itemName(lot.itemId)}
      </Text>
      <Text size="sm">
        {m.staff_inv_from({ supplier: lot.supplier })}
        {lot.farm && ` (${lot.farm.firstName}, ${lot.farm.county})`}
        {lot.slaughterDate && ` · ${m.staff_inv_slaughtered_on({ date: lot.slaughterDate })}`}
        {lot.inspectionStamp && ` · ${m.staff_inv_stamp_is({ stamp: lot.inspectionStamp })}`} ·{' '}
        {m.staff_inv_use_by_on({ date: lot.useBy })}
      </Text>
      {page && lot.source.id && (
        <Anchor component={Link} to={`${page.path}/${lot.source.id}`} size="sm">
          {m.staff_inv_open_origin({ name: page.name() })}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * A lot from farm to fork (docs/decisions/038-farm-to-fork-trace.md): where it came from, the lots cut or
 * moved from it, and every customer order that still holds its meat: the recall list, with its CSV.
 */
export function LotTrace({ lotId, itemName }: Props) {
  const trace = useQuery(lotTraceQuery(lotId));
  if (trace.isPending) return <Text c="dimmed">{m.staff_inv_following()}</Text>;
  if (trace.isError)
    return <QueryError what={m.staff_inv_trace_what()} onRetry={() => void trace.refetch()} />;
  const { lot, lots, orders, leftoverSales } = trace.data;
  const numberOf = new Map(lots.map((traced) => [traced.lotId, traced.number]));
  const rows: RecallRow[] = orders.map((entry) => {
    const customer = entry.order ? customerOf(entry.order) : { name: '—', phone: null };
    return {
      ...entry,
      customer: customer.name,
      phone: customer.phone ? formatKenyanPhone(customer.phone) : '',
      what: [...entry.quantities].map(([itemId, quantity]) => `${itemName(itemId)} ${quantity}`).join(', '),
      lots: entry.lotIds.map((id) => numberOf.get(id) ?? id).join(' '),
    };
  });
  const made = lots.slice(1);
  return (
    <Stack gap="md">
      <Origin lot={lot} itemName={itemName} />
      {made.length > 0 && (
        <div>
          <Title order={3} size="h5">
            {m.staff_inv_cut_or_moved()}
          </Title>
          <List size="sm">
            {made.map((traced) => (
              <List.Item key={traced.lotId}>
                {traced.number}: {itemName(traced.itemId)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <Group justify="space-between">
        <Title order={3} size="h5">
          {m.staff_inv_received_by({ count: String(rows.length) })}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`recall-${lot.number}.csv`, rows, csvColumns)}
        >
          {m.staff_inv_recall_csv()}
        </Button>
      </Group>
      <DataTable
        label={m.staff_inv_received_lot()}
        columns={recallColumns}
        rows={rows}
        getRowId={(row) => row.orderId}
        emptyMessage={m.staff_inv_no_order_holds()}
      />
      {leftoverSales.length > 0 && (
        <Text size="sm">{m.staff_inv_leftover_sales({ count: String(leftoverSales.length) })}</Text>
      )}
    </Stack>
  );
}
