import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../lib/locale';
import { renderWithMantine } from '../../testing/render';
import { UpdateNotice } from './update-notice';

const user = userEvent.setup({ delay: null });

afterEach(() => speak('en-KE'));

describe('the notice of a new version', () => {
  it('reloads when asked, and is dismissed by its close button', async () => {
    const onReload = vi.fn();
    const onClose = vi.fn();
    renderWithMantine(<UpdateNotice onReload={onReload} onClose={onClose} />);
    expect(screen.getByText('A new version of the shop is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks Kiswahili on a Kiswahili device', () => {
    speak('sw-KE');
    renderWithMantine(<UpdateNotice onReload={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText('Toleo jipya lipo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakia upya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
