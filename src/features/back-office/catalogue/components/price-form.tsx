import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { setItemPriceInput, type SetItemPriceInput } from '@nyama/domain/callables/catalogue-callables';
import { FormError } from '../../../../components/form-error';
import { NairobiDateTimeInput } from './nairobi-date-time-input';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { UNIT_WORDS } from '../../../../lib/unit-words';

/** The contract's input, plus the choice between "now" and a time to come (which must then be given). */
const priceFormSchema = z
  .extend(setItemPriceInput, { cents: z.nullable(setItemPriceInput.shape.cents), later: z.boolean() })
  .check(
    z.refine((values) => values.cents !== null, { error: () => m.staff_cat_enter_price(), path: ['cents'] }),
    z.refine((values) => !values.later || values.effectiveFromMs !== null, {
      error: () => m.staff_cat_choose_when(),
      path: ['effectiveFromMs'],
    }),
  );
type PriceFormValues = z.input<typeof priceFormSchema>;

type Props = {
  itemId: string;
  unit: Item['unit'];
  onSave: (input: SetItemPriceInput) => void;
  saving: boolean;
  error: string | null;
};

/** A new price for an item, from now or from a chosen time in Nairobi. */
export function PriceForm({ itemId, unit, onSave, saving, error }: Props) {
  const form = useForm<PriceFormValues>({
    initialValues: { itemId, cents: null, effectiveFromMs: null, later: false },
    validate: formRules(priceFormSchema),
  });
  const save = ({ cents, effectiveFromMs, later }: PriceFormValues) => {
    if (cents !== null) onSave({ itemId, cents, effectiveFromMs: later ? effectiveFromMs : null });
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm">
        <ScaledNumberInput
          label={m.staff_cat_new_price({ unit: UNIT_WORDS[unit]() })}
          prefix="Ksh "
          thousandSeparator=","
          scale={100}
          value={form.values.cents ?? null}
          onChange={(cents) => form.setFieldValue('cents', cents)}
          error={form.errors['cents']}
        />
        <SegmentedControl
          aria-label={m.staff_cat_applies()}
          data={[
            { value: 'now', label: m.staff_cat_from_now() },
            { value: 'later', label: m.staff_cat_from_later() },
          ]}
          value={form.values.later ? 'later' : 'now'}
          onChange={(when) => form.setFieldValue('later', when === 'later')}
        />
        {form.values.later && (
          <NairobiDateTimeInput
            label={m.staff_cat_applies_from()}
            value={form.values.effectiveFromMs ?? null}
            onChange={(ms) => form.setFieldValue('effectiveFromMs', ms)}
            error={form.errors['effectiveFromMs']}
          />
        )}
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_cat_change_price()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
