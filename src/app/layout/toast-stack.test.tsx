import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../lib/locale';
import { renderWithMantine } from '../../testing/render';
import { ToastStack } from './toast-stack';

afterEach(() => {
  act(() => notifications.clean());
  speak('en-KE');
});

describe('the toasts', () => {
  it('name each close button, in the page’s language', async () => {
    renderWithMantine(<ToastStack />);
    act(() => {
      notifications.show({ message: 'Your address is in your book.' });
    });
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('name it in Kiswahili on a Kiswahili device', async () => {
    speak('sw-KE');
    renderWithMantine(<ToastStack />);
    act(() => {
      notifications.show({ message: 'Anwani yako imehifadhiwa.' });
    });
    expect(await screen.findByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
