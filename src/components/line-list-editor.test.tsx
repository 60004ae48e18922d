import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../lib/locale';
import { renderWithMantine } from '../testing/render';
import { LineListEditor } from './line-list-editor';

type Line = { supplier: string };

function renderLines(lines: Line[]) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  renderWithMantine(
    <LineListEditor
      lines={lines}
      lineKey={(index) => `line-${index}`}
      renderFields={(line, index) => (
        <TextInput label={`Supplier of line ${index + 1}`} defaultValue={line.supplier} />
      )}
      onAdd={onAdd}
      onRemove={onRemove}
    />,
  );
  return { onAdd, onRemove };
}

afterEach(() => speak('en-KE'));

describe('a line list editor', () => {
  it('numbers each line from 1 with its own fields, and removes the one asked for', async () => {
    const { onRemove } = renderLines([{ supplier: 'Kamau Farm' }, { supplier: 'Njoro Ranch' }]);
    expect(screen.getAllByText(/^Line \d$/).map((title) => title.textContent)).toEqual(['Line 1', 'Line 2']);
    expect(screen.getByRole('textbox', { name: 'Supplier of line 2' })).toHaveValue('Njoro Ranch');
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('keeps the last line: a document has at least one', () => {
    renderLines([{ supplier: 'Kamau Farm' }]);
    expect(screen.getByText('Line 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove line/ })).not.toBeInTheDocument();
  });

  it('offers only Add a line when there are no lines yet', async () => {
    const { onAdd } = renderLines([]);
    expect(screen.queryByText(/^Line \d$/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('speaks Kiswahili', () => {
    speak('sw-KE');
    renderLines([{ supplier: 'Kamau Farm' }, { supplier: 'Njoro Ranch' }]);
    expect(screen.getByText('Mstari 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa mstari 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza mstari' })).toBeInTheDocument();
    expect(screen.queryByText(/^Line \d$|Add a line/)).not.toBeInTheDocument();
  });
});
