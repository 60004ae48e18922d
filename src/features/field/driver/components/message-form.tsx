import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import {
  DRIVER_TEXT_MAX,
  driverTemplateSchema,
  driverTextSchema,
  type DriverMessageInput,
} from '@nyama/domain/orders/push';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { inSpokenWords } from '../../../../lib/problem-words';
import { DRIVER_PROBLEM_WORDS } from '../api/problem-words';
import { messageWords } from '../api/send-message';

const textSchema = z.object({ text: driverTextSchema });

/** One tap for the usual messages, or a few words of the driver's own. */
export function MessageForm({ onSend }: { onSend: (message: DriverMessageInput) => void }) {
  const form = useForm({
    initialValues: { text: '' },
    validate: (values) => inSpokenWords(formRules(textSchema)(values), DRIVER_PROBLEM_WORDS),
  });
  return (
    <Stack>
      <Group>
        {driverTemplateSchema.options.map((template) => (
          <Button key={template} onClick={() => onSend({ kind: 'template', template })}>
            {messageWords({ template, text: null })}
          </Button>
        ))}
      </Group>
      <form
        noValidate
        onSubmit={form.onSubmit(({ text }) => {
          onSend({ kind: 'text', text: textSchema.parse({ text }).text });
          form.reset();
        })}
      >
        <Stack gap="xs">
          <Textarea
            label={m.field_driver_own_message()}
            description={m.field_driver_characters({ count: form.values.text.length, max: DRIVER_TEXT_MAX })}
            maxLength={DRIVER_TEXT_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('text')}
          />
          <Button type="submit" variant="default">
            {m.field_driver_send_message()}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
