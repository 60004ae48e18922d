import { List, Stack, Text, Title } from '@mantine/core';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { FarmersOrder } from '../api/farmer-orders';

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
    <Stack gap="xs" component="section" aria-label="How your animals cut">
      <Title order={2} size="h4">
        How your animals cut
      </Title>
      {cut.length === 0 ? (
        <Text size="sm">
          Once the butcher cuts your animals, you will see here how much of each became meat.
        </Text>
      ) : (
        <List size="sm">
          {cut.map((entry) => (
            <List.Item key={entry.productionOrderNumber}>
              {entry.order}, {entry.species}: {formatWeight(entry.carcassGrams)} of carcass,{' '}
              <strong>{percent(entry.cutBps)}</strong> became meat for sale (the shop expects{' '}
              {percent(entry.expectedCutBps)})
              {entry.cutBps >= entry.expectedCutBps
                ? ': as good as expected or better.'
                : ': below what the shop expects.'}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
