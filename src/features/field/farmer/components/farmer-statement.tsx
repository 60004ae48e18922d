import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { StatementMonth } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { m } from '../../../../paraglide/messages';
import { PAYMENT_METHOD_WORDS } from '../../../../lib/farmer-order-words';
import { speciesWords } from '../../../../lib/species-words';

const column = createDataTableColumns<StatementMonth>();
const columns = column.columns([
  column.accessor('month', { header: () => m.field_farmer_month() }),
  column.accessor('deliveries', {
    header: () => m.field_farmer_delivered(),
    cell: (info) =>
      info
        .getValue()
        .map(
          (delivery) =>
            `${delivery.number} ${formatWeight(delivery.carcassGrams)} ${speciesWords(delivery.species)} (${
              delivery.reverseInvoiceNumber === null
                ? m.field_farmer_kra_invoice_waiting()
                : m.field_farmer_kra_invoice({ number: String(delivery.reverseInvoiceNumber) })
            })`,
        )
        .join(', ') || '—',
  }),
  column.accessor('owedCents', {
    header: () => m.field_farmer_owed(),
    cell: (info) => formatKes(info.getValue()),
  }),
  column.accessor('payments', {
    header: () => m.field_farmer_paid(),
    cell: (info) =>
      info
        .getValue()
        .map(
          (payment) =>
            `${formatKes(payment.amountCents)} ${payment.reference || PAYMENT_METHOD_WORDS[payment.method]()} (${payment.onDay})`,
        )
        .join(', ') || '—',
  }),
  column.accessor('balanceCents', {
    header: () => m.field_farmer_owed_at_month_end(),
    cell: (info) => formatKes(info.getValue()),
  }),
]);

/**
 * The farmer's statement: what they delivered each month, with KRA's number for the invoice the shop raised
 * for it (decision 074), what they were paid, with references, and what is still owed.
 */
export function FarmerStatement({ months }: { months: StatementMonth[] }) {
  const owed = months.at(-1)?.balanceCents ?? 0;
  return (
    <Stack gap="xs" component="section" aria-label={m.field_farmer_statement()}>
      <Title order={2} size="h4">
        {m.field_farmer_statement()}
      </Title>
      <Text size="sm">
        {owed > 0 ? m.field_farmer_shop_owes({ amount: formatKes(owed) }) : m.field_farmer_nothing_owed()}
      </Text>
      <DataTable
        label={m.field_farmer_statement_by_month()}
        columns={columns}
        rows={[...months].reverse()}
        getRowId={(month) => month.month}
        emptyMessage={m.field_farmer_statement_empty()}
        minWidth={640}
      />
    </Stack>
  );
}
