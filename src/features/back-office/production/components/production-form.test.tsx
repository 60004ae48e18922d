import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lot } from '@nyama/domain/inventory/lots';
import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { renderWithMantine } from '../../../../testing/render';
import { ProductionForm } from './production-form';

const user = userEvent.setup({ delay: null });
const carcass: Lot & { lotId: string } = {
  lotId: 'carcass',
  itemId: 'carcass-goat',
  number: 'L-20261123-CARC',
  receivedQuantity: 10_000,
  onHand: 10_000,
  unitCostCents: 60_000,
  source: { kind: 'opening', id: null },
  supplier: 'Kipchoge Rotich',
  farm: { firstName: 'Kipchoge', county: 'Narok' },
  slaughterDate: '2026-11-23',
  inspectionStamp: null,
  useBy: '2026-11-27',
  receivedAtMs: 0,
  expiredAtMs: null,
};
const template: CuttingTemplate = {
  species: 'goat',
  outputs: [
    { itemId: 'leg', role: 'cut', yieldBps: 7_000 },
    { itemId: 'half', role: 'cut', yieldBps: 1_500 },
    { itemId: 'bones', role: 'byProduct', yieldBps: 1_000 },
  ],
  maxLossBps: 500,
};
const items = [
  { ...perKgItem({ name: 'Goat carcass' }), id: 'carcass-goat' },
  { ...perKgItem({ name: 'Goat leg' }), id: 'leg' },
  { ...countedItem({ name: 'Half goat', estimatedGramsPerUnit: 750 }), id: 'half' },
  { ...perKgItem({ name: 'Bones' }), id: 'bones' },
];
const butchers = [
  {
    id: 'peter',
    name: 'Peter Kariuki',
    location: 'Ngara',
    phone: '254700000001',
    speciality: 'Goat',
    active: true,
  },
];

function renderForm() {
  const onPost = vi.fn();
  renderWithMantine(
    <ProductionForm
      carcasses={[carcass]}
      templates={[template]}
      items={items}
      butchers={butchers}
      posting={false}
      error={null}
      onPost={onPost}
    />,
  );
  return onPost;
}

async function choose(label: string, name: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('the production form', () => {
  it('starts each output at the template’s share of the carcass and posts the weights in grams', async () => {
    const onPost = renderForm();
    await choose('Carcass', /L-20261123-CARC/);
    await choose('Butcher', 'Peter Kariuki');
    expect(screen.getByLabelText('Kilograms of Goat leg')).toHaveValue('7');
    expect(screen.getByLabelText('Pieces of Half goat')).toHaveValue('2');
    expect(screen.getByLabelText('Mass balance')).toHaveTextContent(
      'Carcass 10 kg · outputs 9.5 kg · loss 5.0 %',
    );
    await user.clear(screen.getByLabelText('Kilograms of Goat leg'));
    await user.type(screen.getByLabelText('Kilograms of Goat leg'), '7.2');
    await user.click(screen.getByRole('button', { name: 'Post production order' }));
    expect(onPost).toHaveBeenCalledWith({
      carcassLotId: 'carcass',
      butcherId: 'peter',
      outputs: [
        { itemId: 'leg', grams: 7_200, pieces: null },
        { itemId: 'half', grams: 1_500, pieces: 2 },
        { itemId: 'bones', grams: 1_000, pieces: null },
      ],
    });
  });

  it('says when the outputs miss the carcass, and will not post', async () => {
    const onPost = renderForm();
    await choose('Carcass', /L-20261123-CARC/);
    await user.clear(screen.getByLabelText('Kilograms of Goat leg'));
    await user.type(screen.getByLabelText('Kilograms of Goat leg'), '5');
    expect(screen.getByText(/2500 g of the carcass is not accounted for/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post production order' })).toBeDisabled();
    expect(onPost).not.toHaveBeenCalled();
  });

  it('asks for the butcher before posting', async () => {
    const onPost = renderForm();
    await choose('Carcass', /L-20261123-CARC/);
    await user.click(screen.getByRole('button', { name: 'Post production order' }));
    expect(await screen.findByText('Choose the butcher')).toBeInTheDocument();
    expect(onPost).not.toHaveBeenCalled();
  });
});
