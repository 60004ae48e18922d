import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { SupplierApplicationForm } from './supplier-application-form';

const user = userEvent.setup({ delay: null });

/** Types a whole answer at once: key by key, each letter redraws the form, and the test outran its time. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm() {
  const onSubmit = vi.fn();
  renderWithMantine(<SupplierApplicationForm sending={false} error={null} onSubmit={onSubmit} />);
  return onSubmit;
}

async function choose(label: RegExp, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(
    within(screen.getByRole('listbox', { name: label, hidden: true })).getByRole('option', {
      name,
      hidden: true,
    }),
  );
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the supplier application', () => {
  it('says what is wrong beside each field and sends nothing', async () => {
    const onSubmit = renderForm();
    await fill(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText(/Enter a Kenyan mobile number/)).toBeInTheDocument();
    expect(screen.getByText('Choose a county')).toBeInTheDocument();
    expect(screen.getByText('Choose what you supply')).toBeInTheDocument();
    expect(screen.getByText('Agree to be contacted so we can reply')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the phone in the shop’s form and whole numbers', async () => {
    const onSubmit = renderForm();
    await fill(screen.getByLabelText(/Your full name/), 'Naserian Sankale');
    await fill(screen.getByLabelText(/Mobile number/), '0711 300 400');
    await fill(screen.getByLabelText(/^Email/), 'naserian@farm.test');
    await choose(/^County/, 'Kajiado');
    await fill(screen.getByLabelText(/^Location/), 'Isinya');
    await choose(/^What you supply/, 'goat');
    await fill(screen.getByLabelText(/Animals a month/), '12');
    await fill(screen.getByLabelText(/Typical live weight/), '35');
    await user.click(screen.getByLabelText('The shop collects from my farm'));
    await user.click(screen.getByLabelText(/The shop may call/));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '254711300400',
        county: 'Kajiado',
        species: ['goat'],
        headPerMonth: 12,
        typicalLiveWeightKg: 35,
        delivery: 'shopCollects',
        consent: true,
      }),
    );
  });

  it('says it cannot send without signal and keeps what was typed', async () => {
    renderForm();
    await fill(screen.getByLabelText(/Your full name/), 'Naserian Sankale');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeDisabled();
    expect(screen.getByLabelText(/Your full name/)).toHaveValue('Naserian Sankale');
  });
});

describe('the supplier application in Kiswahili', () => {
  afterEach(() => speak('en-KE'));

  it('asks its questions in Kiswahili', () => {
    speak('sw-KE');
    renderForm();
    expect(screen.getByRole('form', { name: 'Ombi la msambazaji' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Jina lako kamili/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Duka linachukua mifugo shambani kwangu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma ombi' })).toBeInTheDocument();
    expect(screen.queryByText(/Your full name|How the animals|Send application/)).not.toBeInTheDocument();
  });
});
