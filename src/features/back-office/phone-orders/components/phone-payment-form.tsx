import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MpesaNumberField, mpesaNumberError } from '../../../../components/mpesa-number-field';
import { KRA_PIN_ERROR, optionalKraPinSchema } from '@nyama/domain/kernel/kra-pin';
import { formatKes } from '@nyama/domain/kernel/money';
import type { PhonePaymentChoice } from '../api/phone-order';
import { FormError } from '../../../../components/form-error';
import { sentenceInSpokenWords } from '../../../../lib/problem-words';
import { firstProblem } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';

const PROBLEM_WORDS = { [KRA_PIN_ERROR]: m.account_problem_kra_pin };

type Props = {
  initial: PhonePaymentChoice;
  /** The server's total, or null while there is no quote (nothing to place yet). */
  totalCents: number | null;
  onPlace: (choice: PhonePaymentChoice) => void;
  pending: boolean;
  /** Why the order was not placed, from the server. */
  error: string | null;
};

/** How the customer pays (an M-Pesa prompt to their phone, or the driver on delivery) and "Place order". */
export function PhonePaymentForm({ initial, totalCents, onPlace, pending, error }: Props) {
  const form = useForm<PhonePaymentChoice>({
    initialValues: initial,
    validate: {
      phone: (phone, { payment }) => (payment === 'mpesa' ? mpesaNumberError(phone) : null),
      customerPin: (pin) => {
        const problem = firstProblem(optionalKraPinSchema, pin);
        return problem && sentenceInSpokenWords(problem, PROBLEM_WORDS);
      },
    },
  });
  const { payment } = form.getValues();
  const amount = totalCents === null ? null : formatKes(totalCents);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((choice) =>
        onPlace({ ...choice, customerPin: optionalKraPinSchema.parse(choice.customerPin) }),
      )}
    >
      <Stack>
        <Radio.Group
          label={m.staff_phone_pays_label()}
          value={payment}
          onChange={(value) => form.setFieldValue('payment', value === 'onDelivery' ? 'onDelivery' : 'mpesa')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="mpesa"
              label={m.staff_phone_pay_mpesa()}
              description={m.staff_phone_pay_mpesa_hint()}
            />
            <Radio
              value="onDelivery"
              label={m.staff_phone_pay_on_delivery()}
              description={m.staff_phone_pay_on_delivery_hint()}
            />
          </Stack>
        </Radio.Group>
        {payment === 'mpesa' && <MpesaNumberField autoComplete="off" {...form.getInputProps('phone')} />}
        <TextInput
          label={m.staff_phone_customer_pin()}
          description={m.staff_phone_customer_pin_hint()}
          autoComplete="off"
          maw={360}
          {...form.getInputProps('customerPin')}
        />
        <FormError title={m.staff_phone_not_placed()} message={error} />
        <Button type="submit" size="md" loading={pending} disabled={totalCents === null}>
          {payment === 'mpesa'
            ? amount === null
              ? m.staff_phone_place_prompt()
              : m.staff_phone_place_prompt_amount({ amount })
            : amount === null
              ? m.staff_phone_place_on_delivery()
              : m.staff_phone_place_on_delivery_amount({ amount })}
        </Button>
      </Stack>
    </form>
  );
}
