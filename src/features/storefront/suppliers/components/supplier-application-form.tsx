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
  SUPPLY_DELIVERY_LABEL,
  supplierApplicationInputSchema,
  type SupplierApplicationInput,
} from '@nyama/domain/suppliers/supplier-application';
import { formRules } from '../../../../lib/schema-sentences';

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
      aria-label="Supplier application"
      onSubmit={form.onSubmit((values) => onSubmit(supplierApplicationInputSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Your full name"
            required
            autoComplete="name"
            maxLength={80}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Mobile number"
            required
            autoComplete="tel"
            placeholder="07XX XXX XXX"
            maxLength={20}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Email"
            description="Your account will use it"
            required
            type="email"
            autoComplete="email"
            maxLength={120}
            {...form.getInputProps('email')}
          />
          <Select
            label="County"
            required
            searchable
            data={[...KENYAN_COUNTIES]}
            {...form.getInputProps('county')}
          />
          <TextInput
            label="Location"
            description="Village, ward or nearest town"
            required
            maxLength={80}
            {...form.getInputProps('location')}
          />
          <MultiSelect
            label="What you supply"
            required
            data={SPECIES.map((species) => ({ value: species, label: species }))}
            {...form.getInputProps('species')}
          />
          <TextInput
            label="Breeds"
            placeholder="e.g. Boran, Galla goats"
            maxLength={120}
            {...form.getInputProps('breeds')}
          />
          <NumberInput
            label="Animals a month, typically"
            required
            min={1}
            allowDecimal={false}
            value={form.values.headPerMonth ?? ''}
            onChange={(value) => form.setFieldValue('headPerMonth', number(value))}
            error={form.errors['headPerMonth']}
          />
          <NumberInput
            label="Typical live weight of one animal (kg)"
            required
            min={1}
            allowDecimal={false}
            value={form.values.typicalLiveWeightKg ?? ''}
            onChange={(value) => form.setFieldValue('typicalLiveWeightKg', number(value))}
            error={form.errors['typicalLiveWeightKg']}
          />
          <TextInput
            label="Permits and certificates"
            description="Reference numbers, e.g. the veterinary movement permit"
            maxLength={200}
            {...form.getInputProps('certificates')}
          />
        </SimpleGrid>
        <Radio.Group label="How the animals reach the shop" required {...form.getInputProps('delivery')}>
          <Group mt="xs">
            {SUPPLY_DELIVERY.map((delivery) => (
              <Radio key={delivery} value={delivery} label={SUPPLY_DELIVERY_LABEL[delivery]} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label="The shop may call, text or email me about supplying"
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        {!online && (
          <Alert color="yellow" role="status">
            You are offline. Your answers stay here; send the application when you have signal.
          </Alert>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={sending} disabled={!online}>
            Send application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
