import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { FormError } from '../../../../components/form-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { m } from '../../../../paraglide/messages';
import { usePromptDoorPayment } from '../api/prompt-door-payment';

/**
 * Money due at the door, paid by M-Pesa: a prompt on the customer's phone for exactly what is due
 * (decision 057). It needs signal; without it the driver takes cash or tries again later.
 */
export function DoorPrompt({ orderId, dueCents }: { orderId: string; dueCents: number }) {
  const { online } = useNetwork();
  const prompt = usePromptDoorPayment();
  return (
    <Stack gap="xs" mb="md">
      <Button
        variant="light"
        color="green"
        disabled={!online}
        loading={prompt.isPending}
        onClick={() => prompt.mutate({ orderId })}
      >
        {m.field_driver_prompt_send({ amount: formatKes(dueCents) })}
      </Button>
      {!online && (
        <Text size="sm" c="dimmed">
          {m.field_driver_prompt_offline()}
        </Text>
      )}
      {prompt.isSuccess && (
        <Alert color="green" title={m.field_driver_prompt_sent()}>
          {m.field_driver_prompt_sent_body()}
        </Alert>
      )}
      <FormError message={prompt.error ? describeCallableError(prompt.error) : null} />
    </Stack>
  );
}
