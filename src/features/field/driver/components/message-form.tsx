import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import {
  DRIVER_TEMPLATES,
  DRIVER_TEXT_MAX,
  driverTemplateSchema,
  driverTextSchema,
  type DriverMessageInput,
} from '@nyama/domain/orders/push';
import { formRules } from '../../../../lib/schema-sentences';

const textSchema = z.object({ text: driverTextSchema });

/** One tap for the usual messages, or a few words of the driver's own. */
export function MessageForm({ onSend }: { onSend: (message: DriverMessageInput) => void }) {
  const form = useForm({
    initialValues: { text: '' },
    validate: formRules(textSchema),
  });
  return (
    <Stack>
      <Group>
        {driverTemplateSchema.options.map((template) => (
          <Button key={template} onClick={() => onSend({ kind: 'template', template })}>
            {DRIVER_TEMPLATES[template]}
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
            label="Your own message"
            description={`${form.values.text.length}/${DRIVER_TEXT_MAX} characters`}
            maxLength={DRIVER_TEXT_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('text')}
          />
          <Button type="submit" variant="default">
            Send message
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
