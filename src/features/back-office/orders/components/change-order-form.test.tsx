import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { nairobiDate, PICKUP_ZONE_ID } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem, testOrder } from '@nyama/domain/fixtures/test-items';
import { renderWithMantine } from '../../../../testing/render';
import { slotKeys } from '../../../../lib/slots-taken';
import { ChangeOrderForm } from './change-order-form';

const user = userEvent.setup({ delay: null });
// jsdom lays nothing out: Mantine's combobox scrolls the option it moves to into view.
Element.prototype.scrollIntoView = () => undefined;
/** Money as the page's text reads once its spaces are normalised. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const NOW = Date.now();

const goat = { id: 'goat', ...perKgItem({ groupId: 'mutton', name: 'Goat leg', pricePerKgCents: 100_000 }) };
const broiler = {
  id: 'broiler',
  ...countedItem({
    groupId: 'chicken',
    name: 'Broiler',
    unitPriceCents: 70_000,
    estimatedGramsPerUnit: 1400,
  }),
};

/** 2 kg of goat leg bought at KES 900 a kilo (it costs 1,000 today), for pickup tomorrow: KES 1,800. */
function order(changes: Partial<Order> = {}): Order {
  return testOrder(
    {
      lines: [
        {
          itemId: 'goat',
          groupId: 'mutton',
          name: 'Goat leg',
          unit: 'kg',
          quantity: 2000,
          unitPriceCents: 90_000,
          estimatedGrams: 2000,
          lineTotalCents: 180_000,
          taxType: 'A',
        },
      ],
      subtotalCents: 180_000,
      deliveryFeeCents: 0,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 180_000,
      fulfilment: 'pickup',
      address: null,
      slot: { date: nairobiDate(NOW + 86_400_000), slotId: 'afternoon' },
      ...changes,
    },
    NOW,
  );
}

function renderForm(placed: Order = order()) {
  const onSave = vi.fn();
  const client = new QueryClient();
  client.setQueryData(slotKeys.taken(PICKUP_ZONE_ID, nairobiDate(NOW)), {});
  renderWithMantine(
    <QueryClientProvider client={client}>
      <ChangeOrderForm
        order={placed}
        items={[goat, broiler]}
        groups={[
          { id: 'mutton', name: 'Goat & mutton' },
          { id: 'chicken', name: 'Chicken' },
        ]}
        addresses={[]}
        zones={[]}
        coupon={null}
        nowMs={NOW}
        onSave={onSave}
        saving={false}
        error={null}
      />
    </QueryClientProvider>,
  );
  return onSave;
}

/** Searches the catalogue and picks the first match, as a keyboard user does. */
async function addItem(name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Add an item' }), name);
  await user.keyboard('{ArrowDown}{Enter}');
}
const preview = () => screen.getByRole('region', { name: 'After the change' });
const goatStepper = () => screen.getByRole('group', { name: 'Quantity of Goat leg' });

describe('ChangeOrderForm', () => {
  it('lowers a weight in the item’s steps, at the price it was ordered at, and shows the refund before saving', async () => {
    renderForm();
    await user.click(within(goatStepper()).getByRole('button', { name: 'Less' }));
    expect(within(goatStepper()).getByText('1.75 kg')).toBeInTheDocument();
    expect(preview()).toHaveTextContent(`New total ${kes(157_500)} (was ${kes(180_000)})`);
    expect(preview()).toHaveTextContent(`${kes(22_500)} goes back to the customer.`);
  });

  it('adds an item at today’s price: the customer owes the difference, collected at the door', async () => {
    renderForm();
    await addItem('Broiler');
    expect(screen.getByRole('listitem', { name: 'Broiler' })).toHaveTextContent(
      `${kes(70_000)} per piece today`,
    );
    expect(preview()).toHaveTextContent(`The customer owes ${kes(70_000)} more.`);
    expect(preview()).toHaveTextContent('The driver collects it on delivery');
  });

  it('says an unpaid order is simply repriced', async () => {
    renderForm(order({ status: 'pending', payment: null, paidCents: 0 }));
    await user.click(within(goatStepper()).getByRole('button', { name: 'More' }));
    expect(preview()).toHaveTextContent('Not paid yet: the customer pays the new total.');
  });

  it('settles nothing on an order to be paid on delivery: the driver collects the new total', async () => {
    renderForm(order({ status: 'confirmed', payment: null, paidCents: 0 }));
    await user.click(within(goatStepper()).getByRole('button', { name: 'More' }));
    expect(preview()).toHaveTextContent(
      `No settlement: nothing was paid, so the driver collects ${kes(202_500)} on delivery.`,
    );
    expect(preview()).not.toHaveTextContent(/owes|goes back|absorbed/);
  });

  it('needs a reason, then saves the whole order as it should be; an order with no line cannot be saved', async () => {
    const onSave = renderForm();
    await user.click(within(goatStepper()).getByRole('button', { name: 'Less' }));
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      /Say why the order changes/,
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Customer wants less');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(onSave).toHaveBeenCalledWith({
      lines: [{ itemId: 'goat', quantity: 1750 }],
      slot: order().slot,
      addressId: null,
      waiveDeliveryFee: false,
      reason: 'Customer wants less',
    });
    await user.click(screen.getByRole('button', { name: 'Remove Goat leg' }));
    expect(
      screen.getByText('An order needs at least one line; to call it off, cancel it instead'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save the change' })).toBeDisabled();
  });
});
