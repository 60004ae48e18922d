import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { deliveredFieldsSchema as deliveredSchema } from '../../../../domain/delivery';
import { PhotoPicker } from './photo-picker';
import { formRules } from '../../../../lib/schema-sentences';

type Delivered = z.infer<typeof deliveredSchema>;

/**
 * Proof of delivery: the 4-digit code on the customer's order, checked by the shop when it syncs, and
 * an optional photo taken at the door.
 */
export function DeliveredForm({
  onDelivered,
}: {
  onDelivered: (values: Delivered, photo: string | null) => void;
}) {
  const form = useForm<Delivered>({
    initialValues: { code: '', note: '' },
    validate: formRules(deliveredSchema),
  });
  const [photo, setPhoto] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  return (
    <form
      noValidate
      aria-label="Delivered"
      onSubmit={form.onSubmit((values) => {
        onDelivered(deliveredSchema.parse(values), photo);
        form.reset();
        setPhoto(null);
      })}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700} id="delivery-code-label">
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
        <PhotoPicker photo={photo} onPhoto={setPhoto} onPreparing={setPreparing} />
        <Button type="submit" color="green" disabled={preparing}>
          Delivered
        </Button>
      </Stack>
    </form>
  );
}
