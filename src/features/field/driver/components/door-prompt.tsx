import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { FormError } from '../../../../components/form-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
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
        Send an M-Pesa prompt for {formatKes(dueCents)}
      </Button>
      {!online && (
        <Text size="sm" c="dimmed">
          M-Pesa needs signal: take cash, or send the prompt once you have signal.
        </Text>
      )}
      {prompt.isSuccess && (
        <Alert color="green" title="Prompt sent">
          {prompt.data.customerMessage} Once the customer pays, it shows here and nothing is left to collect.
        </Alert>
      )}
      <FormError message={prompt.error ? describeCallableError(prompt.error) : null} />
    </Stack>
  );
}
