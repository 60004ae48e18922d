import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { QueryError } from '../../../../components/query-error';
import type { CashUp } from '@nyama/domain/payments/cash-up';
import { formatKes } from '@nyama/domain/kernel/money';
import { driversCashQuery, recentCashUpsQuery, type DriverCash } from '../api/cash-up';
import { CashUpForm } from './cash-up-form';
import { m } from '../../../../paraglide/messages';
import { formatDateTime } from '../../../../lib/format-time';

const column = createDataTableColumns<CashUp & { id: string }>();
const recentColumns = column.columns([
  column.accessor('confirmedAtMs', {
    header: () => m.staff_cashup_counted_at(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('driverName', { header: () => m.staff_driver() }),
  column.accessor('expectedCents', {
    header: () => m.staff_cashup_expected(),
    cell: (info) => formatKes(info.getValue()),
  }),
  column.accessor('countedCents', {
    header: () => m.staff_cashup_counted(),
    cell: (info) => formatKes(info.getValue()),
  }),
  column.accessor('differenceCents', {
    header: () => m.staff_cashup_difference(),
    cell: (info) => (info.getValue() === 0 ? '—' : formatKes(info.getValue())),
  }),
  column.accessor('reason', { header: () => m.staff_cashup_why() }),
  column.accessor((row) => row.confirmedBy.name, { id: 'by', header: () => m.staff_cashup_by() }),
]);

const cashColumn = createDataTableColumns<DriverCash['cash'][number]>();
const cashColumns = cashColumn.columns([
  cashColumn.accessor('orderNumber', { header: () => m.staff_column_order() }),
  cashColumn.accessor('collectedAtMs', {
    header: () => m.staff_cashup_collected(),
    cell: (info) => formatDateTime(info.getValue()),
  }),
  cashColumn.accessor('amountCents', {
    header: () => m.staff_cashup_cash(),
    cell: (info) => formatKes(info.getValue()),
    meta: { align: 'right' },
  }),
]);

function DriverCard({ driver }: { driver: DriverCash }) {
  const name = driver.driverName || m.staff_cashup_a_driver();
  return (
    <Card withBorder padding="md" component="section" aria-label={m.staff_cashup_card({ driver: name })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Text fw={700} aria-label={m.staff_cashup_expected()}>
            {formatKes(driver.expectedCents)}
          </Text>
        </Group>
        {driver.cash.length > 0 ? (
          <DataTable
            label={m.staff_cashup_holds({ driver: name })}
            columns={cashColumns}
            rows={driver.cash}
            getRowId={(cash) => cash.reportId}
            emptyMessage={m.staff_cashup_no_cash()}
            minWidth={360}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {m.staff_cashup_no_cash()}
          </Text>
        )}
        {driver.failed.length > 0 && (
          <Stack gap={2} aria-label={m.staff_cashup_brought_back()}>
            <Text size="sm" fw={700}>
              {m.staff_cashup_brought_back_list({
                orders: driver.failed.map((order) => order.number).join(', '),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {m.staff_cashup_brought_back_body()}
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
      <Title order={1}>{m.staff_nav_cash_up()}</Title>
      {drivers.isPending && <Text c="dimmed">{m.staff_cashup_loading()}</Text>}
      {drivers.isError && <QueryError what={m.staff_cashup_what()} onRetry={() => void drivers.refetch()} />}
      {drivers.data?.length === 0 && <Text c="dimmed">{m.staff_cashup_nothing()}</Text>}
      {drivers.data?.map((driver) => (
        <DriverCard key={driver.driverId} driver={driver} />
      ))}
      <Title order={2} size="h3">
        {m.staff_cashup_latest()}
      </Title>
      <DataTable
        label={m.staff_cashup_latest()}
        columns={recentColumns}
        rows={recent.data}
        getRowId={(row) => row.id}
        query={recent}
        emptyMessage={m.staff_cashup_none_yet()}
        minWidth={720}
      />
    </Stack>
  );
}
