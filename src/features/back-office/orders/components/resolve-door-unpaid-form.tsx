import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import {
  resolveDoorUnpaidFieldsSchema,
  type DoorUnpaid,
  type DoorUnpaidOutcome,
} from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { formRules } from '../../../../lib/schema-sentences';
import { useResolveDoorUnpaid } from '../api/order-actions';

/** Settles a delivery left unpaid: the money came to the shop, or the shop writes it off (decision 057). */
export function ResolveDoorUnpaidForm({ orderId, unpaid }: { orderId: string; unpaid: DoorUnpaid }) {
  const form = useForm<{ outcome: DoorUnpaidOutcome | null; note: string }>({
    initialValues: { outcome: null, note: '' },
    validate: formRules(resolveDoorUnpaidFieldsSchema),
  });
  const resolve = useResolveDoorUnpaid();
  return (
    <form
      noValidate
      aria-label="Settle the unpaid delivery"
      onSubmit={form.onSubmit((values) =>
        resolve.mutate({ orderId, ...resolveDoorUnpaidFieldsSchema.parse(values) }),
      )}
    >
      <Stack gap="xs">
        <Radio.Group
          label={`${formatKes(unpaid.dueCents)} was not paid at the door`}
          value={form.values.outcome}
          onChange={(value) => form.setFieldValue('outcome', value as DoorUnpaidOutcome)}
          error={form.errors['outcome']}
        >
          <Group gap="md" mt={6}>
            <Radio value="paidAtShop" label="The customer paid it at the shop" />
            <Radio value="writtenOff" label="Write it off" />
          </Group>
        </Radio.Group>
        <Group align="flex-start" gap="xs">
          <TextInput
            label="Note (who paid, or why it is written off)"
            w={320}
            {...form.getInputProps('note')}
          />
          <Button type="submit" variant="light" mt={24} loading={resolve.isPending}>
            Settle it
          </Button>
        </Group>
        <FormError message={resolve.error ? describeCallableError(resolve.error) : null} />
      </Stack>
    </form>
  );
}
