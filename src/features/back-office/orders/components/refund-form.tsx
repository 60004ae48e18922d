import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormError } from '../../../../components/form-error';
import { refundPaymentInput } from '@nyama/domain/callables/order-callables';
import { formatKes } from '@nyama/domain/kernel/money';
import type { PaymentView } from '@nyama/domain/callables/order-callables';
import { describeStaffError, staffRefusalWords } from '../../refusals/public';
import { useRefundPayment } from '../api/use-refund-payment';
import { formRules } from '../../../../lib/schema-sentences';
import { m } from '../../../../paraglide/messages';
import { MONEY_METHOD_WORDS } from '../../../../lib/domain-words';

/** What staff type: shillings, as on every receipt; the refund itself is in cents. */
const refundFormSchema = z.extend(z.pick(refundPaymentInput, { paymentId: true, reason: true }), {
  shillings: z
    .number({ error: () => m.staff_refund_enter_amount() })
    .check(
      z.positive({ error: () => staffRefusalWords({ reason: 'refund-not-positive' }) }),
      z.multipleOf(0.01, { error: () => m.staff_refund_two_decimals() }),
    ),
});
type RefundFormValues = { paymentId: string; shillings: number | string; reason: string };

/**
 * Gives part or all of a payment back. One request id per refund typed in: a repeated tap or a lost answer
 * sends the same request, and the function refunds it once.
 */
export function RefundForm({ payments }: { payments: PaymentView[] }) {
  const paid = payments.filter((payment) => payment.state === 'succeeded');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const form = useForm<RefundFormValues>({
    initialValues: {
      paymentId: paid.length === 1 ? (paid[0]?.paymentId ?? '') : '',
      shillings: '',
      reason: '',
    },
    validate: formRules(refundFormSchema),
  });
  const refund = useRefundPayment();
  if (paid.length === 0) return null;
  return (
    <form
      noValidate
      aria-label={m.staff_refund()}
      onSubmit={form.onSubmit((values) => {
        const parsed = refundFormSchema.parse(values);
        refund.mutate(
          {
            paymentId: parsed.paymentId,
            amountCents: Math.round(parsed.shillings * 100),
            reason: parsed.reason,
            requestId,
          },
          {
            onSuccess: () => {
              form.reset();
              setRequestId(crypto.randomUUID());
            },
          },
        );
      })}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <Select
            label={m.staff_refund_payment()}
            data={paid.map((payment) => ({
              value: payment.paymentId,
              label: `${MONEY_METHOD_WORDS[payment.provider]()} ${formatKes(payment.amountCents)} · ${payment.receipt ?? payment.paymentId}`,
            }))}
            w={280}
            {...form.getInputProps('paymentId')}
          />
          <NumberInput
            label={m.staff_amount_ksh()}
            min={0}
            decimalScale={2}
            w={140}
            {...form.getInputProps('shillings')}
          />
          <TextInput label={m.staff_reason()} w={280} {...form.getInputProps('reason')} />
        </Group>
        <FormError message={refund.error ? describeStaffError(refund.error) : null} />
        <Button type="submit" variant="light" color="ember" loading={refund.isPending} w="fit-content">
          {m.staff_refund()}
        </Button>
      </Stack>
    </form>
  );
}
