import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { LineListEditor } from '../../../../components/line-list-editor';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { addDays, daysBetween } from '@nyama/domain/kernel/calendar-date';
import { saleLineAmountCents, type SaleLineInput } from '@nyama/domain/inventory/leftover-sale';
import { isSellable } from '@nyama/domain/inventory/lots';
import { leftoverSaleInput, type LeftoverSaleInput } from '@nyama/domain/callables/leftover-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import type { StoredLot } from '../../inventory/public';
import type { ListedBuyer } from '../api/leftovers';
import type { PricedItem } from './buyer-form';
import { quantityWords } from '../../../../lib/quantity-words';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

/** Lots this close to their use-by are offered to any buyer: sold cheap beats written off. */
const CLOSE_TO_USE_BY_DAYS = 2;

type LineValues = { lotId: string; quantity: number | null; unitPriceCents: number | null };
type Values = { buyerId: string; lines: LineValues[] };

type Props = {
  buyers: readonly ListedBuyer[];
  lots: readonly StoredLot[];
  items: readonly PricedItem[];
  today: string;
  /** The draft being changed, or null for a new sale. */
  initial: { saleId: string; buyerId: string; lines: SaleLineInput[] } | null;
  onSubmit: (sale: LeftoverSaleInput, invoice: boolean) => void;
  /** Which action is under way, if any. */
  saving: 'draft' | 'invoice' | null;
  error: string | null;
};

const emptyLine = (): LineValues => ({ lotId: '', quantity: null, unitPriceCents: null });

/**
 * A sale of leftovers (decision 041): the buyer, then lines drawn from named lots (the buyer's items, and
 * any lot close to its use-by), each priced from the buyer's list and open to change. Saved as a draft, or
 * invoiced, which takes the stock.
 */
export function SaleForm({ buyers, lots, items, today, initial, onSubmit, saving, error }: Props) {
  const form = useForm<Values>({
    initialValues: initial
      ? { buyerId: initial.buyerId, lines: initial.lines }
      : { buyerId: '', lines: [emptyLine()] },
    validate: formRules(z.omit(leftoverSaleInput, { saleId: true })),
  });
  const buyer = buyers.find((candidate) => candidate.id === form.values.buyerId);
  const takes = new Set(buyer?.prices.map((price) => price.itemId));
  const itemOf = (itemId: string) => items.find((item) => item.id === itemId);
  const offered = lots.filter(
    (lot) =>
      isSellable(lot, today) && (takes.has(lot.itemId) || lot.useBy <= addDays(today, CLOSE_TO_USE_BY_DAYS)),
  );
  const lotOf = (lotId: string) => lots.find((lot) => lot.lotId === lotId);
  const total = form.values.lines.reduce((sum, line) => {
    const unit = itemOf(lotOf(line.lotId)?.itemId ?? '')?.unit;
    return unit && line.quantity && line.unitPriceCents
      ? sum + saleLineAmountCents(unit, line.quantity, line.unitPriceCents)
      : sum;
  }, 0);
  const submit = (invoice: boolean) =>
    form.onSubmit((values) =>
      onSubmit(leftoverSaleInput.parse({ saleId: initial?.saleId ?? null, ...values }), invoice),
    );

  return (
    <form noValidate aria-label={m.staff_left_sale_form()} onSubmit={submit(true)}>
      <Stack gap="sm">
        <Select
          label={m.staff_left_buyer()}
          required
          searchable
          data={buyers
            .filter((candidate) => candidate.active)
            .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={form.values.buyerId || null}
          onChange={(buyerId) => form.setFieldValue('buyerId', buyerId ?? '')}
          error={form.errors['buyerId']}
          w={{ base: '100%', sm: 360 }}
        />
        <LineListEditor
          lines={form.values.lines}
          lineKey={(index) => form.key(`lines.${index}`)}
          onAdd={() => form.insertListItem('lines', emptyLine())}
          onRemove={(index) => form.removeListItem('lines', index)}
          renderFields={(line, index) => {
            const lot = lotOf(line.lotId);
            const item = itemOf(lot?.itemId ?? '');
            const field = (name: keyof LineValues) => `lines.${index}.${name}`;
            return (
              <>
                <Select
                  label={m.staff_inv_lot()}
                  required
                  searchable
                  data={offered.map((candidate) => ({
                    value: candidate.lotId,
                    label: m.staff_left_lot_option({
                      item: itemOf(candidate.itemId)?.name ?? candidate.itemId,
                      number: candidate.number,
                      quantity: quantityWords(itemOf(candidate.itemId) ?? { unit: 'kg' }, candidate.onHand),
                      days: String(daysBetween(today, candidate.useBy)),
                    }),
                  }))}
                  value={line.lotId || null}
                  onChange={(lotId) => {
                    const chosen = lotOf(lotId ?? '');
                    const listed = buyer?.prices.find((price) => price.itemId === chosen?.itemId);
                    form.setFieldValue(field('lotId'), lotId ?? '');
                    form.setFieldValue(field('quantity'), null);
                    form.setFieldValue(field('unitPriceCents'), listed?.unitPriceCents ?? null);
                  }}
                  error={form.errors[field('lotId')]}
                />
                <ScaledNumberInput
                  label={
                    item?.unit === 'kg' || !item ? m.staff_inv_quantity_kg() : m.staff_inv_quantity_pieces()
                  }
                  required
                  min={0}
                  scale={item?.unit === 'kg' || !item ? 1000 : 1}
                  value={line.quantity}
                  onChange={(quantity) => form.setFieldValue(field('quantity'), quantity)}
                  error={form.errors[field('quantity')]}
                />
                <ScaledNumberInput
                  label={
                    item?.unit === 'kg' || !item ? m.staff_left_price_per_kg() : m.staff_left_price_each()
                  }
                  required
                  prefix="Ksh "
                  thousandSeparator=","
                  min={0}
                  scale={100}
                  value={line.unitPriceCents}
                  onChange={(cents) => form.setFieldValue(field('unitPriceCents'), cents)}
                  error={form.errors[field('unitPriceCents')]}
                />
              </>
            );
          }}
        />
        <Text fw={600} aria-live="polite">
          {m.staff_left_total({ amount: formatKes(total) })}
        </Text>
        <FormError message={typeof form.errors['lines'] === 'string' ? form.errors['lines'] : error} />
        <Group>
          <Button type="submit" loading={saving === 'invoice'} disabled={saving === 'draft'}>
            {m.staff_left_invoice_take()}
          </Button>
          <Button
            variant="default"
            loading={saving === 'draft'}
            disabled={saving === 'invoice'}
            onClick={() => submit(false)()}
          >
            {m.staff_fo_save_draft()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
