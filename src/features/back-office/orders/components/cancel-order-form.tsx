import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { FormError } from '../../../../components/form-error';
import { describeStaffError } from '../../refusals/public';
import { useCancelPaidOrder } from '../api/order-actions';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const schema = z.pick(ORDER_CALLABLES.cancelPaidOrder.input, { reason: true });

/**
 * Calls off an accepted order: a paid one ends refunded and what was paid goes back to the customer; a
 * confirmed one (to be paid on delivery) ends cancelled.
 */
export function CancelOrderForm({ orderId, paid }: { orderId: string; paid: boolean }) {
  const form = useForm({ initialValues: { reason: '' }, validate: formRules(schema) });
  const cancel = useCancelPaidOrder();
  return (
    <form
      noValidate
      aria-label={m.staff_cancel_form()}
      onSubmit={form.onSubmit(({ reason }) => cancel.mutate({ orderId, reason }))}
    >
      <Group align="flex-start" gap="xs">
        <TextInput label={m.staff_cancel_reason()} w={280} {...form.getInputProps('reason')} />
        <Button type="submit" variant="light" color="ember" mt={24} loading={cancel.isPending}>
          {paid ? m.staff_cancel_and_refund() : m.staff_cancel_form()}
        </Button>
      </Group>
      <FormError message={cancel.error ? describeStaffError(cancel.error) : null} />
    </form>
  );
}
