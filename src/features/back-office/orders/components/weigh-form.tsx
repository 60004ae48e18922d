import { Button, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { isWeighed, lineWeightSchema, weighOrder } from '@nyama/domain/orders/catch-weight';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { describeStaffError, staffRefusalWords } from '../../refusals/public';
import { useRecordWeights } from '../api/order-actions';
import { SettlementNote } from './settlement-note';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const weighFormSchema = z.object({
  butcherId: z.string().check(z.minLength(1, { error: () => m.staff_weigh_choose_butcher() })),
  grams: z.record(z.string(), lineWeightSchema.shape.grams),
});
type WeighFormValues = { butcherId: string; grams: Record<string, number | string> };

type Props = { orderId: string; order: Order; butchers: { id: string; name: string }[] };

/**
 * The scale's grams for each weighed line. The final total and what happens to the difference show
 * before saving, from the same domain rules the function applies.
 */
export function WeighForm({ orderId, order, butchers }: Props) {
  const weighed = order.lines.filter(isWeighed);
  const form = useForm<WeighFormValues>({
    initialValues: {
      butcherId: order.packing?.butcherId ?? '',
      grams: Object.fromEntries(weighed.map((line) => [line.itemId, ''])),
    },
    validate: formRules(weighFormSchema),
  });
  const record = useRecordWeights();
  const entered = Object.entries(form.values.grams).flatMap(([itemId, grams]) =>
    typeof grams === 'number' && Number.isInteger(grams) && grams > 0 ? [{ itemId, grams }] : [],
  );
  const preview = entered.length === weighed.length ? weighOrder(order, entered) : null;

  return (
    <form
      noValidate
      aria-label={m.staff_weigh_form()}
      onSubmit={form.onSubmit((values) => {
        const parsed = weighFormSchema.parse(values);
        record.mutate({
          orderId,
          butcherId: parsed.butcherId,
          weights: Object.entries(parsed.grams).map(([itemId, grams]) => ({ itemId, grams })),
        });
      })}
    >
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.staff_lines_item()}</Table.Th>
                <Table.Th ta="right">{m.staff_lines_ordered()}</Table.Th>
                <Table.Th>{m.staff_weigh_on_the_scale()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weighed.map((line) => (
                <Table.Tr key={line.itemId}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="right">{formatWeight(line.estimatedGrams)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={m.staff_weigh_grams_of({ name: line.name })}
                      min={1}
                      allowDecimal={false}
                      suffix=" g"
                      w={140}
                      {...form.getInputProps(`grams.${line.itemId}`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Select
          label={m.staff_weigh_weighed_by()}
          data={butchers.map((butcher) => ({ value: butcher.id, label: butcher.name }))}
          w={260}
          {...form.getInputProps('butcherId')}
        />
        {preview && !preview.ok && <FormError message={staffRefusalWords(preview.refusal)} />}
        {preview?.ok && (
          <Stack gap={4}>
            <Text size="sm">
              {m.staff_weigh_final_total()} <b>{formatKes(preview.weighing.finalTotalCents)}</b>{' '}
              {m.staff_weigh_ordered_at({ amount: formatKes(order.totalCents) })}
            </Text>
            <SettlementNote
              settlement={preview.weighing.settlement}
              cents={preview.weighing.settleCents}
              totalCents={preview.weighing.finalTotalCents}
            />
            {preview.weighing.settlement === 'topUp' && (
              <Text size="sm" c="dimmed">
                {m.staff_top_up_collected()}
              </Text>
            )}
          </Stack>
        )}
        <FormError message={record.error ? describeStaffError(record.error) : null} />
        <Button type="submit" loading={record.isPending} w="fit-content">
          {m.staff_weigh_save()}
        </Button>
      </Stack>
    </form>
  );
}
