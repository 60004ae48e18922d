import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { marginBps, type ProductionOrder } from '@nyama/domain/inventory/production-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { productionOrderQuery } from '../api/production';
import { formatBps } from './production-columns';

type Output = ProductionOrder['outputs'][number];
const column = createDataTableColumns<Output>();
const perUnit = (output: Output) => (output.pieces === null ? 'kg' : 'piece');
const outputColumns = column.columns([
  column.accessor('name', {
    header: 'Output',
    cell: (info) => (
      <Group gap={4}>
        {info.getValue()}
        {info.row.original.role === 'byProduct' && (
          <Badge size="xs" variant="light">
            By-product
          </Badge>
        )}
      </Group>
    ),
  }),
  column.accessor('grams', {
    header: 'Weighed',
    cell: (info) =>
      `${formatWeight(info.getValue())}${info.row.original.pieces === null ? '' : ` · ${info.row.original.pieces} pc`}`,
  }),
  column.accessor('actualBps', {
    header: 'Yield (template)',
    cell: (info) => `${formatBps(info.getValue())} (${formatBps(info.row.original.expectedBps)})`,
  }),
  column.accessor((output) => output.actualBps - output.expectedBps, {
    id: 'variance',
    header: 'Variance',
    cell: (info) => `${info.getValue() > 0 ? '+' : ''}${formatBps(info.getValue())}`,
  }),
  column.accessor('lotNumber', { header: 'Lot' }),
  column.accessor('unitCostCents', {
    header: 'Cost',
    cell: (info) => `${formatKes(info.getValue())} / ${perUnit(info.row.original)}`,
  }),
  column.accessor((output) => marginBps(output.unitPriceCents, output.unitCostCents), {
    id: 'margin',
    header: 'Margin at today’s price',
    cell: (info) => {
      const margin = info.getValue();
      return margin === null ? '—' : formatBps(margin);
    },
  }),
]);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * /productionorder/$id and /arhprodorder/$id: one carcass cut: where it came from, who cut it, each
 * output's yield against the template, its lot, its cost and its margin at today's price.
 */
export function ProductionOrderPage({ id }: { id: string }) {
  const order = useQuery(productionOrderQuery(id));
  if (order.isError) return <QueryError what="this production order" onRetry={() => void order.refetch()} />;
  if (order.isPending) return <LoadingScreen />;
  if (!order.data) return <Text>There is no production order {id}.</Text>;
  const { carcass, butcher, outputs } = order.data;
  return (
    <Stack gap="md">
      <Title order={1}>Production order {order.data.number}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Carcass">
          {carcass.number}: {formatWeight(carcass.grams)} of {order.data.species}, cost{' '}
          {formatKes(carcass.costCents)}
        </Fact>
        <Fact label="From">
          {carcass.supplier}
          {carcass.farm && ` (${carcass.farm.firstName}, ${carcass.farm.county})`}
          {carcass.slaughterDate && ` · slaughtered ${carcass.slaughterDate}`}
          {carcass.inspectionStamp && ` · stamp ${carcass.inspectionStamp}`}
        </Fact>
        <Fact label="Cut">
          by {butcher.butcherName}, {formatNairobiDateTime(order.data.postedAtMs)} (posted by{' '}
          {order.data.postedBy.name})
        </Fact>
        <Fact label="Loss">
          {formatWeight(order.data.lossGrams)} (
          {formatBps(Math.round((order.data.lossGrams * 10_000) / carcass.grams))}, at most{' '}
          {formatBps(order.data.maxLossBps)})
        </Fact>
      </SimpleGrid>
      <DataTable
        label="Outputs"
        columns={outputColumns}
        rows={outputs}
        getRowId={(output) => output.itemId}
        emptyMessage="No outputs."
        minWidth={760}
      />
      <Anchor component={Link} to="/inventory" size="sm">
        See the cuts in stock
      </Anchor>
    </Stack>
  );
}
