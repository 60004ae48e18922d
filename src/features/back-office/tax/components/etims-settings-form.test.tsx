import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAX_CALLABLES } from '@nyama/domain/callables/tax-callables';
import type { EtimsSettings } from '@nyama/domain/tax/etims-device';
import { callFunction } from '../../../../lib/firebase/call-function';
import { speak } from '../../../../lib/locale';
import { renderToasts, renderWithMantine } from '../../../../testing/render';
import { EtimsSettingsForm } from './etims-settings-form';

// The functions are not running here: the save answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);
const user = userEvent.setup({ delay: null });

const saved: EtimsSettings = {
  tin: 'P051234567X',
  branchId: '00',
  deviceSerial: 'NYAMA-01',
  environment: 'sandbox',
};

function renderForm(settings: EtimsSettings | null) {
  renderToasts();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <EtimsSettingsForm settings={settings} />
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => user.click(screen.getByRole('button', { name: 'Save the setup' }));

afterEach(() => speak('en-KE'));

describe('the Admin’s eTIMS setup', () => {
  it('starts a new shop on the sandbox and the head office, and says what each field must be', async () => {
    renderForm(null);
    expect(screen.getByRole('radio', { name: 'Sandbox (testing)' })).toBeChecked();
    expect(field('Branch')).toHaveValue('00');
    await user.clear(field('Branch'));
    await user.type(field('Branch'), '1');
    await user.type(field('KRA PIN'), 'P05123');
    await save();
    expect(field('KRA PIN')).toHaveAccessibleDescription(
      'A KRA PIN is A or P, nine digits and a letter, like P051234567X',
    );
    expect(field('Branch')).toHaveAccessibleDescription(
      expect.stringContaining('The branch is two digits: 00 for the head office'),
    );
    expect(field('Device serial')).toHaveAccessibleDescription('Enter the device serial KRA registered');
    expect(answer).not.toHaveBeenCalled();
  });

  it('saves the setup as KRA knows it: the PIN in capitals, no stray spaces', async () => {
    answer.mockResolvedValueOnce({ newDevice: true });
    renderForm(null);
    await user.type(field('KRA PIN'), ' p051234567x ');
    await user.type(field('Device serial'), 'NYAMA-01 ');
    await user.click(screen.getByRole('radio', { name: 'Production (real invoices)' }));
    expect(screen.getByText('Production sends real tax invoices to KRA.')).toBeInTheDocument();
    await save();
    expect(answer).toHaveBeenCalledWith(TAX_CALLABLES.saveEtimsSettings, {
      tin: 'P051234567X',
      branchId: '00',
      deviceSerial: 'NYAMA-01',
      environment: 'production',
    });
    expect(await screen.findByText('eTIMS setup saved: a new device, numbered from 1.')).toBeInTheDocument();
  });

  it('warns louder once the environment, PIN, branch or serial differs from the device KRA knows', async () => {
    renderForm(saved);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('A new device starts a new invoice sequence')).toBeInTheDocument();
    await user.clear(field('Device serial'));
    await user.type(field('Device serial'), 'NYAMA-02');
    expect(screen.getByRole('alert')).toHaveTextContent('its invoice numbers start again from 1');
    await user.clear(field('Device serial'));
    await user.type(field('Device serial'), 'NYAMA-01 ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Production (real invoices)' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('speaks Kiswahili on a Kiswahili device', async () => {
    speak('sw-KE');
    renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Hifadhi mipangilio' }));
    expect(field('PIN ya KRA')).toHaveAccessibleDescription(
      'PIN ya KRA ni A au P, tarakimu tisa na herufi, kama P051234567X',
    );
    expect(screen.getByRole('radio', { name: 'Sandbox (majaribio)' })).toBeChecked();
    expect(screen.queryByText(/KRA PIN|Save the setup/)).not.toBeInTheDocument();
  });
});
