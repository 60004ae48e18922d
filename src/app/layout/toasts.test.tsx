import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { Toasts } from './toasts';

afterEach(() => {
  act(() => notifications.clean());
});

describe('Toasts', () => {
  it('renders no container until the first toast, then shows it', async () => {
    renderWithMantine(<Toasts />);
    // Past the page's first idle moment (a second after load where there is no requestIdleCallback),
    // when the container mounted before.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: '500 g of Sirloin steak is in your cart.' });
    });
    expect(await screen.findByText('500 g of Sirloin steak is in your cart.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('shows a toast raised before it mounted', async () => {
    notifications.show({ message: 'Saved before the page was ready.' });
    renderWithMantine(<Toasts />);
    expect(await screen.findByText('Saved before the page was ready.')).toBeInTheDocument();
  });
});
