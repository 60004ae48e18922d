import { Button, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { describeStaffError } from '../../refusals/public';
import { useStartPacking } from '../api/order-actions';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const schema = z.object({
  butcherId: z.string().check(z.minLength(1, { error: () => m.staff_pack_choose_butcher() })),
});

/** A paid order goes to the bench with the butcher who packs it. */
export function StartPackingForm({
  orderId,
  butchers,
}: {
  orderId: string;
  butchers: { id: string; name: string }[];
}) {
  const form = useForm({
    initialValues: { butcherId: '' },
    validate: formRules(schema),
  });
  const start = useStartPacking();
  return (
    <form noValidate onSubmit={form.onSubmit(({ butcherId }) => start.mutate({ orderId, butcherId }))}>
      <Group align="flex-end" gap="xs">
        <Select
          label={m.staff_pack_butcher()}
          data={butchers.map((butcher) => ({ value: butcher.id, label: butcher.name }))}
          w={240}
          {...form.getInputProps('butcherId')}
        />
        <Button type="submit" loading={start.isPending}>
          {m.staff_pack_start()}
        </Button>
      </Group>
      <FormError message={start.error ? describeStaffError(start.error) : null} />
    </form>
  );
}
