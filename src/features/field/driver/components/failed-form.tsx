import { Button, Chip, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod/mini';
import { failedFieldsSchema as failedSchema } from '@nyama/domain/delivery/delivery';
import { formRules } from '../../../../lib/schema-sentences';

const COMMON_REASONS = ['Nobody at home', 'Customer not answering', 'Address not found', 'Customer refused'];

type Failed = z.infer<typeof failedSchema>;

/** A delivery that cannot be made, with the reason the shop and the customer will see. */
export function FailedForm({ onFailed }: { onFailed: (values: Failed) => void }) {
  const form = useForm<Failed>({
    initialValues: { reason: '' },
    validate: formRules(failedSchema),
  });
  return (
    <form
      noValidate
      aria-label="Delivery failed"
      onSubmit={form.onSubmit((values) => {
        onFailed(failedSchema.parse(values));
        form.reset();
      })}
    >
      <Stack gap="xs">
        <Group gap={6}>
          {COMMON_REASONS.map((reason) => (
            <Chip key={reason} size="xs" checked={false} onClick={() => form.setFieldValue('reason', reason)}>
              {reason}
            </Chip>
          ))}
        </Group>
        <Textarea label="Why did the delivery fail?" autosize minRows={2} {...form.getInputProps('reason')} />
        <Button type="submit" color="ember" variant="light">
          Mark failed
        </Button>
      </Stack>
    </form>
  );
}
