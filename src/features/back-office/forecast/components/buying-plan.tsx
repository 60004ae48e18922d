import { List, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { SpeciesPlan } from '../../../../domain/inventory/buying-plan';
import type { ForecastResult } from '../../../../domain/inventory/forecast-plan';
import type { Species } from '../../../../domain/inventory/species';
import { formatWeight } from '../../../../domain/weight';

export const SPECIES_LABEL: Record<Species, string> = {
  cattle: 'Cattle',
  goat: 'Goats',
  sheep: 'Sheep',
  chicken: 'Chickens',
  rabbit: 'Rabbits',
};

const column = createDataTableColumns<SpeciesPlan>();
const weight = (grams: number) => formatWeight(Math.round(grams));
const columns = column.columns([
  column.accessor('species', { header: 'Animals', cell: (info) => SPECIES_LABEL[info.getValue()] }),
  column.accessor('cutGrams', { header: 'Cuts needed', cell: (info) => weight(info.getValue()) }),
  column.accessor('carcassOnHandGrams', {
    header: 'Carcasses in the cold room',
    cell: (info) => weight(info.getValue()),
  }),
  column.accessor('carcassGrams', { header: 'Carcass to buy', cell: (info) => weight(info.getValue()) }),
  column.accessor('head', { header: 'Head to order', cell: (info) => <strong>{info.getValue()}</strong> }),
]);

type Props = { result: ForecastResult; itemName: (itemId: string) => string };

/** Forecast → cuts → carcasses → head, net of what can be sold and of the carcasses waiting to be cut. */
export function BuyingPlan({ result, itemName }: Props) {
  const { plan } = result;
  const short = plan.species.flatMap((species) => species.shortCuts);
  return (
    <Stack gap="sm">
      <Title order={2}>Buying plan for the next 14 days</Title>
      <DataTable
        label="Animals to buy"
        columns={columns}
        rows={plan.species}
        getRowId={(species) => species.species}
        emptyMessage="Stock and the carcasses on hand cover the forecast: no animals to buy."
      />
      {short.length > 0 && (
        <Text size="sm">
          Cuts these animals leave short (expect to sell out, or buy them in):{' '}
          {short
            .map((cut) => `${itemName(cut.itemId)} (${weight(cut.neededGrams - cut.plannedGrams)})`)
            .join(', ')}
        </Text>
      )}
      {plan.bought.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            Bought as they are
          </Text>
          <List size="sm">
            {plan.bought.map((need) => (
              <List.Item key={need.itemId}>
                {itemName(need.itemId)}: {weight(need.grams)}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
