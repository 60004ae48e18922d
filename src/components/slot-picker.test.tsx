import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nairobiDate, slotDocId } from '@nyama/domain/delivery/slots';
import { speak } from '../lib/locale';
import { renderRoutes } from '../testing/render';
import { SlotPicker } from './slot-picker';

// Firestore is not running here: each test says what the windows' bookings answer, or that they never do.
const bookings = vi.hoisted(() => ({
  answer: (): Promise<Record<string, number>> => new Promise(() => undefined),
}));
vi.mock('../lib/slots-taken', () => ({
  slotsTakenQuery: (zoneId: string) =>
    queryOptions({ queryKey: ['slots', zoneId], queryFn: () => bookings.answer() }),
}));

function showPicker() {
  renderRoutes('/', {
    '/': () => <SlotPicker zoneId="westlands" capacity={10} value={null} onChange={() => undefined} />,
  });
}

afterEach(() => speak('en-KE'));

describe('SlotPicker', () => {
  it('says the windows are being checked while their bookings load, instead of showing them closed', async () => {
    showPicker();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking which windows are free…');
    const windows = screen.getAllByRole('radio');
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) expect(window).toBeDisabled();
    expect(screen.getAllByText('Checking…')).toHaveLength(windows.length);
  });

  it('opens the windows with room once the bookings answer', async () => {
    bookings.answer = () => Promise.resolve({});
    showPicker();
    expect((await screen.findAllByRole('radio')).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
    // Tomorrow's windows are always ahead of their cut-off, whatever the time of day the test runs.
    expect(screen.getAllByRole('radio').some((window) => !window.hasAttribute('disabled'))).toBe(true);
  });

  it('speaks Kiswahili: the days, the windows and why one is closed', async () => {
    const tomorrow = { date: nairobiDate(Date.now() + 86_400_000), slotId: 'morning' as const };
    bookings.answer = () => Promise.resolve({ [slotDocId(tomorrow, 'westlands')]: 10 });
    speak('sw-KE');
    showPicker();
    expect(await screen.findByRole('group', { name: 'Kesho' })).toBeInTheDocument();
    expect(screen.getByText('Muda wa kufikisha')).toBeInTheDocument();
    expect(screen.getAllByText('Asubuhi, 8:00–11:00').length).toBeGreaterThan(0);
    expect(await screen.findByText('Muda huu umejaa; chagua mwingine.')).toBeInTheDocument();
    expect(screen.queryByText('Delivery window')).not.toBeInTheDocument();
    expect(screen.queryByText(/Morning|Tomorrow|window is full/)).not.toBeInTheDocument();
  });
});
