import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { FinishedRangeFilters, useFinishedRange } from './finished-range-filters';

function showFilters(count: number | undefined) {
  const { result } = renderHook(() => useFinishedRange());
  renderWithMantine(
    <FinishedRangeFilters
      finished={result.current}
      party={{ label: 'Buyer', placeholder: 'All buyers', names: ['Kamau'], value: null, onChange: vi.fn() }}
      read={{ count, limit: 200, what: 'sales' }}
    />,
  );
  return result.current;
}

describe('FinishedRangeFilters', () => {
  it('reads the last 90 days by default, both ends picked', () => {
    const finished = showFilters(3);
    expect(finished.picked).toBe(true);
    expect(finished.endMs - finished.startMs).toBe(91 * 24 * 60 * 60 * 1000);
    expect(screen.getByRole('combobox', { name: 'Buyer' })).toBeInTheDocument();
    expect(screen.queryByText(/are shown: narrow the dates/)).not.toBeInTheDocument();
  });

  it('says when the read was capped, so nobody takes the first page for the whole range', () => {
    showFilters(200);
    expect(
      screen.getByText('The first 200 sales of the range are shown: narrow the dates to see the rest.'),
    ).toBeVisible();
  });
});
