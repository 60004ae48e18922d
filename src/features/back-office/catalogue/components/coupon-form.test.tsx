import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CouponRules } from '@nyama/domain/catalogue/coupon';
import { renderWithMantine } from '../../../../testing/render';
import { CouponForm } from './coupon-form';

// No pause between keystrokes: a Mantine form re-renders on each one, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

const NOW = Date.UTC(2026, 10, 23, 9);
const DAY = 86_400_000;
const karibu: CouponRules = {
  code: 'KARIBU10',
  kind: 'percent',
  value: 1000,
  maxDiscountCents: null,
  minSubtotalCents: 100_000,
  startsAtMs: NOW,
  endsAtMs: NOW + 30 * DAY,
  usageCap: 500,
  perCustomerLimit: 1,
  firstOrderOnly: true,
  eligibleGroups: [],
  active: true,
};

function renderForm(initial: Partial<CouponRules> = {}, usedCount = 0) {
  const onSave = vi.fn();
  renderWithMantine(
    <CouponForm
      initial={{ ...karibu, ...initial }}
      usedCount={usedCount}
      groups={[{ value: 'beef', label: 'Beef' }]}
      onSave={onSave}
      saving={false}
      error={null}
    />,
  );
  return onSave;
}

const save = () => user.click(screen.getByRole('button', { name: 'Save coupon' }));

describe('the coupon form', () => {
  it('refuses a window that ends before it starts, beside its end', async () => {
    const onSave = renderForm({ endsAtMs: NOW - DAY });
    await save();
    expect(screen.getByRole('button', { name: /^ends/i })).toHaveAccessibleDescription(
      'The coupon must end after it starts',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a percentage of nothing, beside the percentage', async () => {
    renderForm();
    const percentage = screen.getByRole('textbox', { name: /percentage off/i });
    await user.clear(percentage);
    await user.type(percentage, '0');
    await save();
    expect(percentage).toHaveAccessibleDescription('A percentage is between 0.01% and 100%');
  });

  it('refuses more than 100% off, beside the percentage', async () => {
    const onSave = renderForm();
    const percentage = screen.getByRole('textbox', { name: /percentage off/i });
    await user.clear(percentage);
    await user.type(percentage, '100.5');
    await save();
    expect(percentage).toHaveAccessibleDescription('A percentage is between 0.01% and 100%');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a code customers could not type, beside the code', async () => {
    renderForm({ code: 'TWO WORDS' });
    await save();
    expect(screen.getByRole('textbox', { name: /^code/i })).toHaveAccessibleDescription(
      expect.stringContaining('Codes are 3 to 20 letters, digits or dashes'),
    );
  });

  it('keeps the code of a coupon that has been used', () => {
    renderForm({}, 3);
    const code = screen.getByRole('textbox', { name: /^code/i });
    expect(code).toBeDisabled();
    expect(code).toHaveAccessibleDescription('Used already, so the code stays as it is');
  });

  it('saves the rules with the code in capitals and amounts in cents', async () => {
    const onSave = renderForm({ code: 'choma', kind: 'fixed', value: 0 });
    const amount = screen.getByRole('textbox', { name: /amount off/i });
    await user.type(amount, '200');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'CHOMA', kind: 'fixed', value: 20_000 }),
    );
  });

  it('asks for no amount for free delivery', async () => {
    renderForm();
    await user.click(screen.getByText('Free delivery'));
    expect(screen.queryByRole('textbox', { name: /percentage off|amount off/i })).not.toBeInTheDocument();
  });
});
