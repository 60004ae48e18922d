import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import {
  amountOwedCents,
  CARCASS_GRADES,
  weighInSchema,
  type WeighIn,
} from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { formRules } from '../../../../lib/schema-sentences';

type Values = Omit<WeighIn, 'carcassGrams' | 'grade'> & {
  carcassGrams: number | null;
  grade: WeighIn['grade'] | null;
};

type Props = {
  pricePerKgCents: number;
  today: string;
  onSubmit: (weighIn: WeighIn) => void;
  saving: boolean;
  error: string | null;
};

/**
 * The animals arrived: staff weigh the carcasses together, grade them and copy the inspection stamp. The
 * amount owed to the farmer shows as the weight is typed.
 */
export function WeighInForm({ pricePerKgCents, today, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: { carcassGrams: null, grade: null, slaughterDate: today, inspectionStamp: '' },
    validate: formRules(weighInSchema),
  });
  const { carcassGrams } = form.values;
  return (
    <form
      noValidate
      aria-label="Weigh in"
      onSubmit={form.onSubmit((values) => onSubmit(weighInSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
          <ScaledNumberInput
            label="Carcass weight (kg)"
            required
            min={0}
            scale={1000}
            value={carcassGrams}
            onChange={(grams) => form.setFieldValue('carcassGrams', grams)}
            error={form.errors['carcassGrams']}
          />
          <Select
            label="Grade"
            required
            data={CARCASS_GRADES.map((grade) => ({ value: grade, label: grade }))}
            {...form.getInputProps('grade')}
          />
          <DateInput
            label="Slaughtered"
            required
            valueFormat="D MMM YYYY"
            maxDate={today}
            {...form.getInputProps('slaughterDate')}
          />
          <TextInput
            label="Inspection stamp"
            required
            placeholder="e.g. KE-NRK-0415"
            {...form.getInputProps('inspectionStamp')}
          />
        </SimpleGrid>
        {carcassGrams !== null && carcassGrams > 0 && (
          <Text size="sm" aria-live="polite">
            Owed to the farmer: {formatKes(amountOwedCents(carcassGrams, pricePerKgCents))}
          </Text>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            Weigh in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
