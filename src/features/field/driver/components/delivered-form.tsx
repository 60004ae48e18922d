import { Button, NumberInput, PinInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod/mini';
import { deliveredFieldsSchema, type DeliveredFields } from '@nyama/domain/delivery/delivery';
import {
  doorCollectionRefusal,
  doorUnpaidReasonSchema,
  type DoorCollectionInput,
} from '@nyama/domain/delivery/door-collection';
import { formatKes, kes } from '@nyama/domain/kernel/money';
import { firstProblem, formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { inSpokenWords, sentenceInSpokenWords } from '../../../../lib/problem-words';
import { DRIVER_PROBLEM_WORDS } from '../api/problem-words';
import { PhotoPicker } from './photo-picker';

type Values = {
  code: string;
  note: string;
  /** How the money due was settled at the door; null until the driver says. */
  method: 'cash' | 'none' | null;
  /** The cash counted, in shillings as the notes read. */
  cash: number | string;
  reason: string;
};

const codeAndNote = z.pick(deliveredFieldsSchema, { code: true, note: true });
const unpaidReason = z.object({ reason: doorUnpaidReasonSchema });

/** The collection the values describe, for an order with `dueCents` due (none when nothing is). */
function collectionOf(values: Values, dueCents: number): DoorCollectionInput | null {
  if (dueCents === 0 || values.method === null) return null;
  return values.method === 'cash'
    ? { method: 'cash', amountCents: kes(Number(values.cash) || 0) }
    : { method: 'none', reason: values.reason.trim() };
}

/**
 * The money's problems, as the shop's function would refuse the report (`doorCollectionRefusal`), in the
 * page's language: with cash counted, a refusal is either too much or too little.
 */
function moneyErrors(values: Values, dueCents: number): FormErrors {
  if (dueCents === 0) return {};
  const due = formatKes(dueCents);
  if (values.method === null) return { method: m.field_driver_say_money({ amount: due }) };
  if (values.method === 'none') {
    const problem = firstProblem(unpaidReason, { reason: values.reason });
    return problem ? { reason: sentenceInSpokenWords(problem, DRIVER_PROBLEM_WORDS) } : {};
  }
  if (values.cash === '' || Number(values.cash) <= 0) return { cash: m.field_driver_enter_cash() };
  const collection = collectionOf(values, dueCents);
  if (collection?.method !== 'cash' || doorCollectionRefusal(dueCents, collection) === null) return {};
  const words = { due, given: formatKes(collection.amountCents) };
  return {
    cash:
      collection.amountCents > dueCents
        ? m.field_driver_cash_too_much(words)
        : m.field_driver_cash_too_little(words),
  };
}

/**
 * Proof of delivery: the 4-digit code on the customer's order, checked by the shop when it syncs, an
 * optional photo taken at the door, and, when money is due, the cash counted or why the customer did
 * not pay (docs/decisions/057-a-shop-day-that-balances.md). Works offline: it is a queued report.
 */
export function DeliveredForm({
  dueCents,
  onDelivered,
}: {
  dueCents: number;
  onDelivered: (values: DeliveredFields, photo: string | null) => void;
}) {
  const form = useForm<Values>({
    initialValues: { code: '', note: '', method: null, cash: '', reason: '' },
    validate: (values) => ({
      ...inSpokenWords(formRules(codeAndNote)(values), DRIVER_PROBLEM_WORDS),
      ...moneyErrors(values, dueCents),
    }),
  });
  const [photo, setPhoto] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  return (
    <form
      noValidate
      aria-label={m.field_driver_delivered()}
      onSubmit={form.onSubmit((values) => {
        const { code, note } = values;
        onDelivered(
          deliveredFieldsSchema.parse({ code, note, collection: collectionOf(values, dueCents) }),
          photo,
        );
        form.reset();
        setPhoto(null);
      })}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700} id="delivery-code-label">
          {m.field_driver_code()}
        </Text>
        <PinInput
          length={4}
          type="number"
          inputMode="numeric"
          oneTimeCode
          aria-labelledby="delivery-code-label"
          getInputProps={(index) => ({ 'aria-label': m.field_driver_code_digit({ digit: index + 1 }) })}
          {...form.getInputProps('code')}
        />
        {form.errors['code'] && (
          <Text size="sm" c="ember">
            {form.errors['code']}
          </Text>
        )}
        {dueCents > 0 && (
          <>
            <Radio.Group
              label={m.field_driver_money_due({ amount: formatKes(dueCents) })}
              value={form.values.method}
              onChange={(value) => form.setFieldValue('method', value as Values['method'])}
              error={form.errors['method']}
            >
              <Stack gap={6} mt={6}>
                <Radio value="cash" label={m.field_driver_paid_cash()} />
                <Radio value="none" label={m.field_driver_did_not_pay()} />
              </Stack>
            </Radio.Group>
            {form.values.method === 'cash' && (
              <NumberInput
                label={m.field_driver_cash_collected()}
                description={m.field_driver_count_notes()}
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('cash')}
              />
            )}
            {form.values.method === 'none' && (
              <Textarea
                label={m.field_driver_why_not_paid()}
                autosize
                minRows={2}
                {...form.getInputProps('reason')}
              />
            )}
          </>
        )}
        <TextInput
          label={m.field_driver_note()}
          placeholder={m.field_driver_note_example()}
          {...form.getInputProps('note')}
        />
        <PhotoPicker photo={photo} onPhoto={setPhoto} onPreparing={setPreparing} />
        <Button type="submit" color="green" disabled={preparing}>
          {m.field_driver_delivered()}
        </Button>
      </Stack>
    </form>
  );
}
