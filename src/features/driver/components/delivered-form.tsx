import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { deliveredFieldsSchema as deliveredSchema } from '../../../domain/delivery';

type Delivered = z.infer<typeof deliveredSchema>;

/** Proof of delivery: the 4-digit code on the customer's order, checked by the shop when it syncs. */
export function DeliveredForm({ onDelivered }: { onDelivered: (values: Delivered) => void }) {
  const form = useForm<Delivered>({
    initialValues: { code: '', note: '' },
    validate: schemaResolver(deliveredSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      aria-label="Delivered"
      onSubmit={form.onSubmit((values) => {
        onDelivered(deliveredSchema.parse(values));
        form.reset();
      })}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500} id="delivery-code-label">
          Delivery code from the customer
        </Text>
        <PinInput
          length={4}
          type="number"
          inputMode="numeric"
          oneTimeCode
          aria-labelledby="delivery-code-label"
          getInputProps={(index) => ({ 'aria-label': `Delivery code digit ${index + 1}` })}
          {...form.getInputProps('code')}
        />
        {form.errors['code'] && (
          <Text size="sm" c="ember">
            {form.errors['code']}
          </Text>
        )}
        <TextInput
          label="Note (optional)"
          placeholder="Left with the guard"
          {...form.getInputProps('note')}
        />
        <Button type="submit" color="green">
          Delivered
        </Button>
      </Stack>
    </form>
  );
}
