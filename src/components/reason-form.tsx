import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from './form-error';
import { formRules } from '../lib/schema-sentences';

type Props = {
  /** The button, and the form's name: "Reverse RN-0004", "Cancel the order". */
  label: string;
  /** The field's question: "Why reverse it". */
  question: string;
  placeholder: string;
  /** The domain's rule for the reason (its sentences show under the field). */
  schema: z.ZodMiniType<string, string>;
  onSubmit: (reason: string) => void;
  saving: boolean;
  error: string | null;
};

/** One action that needs a reason the other side will read: reversing, cancelling, declining. */
export function ReasonForm({ label, question, placeholder, schema, onSubmit, saving, error }: Props) {
  const values = z.object({ reason: schema });
  const form = useForm({ initialValues: { reason: '' }, validate: formRules(values) });
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.onSubmit(({ reason }) => onSubmit(values.parse({ reason }).reason))}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={question}
            required
            placeholder={placeholder}
            w={{ base: '100%', sm: 320 }}
            {...form.getInputProps('reason')}
          />
          <Button type="submit" color="ember" variant="light" mt={{ base: 0, sm: 25 }} loading={saving}>
            {label}
          </Button>
        </Group>
        <FormError message={error} />
      </Stack>
    </form>
  );
}
