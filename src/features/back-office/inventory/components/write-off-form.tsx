import { Button, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { writeOffLineSchema, type WriteOffLine } from '@nyama/domain/inventory/inventory-document';
import type { LotRow } from '@nyama/domain/inventory/stock-overview';
import { quantityWords } from '../../../../lib/quantity-words';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { WRITE_OFF_REASON_WORDS } from '../movement-facts';

type Values = { lotId: string; quantity: number | null; reason: WriteOffLine['reason'] | null };

type Props = {
  /** The lots on hand, nearest use-by first. */
  lots: readonly LotRow[];
  initialLotId: string | null;
  onPost: (line: WriteOffLine) => void;
  posting: boolean;
  error: string | null;
};

const lotLabel = (lot: LotRow) =>
  m.staff_inv_lot_option({
    item: lot.itemName,
    number: lot.number,
    quantity: quantityWords(lot, lot.onHand),
    useBy: lot.useBy,
  });

/** Meat taken off a lot (decision 031): which lot, how much (never more than it holds) and why. */
export function WriteOffForm({ lots, initialLotId, onPost, posting, error }: Props) {
  const lotById = new Map(lots.map((lot) => [lot.lotId, lot]));
  const form = useForm<Values>({
    initialValues: { lotId: initialLotId ?? '', quantity: null, reason: null },
    // The lot's own limit is checked beside the schema's, so it shows even while the reason is missing.
    validate: (values) => {
      const errors = formRules(writeOffLineSchema)(values);
      const chosen = lotById.get(values.lotId);
      if (chosen && values.quantity !== null && values.quantity > chosen.onHand)
        errors['quantity'] = m.staff_inv_lot_holds_only({ quantity: quantityWords(chosen, chosen.onHand) });
      return errors;
    },
  });
  const lot = lotById.get(form.values.lotId);

  return (
    <form
      onSubmit={form.onSubmit((values) => onPost(writeOffLineSchema.parse(values)))}
      noValidate
      aria-label={m.staff_inv_nav_write_off()}
    >
      <Stack gap="sm">
        <Select
          label={m.staff_inv_lot()}
          required
          searchable
          data={lots.map((option) => ({ value: option.lotId, label: lotLabel(option) }))}
          value={form.values.lotId || null}
          onChange={(lotId) => {
            form.setFieldValue('lotId', lotId ?? '');
            form.setFieldValue('quantity', null);
          }}
          error={form.errors['lotId']}
        />
        <ScaledNumberInput
          label={lot?.unit === 'kg' ? m.staff_inv_quantity_kg() : m.staff_inv_quantity_pieces()}
          required
          min={0}
          scale={lot?.unit === 'kg' ? 1000 : 1}
          value={form.values.quantity}
          onChange={(quantity) => form.setFieldValue('quantity', quantity)}
          error={form.errors['quantity']}
        />
        <Select
          label={m.staff_reason()}
          required
          data={Object.entries(WRITE_OFF_REASON_WORDS).map(([value, label]) => ({ value, label: label() }))}
          {...form.getInputProps('reason')}
        />
        <FormError message={error} />
        <Group>
          <Button type="submit" color="ember" loading={posting}>
            {m.staff_inv_post_write_off()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
