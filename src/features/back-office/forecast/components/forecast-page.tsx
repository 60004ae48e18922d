import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { QueryError } from '../../../../components/query-error';
import { UnreadableNote } from '../../../../components/unreadable-note';
import { BACKTEST_WEEKS } from '@nyama/domain/inventory/forecast';
import { HISTORY_DAYS } from '@nyama/domain/inventory/forecast-plan';
import { useForecast } from '../api/use-forecast';
import { BuyingPlan } from './buying-plan';
import { forecastColumns } from './forecast-columns';
import { forecastRows, formatShare } from './forecast-rows';
import { ItemForecastChart } from './item-forecast-chart';
import { m } from '../../../../paraglide/messages';

/**
 * /inventoryforecast: each item's demand for the next 14 days, learnt from what was packed over the last
 * 120 days, with the error it made on the last 4 weeks beside the naive "same weekday last week", one
 * item's history and forecast on a chart, and the animals to buy for it (docs/decisions/036-forecast-screen.md).
 */
export function ForecastPage() {
  const { forecast, items, isPending, isError, refetch, unreadable } = useForecast();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'twoWeeks', desc: true }]);
  const [chosen, setChosen] = useState<string | null>(null);
  const result = forecast.data;
  const rows = useMemo(() => (result && items ? forecastRows(result, items) : undefined), [result, items]);
  const sold = rows?.filter((row) => row.twoWeeks > 0) ?? [];
  const busiest = [...sold].sort((a, b) => b.nextWeek - a.nextWeek)[0]?.itemId;
  const itemId = chosen ?? busiest ?? null;
  const itemName = (id: string) => items?.find((item) => item.id === id)?.name ?? id;

  const header = <Title order={1}>{m.staff_fc_title()}</Title>;
  if (isError) {
    return (
      <Stack gap="md">
        {header}
        <QueryError what={m.staff_fc_what()} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (isPending || !result || !items || !rows) {
    return (
      <Stack gap="md">
        {header}
        <Center mih={200} role="status" aria-live="polite">
          <Loader size="sm" mr="sm" />
          <Text c="dimmed">{m.staff_fc_reading({ days: String(HISTORY_DAYS) })}</Text>
        </Center>
      </Stack>
    );
  }
  if (result.history.every((item) => item.days.length === 0)) {
    return (
      <Stack gap="md">
        {header}
        <Text>{m.staff_fc_nothing_packed({ days: String(HISTORY_DAYS) })}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        {header}
        <Text c="dimmed" size="sm">
          {m.staff_fc_from({ date: result.fromDate, days: String(HISTORY_DAYS) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {m.staff_fc_error_over({ weeks: String(BACKTEST_WEEKS) })}
          </Text>
          <Text fz="xl" fw={700}>
            {formatShare(result.backtest?.modelWape ?? null)}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {m.staff_fc_naive()}
          </Text>
          <Text fz="xl" fw={700}>
            {formatShare(result.backtest?.naiveWape ?? null)}
          </Text>
        </Paper>
      </SimpleGrid>
      {itemId && <ItemForecastChart result={result} items={items} itemId={itemId} onItemChange={setChosen} />}
      <DataTable
        label={m.staff_fc_by_item()}
        columns={forecastColumns()}
        rows={rows}
        getRowId={(row) => row.itemId}
        emptyMessage={m.staff_fc_no_items()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        onRowClick={(row) => setChosen(row.itemId)}
      />
      <UnreadableNote count={unreadable} />
      <BuyingPlan result={result} itemName={itemName} />
    </Stack>
  );
}
