import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { butchersQuery } from '../../catalogue/public';
import { adminItemsQuery } from '../../catalogue/public';
import { cuttingTemplatesQuery } from '../../forecast/public';
import { carcassLotsQuery, productionOrdersQuery, usePostProductionOrder } from '../api/production';
import { productionColumns } from './production-columns';
import { ProductionForm } from './production-form';

const columns = productionColumns('/productionorder');
/** The page lists what was cut in the last week; older orders are in the archive. */
const RECENT_MS = 7 * 86_400_000;

/** /productionorders: cut a carcass from the cold room, and the week's production orders. */
export function ProductionOrdersPage() {
  const carcasses = useQuery(carcassLotsQuery());
  const templates = useQuery(cuttingTemplatesQuery());
  const items = useQuery(adminItemsQuery());
  const butchers = useQuery(butchersQuery());
  const orders = useQuery(productionOrdersQuery());
  const post = usePostProductionOrder();
  const navigate = useNavigate();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'postedAtMs', desc: true }]);
  const [since] = useState(() => Date.now() - RECENT_MS);
  const reads = [carcasses, templates, items, butchers];

  return (
    <Stack gap="lg">
      <Title order={1}>Production</Title>
      <Stack gap="sm">
        <Title order={2}>Cut a carcass</Title>
        {reads.some((read) => read.isError) ? (
          <QueryError
            what="the carcasses"
            onRetry={() => void Promise.all(reads.map((read) => read.refetch()))}
          />
        ) : !carcasses.data || !templates.data || !items.data || !butchers.data ? (
          <LoadingScreen />
        ) : carcasses.data.rows.length === 0 ? (
          <Text>
            No carcass is waiting in the cold room: weigh in a farmer’s delivery or receive one first.
          </Text>
        ) : (
          <ProductionForm
            carcasses={carcasses.data.rows}
            templates={templates.data.rows}
            items={items.data.rows}
            butchers={butchers.data.rows}
            posting={post.isPending}
            error={post.isError ? describeCallableError(post.error) : null}
            onPost={(input) =>
              post.mutate(input, {
                onSuccess: ({ productionOrderId }) =>
                  void navigate({ to: '/productionorder/$id', params: { id: productionOrderId } }),
              })
            }
          />
        )}
      </Stack>
      <DataTable
        label="This week’s production orders"
        columns={columns}
        rows={orders.data?.rows.filter((order) => order.postedAtMs >= since)}
        getRowId={(order) => order.id}
        query={orders}
        unreadable={orders.data?.unreadable}
        emptyMessage="Nothing was cut this week."
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
      />
    </Stack>
  );
}
