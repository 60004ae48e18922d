import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { describeStaffError } from '../../refusals/public';
import { useUnlockDelivery } from '../api/order-actions';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const schema = z.pick(ORDER_CALLABLES.unlockDelivery.input, { reason: true });

/** Lets a delivery locked by wrong codes take codes again, once the shop has spoken to the customer. */
export function UnlockDeliveryForm({ orderId }: { orderId: string }) {
  const form = useForm({ initialValues: { reason: '' }, validate: formRules(schema) });
  const unlock = useUnlockDelivery();
  return (
    <form
      noValidate
      aria-label={m.staff_unlock()}
      onSubmit={form.onSubmit(({ reason }) => unlock.mutate({ orderId, reason }))}
    >
      <Group align="flex-start" gap="xs">
        <TextInput label={m.staff_unlock_why()} w={280} {...form.getInputProps('reason')} />
        <Button type="submit" variant="light" mt={24} loading={unlock.isPending}>
          {m.staff_unlock()}
        </Button>
      </Group>
      <FormError message={unlock.error ? describeStaffError(unlock.error) : null} />
    </form>
  );
}
