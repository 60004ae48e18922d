import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import type { FarmersOrder, SentAnswer } from '../api/farmer-orders';
import { OrderCard } from './order-card';

const user = userEvent.setup({ delay: null });
const today = '2026-11-24';
const staff = { uid: 'staff', name: 'Wanjiku Mwangi' };
const order: FarmersOrder = {
  ...testFarmerOrder({ history: [{ status: 'sent', by: staff, atMs: 1, note: '' }], updatedAtMs: 1 }),
  id: 'fo-5',
};
const confirmAnswer = (
  changes: Pick<Partial<SentAnswer>, 'pending' | 'outcome' | 'outcomeReason'>,
): SentAnswer => ({
  id: 'a-1',
  orderId: 'fo-5',
  farmerUid: 'kipchoge',
  clientAtMs: 2,
  answer: 'confirm',
  pending: false,
  ...changes,
});

function renderCard(answers: SentAnswer[] = [], canAnswer = true) {
  const onAnswer = vi.fn();
  renderWithMantine(
    <OrderCard order={order} answers={answers} today={today} onAnswer={canAnswer ? onAnswer : null} />,
  );
  return onAnswer;
}

afterEach(() => speak('en-KE'));

describe('an order on the farmer’s page', () => {
  it('confirms with one tap', async () => {
    const onAnswer = renderCard();
    expect(
      screen.getByText(/About 140 kg of carcass at Ksh.600 per kg, delivered on 2026-12-01/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenCalledWith({ answer: 'confirm' });
  });

  it('offers fewer head with a word for the shop', async () => {
    const onAnswer = renderCard();
    await user.click(screen.getByRole('button', { name: 'Offer other terms' }));
    const head = await screen.findByLabelText(/Head you can deliver/);
    await user.clear(head);
    await user.type(head, '6');
    await user.type(screen.getByLabelText(/A word for the shop/), 'Six are ready now');
    await user.click(screen.getByRole('button', { name: 'Send my offer' }));
    expect(onAnswer).toHaveBeenCalledWith({
      answer: 'counter',
      counter: { head: 6, deliveryDate: '2026-12-01', note: 'Six are ready now' },
    });
  });

  it('asks why before declining', async () => {
    const onAnswer = renderCard();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Decline the order' }));
    expect(screen.getByText('Say why')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Why decline/), 'No goats ready this month');
    await user.click(screen.getByRole('button', { name: 'Decline the order' }));
    expect(onAnswer).toHaveBeenCalledWith({ answer: 'decline', reason: 'No goats ready this month' });
  });

  it('shows an answer waiting for signal in place of the buttons', () => {
    renderCard([confirmAnswer({ pending: true })]);
    expect(screen.getByText('You answered: Confirmed (waiting for signal)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows why the shop could not take an answer, and lets the farmer answer again', () => {
    renderCard([
      confirmAnswer({
        outcome: 'rejected',
        outcomeReason: 'FO-0005 is cancelled: it cannot be confirmed now.',
      }),
    ]);
    expect(screen.getByText(/not taken: FO-0005 is cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('is read-only for an Admin looking at the farmer’s page', () => {
    renderCard([], false);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('speaks Kiswahili to the farmer, the counter-offer and the reason’s rule included', async () => {
    speak('sw-KE');
    const onAnswer = renderCard();
    expect(
      screen.getByText(/Takriban 140 kg za mzoga, Ksh.600 kwa kilo, ziletwe tarehe 2026-12-01/),
    ).toBeInTheDocument();
    expect(screen.getByText('Inasubiri jibu lako')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pendekeza masharti mengine' }));
    expect(await screen.findByLabelText(/Idadi ya mifugo unayoweza kuleta/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tuma pendekezo langu' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kataa' }));
    await user.click(await screen.findByRole('button', { name: 'Kataa oda' }));
    expect(screen.getByText('Sema sababu')).toBeInTheDocument();
    expect(screen.queryByText('Say why')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Kwa nini unakataa/), '  Sina mbuzi  ');
    await user.click(screen.getByRole('button', { name: 'Kataa oda' }));
    expect(onAnswer).toHaveBeenCalledWith({ answer: 'decline', reason: 'Sina mbuzi' });
  });

  it('says the farmer’s last answer in Kiswahili', () => {
    speak('sw-KE');
    renderCard([confirmAnswer({ pending: true })]);
    expect(screen.getByText('Ulijibu: Nimekubali (inasubiri mtandao)')).toBeInTheDocument();
  });
});
