import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { ForecastResult } from '@nyama/domain/inventory/forecast-plan';
import { m } from '../../../../paraglide/messages';

/** The chart shows the last 8 weeks packed beside the forecast: the weeks the model's shape is read from. */
const HISTORY_SHOWN = 56;

type Props = {
  result: ForecastResult;
  items: readonly (Item & { id: string })[];
  itemId: string;
  onItemChange: (itemId: string) => void;
};

/** One item's days packed and forecast, in kg for an item sold by weight and in pieces or packs otherwise. */
export function ItemForecastChart({ result, items, itemId, onItemChange }: Props) {
  const item = items.find((candidate) => candidate.id === itemId);
  const points = useMemo(() => {
    const scale = item?.unit === 'kg' ? 1000 : 1;
    const history = result.history.find((entry) => entry.itemId === itemId)?.days ?? [];
    const forecast = result.forecasts.find((entry) => entry.itemId === itemId)?.days ?? [];
    return [
      ...history.slice(-HISTORY_SHOWN).map((day) => ({ date: day.date, packed: day.quantity / scale })),
      ...forecast.map((day) => ({ date: day.date, forecast: day.quantity / scale })),
    ];
  }, [item?.unit, itemId, result]);
  const options = result.forecasts.flatMap(({ itemId: id }) => {
    const name = items.find((candidate) => candidate.id === id)?.name;
    return name ? [{ value: id, label: name }] : [];
  });
  const unit =
    item?.unit === 'kg' ? 'kg' : item?.unit === 'piece' ? m.staff_fc_unit_pc() : m.staff_fc_unit_packs();

  return (
    <Stack gap="xs">
      <Select
        label={m.staff_fc_item_on_chart()}
        data={options}
        value={itemId}
        onChange={(chosen) => chosen && onItemChange(chosen)}
        searchable
        allowDeselect={false}
        maw={360}
      />
      {/* The table below holds the figures; the chart is one picture of them. */}
      <Box role="img" aria-label={m.staff_fc_chart({ name: item?.name ?? m.staff_fc_item(), unit })}>
        <LineChart
          h={260}
          data={points}
          dataKey="date"
          series={[
            { name: 'packed', label: m.staff_fc_packed(), color: 'ember.6' },
            { name: 'forecast', label: m.staff_fc_title(), color: 'blue.7', strokeDasharray: '5 5' },
          ]}
          withLegend
          withDots={false}
          curveType="linear"
          unit={` ${unit}`}
          tickLine="x"
        />
      </Box>
    </Stack>
  );
}
