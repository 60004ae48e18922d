import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { MessageForm } from './message-form';

afterEach(() => speak('en-KE'));

describe('MessageForm', () => {
  it('offers the usual messages in the domain’s words, and sends the template', async () => {
    const onSend = vi.fn();
    renderWithMantine(<MessageForm onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Arriving in 10 minutes' }));
    expect(onSend).toHaveBeenCalledWith({ kind: 'template', template: 'arrivingSoon' });
    expect(screen.getByRole('button', { name: 'At the gate' })).toBeInTheDocument();
  });

  it('says them in Kiswahili', () => {
    speak('sw-KE');
    renderWithMantine(<MessageForm onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Nafika baada ya dakika 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Niko langoni' })).toBeInTheDocument();
    expect(screen.queryByText(/Arriving|At the gate/)).not.toBeInTheDocument();
  });
});
