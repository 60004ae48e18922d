import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { describeStaffError } from '../../refusals/public';
import { butchersQuery } from '../../catalogue/public';
import { adminItemsQuery } from '../../catalogue/public';
import { cuttingTemplatesQuery } from '../../forecast/public';
import { carcassLotsQuery, productionOrdersQuery, usePostProductionOrder } from '../api/production';
import { productionColumns } from './production-columns';
import { ProductionForm } from './production-form';
import { m } from '../../../../paraglide/messages';

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
      <Title order={1}>{m.staff_prod_title()}</Title>
      <Stack gap="sm">
        <Title order={2}>{m.staff_prod_cut_a_carcass()}</Title>
        {reads.some((read) => read.isError) ? (
          <QueryError
            what={m.staff_prod_carcasses_what()}
            onRetry={() => void Promise.all(reads.map((read) => read.refetch()))}
          />
        ) : !carcasses.data || !templates.data || !items.data || !butchers.data ? (
          <LoadingScreen />
        ) : carcasses.data.rows.length === 0 ? (
          <Text>{m.staff_prod_no_carcass()}</Text>
        ) : (
          <ProductionForm
            carcasses={carcasses.data.rows}
            templates={templates.data.rows}
            items={items.data.rows}
            butchers={butchers.data.rows}
            posting={post.isPending}
            error={post.isError ? describeStaffError(post.error) : null}
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
        label={m.staff_prod_this_week()}
        columns={productionColumns('/productionorder')}
        rows={orders.data?.rows.filter((order) => order.postedAtMs >= since)}
        getRowId={(order) => order.id}
        query={orders}
        unreadable={orders.data?.unreadable}
        emptyMessage={m.staff_prod_none_this_week()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
      />
    </Stack>
  );
}
