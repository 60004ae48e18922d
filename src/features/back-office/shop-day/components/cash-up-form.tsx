import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../../components/form-error';
import { cashUpRefusal } from '@nyama/domain/payments/cash-up';
import { formatKes, kes } from '@nyama/domain/kernel/money';
import { describeStaffError, staffRefusalWords } from '../../refusals/public';
import { useConfirmCashUp, type DriverCash } from '../api/cash-up';
import { m } from '../../../../paraglide/messages';

type Values = { counted: number | string; reason: string };

/** Count one driver's cash in: what staff counted, the difference it makes, and why when it is not nil. */
export function CashUpForm({ driver }: { driver: DriverCash }) {
  const confirm = useConfirmCashUp();
  const form = useForm<Values>({
    initialValues: { counted: '', reason: '' },
    validate: ({ counted, reason }) => {
      if (counted === '') return { counted: m.staff_cashup_enter_counted() };
      if (Number(counted) < 0) return { counted: m.staff_cashup_not_negative() };
      const refusal = cashUpRefusal(driver.expectedCents, kes(Number(counted)), reason);
      return refusal ? { reason: staffRefusalWords(refusal) } : {};
    },
  });
  const counted = form.values.counted === '' ? null : kes(Number(form.values.counted));
  const difference = counted === null ? null : counted - driver.expectedCents;
  return (
    <form
      noValidate
      aria-label={m.staff_cashup_form({ driver: driver.driverName })}
      onSubmit={form.onSubmit(({ reason }) =>
        confirm.mutate(
          {
            driverId: driver.driverId,
            reportIds: driver.cash.map((cash) => cash.reportId),
            countedCents: counted ?? 0,
            reason: reason.trim(),
          },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="xs">
          <NumberInput
            label={m.staff_cashup_counted_ksh()}
            min={0}
            allowDecimal={false}
            thousandSeparator=","
            w={180}
            {...form.getInputProps('counted')}
          />
          <TextInput label={m.staff_cashup_why_differs()} w={280} {...form.getInputProps('reason')} />
          <Button type="submit" mt={24} loading={confirm.isPending}>
            {m.staff_cashup_confirm()}
          </Button>
        </Group>
        {difference !== null && (
          <Text size="sm" aria-label={m.staff_cashup_difference()} c={difference === 0 ? 'green' : 'ember'}>
            {difference === 0
              ? m.staff_cashup_matches()
              : difference < 0
                ? m.staff_cashup_short({ amount: formatKes(-difference) })
                : m.staff_cashup_over({ amount: formatKes(difference) })}
          </Text>
        )}
        <FormError message={confirm.error ? describeStaffError(confirm.error) : null} />
      </Stack>
    </form>
  );
}
