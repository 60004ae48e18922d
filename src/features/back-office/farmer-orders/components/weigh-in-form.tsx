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
import { m } from '../../../../paraglide/messages';
import { GRADE_WORDS } from '../../../../lib/farmer-order-words';

const STAMP_EXAMPLE = 'KE-NRK-0415';

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
      aria-label={m.staff_fo_weigh_in()}
      onSubmit={form.onSubmit((values) => onSubmit(weighInSchema.parse(values)))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
          <ScaledNumberInput
            label={m.staff_fo_carcass_weight()}
            required
            min={0}
            scale={1000}
            value={carcassGrams}
            onChange={(grams) => form.setFieldValue('carcassGrams', grams)}
            error={form.errors['carcassGrams']}
          />
          <Select
            label={m.staff_fo_grade()}
            required
            data={CARCASS_GRADES.map((grade) => ({ value: grade, label: GRADE_WORDS[grade]() }))}
            {...form.getInputProps('grade')}
          />
          <DateInput
            label={m.staff_inv_slaughtered()}
            required
            valueFormat="D MMM YYYY"
            maxDate={today}
            {...form.getInputProps('slaughterDate')}
          />
          <TextInput
            label={m.staff_inv_inspection_stamp()}
            required
            placeholder={m.staff_inv_stamp_placeholder({ example: STAMP_EXAMPLE })}
            {...form.getInputProps('inspectionStamp')}
          />
        </SimpleGrid>
        {carcassGrams !== null && carcassGrams > 0 && (
          <Text size="sm" aria-live="polite">
            {m.staff_fo_owed_to_farmer({ amount: formatKes(amountOwedCents(carcassGrams, pricePerKgCents)) })}
          </Text>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_fo_weigh_in()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
