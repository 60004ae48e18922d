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
import { useUsualCarcassPrices } from '../../farmer-orders/api/usual-prices';
import { useForecast } from '../../forecast/api/use-forecast';
import { formRules } from '../../../../lib/schema-sentences';

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
      {forecast.isError ? 'The buying plan could not be worked out.' : 'Working out the buying plan…'}
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
      aria-label="What we are looking for"
      onSubmit={form.onSubmit((values) => onSubmit(supplierCallInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        {form.values.wants.length === 0 && (
          <Text size="sm">Nothing asked for: the public page says the shop has enough.</Text>
        )}
        {form.values.wants.map((want, index) => {
          const field = (name: keyof WantValues) => `wants.${index}.${name}`;
          return (
            <Group key={form.key(`wants.${index}`)} gap="xs" align="flex-end" wrap="wrap">
              <Select
                label="Species"
                data={SPECIES.map((species) => ({ value: species, label: species }))}
                w={130}
                {...form.getInputProps(field('species'))}
              />
              <NumberInput
                label="Head"
                min={1}
                allowDecimal={false}
                w={90}
                value={want.head ?? ''}
                onChange={(value) => form.setFieldValue(field('head'), value === '' ? null : Number(value))}
                error={form.errors[field('head')]}
              />
              <TextInput
                label="When"
                placeholder="e.g. before Christmas"
                w={200}
                {...form.getInputProps(field('period'))}
              />
              <ScaledNumberInput
                label="From (per kg)"
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
                label="To (per kg)"
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
                aria-label={`Remove wanted ${index + 1}`}
                onClick={() => form.removeListItem('wants', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="A note for farmers" maxLength={300} {...form.getInputProps('note')} />
        </SimpleGrid>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('wants', emptyWant())}
          >
            Add an animal
          </Button>
          <Button variant="default" onClick={() => setFilling(true)} disabled={filling}>
            Fill from the buying plan
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
            Publish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
