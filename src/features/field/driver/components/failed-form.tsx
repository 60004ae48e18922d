import { Button, Chip, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod/mini';
import { failedFieldsSchema as failedSchema } from '@nyama/domain/delivery/delivery';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { inSpokenWords } from '../../../../lib/problem-words';
import { DRIVER_PROBLEM_WORDS } from '../api/problem-words';

/** The usual reasons, one tap each, in the page's language: the shop and the customer read them as written. */
const commonReasons = () => [
  m.field_driver_reason_nobody(),
  m.field_driver_reason_no_answer(),
  m.field_driver_reason_no_address(),
  m.field_driver_reason_refused(),
];

type Failed = z.infer<typeof failedSchema>;

/** A delivery that cannot be made, with the reason the shop and the customer will see. */
export function FailedForm({ onFailed }: { onFailed: (values: Failed) => void }) {
  const form = useForm<Failed>({
    initialValues: { reason: '' },
    validate: (values) => inSpokenWords(formRules(failedSchema)(values), DRIVER_PROBLEM_WORDS),
  });
  return (
    <form
      noValidate
      aria-label={m.field_driver_failed_form()}
      onSubmit={form.onSubmit((values) => {
        onFailed(failedSchema.parse(values));
        form.reset();
      })}
    >
      <Stack gap="xs">
        <Group gap={6}>
          {commonReasons().map((reason) => (
            <Chip key={reason} size="xs" checked={false} onClick={() => form.setFieldValue('reason', reason)}>
              {reason}
            </Chip>
          ))}
        </Group>
        <Textarea
          label={m.field_driver_why_failed()}
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" color="ember" variant="light">
          {m.field_driver_mark_failed()}
        </Button>
      </Stack>
    </form>
  );
}
