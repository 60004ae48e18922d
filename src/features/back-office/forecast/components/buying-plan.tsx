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
import { describeStaffError } from '../../refusals/public';
import { useDraftFarmerOrders } from '../../farmer-orders/public';
import { useUsualCarcassPrices } from '../../farmer-orders/public';
import { m } from '../../../../paraglide/messages';

const ANIMALS_WORDS: Record<Species, () => string> = {
  cattle: m.staff_fc_animals_cattle,
  goat: m.staff_fc_animals_goat,
  sheep: m.staff_fc_animals_sheep,
  chicken: m.staff_fc_animals_chicken,
  rabbit: m.staff_fc_animals_rabbit,
};

const column = createDataTableColumns<SpeciesPlan>();
const weight = (grams: number) => formatWeight(Math.round(grams));
const planColumns = () =>
  column.columns([
    column.accessor('species', {
      header: m.staff_fc_animals(),
      cell: (info) => ANIMALS_WORDS[info.getValue()](),
    }),
    column.accessor('cutGrams', {
      header: m.staff_fc_cuts_needed(),
      cell: (info) => weight(info.getValue()),
    }),
    column.accessor('carcassOnHandGrams', {
      header: m.staff_fc_carcasses_on_hand(),
      cell: (info) => weight(info.getValue()),
    }),
    column.accessor('carcassGrams', {
      header: m.staff_fc_carcass_to_buy(),
      cell: (info) => weight(info.getValue()),
    }),
    column.accessor('head', {
      header: m.staff_fc_head_to_order(),
      cell: (info) => <strong>{info.getValue()}</strong>,
    }),
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
      <Title order={2}>{m.staff_fc_plan_title()}</Title>
      <DataTable
        label={m.staff_fc_animals_to_buy()}
        columns={planColumns()}
        rows={plan.species}
        getRowId={(species) => species.species}
        emptyMessage={m.staff_fc_plan_none()}
      />
      {terms.length > 0 && (
        <Stack gap="xs">
          {draft.data ? (
            <Text size="sm" role="status">
              {m.staff_fc_drafted({ numbers: draft.data.orders.map((order) => order.number).join(', ') })}{' '}
              <Anchor component={Link} to="/inventfarmerorders">
                {m.staff_fc_farmer_orders()}
              </Anchor>{' '}
              {m.staff_fc_and_send()}
            </Text>
          ) : (
            <Group>
              <Button
                loading={draft.isPending}
                onClick={() =>
                  draft.mutate({ drafts: terms.map((order) => ({ farmerUid: null, terms: order })) })
                }
              >
                {m.staff_fc_draft_orders()}
              </Button>
              <Text size="sm">{m.staff_fc_one_draft({ days: String(PLAN_DELIVERY_LEAD_DAYS) })}</Text>
            </Group>
          )}
          <FormError message={draft.isError ? describeStaffError(draft.error) : null} />
        </Stack>
      )}
      {short.length > 0 && (
        <Text size="sm">
          {m.staff_fc_short()}{' '}
          {short
            .map((cut) => `${itemName(cut.itemId)} (${weight(cut.neededGrams - cut.plannedGrams)})`)
            .join(', ')}
        </Text>
      )}
      {plan.bought.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {m.staff_fc_bought()}
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
