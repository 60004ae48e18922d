import { Button, Group, Text } from '@mantine/core';
import { FormError } from '../../../../components/form-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeStaffError } from '../../refusals/public';
import { useRequestBalancePayment } from '../api/order-actions';
import { m } from '../../../../paraglide/messages';

/** What a change or the scale left due: the driver collects it, or the customer pays it on an M-Pesa prompt. */
export function BalanceDue({ orderId, dueCents }: { orderId: string; dueCents: number }) {
  const prompt = useRequestBalancePayment();
  return (
    <>
      <Group gap="xs">
        <Text size="sm">{m.staff_balance_still_due({ amount: formatKes(dueCents) })}</Text>
        <Button
          size="xs"
          variant="light"
          loading={prompt.isPending}
          onClick={() => prompt.mutate({ orderId })}
        >
          {m.staff_balance_send_prompt()}
        </Button>
      </Group>
      <FormError message={prompt.error ? describeStaffError(prompt.error) : null} />
    </>
  );
}
