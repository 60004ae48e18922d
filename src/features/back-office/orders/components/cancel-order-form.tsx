import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CALLABLES } from '../../../../domain/callables';
import { FormError } from '../../../../components/form-error';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { useCancelPaidOrder } from '../api/order-actions';

const schema = CALLABLES.cancelPaidOrder.input.pick({ reason: true });

/** Calls off a paid order: it ends refunded, and what was paid goes back to the customer. */
export function CancelOrderForm({ orderId }: { orderId: string }) {
  const form = useForm({ initialValues: { reason: '' }, validate: schemaResolver(schema, { sync: true }) });
  const cancel = useCancelPaidOrder();
  return (
    <form
      noValidate
      aria-label="Cancel the order"
      onSubmit={form.onSubmit(({ reason }) =>
        cancel.mutate(
          { orderId, reason },
          {
            onSuccess: ({ refundId }) =>
              notifications.show({
                color: refundId ? 'green' : 'ember',
                message: refundId
                  ? 'Cancelled; the payment is being refunded.'
                  : 'Cancelled, but no refund could be sent: refund it below.',
              }),
          },
        ),
      )}
    >
      <Group align="flex-start" gap="xs">
        <TextInput label="Reason for cancelling" w={280} {...form.getInputProps('reason')} />
        <Button type="submit" variant="light" color="ember" mt={24} loading={cancel.isPending}>
          Cancel and refund
        </Button>
      </Group>
      <FormError message={cancel.error ? describeCallableError(cancel.error) : null} />
    </form>
  );
}
