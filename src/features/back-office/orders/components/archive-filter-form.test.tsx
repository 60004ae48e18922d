import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ARCHIVE_RANGE_REVERSED, ARCHIVE_RANGE_TOO_LONG } from '@nyama/domain/orders/order-archive';
import { renderWithMantine } from '../../../../testing/render';
import { ArchiveFilterForm } from './archive-filter-form';

const user = userEvent.setup({ delay: null });

function renderForm() {
  const onSearch = vi.fn();
  renderWithMantine(
    <ArchiveFilterForm value={{ from: '2026-11-01', to: '2026-11-30' }} onSearch={onSearch} />,
  );
  return onSearch;
}

/** Replaces a field's text at once: typed key by key, each key would redraw the date picker's calendar. */
async function enter(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const search = () => user.click(screen.getByRole('button', { name: 'Search' }));

describe('the archive’s search', () => {
  it('refuses a range that ends before it starts, beside its last day', async () => {
    const onSearch = renderForm();
    await enter('To', '2026-10-15');
    await search();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(ARCHIVE_RANGE_REVERSED);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses more than a quarter at once', async () => {
    const onSearch = renderForm();
    await enter('From', '2026-01-01');
    await search();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(ARCHIVE_RANGE_TOO_LONG);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the range for a trimmed phone, number or name', async () => {
    const onSearch = renderForm();
    await enter('From', '2026-11-10');
    await enter('Order number, phone or name', ' 0722 111 222 ');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ from: '2026-11-10', to: '2026-11-30', q: '0722 111 222' });
  });
});
