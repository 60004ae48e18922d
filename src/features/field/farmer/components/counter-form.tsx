import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { counterOfferSchema, type CounterOffer } from '@nyama/domain/inventory/farmer-order';
import { formRules } from '../../../../lib/schema-sentences';

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
    validate: formRules(counterOfferSchema),
  });
  return (
    <form
      noValidate
      aria-label="Offer other terms"
      onSubmit={form.onSubmit((values) => onSubmit(counterOfferSchema.parse(values)))}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <NumberInput
            label="Head you can deliver"
            required
            min={1}
            allowDecimal={false}
            value={form.values.head ?? ''}
            onChange={(value) => form.setFieldValue('head', value === '' ? null : Number(value))}
            error={form.errors['head']}
          />
          <DateInput
            label="Day you can deliver"
            required
            valueFormat="D MMM YYYY"
            minDate={today}
            {...form.getInputProps('deliveryDate')}
          />
        </SimpleGrid>
        <TextInput
          label="A word for the shop"
          placeholder="e.g. Six are ready now"
          {...form.getInputProps('note')}
        />
        <Group>
          <Button type="submit" variant="light">
            Send my offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
