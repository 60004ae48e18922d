import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { SavedCopyNote } from './saved-copy-note';

afterEach(() => vi.unstubAllEnvs());

describe('SavedCopyNote', () => {
  it('says when the copy was saved in Nairobi time, whatever zone the phone is set to', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    // 03:15 UTC: 06:15 in Nairobi, 22:15 the evening before in New York.
    renderWithMantine(<SavedCopyNote savedAtMs={Date.parse('2026-11-25T03:15:00Z')} />);
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('25 Nov 2026, 06:15');
    expect(note).not.toHaveTextContent(/22:15|10:15/);
  });

  it('says nothing when the catalogue on screen is fresh', () => {
    renderWithMantine(<SavedCopyNote savedAtMs={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
