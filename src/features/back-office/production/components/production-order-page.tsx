import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { marginBps, type ProductionOrder } from '@nyama/domain/inventory/production-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { productionOrderQuery } from '../api/production';
import { formatBps } from './production-columns';
import { m } from '../../../../paraglide/messages';
import { speciesWords } from '../../../../lib/species-words';

type Output = ProductionOrder['outputs'][number];
const column = createDataTableColumns<Output>();
const outputColumns = () =>
  column.columns([
    column.accessor('name', {
      header: m.staff_prod_output(),
      cell: (info) => (
        <Group gap={4}>
          {info.getValue()}
          {info.row.original.role === 'byProduct' && (
            <Badge size="xs" variant="light">
              {m.staff_prod_by_product()}
            </Badge>
          )}
        </Group>
      ),
    }),
    column.accessor('grams', {
      header: m.staff_prod_weighed(),
      cell: (info) =>
        info.row.original.pieces === null
          ? formatWeight(info.getValue())
          : m.staff_prod_weighed_pieces({
              weight: formatWeight(info.getValue()),
              pieces: String(info.row.original.pieces),
            }),
    }),
    column.accessor('actualBps', {
      header: m.staff_prod_yield_template(),
      cell: (info) => `${formatBps(info.getValue())} (${formatBps(info.row.original.expectedBps)})`,
    }),
    column.accessor((output) => output.actualBps - output.expectedBps, {
      id: 'variance',
      header: m.staff_prod_variance(),
      cell: (info) => `${info.getValue() > 0 ? '+' : ''}${formatBps(info.getValue())}`,
    }),
    column.accessor('lotNumber', { header: m.staff_prod_lot() }),
    column.accessor('unitCostCents', {
      header: m.staff_prod_cost(),
      cell: (info) =>
        info.row.original.pieces === null
          ? m.staff_prod_cost_per_kg({ cost: formatKes(info.getValue()) })
          : m.staff_prod_cost_per_piece({ cost: formatKes(info.getValue()) }),
    }),
    column.accessor((output) => marginBps(output.unitPriceCents, output.unitCostCents), {
      id: 'margin',
      header: m.staff_prod_margin(),
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
  if (order.isError)
    return <QueryError what={m.staff_prod_order_what()} onRetry={() => void order.refetch()} />;
  if (order.isPending) return <LoadingScreen />;
  if (!order.data) return <Text>{m.staff_prod_no_order({ id })}</Text>;
  const { carcass, butcher, outputs } = order.data;
  return (
    <Stack gap="md">
      <Title order={1}>{m.staff_prod_order_title({ number: order.data.number })}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={m.staff_prod_carcass()}>
          {m.staff_prod_carcass_fact({
            number: carcass.number,
            weight: formatWeight(carcass.grams),
            species: speciesWords(order.data.species),
            cost: formatKes(carcass.costCents),
          })}
        </Fact>
        <Fact label={m.staff_prod_from()}>
          {carcass.supplier}
          {carcass.farm && ` (${carcass.farm.firstName}, ${carcass.farm.county})`}
          {carcass.slaughterDate && ` · ${m.staff_prod_slaughtered({ date: carcass.slaughterDate })}`}
          {carcass.inspectionStamp && ` · ${m.staff_prod_stamp({ stamp: carcass.inspectionStamp })}`}
        </Fact>
        <Fact label={m.staff_prod_col_cut()}>
          {m.staff_prod_cut_fact({
            butcher: butcher.butcherName,
            time: formatDateTime(order.data.postedAtMs),
            poster: order.data.postedBy.name,
          })}
        </Fact>
        <Fact label={m.staff_prod_loss()}>
          {m.staff_prod_loss_fact({
            weight: formatWeight(order.data.lossGrams),
            share: formatBps(Math.round((order.data.lossGrams * 10_000) / carcass.grams)),
            max: formatBps(order.data.maxLossBps),
          })}
        </Fact>
      </SimpleGrid>
      <DataTable
        label={m.staff_prod_outputs()}
        columns={outputColumns()}
        rows={outputs}
        getRowId={(output) => output.itemId}
        emptyMessage={m.staff_prod_no_outputs()}
        minWidth={760}
      />
      <Anchor component={Link} to="/inventory" size="sm">
        {m.staff_prod_see_stock()}
      </Anchor>
    </Stack>
  );
}
