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
import { m } from '../../../../paraglide/messages';

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
  { value: 'percent', label: m.staff_cat_kind_percent },
  { value: 'fixed', label: m.staff_cat_kind_fixed },
  { value: 'freeDelivery', label: m.staff_cat_free_delivery },
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
      description={m.staff_cat_empty_no_limit()}
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
          label={m.staff_cat_code()}
          required
          disabled={usedCount > 0}
          description={usedCount > 0 ? m.staff_cat_code_used() : m.staff_cat_code_hint()}
          {...form.getInputProps('code')}
        />
        <SegmentedControl
          aria-label={m.staff_cat_kind()}
          data={KINDS.map((option) => ({ value: option.value, label: option.label() }))}
          value={kind}
          onChange={(chosen) => {
            const next = KINDS.find((option) => option.value === chosen)?.value;
            if (next) form.setValues({ kind: next, value: 0, maxDiscountCents: null });
          }}
        />
        {kind === 'percent' && (
          <ScaledNumberInput
            label={m.staff_cat_percentage_off()}
            suffix="%"
            scale={100}
            value={form.values.value}
            onChange={(basisPoints) => form.setFieldValue('value', basisPoints ?? 0)}
            error={form.errors['value']}
          />
        )}
        {kind === 'fixed' && (
          <ScaledNumberInput
            label={m.staff_cat_amount_off_label()}
            prefix="Ksh "
            thousandSeparator=","
            scale={100}
            value={form.values.value}
            onChange={(cents) => form.setFieldValue('value', cents ?? 0)}
            error={form.errors['value']}
          />
        )}
        <Group grow align="flex-start" wrap="wrap">
          {kind === 'percent' &&
            money('maxDiscountCents', m.staff_cat_at_most(), m.staff_cat_empty_no_maximum())}
          {money('minSubtotalCents', m.staff_cat_minimum_order())}
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NairobiDateTimeInput
            label={m.staff_cat_starts()}
            required
            value={form.values.startsAtMs}
            onChange={(ms) => ms !== null && form.setFieldValue('startsAtMs', ms)}
            error={form.errors['startsAtMs']}
          />
          <NairobiDateTimeInput
            label={m.staff_cat_ends()}
            required
            value={form.values.endsAtMs}
            onChange={(ms) => ms !== null && form.setFieldValue('endsAtMs', ms)}
            error={form.errors['endsAtMs']}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {count('usageCap', m.staff_cat_uses_total())}
          {count('perCustomerLimit', m.staff_cat_uses_per_customer())}
        </Group>
        <MultiSelect
          label={m.staff_cat_only_groups()}
          description={m.staff_cat_empty_whole_cart()}
          data={groups}
          clearable
          {...form.getInputProps('eligibleGroups')}
        />
        <Group>
          <Checkbox
            label={m.staff_cat_first_order_only()}
            {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })}
          />
          <Checkbox label={m.staff_cat_enabled()} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <FormError message={error} />
        <Group>
          <Button type="submit" loading={saving}>
            {m.staff_cat_save_coupon()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
