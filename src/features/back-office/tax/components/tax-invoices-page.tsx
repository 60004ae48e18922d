import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatKes } from '@nyama/domain/kernel/money';
import type { TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../../lib/format-time';
import { etimsSettingsQuery } from '../api/etims-settings';
import {
  ACCEPTED_SHOWN,
  acceptedTaxInvoicesQuery,
  openTaxInvoicesQuery,
  taxInvoiceCountsQuery,
  type TaxInvoiceRow,
} from '../api/tax-invoices';
import { ItemLinks } from './item-links';
import { PurchaseInvoices } from './purchase-invoices';
import { StockReports } from './stock-reports';
import { LastError, StateBadge } from './tax-invoice-cells';
import { ReplayButton } from './replay-button';
import { m } from '../../../../paraglide/messages';

const KIND_WORDS: Record<TaxInvoice['kind'], () => string> = {
  sale: m.staff_tax_kind_sale,
  credit: m.staff_tax_kind_credit,
};

const column = createDataTableColumns<TaxInvoiceRow>();
const orderColumn = column.accessor('orderNumber', { header: () => m.staff_tax_col_order() });
const kindColumn = column.accessor('kind', {
  header: () => m.staff_tax_col_kind(),
  cell: (info) => KIND_WORDS[info.getValue()](),
});
const amountColumn = column.accessor('totalCents', {
  header: () => m.staff_tax_col_amount(),
  cell: (info) => formatKes(info.getValue()),
  meta: { align: 'right' },
});

const openColumns = column.columns([
  column.accessor('state', {
    header: () => m.staff_tax_col_state(),
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  orderColumn,
  kindColumn,
  amountColumn,
  column.accessor('createdAtMs', {
    header: () => m.staff_tax_col_queued_at(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('attempts', { header: () => m.staff_tax_col_attempts(), meta: { align: 'right' } }),
  column.accessor('lastError', {
    header: () => m.staff_tax_col_reason(),
    cell: (info) => <LastError reason={info.getValue()} />,
  }),
  column.display({
    id: 'items',
    header: () => m.staff_tax_col_items(),
    cell: ({ row }) => (row.original.state === 'refused' ? <ItemLinks lines={row.original.goods} /> : null),
  }),
  column.display({
    id: 'replay',
    header: () => m.staff_tax_replay(),
    cell: ({ row }) =>
      row.original.state === 'refused' ? (
        <ReplayButton
          invoiceKey={row.original.key}
          label={m.staff_tax_replay_label({ number: row.original.orderNumber })}
          title={m.staff_tax_replay_title({ number: row.original.orderNumber })}
          corrections={
            <>
              <Text size="sm">{m.staff_tax_replay_body()}</Text>
              <ItemLinks lines={row.original.goods} />
            </>
          }
        />
      ) : null,
  }),
]);

const acceptedColumns = column.columns([
  orderColumn,
  kindColumn,
  amountColumn,
  column.accessor('invoiceNumber', { header: () => m.staff_tax_col_kra_number() }),
  column.accessor((row) => row.receipt?.cuInvoiceNumber ?? m.staff_tax_no_receipt(), {
    id: 'cuInvoiceNumber',
    header: () => m.staff_tax_col_cu_number(),
  }),
  column.accessor('updatedAtMs', {
    header: () => m.staff_tax_col_accepted_at(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
]);

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /admintax: the sales and credit notes owed to KRA's eTIMS (decision 074). The ones waiting and the ones
 * KRA refused come first, with why; a refused one is corrected on its items and replayed. Then the latest
 * accepted, with KRA's and the control unit's numbers; then the farmers' purchases the shop invoiced as buyer,
 * and the stock movements KRA does not have yet.
 */
export function TaxInvoicesPage() {
  const open = useQuery(openTaxInvoicesQuery());
  const accepted = useQuery(acceptedTaxInvoicesQuery());
  const counts = useQuery(taxInvoiceCountsQuery());
  const settings = useQuery(etimsSettingsQuery());
  return (
    <Stack gap="md">
      <Title order={1}>{m.staff_tax_nav_invoices()}</Title>
      <Text c="dimmed">{m.staff_tax_intro()}</Text>
      {settings.data === null && (
        <Alert color="yellow" title={m.staff_tax_not_set_up()}>
          <Anchor renderRoot={(props) => <Link to="/admintaxsetup" {...props} />}>
            {m.staff_tax_set_it_up()}
          </Anchor>
        </Alert>
      )}
      {counts.data && (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Count label={m.staff_tax_count_queued()} value={counts.data.queued} />
          <Count label={m.staff_tax_count_refused()} value={counts.data.refused} />
          <Count label={m.staff_tax_count_accepted_today()} value={counts.data.acceptedToday} />
        </SimpleGrid>
      )}
      <Title order={2} size="h3">
        {m.staff_tax_open_title()}
      </Title>
      <DataTable
        label={m.staff_tax_open_title()}
        columns={openColumns}
        rows={open.data?.rows}
        getRowId={(row) => row.key}
        query={open}
        emptyMessage={m.staff_tax_open_none()}
        unreadable={open.data?.unreadable}
        minWidth={1000}
      />
      <Title order={2} size="h3">
        {m.staff_tax_accepted_title({ count: String(ACCEPTED_SHOWN) })}
      </Title>
      <DataTable
        label={m.staff_tax_accepted_title({ count: String(ACCEPTED_SHOWN) })}
        columns={acceptedColumns}
        rows={accepted.data?.rows}
        getRowId={(row) => row.key}
        query={accepted}
        emptyMessage={m.staff_tax_accepted_none()}
        unreadable={accepted.data?.unreadable}
        minWidth={720}
      />
      <PurchaseInvoices />
      <StockReports />
    </Stack>
  );
}
