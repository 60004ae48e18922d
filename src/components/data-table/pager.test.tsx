import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../lib/locale';
import type { PageNavigation } from '../../lib/use-cursor-pages';
import { renderWithMantine } from '../../testing/render';
import { Pager } from './pager';

function renderPager(pages: Partial<PageNavigation>) {
  const navigation = {
    pageIndex: 0,
    hasNext: false,
    hasPrevious: false,
    next: vi.fn(),
    previous: vi.fn(),
    ...pages,
  };
  renderWithMantine(<Pager pages={navigation} />);
  return navigation;
}

const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

afterEach(() => speak('en-KE'));

describe('the pager', () => {
  it('on the only page, says page 1 and offers no way to move', () => {
    renderPager({});
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1');
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
  });

  it('on the first of several pages, goes only forward', async () => {
    const pages = renderPager({ hasNext: true });
    expect(previousButton()).toBeDisabled();
    await userEvent.click(nextButton());
    expect(pages.next).toHaveBeenCalledTimes(1);
  });

  it('on the last page, counts from 1 and goes only back', async () => {
    const pages = renderPager({ pageIndex: 1, hasPrevious: true });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await userEvent.click(previousButton());
    expect(pages.previous).toHaveBeenCalledTimes(1);
    expect(pages.next).not.toHaveBeenCalled();
  });

  it('speaks Kiswahili', () => {
    speak('sw-KE');
    renderPager({ pageIndex: 1, hasPrevious: true });
    expect(screen.getByRole('navigation', { name: 'Kurasa' })).toHaveTextContent('Ukurasa 2');
    expect(screen.getByRole('button', { name: 'Iliyotangulia' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Inayofuata' })).toBeDisabled();
    expect(screen.queryByText(/Page|Previous|Next/)).not.toBeInTheDocument();
  });
});
