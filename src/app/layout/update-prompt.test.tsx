import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';

const user = userEvent.setup({ delay: null });

// The service worker's registration (vite-plugin-pwa's hook, workbox-window underneath) stands still
// here: what is tested is what the prompt does with its answer.
const registration = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(),
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [registration.needRefresh, registration.setNeedRefresh],
    updateServiceWorker: registration.updateServiceWorker,
  }),
}));

beforeEach(() => {
  registration.setNeedRefresh.mockReset();
  registration.updateServiceWorker.mockReset();
});

describe('the update prompt', () => {
  it('shows nothing while no new version waits', async () => {
    registration.needRefresh = false;
    // The notice's module loaded already: a prompt that rendered it would show it within the wait.
    await import('./update-notice');
    const { UpdatePrompt } = await import('./update-prompt');
    renderWithMantine(<UpdatePrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('A new version of the shop is ready.')).toBeNull();
  });

  it('loads its notice once a new version waits: Reload takes it, Dismiss puts it off', async () => {
    registration.needRefresh = true;
    const { UpdatePrompt } = await import('./update-prompt');
    renderWithMantine(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(registration.updateServiceWorker).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(registration.setNeedRefresh).toHaveBeenCalledWith(false);
  });
});
