import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { wantsFromPlan } from '@nyama/domain/inventory/buying-plan';
import { SPECIES, type Species } from '@nyama/domain/catalogue/species';
import {
  supplierCallInputSchema,
  type SupplierCall,
  type SupplierCallInput,
} from '@nyama/domain/suppliers/supplier-application';
import { useUsualCarcassPrices } from '../../farmer-orders/public';
import { useForecast } from '../../forecast/public';
import { formRules } from '../../../../lib/schema-sentences';
import { SPECIES_WORDS } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';

type WantValues = {
  species: Species | null;
  head: number | null;
  period: string;
  minPricePerKgCents: number | null;
  maxPricePerKgCents: number | null;
};
type Values = { wants: WantValues[]; note: string };

const emptyWant = (): WantValues => ({
  species: null,
  head: null,
  period: '',
  minPricePerKgCents: null,
  maxPricePerKgCents: null,
});

/** Works out the buying plan (in the forecast's worker) only when asked, and hands its animals back once. */
function PlanFill({ onFill }: { onFill: (wants: WantValues[]) => void }) {
  const { forecast } = useForecast();
  const usualPrices = useUsualCarcassPrices();
  const plan = forecast.data?.plan;
  const priced = Object.keys(usualPrices).length > 0;
  useEffect(() => {
    if (plan && priced) onFill(wantsFromPlan(plan, usualPrices));
  }, [plan, priced, usualPrices, onFill]);
  return (
    <Text size="sm" role="status">
      {forecast.isError ? m.staff_sup_plan_failed() : m.staff_sup_plan_working()}
    </Text>
  );
}

type Props = {
  current: SupplierCall | null;
  onSubmit: (call: SupplierCallInput) => void;
  saving: boolean;
  error: string | null;
};

/** What the shop is looking for now, shown on /lookingforsuppliers: typed, or drafted from the buying plan. */
export function SupplierCallForm({ current, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: current ? { wants: current.wants, note: current.note } : { wants: [], note: '' },
    validate: formRules(supplierCallInputSchema),
  });
  const [filling, setFilling] = useState(false);
  return (
    <form
      noValidate
      aria-label={m.staff_sup_looking_for()}
      onSubmit={form.onSubmit((values) => onSubmit(supplierCallInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        {form.values.wants.length === 0 && <Text size="sm">{m.staff_sup_nothing_asked()}</Text>}
        {form.values.wants.map((want, index) => {
          const field = (name: keyof WantValues) => `wants.${index}.${name}`;
          return (
            <Group key={form.key(`wants.${index}`)} gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={m.staff_sup_species()}
                data={SPECIES.map((species) => ({ value: species, label: SPECIES_WORDS[species]() }))}
                w={130}
                {...form.getInputProps(field('species'))}
              />
              <NumberInput
                label={m.staff_sup_head()}
                min={1}
                allowDecimal={false}
                w={90}
                value={want.head ?? ''}
                onChange={(value) => form.setFieldValue(field('head'), value === '' ? null : Number(value))}
                error={form.errors[field('head')]}
              />
              <TextInput
                label={m.staff_sup_when()}
                placeholder={m.staff_sup_when_example()}
                w={200}
                {...form.getInputProps(field('period'))}
              />
              <ScaledNumberInput
                label={m.staff_sup_from_per_kg()}
                prefix="Ksh "
                thousandSeparator=","
                scale={100}
                min={0}
                w={130}
                value={want.minPricePerKgCents}
                onChange={(cents) => form.setFieldValue(field('minPricePerKgCents'), cents)}
                error={form.errors[field('minPricePerKgCents')]}
              />
              <ScaledNumberInput
                label={m.staff_sup_to_per_kg()}
                prefix="Ksh "
                thousandSeparator=","
                scale={100}
                min={0}
                w={130}
                value={want.maxPricePerKgCents}
                onChange={(cents) => form.setFieldValue(field('maxPricePerKgCents'), cents)}
                error={form.errors[field('maxPricePerKgCents')]}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={6}
                aria-label={m.staff_sup_remove_wanted({ number: String(index + 1) })}
                onClick={() => form.removeListItem('wants', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={m.staff_sup_note()} maxLength={300} {...form.getInputProps('note')} />
        </SimpleGrid>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('wants', emptyWant())}
          >
            {m.staff_sup_add_animal()}
          </Button>
          <Button variant="default" onClick={() => setFilling(true)} disabled={filling}>
            {m.staff_sup_fill_from_plan()}
          </Button>
        </Group>
        {filling && (
          <PlanFill
            onFill={(wants) => {
              form.setFieldValue('wants', wants);
              setFilling(false);
            }}
          />
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_sup_publish()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
