import { List, Stack, Text, Title } from '@mantine/core';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { m } from '../../../../paraglide/messages';
import type { FarmersOrder } from '../api/farmer-orders';
import { SPECIES_WORDS } from '../../../../lib/species-words';

const percent = (bps: number) => `${(bps / 100).toFixed(1)} %`;

/**
 * How the farmer's animals cut at the butchery: the share of each carcass that became meat for sale,
 * against what the shop expects of the species. Animals that cut better are worth more to the shop.
 */
export function FarmerYields({ orders }: { orders: readonly FarmersOrder[] }) {
  const cut = orders.flatMap((order) =>
    order.yields.map((entry) => ({ ...entry, order: order.number, species: order.terms.species })),
  );
  return (
    <Stack gap="xs" component="section" aria-label={m.field_farmer_yields()}>
      <Title order={2} size="h4">
        {m.field_farmer_yields()}
      </Title>
      {cut.length === 0 ? (
        <Text size="sm">{m.field_farmer_yields_empty()}</Text>
      ) : (
        <List size="sm">
          {cut.map((entry) => (
            <List.Item key={entry.productionOrderNumber}>
              {m.field_farmer_yield_carcass({
                order: entry.order,
                species: SPECIES_WORDS[entry.species](),
                weight: formatWeight(entry.carcassGrams),
              })}{' '}
              <strong>{percent(entry.cutBps)}</strong>{' '}
              {m.field_farmer_yield_became({ expected: percent(entry.expectedCutBps) })}
              {entry.cutBps >= entry.expectedCutBps
                ? m.field_farmer_yield_good()
                : m.field_farmer_yield_below()}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
