import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotifyBy } from '@nyama/domain/people/user';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { NotifyByChoice } from './notify-by-choice';

const user = userEvent.setup({ delay: null });

function renderChoice(notifyBy: NotifyBy, failed = false) {
  const onChoose = vi.fn<(choice: NotifyBy) => void>();
  renderWithMantine(
    <NotifyByChoice notifyBy={notifyBy} mob="254733000333" onChoose={onChoose} failed={failed} />,
  );
  return onChoose;
}

describe('NotifyByChoice', () => {
  it('shows the profile’s choice and names the phone the texts go to', () => {
    renderChoice('push');
    expect(screen.getByRole('radio', { name: /A notification on my devices/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Only an SMS to 0733 000 333' })).not.toBeChecked();
    expect(screen.getByText(/we send an SMS to 0733 000 333/)).toBeInTheDocument();
  });

  it('chooses SMS only', async () => {
    const onChoose = renderChoice('push');
    await user.click(screen.getByRole('radio', { name: 'Only an SMS to 0733 000 333' }));
    expect(onChoose).toHaveBeenLastCalledWith('sms');
  });

  it('says a choice that did not save, and how to put it right', () => {
    renderChoice('sms', true);
    expect(screen.getByRole('radio', { name: 'Only an SMS to 0733 000 333' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Your choice could not be saved');
  });
});

describe('NotifyByChoice in Kiswahili', () => {
  afterEach(() => speak('en-KE'));

  it('asks how to tell the person, and names the phone, in Kiswahili', () => {
    speak('sw-KE');
    renderChoice('push', true);
    expect(screen.getByRole('radiogroup', { name: 'Tukujulishe vipi?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Arifa kwenye vifaa vyangu/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SMS tu kwa 0733 000 333' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Chaguo lako halikuweza kuhifadhiwa');
    expect(screen.queryByText(/notification|Only an SMS|could not be saved/)).not.toBeInTheDocument();
  });
});
