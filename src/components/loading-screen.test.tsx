import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { LoadingScreen, SPINNER_AFTER_MS } from './loading-screen';

describe('the loading placeholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says it is loading at once and turns a spinner only once the wait is long, without moving the word', () => {
    const { container } = renderWithMantine(<LoadingScreen />);
    const spinner = () => container.querySelector('.mantine-Loader-root');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const room = screen.getByText(/Loading/).previousElementSibling;
    act(() => vi.advanceTimersByTime(SPINNER_AFTER_MS - 1));
    expect(spinner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).not.toBeNull();
    expect(spinner()?.parentElement).toBe(room);
  });
});
