import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { couponRulesSchema, type CouponRules } from '@nyama/domain/catalogue/coupon';
import { FormError } from '../../../../components/form-error';
import { NairobiDateTimeInput } from './nairobi-date-time-input';
import { ScaledNumberInput } from '../../../../components/scaled-number-input';
import { formRules } from '../../../../lib/schema-sentences';

type Props = {
  initial: CouponRules;
  /** How often the coupon was used: once it has been, its code cannot change. */
  usedCount: number;
  groups: { value: string; label: string }[];
  onSave: (coupon: CouponRules) => void;
  saving: boolean;
  error: string | null;
};

const KINDS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
  { value: 'freeDelivery', label: 'Free delivery' },
] as const;

/** Every rule a coupon has; the domain's messages show beside the field they are about. */
export function CouponForm({ initial, usedCount, groups, onSave, saving, error }: Props) {
  const form = useForm<CouponRules>({
    initialValues: initial,
    validate: formRules(couponRulesSchema),
  });
  const { kind } = form.values;
  const money = (field: 'maxDiscountCents' | 'minSubtotalCents', label: string, description?: string) => (
    <ScaledNumberInput
      label={label}
      description={description}
      prefix="Ksh "
      thousandSeparator=","
      scale={100}
      min={0}
      value={form.values[field]}
      onChange={(cents) => form.setFieldValue(field, field === 'minSubtotalCents' ? (cents ?? 0) : cents)}
      error={form.errors[field]}
    />
  );
  const count = (field: 'usageCap' | 'perCustomerLimit', label: string) => (
    <NumberInput
      label={label}
      description="Empty: no limit"
      allowDecimal={false}
      min={1}
      value={form.values[field] ?? ''}
      onChange={(value) => form.setFieldValue(field, value === '' ? null : Number(value))}
      error={form.errors[field]}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => onSave(couponRulesSchema.parse(values)))} noValidate>
      <Stack>
        <TextInput
          label="Code"
          required
          disabled={usedCount > 0}
          description={
            usedCount > 0 ? 'Used already, so the code stays as it is' : 'What customers type at checkout'
          }
          {...form.getInputProps('code')}
        />
        <SegmentedControl
          aria-label="Kind"
          data={KINDS.map((option) => ({ ...option }))}
          value={kind}
          onChange={(chosen) => {
            const next = KINDS.find((option) => option.value === chosen)?.value;
            if (next) form.setValues({ kind: next, value: 0, maxDiscountCents: null });
          }}
        />
        {kind === 'percent' && (
          <ScaledNumberInput
            label="Percentage off"
            suffix="%"
            scale={100}
            value={form.values.value}
            onChange={(basisPoints) => form.setFieldValue('value', basisPoints ?? 0)}
            error={form.errors['value']}
          />
        )}
        {kind === 'fixed' && (
          <ScaledNumberInput
            label="Amount off"
            prefix="Ksh "
            thousandSeparator=","
            scale={100}
            value={form.values.value}
            onChange={(cents) => form.setFieldValue('value', cents ?? 0)}
            error={form.errors['value']}
          />
        )}
        <Group grow align="flex-start" wrap="wrap">
          {kind === 'percent' && money('maxDiscountCents', 'At most', 'Empty: no maximum')}
          {money('minSubtotalCents', 'Minimum order')}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NairobiDateTimeInput
            label="Starts"
            required
            value={form.values.startsAtMs}
            onChange={(ms) => ms !== null && form.setFieldValue('startsAtMs', ms)}
            error={form.errors['startsAtMs']}
          />
          <NairobiDateTimeInput
            label="Ends"
            required
            value={form.values.endsAtMs}
            onChange={(ms) => ms !== null && form.setFieldValue('endsAtMs', ms)}
            error={form.errors['endsAtMs']}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {count('usageCap', 'Uses in total')}
          {count('perCustomerLimit', 'Uses per customer')}
        </Group>
        <MultiSelect
          label="Only for these groups"
          description="Empty: the whole cart"
          data={groups}
          clearable
          {...form.getInputProps('eligibleGroups')}
        />
        <Group>
          <Checkbox
            label="First order only"
            {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })}
          />
          <Checkbox label="Enabled" {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            Save coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
