import { Alert, Drawer, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { stockOverview, type StockAlert } from '@nyama/domain/inventory/stock-overview';
import { formatKes } from '@nyama/domain/kernel/money';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { adminItemsQuery } from '../../catalogue/public';
import { m } from '../../../../paraglide/messages';
import { lotsOnHandQuery } from '../api/lots';
import { ALERT_LABEL, itemStockColumns, lotColumns } from './inventory-columns';
import { LotTrace } from './lot-trace';
import { TraceLotSearch } from './trace-lot-search';

const ALERT_ORDER: StockAlert[] = ['oversold', 'pastUseBy', 'expiring', 'low'];

/**
 * /inventory: the stock per item (what it can sell, what its lots hold, their value at cost, the nearest
 * use-by) and per lot, with the items to act on first: oversold, past their use-by (write off), expiring,
 * low. The whole catalogue and every lot on hand are read once and summed on the device. A lot, opened
 * from its row or found by its label's number, is traced from farm to fork (decision 038).
 */
export function InventoryPage() {
  const items = useQuery(adminItemsQuery());
  const lots = useQuery(lotsOnHandQuery());
  const [view, setView] = useState<'items' | 'lots'>('items');
  const [itemSorting, setItemSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [lotSorting, setLotSorting] = useState<SortingState>([{ id: 'daysToUseBy', desc: false }]);
  const [today] = useState(() => nairobiDate(Date.now()));
  const [traced, setTraced] = useState<string | null>(null);
  const itemName = (itemId: string) => items.data?.rows.find((item) => item.id === itemId)?.name ?? itemId;
  const overview = useMemo(
    () => (items.data && lots.data ? stockOverview(items.data.rows, lots.data.rows, today) : undefined),
    [items.data, lots.data, today],
  );
  const reads = {
    isPending: items.isPending || lots.isPending,
    isError: items.isError || lots.isError,
    refetch: () => Promise.all([items.refetch(), lots.refetch()]),
  };
  const unreadable = (items.data?.unreadable ?? 0) + (lots.data?.unreadable ?? 0);
  const totalCents = overview?.lots.reduce((sum, lot) => sum + lot.valueCents, 0) ?? 0;
  const alerted = ALERT_ORDER.flatMap((alert) => {
    const names = (overview?.items ?? [])
      .filter((item) => item.alerts.includes(alert))
      .map((item) => item.name);
    return names.length > 0 ? [{ alert, names }] : [];
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{m.staff_inv_title()}</Title>
        {overview && <Text fw={600}>{m.staff_inv_stock_at_cost({ amount: formatKes(totalCents) })}</Text>}
      </Group>
      {alerted.length > 0 && (
        <Alert color="orange" title={m.staff_inv_to_act_on()}>
          <Stack gap={4}>
            {alerted.map(({ alert, names }) => (
              <Text key={alert} size="sm">
                <strong>{ALERT_LABEL[alert].label()}:</strong> {names.join(', ')}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <TraceLotSearch onFound={setTraced} />
      <SegmentedControl
        aria-label={m.staff_inv_show()}
        data={[
          { value: 'items', label: m.staff_inv_by_item() },
          { value: 'lots', label: m.staff_inv_by_lot() },
        ]}
        value={view}
        onChange={(chosen) => setView(chosen === 'lots' ? 'lots' : 'items')}
      />
      {view === 'items' ? (
        <DataTable
          label={m.staff_inv_stock_by_item()}
          columns={itemStockColumns}
          rows={overview?.items}
          getRowId={(item) => item.itemId}
          query={reads}
          unreadable={unreadable}
          emptyMessage={m.staff_inv_no_items()}
          sorting={{ state: itemSorting, onChange: setItemSorting, where: 'memory' }}
        />
      ) : (
        <DataTable
          label={m.staff_inv_stock_by_lot()}
          columns={lotColumns}
          rows={overview?.lots}
          getRowId={(lot) => lot.lotId}
          query={reads}
          unreadable={unreadable}
          emptyMessage={m.staff_inv_no_lots()}
          sorting={{ state: lotSorting, onChange: setLotSorting, where: 'memory' }}
          onRowClick={(lot) => setTraced(lot.lotId)}
        />
      )}
      <Drawer
        opened={traced !== null}
        onClose={() => setTraced(null)}
        position="right"
        size="xl"
        title={m.staff_inv_lot_trace()}
      >
        {traced && <LotTrace lotId={traced} itemName={itemName} />}
      </Drawer>
    </Stack>
  );
}
