import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatMonthYear } from '@nyama/domain/kernel/shop-dates';
import { formatKes } from '@nyama/domain/kernel/money';
import { smsCostMonth } from '@nyama/domain/orders/sms';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { SMS_COST_MONTHS, smsCostsQuery } from '../api/sms-costs';
import { m } from '../../../../paraglide/messages';

type MonthRow = { month: string; sent: number; costCents: number };

const column = createDataTableColumns<MonthRow>();
const columns = column.columns([
  column.accessor('month', {
    header: () => m.staff_sms_col_month(),
    cell: (info) => formatMonthYear(info.getValue()),
  }),
  column.accessor('sent', { header: () => m.staff_sms_col_sent() }),
  column.accessor('costCents', {
    header: () => m.staff_sms_col_cost(),
    cell: (info) => formatKes(info.getValue()),
  }),
  column.display({
    id: 'perText',
    header: () => m.staff_sms_col_per_text(),
    cell: ({ row }) =>
      row.original.sent === 0 ? '–' : formatKes(Math.round(row.original.costCents / row.original.sent)),
  }),
]);

function Figure({ label, value }: { label: string; value: string }) {
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
 * /adminsms: what the texts to customers and farmers without push cost, month by month (decision 066):
 * this month's figures at the top, a year's bars to see a trend, and the months as a table.
 */
export function SmsCostsPage() {
  const months = useQuery(smsCostsQuery());
  const rows = months.data?.rows;
  const [month] = useState(() => smsCostMonth(Date.now()));
  const thisMonth = rows?.find((row) => row.month === month);
  const bars = useMemo(
    () =>
      [...(rows ?? [])]
        .reverse()
        .map((row) => ({ month: formatMonthYear(row.month), shillings: row.costCents / 100 })),
    [rows],
  );
  return (
    <Stack gap="md">
      <Title order={1}>{m.staff_sms_title()}</Title>
      <Text c="dimmed">{m.staff_sms_intro()}</Text>
      {rows && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure label={m.staff_sms_this_month()} value={String(thisMonth?.sent ?? 0)} />
          <Figure label={m.staff_sms_cost_this_month()} value={formatKes(thisMonth?.costCents ?? 0)} />
        </SimpleGrid>
      )}
      {bars.length > 1 && (
        <Box role="img" aria-label={m.staff_sms_chart()}>
          <BarChart
            h={220}
            data={bars}
            dataKey="month"
            series={[{ name: 'shillings', label: m.staff_sms_chart_series(), color: 'ember.6' }]}
          />
        </Box>
      )}
      <DataTable
        label={m.staff_sms_by_month({ count: String(SMS_COST_MONTHS) })}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.month}
        query={months}
        emptyMessage={m.staff_sms_none()}
        unreadable={months.data?.unreadable}
      />
    </Stack>
  );
}
