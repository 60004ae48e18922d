import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { FormError } from '../../../../components/form-error';
import { KENYAN_COUNTIES } from '@nyama/domain/kernel/county';
import { SPECIES } from '@nyama/domain/catalogue/species';
import {
  SUPPLY_DELIVERY,
  supplierApplicationInputSchema,
  type SupplierApplicationInput,
} from '@nyama/domain/suppliers/supplier-application';
import { formRules } from '../../../../lib/schema-sentences';
import { SUPPLY_DELIVERY_WORDS } from './supplier-words';
import { SPECIES_WORDS } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';

type Values = Omit<
  SupplierApplicationInput,
  'headPerMonth' | 'typicalLiveWeightKg' | 'consent' | 'county' | 'delivery'
> & {
  county: SupplierApplicationInput['county'] | null;
  delivery: SupplierApplicationInput['delivery'] | null;
  headPerMonth: number | null;
  typicalLiveWeightKg: number | null;
  consent: boolean;
};

const EMPTY: Values = {
  name: '',
  phone: '',
  email: '',
  county: null,
  location: '',
  species: [],
  breeds: '',
  headPerMonth: null,
  typicalLiveWeightKg: null,
  delivery: null,
  certificates: '',
  consent: false,
};

type Props = {
  onSubmit: (application: SupplierApplicationInput) => void;
  sending: boolean;
  error: string | null;
};

const number = (value: string | number) => (value === '' ? null : Number(value));

/**
 * The supplier application (decision 042): who, where, what and how many, how the animals travel, the
 * permits' numbers, and consent to be contacted. Each field says what is wrong beside it. Offline it says
 * so and keeps what was typed until signal returns.
 */
export function SupplierApplicationForm({ onSubmit, sending, error }: Props) {
  const { online } = useNetwork();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: formRules(supplierApplicationInputSchema),
  });
  return (
    <form
      noValidate
      aria-label={m.store_supplier_form()}
      onSubmit={form.onSubmit((values) => onSubmit(supplierApplicationInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={m.store_supplier_name()}
            required
            autoComplete="name"
            maxLength={80}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={m.store_supplier_phone()}
            required
            autoComplete="tel"
            placeholder={m.store_supplier_phone_example()}
            maxLength={20}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={m.store_supplier_email()}
            description={m.store_supplier_email_note()}
            required
            type="email"
            autoComplete="email"
            maxLength={120}
            {...form.getInputProps('email')}
          />
          <Select
            label={m.store_supplier_county()}
            required
            searchable
            data={[...KENYAN_COUNTIES]}
            {...form.getInputProps('county')}
          />
          <TextInput
            label={m.store_supplier_location()}
            description={m.store_supplier_location_note()}
            required
            maxLength={80}
            {...form.getInputProps('location')}
          />
          <MultiSelect
            label={m.store_supplier_species()}
            required
            data={SPECIES.map((species) => ({ value: species, label: SPECIES_WORDS[species]() }))}
            {...form.getInputProps('species')}
          />
          <TextInput
            label={m.store_supplier_breeds()}
            placeholder={m.store_supplier_breeds_example()}
            maxLength={120}
            {...form.getInputProps('breeds')}
          />
          <NumberInput
            label={m.store_supplier_head()}
            required
            min={1}
            allowDecimal={false}
            value={form.values.headPerMonth ?? ''}
            onChange={(value) => form.setFieldValue('headPerMonth', number(value))}
            error={form.errors['headPerMonth']}
          />
          <NumberInput
            label={m.store_supplier_weight()}
            required
            min={1}
            allowDecimal={false}
            value={form.values.typicalLiveWeightKg ?? ''}
            onChange={(value) => form.setFieldValue('typicalLiveWeightKg', number(value))}
            error={form.errors['typicalLiveWeightKg']}
          />
          <TextInput
            label={m.store_supplier_permits()}
            description={m.store_supplier_permits_note()}
            maxLength={200}
            {...form.getInputProps('certificates')}
          />
        </SimpleGrid>
        <Radio.Group label={m.store_supplier_delivery()} required {...form.getInputProps('delivery')}>
          <Group mt="xs">
            {SUPPLY_DELIVERY.map((delivery) => (
              <Radio key={delivery} value={delivery} label={SUPPLY_DELIVERY_WORDS[delivery]()} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label={m.store_supplier_consent()}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        {!online && (
          <Alert color="yellow" role="status">
            {m.store_supplier_offline()}
          </Alert>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={sending} disabled={!online}>
            {m.store_supplier_send()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
