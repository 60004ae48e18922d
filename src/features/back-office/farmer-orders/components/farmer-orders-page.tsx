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
  FARMER_ORDER_STATUSES,
  isFinishedFarmerOrder,
  type FarmerOrderStatus,
} from '@nyama/domain/inventory/farmer-order';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { describeStaffError } from '../../refusals/public';
import { farmersQuery } from '../../../field/farmer/public';
import { m } from '../../../../paraglide/messages';
import { openFarmerOrdersQuery, useDraftFarmerOrders } from '../api/farmer-orders';
import { useUsualCarcassPrices } from '../api/usual-prices';
import { FARMER_ORDER_STATUS_WORDS } from '../farmer-order-words';
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
        <Title order={1}>{m.staff_fo_nav_orders()}</Title>
        <Button onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          {m.staff_fo_new_order()}
        </Button>
      </Group>
      <Collapse expanded={creating}>
        <Card withBorder>
          {farmers.isError ? (
            <QueryError what={m.staff_fo_farmers_what()} onRetry={() => void farmers.refetch()} />
          ) : !farmers.data ? (
            <LoadingScreen />
          ) : (
            <FarmerOrderForm
              farmers={farmers.data.rows}
              usualPrices={usualPrices}
              initial={null}
              today={today}
              submitLabel={m.staff_fo_save_draft()}
              saving={draft.isPending}
              error={draft.isError ? describeStaffError(draft.error) : null}
              onSubmit={(input) =>
                draft.mutate(
                  { drafts: [input] },
                  {
                    onSuccess: ({ orders: [created] }) => {
                      if (!created) return;
                      notifications.show({
                        color: 'green',
                        message: m.staff_fo_drafted({ number: created.number }),
                      });
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
        <Group gap="xs" aria-label={m.staff_fo_show_only()}>
          {OPEN_STATUSES.map((status) => (
            <Chip key={status} value={status} size="sm">
              {FARMER_ORDER_STATUS_WORDS[status]()} ({counts.get(status) ?? 0})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DataTable
        label={m.staff_fo_open_orders()}
        columns={columns}
        rows={rows?.filter((order) => shown.length === 0 || shown.includes(order.status))}
        getRowId={(order) => order.id}
        query={orders}
        unreadable={orders.data?.unreadable}
        emptyMessage={m.staff_fo_none_open()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={900}
      />
    </Stack>
  );
}
