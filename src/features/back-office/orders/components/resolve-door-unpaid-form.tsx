import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import {
  resolveDoorUnpaidFieldsSchema,
  type DoorUnpaid,
  type DoorUnpaidOutcome,
} from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeStaffError } from '../../refusals/public';
import { formRules } from '../../../../lib/schema-sentences';
import { useResolveDoorUnpaid } from '../api/order-actions';
import { m } from '../../../../paraglide/messages';

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
      aria-label={m.staff_unpaid_form()}
      onSubmit={form.onSubmit((values) =>
        resolve.mutate({ orderId, ...resolveDoorUnpaidFieldsSchema.parse(values) }),
      )}
    >
      <Stack gap="xs">
        <Radio.Group
          label={m.staff_unpaid_not_paid({ amount: formatKes(unpaid.dueCents) })}
          value={form.values.outcome}
          onChange={(value) => form.setFieldValue('outcome', value as DoorUnpaidOutcome)}
          error={form.errors['outcome']}
        >
          <Group gap="md" mt={6}>
            <Radio value="paidAtShop" label={m.staff_unpaid_paid_at_shop()} />
            <Radio value="writtenOff" label={m.staff_unpaid_write_off()} />
          </Group>
        </Radio.Group>
        <Group align="flex-start" gap="xs">
          <TextInput label={m.staff_unpaid_note()} w={320} {...form.getInputProps('note')} />
          <Button type="submit" variant="light" mt={24} loading={resolve.isPending}>
            {m.staff_unpaid_settle()}
          </Button>
        </Group>
        <FormError message={resolve.error ? describeStaffError(resolve.error) : null} />
      </Stack>
    </form>
  );
}
