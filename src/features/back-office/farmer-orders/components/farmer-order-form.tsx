import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { fullName } from '@nyama/domain/people/user';
import { farmerOrderTermsOn, type FarmerOrderTerms } from '@nyama/domain/inventory/farmer-order';
import { SPECIES, type Species } from '@nyama/domain/catalogue/species';
import { formatKes } from '@nyama/domain/kernel/money';
import type { ListedFarmer } from '../../../field/farmer/public';
import { formRules } from '../../../../lib/schema-sentences';
import { speciesWords } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';

/** The terms as typed: numbers stay empty (null) until entered, and the schema says what is missing. */
type Values = {
  farmerUid: string | null;
  species: Species | null;
  head: number | null;
  estimatedCarcassGrams: number | null;
  pricePerKgCents: number | null;
  deliveryDate: string;
};

type FarmerOrderDraft = { farmerUid: string | null; terms: FarmerOrderTerms };

type Props = {
  farmers: readonly ListedFarmer[];
  /** What the shop usually pays per kg of each species' carcass (the carcass items' prices, decision 032). */
  usualPrices: Partial<Record<Species, number>>;
  /** The draft being changed, or none for a new order. */
  initial: FarmerOrderDraft | null;
  /** Today in Nairobi: the delivery date must not be behind it. */
  today: string;
  onSubmit: (draft: FarmerOrderDraft) => void;
  submitLabel: string;
  saving: boolean;
  error: string | null;
};

/**
 * A purchase order to a farmer (decision 040): who, which animals, how many, their estimated carcass weight
 * and the price per kg of carcass, and when to deliver. The farmer may be chosen later: a draft from the
 * forecast's buying plan starts without one.
 */
export function FarmerOrderForm(props: Props) {
  const { farmers, usualPrices, initial, today, onSubmit, submitLabel, saving, error } = props;
  const schema = z.object({ farmerUid: z.nullable(z.string()), terms: farmerOrderTermsOn(today) });
  const form = useForm<Values>({
    initialValues: initial
      ? { farmerUid: initial.farmerUid, ...initial.terms }
      : {
          farmerUid: null,
          species: null,
          head: null,
          estimatedCarcassGrams: null,
          pricePerKgCents: null,
          deliveryDate: today,
        },
    validate: (values) => {
      const { farmerUid, ...terms } = values;
      // The schema's paths are under `terms.`; the form's fields are flat.
      return Object.fromEntries(
        Object.entries(formRules(schema)({ farmerUid, terms })).map(([path, message]) => [
          path.replace(/^terms\./, ''),
          message,
        ]),
      );
    },
  });
  const active = farmers.filter((farmer) => farmer.active || farmer.uid === initial?.farmerUid);
  const chosen = farmers.find((farmer) => farmer.uid === form.values.farmerUid);
  const { estimatedCarcassGrams, pricePerKgCents } = form.values;

  return (
    <form
      noValidate
      aria-label={m.staff_fo_form()}
      onSubmit={form.onSubmit(({ farmerUid, ...terms }) => onSubmit(schema.parse({ farmerUid, terms })))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Select
            label={m.staff_fo_farmer()}
            description={
              chosen
                ? m.staff_fo_raises({
                    county: chosen.county,
                    species: chosen.species.map(speciesWords).join(', '),
                  })
                : m.staff_fo_choose_later_note()
            }
            placeholder={m.staff_fo_choose_later()}
            searchable
            clearable
            data={active.map((farmer) => ({
              value: farmer.uid,
              label: `${fullName(farmer)} (${farmer.county})`,
            }))}
            {...form.getInputProps('farmerUid')}
          />
          <Select
            label={m.staff_fo_species()}
            required
            data={SPECIES.map((species) => ({ value: species, label: speciesWords(species) }))}
            value={form.values.species}
            onChange={(value) => {
              const species = SPECIES.find((candidate) => candidate === value) ?? null;
              form.setFieldValue('species', species);
              const usual = species ? usualPrices[species] : undefined;
              if (form.values.pricePerKgCents === null && usual) form.setFieldValue('pricePerKgCents', usual);
            }}
            error={form.errors['species']}
          />
          <NumberInput
            label={m.staff_fo_head()}
            required
            min={1}
            allowDecimal={false}
            value={form.values.head ?? ''}
            onChange={(value) => form.setFieldValue('head', value === '' ? null : Number(value))}
            error={form.errors['head']}
          />
          <ScaledNumberInput
            label={m.staff_fo_estimated_weight()}
            required
            min={0}
            scale={1000}
            value={estimatedCarcassGrams}
            onChange={(grams) => form.setFieldValue('estimatedCarcassGrams', grams)}
            error={form.errors['estimatedCarcassGrams']}
          />
          <ScaledNumberInput
            label={m.staff_fo_price_per_kg()}
            required
            prefix="Ksh "
            thousandSeparator=","
            min={0}
            scale={100}
            value={pricePerKgCents}
            onChange={(cents) => form.setFieldValue('pricePerKgCents', cents)}
            error={form.errors['pricePerKgCents']}
          />
          <DateInput
            label={m.staff_fo_delivery_date()}
            required
            valueFormat="D MMM YYYY"
            minDate={today}
            {...form.getInputProps('deliveryDate')}
          />
        </SimpleGrid>
        {estimatedCarcassGrams !== null && pricePerKgCents !== null && (
          <div aria-live="polite">
            {m.staff_fo_about({
              amount: formatKes(Math.round((estimatedCarcassGrams * pricePerKgCents) / 1000)),
            })}
          </div>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
