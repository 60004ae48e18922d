import { Alert, Badge, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import type { Butcher, Item } from '@nyama/domain/catalogue/catalog';
import {
  postProductionOrderInput,
  type PostProductionOrderInput,
} from '@nyama/domain/callables/inventory-callables';
import type { Lot } from '@nyama/domain/inventory/lots';
import { massBalanceProblem, type CuttingTemplate } from '@nyama/domain/inventory/production';
import { expectedOutputs } from '@nyama/domain/inventory/production-order';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

type Output = { itemId: string; grams: number | null; pieces: number | null };
type Values = { carcassLotId: string | null; butcherId: string | null; outputs: Output[] };

type Props = {
  carcasses: readonly (Lot & { lotId: string })[];
  templates: readonly CuttingTemplate[];
  items: readonly (Item & { id: string })[];
  butchers: readonly (Butcher & { id: string })[];
  posting: boolean;
  error: string | null;
  onPost: (input: PostProductionOrderInput) => void;
};

const percent = (bps: number) => `${(bps / 100).toFixed(1)} %`;
const inputOf = (values: Values) => ({
  carcassLotId: values.carcassLotId ?? '',
  butcherId: values.butcherId ?? '',
  outputs: values.outputs,
});
const postingRules = formRules(postProductionOrderInput);

/**
 * A carcass cut by a butcher: the outputs start at the template's share of the carcass, the butcher
 * weighs each, and the mass balance says before posting whether they account for the carcass.
 */
export function ProductionForm({ carcasses, templates, items, butchers, posting, error, onPost }: Props) {
  const form = useForm<Values>({
    initialValues: { carcassLotId: null, butcherId: null, outputs: [] },
    validate: (values) => postingRules(inputOf(values)),
  });
  const itemOf = (itemId: string) => items.find((item) => item.id === itemId);
  const lot = carcasses.find((candidate) => candidate.lotId === form.values.carcassLotId);
  const species = SPECIES.find((candidate) => lot && carcassItemId(candidate) === lot.itemId);
  const template = templates.find((candidate) => candidate.species === species);

  const chooseCarcass = (lotId: string | null) => {
    const chosen = carcasses.find((candidate) => candidate.lotId === lotId);
    const chosenTemplate = templates.find(
      (candidate) => chosen && carcassItemId(candidate.species) === chosen.itemId,
    );
    form.setValues({
      carcassLotId: lotId,
      outputs:
        chosen && chosenTemplate
          ? expectedOutputs(chosenTemplate, chosen.onHand).map(({ itemId, grams }) => {
              const item = itemOf(itemId);
              const pieces =
                item && item.unit !== 'kg'
                  ? Math.max(1, Math.round(grams / (item.estimatedGramsPerUnit ?? grams)))
                  : null;
              return { itemId, grams, pieces };
            })
          : [],
    });
  };

  const weighed = form.values.outputs.map((output) => ({
    itemId: output.itemId,
    role: template?.outputs.find((entry) => entry.itemId === output.itemId)?.role ?? 'cut',
    grams: output.grams ?? 0,
    pieces: output.pieces,
  }));
  const outGrams = weighed.reduce((sum, output) => sum + output.grams, 0);
  const balance = lot && template ? massBalanceProblem(lot.onHand, weighed, template.maxLossBps) : null;

  const submit = form.onSubmit((values) => {
    if (!balance) onPost(postProductionOrderInput.parse(inputOf(values)));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="start">
          <Select
            label={m.staff_prod_carcass()}
            placeholder={m.staff_prod_choose_carcass()}
            data={carcasses.map((candidate) => ({
              value: candidate.lotId,
              label: `${candidate.number} · ${itemOf(candidate.itemId)?.name ?? candidate.itemId} · ${formatWeight(candidate.onHand)}${candidate.farm ? ` · ${candidate.farm.firstName}, ${candidate.farm.county}` : ''}`,
            }))}
            value={form.values.carcassLotId}
            onChange={chooseCarcass}
            error={form.errors['carcassLotId']}
          />
          <Select
            label={m.staff_prod_butcher()}
            placeholder={m.staff_prod_who_cuts()}
            data={butchers
              .filter((butcher) => butcher.active)
              .map((butcher) => ({ value: butcher.id, label: butcher.name }))}
            {...form.getInputProps('butcherId')}
          />
        </Group>
        {lot && !template && <Alert color="red">{m.staff_prod_no_template()}</Alert>}
        {lot && template && (
          <>
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={m.staff_prod_outputs()}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.staff_prod_output()}</Table.Th>
                    <Table.Th>{m.staff_prod_expected()}</Table.Th>
                    <Table.Th>{m.staff_prod_weighed()}</Table.Th>
                    <Table.Th>{m.staff_prod_yield()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {form.values.outputs.map((output, index) => {
                    const item = itemOf(output.itemId);
                    const expected = template.outputs.find((entry) => entry.itemId === output.itemId);
                    const name = item?.name ?? output.itemId;
                    return (
                      <Table.Tr key={output.itemId}>
                        <Table.Td>
                          {name}{' '}
                          {expected?.role === 'byProduct' && (
                            <Badge size="xs" variant="light">
                              {m.staff_prod_by_product()}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{percent(expected?.yieldBps ?? 0)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <ScaledNumberInput
                              aria-label={m.staff_prod_kilograms_of({ name })}
                              scale={1000}
                              min={0}
                              w={110}
                              rightSection="kg"
                              value={output.grams}
                              onChange={(grams) => form.setFieldValue(`outputs.${index}.grams`, grams)}
                              error={form.errors[`outputs.${index}.grams`]}
                            />
                            {item && item.unit !== 'kg' && (
                              <NumberInput
                                aria-label={m.staff_prod_pieces_of({ name })}
                                min={1}
                                allowDecimal={false}
                                w={90}
                                rightSection="pc"
                                {...form.getInputProps(`outputs.${index}.pieces`)}
                              />
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {percent(Math.round(((output.grams ?? 0) * 10_000) / lot.onHand))}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" aria-label={m.staff_prod_mass_balance()}>
              {m.staff_prod_balance({
                carcass: formatWeight(lot.onHand),
                outputs: formatWeight(outGrams),
                loss: percent(Math.round(((lot.onHand - outGrams) * 10_000) / lot.onHand)),
                max: percent(template.maxLossBps),
              })}
            </Text>
            {balance && <Alert color="orange">{balance}</Alert>}
          </>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group>
          <Button type="submit" loading={posting} disabled={!lot || !template || balance !== null}>
            {m.staff_prod_post()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
