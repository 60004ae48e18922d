import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { adjustItemStockInput, type AdjustItemStockInput } from '@nyama/domain/callables/catalogue-callables';
import { FormError } from '../../../../components/form-error';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const HOW_MUCH: Record<Item['unit'], () => string> = {
  kg: m.staff_cat_how_much_kg,
  piece: m.staff_cat_how_many_pieces,
  pack: m.staff_cat_how_many_packs,
};

type Props = {
  itemId: string;
  unit: Item['unit'];
  onSave: (input: AdjustItemStockInput) => void;
  saving: boolean;
  error: string | null;
};

/**
 * Stock added or taken away by hand, with the reason (posted to the ledger as a count: decision 021).
 * Weighed items are counted in kilograms here and stored in grams.
 */
export function StockForm({ itemId, unit, onSave, saving, error }: Props) {
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const form = useForm<AdjustItemStockInput>({
    initialValues: { itemId, change: 0, reason: '' },
    validate: formRules(adjustItemStockInput),
  });
  const save = (values: AdjustItemStockInput) =>
    onSave({ ...values, change: direction === 'add' ? values.change : -values.change });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={m.staff_cat_adjustment()}
          data={[
            { value: 'add', label: m.staff_cat_add() },
            { value: 'remove', label: m.staff_cat_remove() },
          ]}
          value={direction}
          onChange={(chosen) => setDirection(chosen === 'remove' ? 'remove' : 'add')}
        />
        <ScaledNumberInput
          label={HOW_MUCH[unit]()}
          scale={unit === 'kg' ? 1000 : 1}
          min={0}
          value={form.values.change}
          onChange={(amount) => form.setFieldValue('change', amount ?? 0)}
          error={form.errors['change']}
        />
        <TextInput
          label={m.staff_cat_reason()}
          required
          placeholder={m.staff_cat_reason_hint()}
          {...form.getInputProps('reason')}
        />
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_cat_adjust_stock()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
