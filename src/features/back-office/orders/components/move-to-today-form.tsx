import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import { moveToTodayFieldsSchema, type DeliveryDayRefusal } from '@nyama/domain/delivery/delivery-day';
import { SLOTS, type SlotId } from '@nyama/domain/delivery/slots';
import { refusalWords } from '../../../../lib/refusal-words';
import { SLOT_WORDS } from '../../../../lib/slot-labels';
import { describeStaffError } from '../../refusals/public';
import { formRules } from '../../../../lib/schema-sentences';
import { useMoveDeliveryToToday } from '../api/order-actions';
import { m } from '../../../../paraglide/messages';

type Props = { orderId: string; refusal: DeliveryDayRefusal };

/**
 * An order for a later day leaves on its day; this moves it to one of today's windows first, with the
 * reason the customer reads in their push (decision 057).
 */
export function MoveToTodayForm({ orderId, refusal }: Props) {
  const form = useForm<{ slotId: SlotId | null; reason: string }>({
    initialValues: { slotId: null, reason: '' },
    validate: formRules(moveToTodayFieldsSchema),
  });
  const move = useMoveDeliveryToToday();
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={m.staff_move_not_today()}>
        {refusalWords(refusal)}
      </Alert>
      <form
        noValidate
        aria-label={m.staff_move_to_today()}
        onSubmit={form.onSubmit((values) =>
          move.mutate({ orderId, ...moveToTodayFieldsSchema.parse(values) }),
        )}
      >
        <Group align="flex-start" gap="xs">
          <Select
            label={m.staff_move_window()}
            data={SLOTS.map((slot) => ({ value: slot.id, label: SLOT_WORDS[slot.id]() }))}
            w={220}
            {...form.getInputProps('slotId')}
          />
          <TextInput label={m.staff_move_why()} w={280} {...form.getInputProps('reason')} />
          <Button type="submit" variant="light" mt={24} loading={move.isPending}>
            {m.staff_move_to_today()}
          </Button>
        </Group>
        <FormError message={move.error ? describeStaffError(move.error) : null} />
      </form>
    </Stack>
  );
}
