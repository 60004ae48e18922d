import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { CashUp } from '@nyama/domain/payments/cash-up';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { driversCashQuery, recentCashUpsQuery, type DriverCash } from '../api/cash-up';
import { CashUpForm } from './cash-up-form';

const column = createDataTableColumns<CashUp & { id: string }>();
const recentColumns = column.columns([
  column.accessor('confirmedAtMs', {
    header: 'Counted',
    cell: (info) => formatNairobiDateTime(info.getValue()),
  }),
  column.accessor('driverName', { header: 'Driver' }),
  column.accessor('expectedCents', { header: 'Expected', cell: (info) => formatKes(info.getValue()) }),
  column.accessor('countedCents', { header: 'Counted', cell: (info) => formatKes(info.getValue()) }),
  column.accessor('differenceCents', {
    header: 'Difference',
    cell: (info) => (info.getValue() === 0 ? '—' : formatKes(info.getValue())),
  }),
  column.accessor('reason', { header: 'Why' }),
  column.accessor((row) => row.confirmedBy.name, { id: 'by', header: 'By' }),
]);

const cashColumn = createDataTableColumns<DriverCash['cash'][number]>();
const cashColumns = cashColumn.columns([
  cashColumn.accessor('orderNumber', { header: 'Order' }),
  cashColumn.accessor('collectedAtMs', {
    header: 'Collected',
    cell: (info) => formatNairobiDateTime(info.getValue()),
  }),
  cashColumn.accessor('amountCents', {
    header: 'Cash',
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
]);

function DriverCard({ driver }: { driver: DriverCash }) {
  const name = driver.driverName || 'A driver';
  return (
    <Card withBorder padding="md" component="section" aria-label={`${name}’s cash-up`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Text fw={700} aria-label="Expected">
            {formatKes(driver.expectedCents)}
          </Text>
        </Group>
        {driver.cash.length > 0 ? (
          <DataTable
            label={`Cash ${name} holds`}
            columns={cashColumns}
            rows={driver.cash}
            getRowId={(cash) => cash.reportId}
            emptyMessage="No cash to count."
            minWidth={360}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No cash to count.
          </Text>
        )}
        {driver.failed.length > 0 && (
          <Stack gap={2} aria-label="Brought back">
            <Text size="sm" fw={700}>
              Brought back (delivery failed): {driver.failed.map((order) => order.number).join(', ')}
            </Text>
            <Text size="sm" c="dimmed">
              Check the goods in. An Admin sends each out again or cancels it on its order page, which returns
              its meat to stock through the ledger and refunds what was paid.
            </Text>
          </Stack>
        )}
        {driver.cash.length > 0 && <CashUpForm driver={driver} />}
      </Stack>
    </Card>
  );
}

/** /cashup: each driver's cash taken at the door and not yet counted in, counted and confirmed once. */
export function CashUpPage() {
  const drivers = useQuery(driversCashQuery());
  const recent = useQuery(recentCashUpsQuery());
  return (
    <Stack gap="md">
      <Title order={1}>Cash-up</Title>
      {drivers.isPending && <Text c="dimmed">Loading the drivers’ cash…</Text>}
      {drivers.isError && <QueryError what="the drivers’ cash" onRetry={() => void drivers.refetch()} />}
      {drivers.data?.length === 0 && (
        <Text c="dimmed">No driver holds cash to count, and no delivery was brought back.</Text>
      )}
      {drivers.data?.map((driver) => (
        <DriverCard key={driver.driverId} driver={driver} />
      ))}
      <Title order={2} size="h3">
        Latest cash-ups
      </Title>
      <DataTable
        label="Latest cash-ups"
        columns={recentColumns}
        rows={recent.data}
        getRowId={(row) => row.id}
        query={recent}
        emptyMessage="No cash counted yet."
        minWidth={720}
      />
    </Stack>
  );
}
