import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { counterOfferSchema, type CounterOffer } from '@nyama/domain/inventory/farmer-order';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { inSpokenWords } from '../../../../lib/problem-words';
import { FARMER_PROBLEM_WORDS } from '../api/problem-words';

type Values = Omit<CounterOffer, 'head'> & { head: number | null };

type Props = {
  initial: Omit<CounterOffer, 'note'>;
  today: string;
  onSubmit: (counter: CounterOffer) => void;
};

/** Other terms the farmer can deliver: how many animals, which day, and a word why. */
export function CounterForm({ initial, today, onSubmit }: Props) {
  const form = useForm<Values>({
    initialValues: { ...initial, note: '' },
    validate: (values) => inSpokenWords(formRules(counterOfferSchema)(values), FARMER_PROBLEM_WORDS),
  });
  return (
    <form
      noValidate
      aria-label={m.field_farmer_offer_terms()}
      onSubmit={form.onSubmit((values) => onSubmit(counterOfferSchema.parse(values)))}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <NumberInput
            label={m.field_farmer_head()}
            required
            min={1}
            allowDecimal={false}
            value={form.values.head ?? ''}
            onChange={(value) => form.setFieldValue('head', value === '' ? null : Number(value))}
            error={form.errors['head']}
          />
          <DateInput
            label={m.field_farmer_day()}
            required
            valueFormat="D MMM YYYY"
            minDate={today}
            {...form.getInputProps('deliveryDate')}
          />
        </SimpleGrid>
        <TextInput
          label={m.field_farmer_word()}
          placeholder={m.field_farmer_word_example()}
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit" variant="light">
            {m.field_farmer_send_offer()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
