import { Button, Card, Chip, Collapse, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import {
  FARMER_ORDER_STATUS_LABEL,
  FARMER_ORDER_STATUSES,
  isFinishedFarmerOrder,
  type FarmerOrderStatus,
} from '@nyama/domain/inventory/farmer-order';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { farmersQuery } from '../../../field/farmer/api/farmers';
import { openFarmerOrdersQuery, useDraftFarmerOrders } from '../api/farmer-orders';
import { useUsualCarcassPrices } from '../api/usual-prices';
import { farmerOrderColumns } from './farmer-order-columns';
import { FarmerOrderForm } from './farmer-order-form';

const columns = farmerOrderColumns('/inventfarmerorder');
const OPEN_STATUSES = FARMER_ORDER_STATUSES.filter((status) => !isFinishedFarmerOrder(status));
const isOpenStatus = (value: string): value is FarmerOrderStatus =>
  OPEN_STATUSES.some((status) => status === value);

/** /inventfarmerorders: livestock ordered from farmers and not yet paid, by status; a new order. */
export function FarmerOrdersPage() {
  const orders = useQuery(openFarmerOrdersQuery());
  const farmers = useQuery(farmersQuery());
  const usualPrices = useUsualCarcassPrices();
  const draft = useDraftFarmerOrders();
  const navigate = useNavigate();
  const [today] = useState(() => nairobiDate(Date.now()));
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<FarmerOrderStatus[]>([]);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAtMs', desc: true }]);
  const rows = orders.data?.rows;
  const counts = useMemo(() => {
    const byStatus = new Map<FarmerOrderStatus, number>();
    for (const order of rows ?? []) byStatus.set(order.status, (byStatus.get(order.status) ?? 0) + 1);
    return byStatus;
  }, [rows]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Farmer orders</Title>
        <Button onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          New farmer order
        </Button>
      </Group>
      <Collapse expanded={creating}>
        <Card withBorder>
          {farmers.isError ? (
            <QueryError what="the farmers" onRetry={() => void farmers.refetch()} />
          ) : !farmers.data ? (
            <LoadingScreen />
          ) : (
            <FarmerOrderForm
              farmers={farmers.data.rows}
              usualPrices={usualPrices}
              initial={null}
              today={today}
              submitLabel="Save draft"
              saving={draft.isPending}
              error={draft.isError ? describeCallableError(draft.error) : null}
              onSubmit={(input) =>
                draft.mutate(
                  { drafts: [input] },
                  {
                    onSuccess: ({ orders: [created] }) => {
                      if (!created) return;
                      notifications.show({ color: 'green', message: `${created.number} drafted.` });
                      void navigate({ to: '/inventfarmerorder/$id', params: { id: created.orderId } });
                    },
                  },
                )
              }
            />
          )}
        </Card>
      </Collapse>
      <Chip.Group multiple value={shown} onChange={(value) => setShown(value.filter(isOpenStatus))}>
        <Group gap="xs" aria-label="Show only">
          {OPEN_STATUSES.map((status) => (
            <Chip key={status} value={status} size="sm">
              {FARMER_ORDER_STATUS_LABEL[status]} ({counts.get(status) ?? 0})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DataTable
        label="Open farmer orders"
        columns={columns}
        rows={rows?.filter((order) => shown.length === 0 || shown.includes(order.status))}
        getRowId={(order) => order.id}
        query={orders}
        unreadable={orders.data?.unreadable}
        emptyMessage="No order to a farmer is open: draft one, or from the forecast’s buying plan."
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={900}
      />
    </Stack>
  );
}
