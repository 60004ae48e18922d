import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { FormError } from '../../../../components/form-error';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import {
  PLAN_DELIVERY_LEAD_DAYS,
  termsFromPlan,
  type SpeciesPlan,
} from '@nyama/domain/inventory/buying-plan';
import type { ForecastResult } from '@nyama/domain/inventory/forecast-plan';
import type { Species } from '@nyama/domain/catalogue/species';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useDraftFarmerOrders } from '../../farmer-orders/public';
import { useUsualCarcassPrices } from '../../farmer-orders/public';

const SPECIES_LABEL: Record<Species, string> = {
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
  const usualPrices = useUsualCarcassPrices();
  const draft = useDraftFarmerOrders();
  const [today] = useState(() => nairobiDate(Date.now()));
  const terms = termsFromPlan(plan, usualPrices, addDays(today, PLAN_DELIVERY_LEAD_DAYS));
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
      {terms.length > 0 && (
        <Stack gap="xs">
          {draft.data ? (
            <Text size="sm" role="status">
              Drafted {draft.data.orders.map((order) => order.number).join(', ')}: choose a farmer for each on{' '}
              <Anchor component={Link} to="/inventfarmerorders">
                Farmer orders
              </Anchor>{' '}
              and send them.
            </Text>
          ) : (
            <Group>
              <Button
                loading={draft.isPending}
                onClick={() =>
                  draft.mutate({ drafts: terms.map((order) => ({ farmerUid: null, terms: order })) })
                }
              >
                Draft farmer orders
              </Button>
              <Text size="sm">
                One draft per species, for delivery in {PLAN_DELIVERY_LEAD_DAYS} days at the usual price per
                kg.
              </Text>
            </Group>
          )}
          <FormError message={draft.isError ? describeCallableError(draft.error) : null} />
        </Stack>
      )}
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
