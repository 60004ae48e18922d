import { Anchor, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { LineListEditor } from '../../../../components/line-list-editor';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { receiptLineOn, suggestedUseBy, type ReceiptLine } from '@nyama/domain/inventory/inventory-document';
import { formatDayMonthYear } from '@nyama/domain/kernel/shop-dates';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const STAMP_EXAMPLE = 'KE-NRB-0415';

export type ReceivableItem = { id: string; name: string; unit: Item['unit']; groupId: string };

/** A line as typed: numbers and the use-by stay empty (null) until entered, and the schema says what is missing. */
type LineValues = Omit<ReceiptLine, 'quantity' | 'unitCostCents' | 'useBy'> & {
  quantity: number | null;
  unitCostCents: number | null;
  useBy: string | null;
};
type Values = { lines: LineValues[] };

type Props = {
  items: readonly ReceivableItem[];
  /** The draft's lines, or none for a new receipt. */
  initial: readonly ReceiptLine[];
  /** Today in Nairobi: the use-by must not be behind it. */
  today: string;
  onSubmit: (lines: ReceiptLine[], post: boolean) => void;
  /** Which action is under way, if any. */
  saving: 'draft' | 'post' | null;
  error: string | null;
};

const emptyReceiptLine = (today: string, supplier = ''): LineValues => ({
  itemId: '',
  quantity: null,
  unitCostCents: null,
  supplier,
  slaughterDate: today,
  inspectionStamp: '',
  useBy: null,
  temperatureC: null,
});

/**
 * Goods received at the door (decision 031): per line the item, how much (kilograms for per-kg items,
 * stored as grams), its cost (shillings per kg or per piece, stored as cents), where it came from and its
 * meat-inspection data. The domain's schema, with today's date, puts its sentences beside each field.
 */
export function ReceiptForm({ items, initial, today, onSubmit, saving, error }: Props) {
  const schema = z.object({
    lines: z.array(receiptLineOn(today)).check(z.minLength(1, { error: () => m.staff_inv_add_line() })),
  });
  const form = useForm<Values>({
    initialValues: { lines: initial.length > 0 ? [...initial] : [emptyReceiptLine(today)] },
    validate: formRules(schema),
  });
  const unitOf = (itemId: string) => items.find((item) => item.id === itemId)?.unit;
  const submit = (post: boolean) =>
    form.onSubmit((values) =>
      onSubmit(
        schema.parse({
          lines: values.lines.map((line) => ({
            ...line,
            inspectionStamp: line.inspectionStamp?.trim() || null,
          })),
        }).lines,
        post,
      ),
    );
  const itemOptions = items.map((item) => ({ value: item.id, label: item.name }));

  return (
    <form onSubmit={submit(true)} noValidate aria-label={m.staff_inv_goods_receipt()}>
      <Stack gap="md">
        <LineListEditor
          lines={form.values.lines}
          lineKey={(index) => form.key(`lines.${index}`)}
          onAdd={() =>
            form.insertListItem('lines', emptyReceiptLine(today, form.values.lines.at(-1)?.supplier ?? ''))
          }
          onRemove={(index) => form.removeListItem('lines', index)}
          renderFields={(line, index) => {
            const item = items.find((each) => each.id === line.itemId);
            const unit = item?.unit;
            // Its group's shelf life from slaughter: offered, never filled in (the label may say otherwise).
            const suggestion = item ? suggestedUseBy(item.groupId, line.slaughterDate, today) : null;
            const field = (name: keyof LineValues) => `lines.${index}.${name}`;
            return (
              <>
                <Select
                  label={m.staff_lines_item()}
                  required
                  searchable
                  data={itemOptions}
                  value={line.itemId || null}
                  onChange={(itemId) => {
                    // Grams and pieces do not convert: a new unit starts the quantity and cost afresh.
                    if (unitOf(itemId ?? '') !== unit) {
                      form.setFieldValue(field('quantity'), null);
                      form.setFieldValue(field('unitCostCents'), null);
                    }
                    form.setFieldValue(field('itemId'), itemId ?? '');
                  }}
                  error={form.errors[field('itemId')]}
                />
                <ScaledNumberInput
                  label={unit === 'kg' ? m.staff_inv_quantity_kg() : m.staff_inv_quantity_pieces()}
                  required
                  min={0}
                  scale={unit === 'kg' ? 1000 : 1}
                  value={line.quantity}
                  onChange={(quantity) => form.setFieldValue(field('quantity'), quantity)}
                  error={form.errors[field('quantity')]}
                />
                <ScaledNumberInput
                  label={unit === 'kg' ? m.staff_inv_cost_per_kg() : m.staff_inv_cost_per_piece()}
                  required
                  prefix="Ksh "
                  thousandSeparator=","
                  min={0}
                  scale={100}
                  value={line.unitCostCents}
                  onChange={(cents) => form.setFieldValue(field('unitCostCents'), cents)}
                  error={form.errors[field('unitCostCents')]}
                />
                <TextInput
                  label={m.staff_inv_supplier()}
                  required
                  {...form.getInputProps(field('supplier'))}
                />
                <DateInput
                  label={m.staff_inv_slaughtered()}
                  valueFormat="D MMM YYYY"
                  clearable
                  {...form.getInputProps(field('slaughterDate'))}
                />
                <TextInput
                  label={m.staff_inv_inspection_stamp()}
                  placeholder={m.staff_inv_stamp_placeholder({ example: STAMP_EXAMPLE })}
                  {...form.getInputProps(field('inspectionStamp'))}
                  value={line.inspectionStamp ?? ''}
                />
                <DateInput
                  label={m.staff_inv_use_by()}
                  required
                  valueFormat="D MMM YYYY"
                  {...form.getInputProps(field('useBy'))}
                  description={
                    suggestion && suggestion !== line.useBy ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="xs"
                        onClick={() => form.setFieldValue(field('useBy'), suggestion)}
                      >
                        {m.staff_inv_suggested({ date: formatDayMonthYear(suggestion) })}
                      </Anchor>
                    ) : null
                  }
                />
                <NumberInput
                  label={m.staff_inv_temperature()}
                  description={m.staff_inv_temperature_note()}
                  suffix=" °C"
                  decimalScale={1}
                  value={line.temperatureC ?? ''}
                  onChange={(value) =>
                    form.setFieldValue(field('temperatureC'), value === '' ? null : Number(value))
                  }
                  error={form.errors[field('temperatureC')]}
                />
              </>
            );
          }}
        />
        <FormError message={typeof form.errors['lines'] === 'string' ? form.errors['lines'] : error} />
        <Group>
          <Button type="submit" loading={saving === 'post'} disabled={saving === 'draft'}>
            {m.staff_inv_post_receipt()}
          </Button>
          <Button
            variant="default"
            loading={saving === 'draft'}
            disabled={saving === 'post'}
            onClick={() => submit(false)()}
          >
            {m.staff_inv_save_draft()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
