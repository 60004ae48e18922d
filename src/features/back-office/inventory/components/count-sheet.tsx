import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconX } from '@tabler/icons-react';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import type { Item } from '@nyama/domain/catalogue/catalog';
import {
  countDifference,
  countLineSchema,
  type CountLine,
  type InventoryDocument,
} from '@nyama/domain/inventory/inventory-document';
import { quantityWords } from '../../../../lib/quantity-words';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

type StoredCountLine = Extract<InventoryDocument, { kind: 'stockCount' }>['lines'][number];

type Props = {
  lines: readonly StoredCountLine[];
  itemOf: (itemId: string) => { name: string; unit: Item['unit'] };
  onSubmit: (lines: CountLine[], post: boolean) => void;
  saving: 'draft' | 'post' | null;
  error: string | null;
};

const countSchema = z.object({
  lines: z.array(countLineSchema).check(z.minLength(1, { error: () => m.staff_inv_count_a_lot() })),
});

/** "+250 g", "−2 pc", "0": a difference with its sign, in the item's unit. */
export function signedQuantity(item: { unit: Item['unit'] }, difference: number): string {
  if (difference === 0) return '0';
  return `${difference > 0 ? '+' : '−'}${quantityWords(item, Math.abs(difference))}`;
}

/**
 * A draft stock count: each lot with what it should hold, what was counted (kilograms for per-kg items,
 * stored as grams) and the difference, which is what posting writes to the ledger. A lot not counted can
 * be taken off the count; the count posts only when every lot on it is counted.
 */
export function CountSheet({ lines, itemOf, onSubmit, saving, error }: Props) {
  const form = useForm({
    initialValues: { lines: lines.map((line) => ({ ...line })) },
    validate: formRules(countSchema),
  });
  const submit = (post: boolean) =>
    form.onSubmit((values) => onSubmit(countSchema.parse(values).lines, post));
  const uncounted = form.values.lines.filter((line) => line.counted === null).length;

  return (
    <form onSubmit={submit(true)} noValidate aria-label={m.staff_inv_stock_count()}>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.staff_lines_item()}</Table.Th>
                <Table.Th>{m.staff_inv_lot()}</Table.Th>
                <Table.Th>{m.staff_inv_expected()}</Table.Th>
                <Table.Th>{m.staff_inv_counted()}</Table.Th>
                <Table.Th>{m.staff_inv_difference()}</Table.Th>
                <Table.Th aria-label={m.staff_inv_take_off()} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.lines.map((line, index) => {
                const item = itemOf(line.itemId);
                const difference = countDifference(line);
                return (
                  <Table.Tr key={line.lotId}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td ff="monospace">{line.lotNumber}</Table.Td>
                    <Table.Td>{quantityWords(item, line.expected)}</Table.Td>
                    <Table.Td miw={140}>
                      <ScaledNumberInput
                        aria-label={m.staff_inv_counted_of({ lot: line.lotNumber })}
                        placeholder={item.unit === 'kg' ? m.staff_inv_kg() : m.staff_inv_pieces()}
                        min={0}
                        scale={item.unit === 'kg' ? 1000 : 1}
                        value={line.counted}
                        onChange={(counted) => form.setFieldValue(`lines.${index}.counted`, counted)}
                        error={form.errors[`lines.${index}.counted`]}
                      />
                    </Table.Td>
                    <Table.Td c={difference ? (difference < 0 ? 'ember' : 'green') : undefined}>
                      {difference === null ? m.staff_inv_not_counted() : signedQuantity(item, difference)}
                    </Table.Td>
                    <Table.Td>
                      {form.values.lines.length > 1 && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={m.staff_inv_take_off_count({ lot: line.lotNumber })}
                          onClick={() => form.removeListItem('lines', index)}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {uncounted > 0 && (
          <Text size="sm" c="dimmed">
            {m.staff_inv_uncounted({ count: uncounted })}
          </Text>
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving === 'post'} disabled={saving === 'draft'}>
            {m.staff_inv_post_count()}
          </Button>
          <Button
            variant="default"
            loading={saving === 'draft'}
            disabled={saving === 'post'}
            onClick={() => submit(false)()}
          >
            {m.staff_inv_save_counts()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
