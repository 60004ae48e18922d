import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { QueryError } from './query-error';

describe('a query error', () => {
  it('says what could not be loaded the usual way, and reads again on Try again', async () => {
    const retry = vi.fn();
    renderWithMantine(<QueryError what="the payments" onRetry={retry} />);
    const alert = screen.getByRole('alert', { name: 'We could not load the payments' });
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says it in its own words when the caller knows better', () => {
    renderWithMantine(
      <QueryError title="Your cart could not be opened" message="Free some space." onRetry={vi.fn()} />,
    );
    const alert = screen.getByRole('alert', { name: 'Your cart could not be opened' });
    expect(alert).toHaveTextContent('Free some space.');
    expect(alert).not.toHaveTextContent('Check your connection');
  });
});
