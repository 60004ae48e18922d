import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { StatementMonth } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatWeight } from '@nyama/domain/kernel/weight';

const column = createDataTableColumns<StatementMonth>();
const columns = column.columns([
  column.accessor('month', { header: 'Month' }),
  column.accessor('deliveries', {
    header: 'Delivered',
    cell: (info) =>
      info
        .getValue()
        .map((delivery) => `${delivery.number} ${formatWeight(delivery.carcassGrams)} ${delivery.species}`)
        .join(', ') || '—',
  }),
  column.accessor('owedCents', { header: 'Owed', cell: (info) => formatKes(info.getValue()) }),
  column.accessor('payments', {
    header: 'Paid',
    cell: (info) =>
      info
        .getValue()
        .map(
          (payment) =>
            `${formatKes(payment.amountCents)} ${payment.reference || payment.method} (${payment.onDay})`,
        )
        .join(', ') || '—',
  }),
  column.accessor('balanceCents', {
    header: 'Still owed at month end',
    cell: (info) => formatKes(info.getValue()),
  }),
]);

/** The farmer's statement: what they delivered and were paid each month, with references, and what is still owed. */
export function FarmerStatement({ months }: { months: StatementMonth[] }) {
  const owed = months.at(-1)?.balanceCents ?? 0;
  return (
    <Stack gap="xs" component="section" aria-label="Statement">
      <Title order={2} size="h4">
        Statement
      </Title>
      <Text size="sm">{owed > 0 ? `The shop owes you ${formatKes(owed)}.` : 'Nothing is owed to you.'}</Text>
      <DataTable
        label="Statement by month"
        columns={columns}
        rows={[...months].reverse()}
        getRowId={(month) => month.month}
        emptyMessage="No delivery yet: your statement starts with your first."
        minWidth={640}
      />
    </Stack>
  );
}
