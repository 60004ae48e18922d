import { Button, Group, Text } from '@mantine/core';
import { FormError } from '../../../../components/form-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useRequestBalancePayment } from '../api/order-actions';

/** What a change or the scale left due: the driver collects it, or the customer pays it on an M-Pesa prompt. */
export function BalanceDue({ orderId, dueCents }: { orderId: string; dueCents: number }) {
  const prompt = useRequestBalancePayment();
  return (
    <>
      <Group gap="xs">
        <Text size="sm">
          Still due: {formatKes(dueCents)} (the driver collects it unless it is paid before).
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={prompt.isPending}
          onClick={() => prompt.mutate({ orderId })}
        >
          Send M-Pesa prompt
        </Button>
      </Group>
      <FormError message={prompt.error ? describeCallableError(prompt.error) : null} />
    </>
  );
}
