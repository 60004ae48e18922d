import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveItemGroupInput } from '@nyama/domain/callables/catalogue-callables';
import { renderWithMantine } from '../../../../testing/render';
import { GroupForm } from './group-form';

// No pause between keystrokes: a Mantine form re-renders on each one, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

const blank: SaveItemGroupInput = {
  groupId: '',
  isNew: true,
  group: { name: '', description: '', image: { kind: 'illustration', key: 'goat' }, visible: true },
};
const beef: SaveItemGroupInput = {
  groupId: 'beef',
  isNew: false,
  group: { ...blank.group, name: 'Beef', description: 'From Kajiado' },
};

function renderForm(initial: SaveItemGroupInput) {
  const onSave = vi.fn();
  renderWithMantine(<GroupForm initial={initial} onSave={onSave} saving={false} error={null} />);
  return onSave;
}

describe('the item group form', () => {
  it('suggests the id of a new group from its name, and saves both', async () => {
    const onSave = renderForm(blank);
    await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Kuku choma');
    expect(screen.getByRole('textbox', { name: /^id/i })).toHaveValue('kuku-choma');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        groupId: 'kuku-choma',
        isNew: true,
        group: expect.objectContaining({ name: 'Kuku choma' }) as unknown,
      }),
    );
  });

  it('keeps an id the Admin typed, and refuses one the shop’s addresses cannot hold', async () => {
    const onSave = renderForm(blank);
    const id = screen.getByRole('textbox', { name: /^id/i });
    await user.type(id, '9 Lives');
    await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Cats');
    expect(id).toHaveValue('9 Lives');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(id).toHaveAccessibleDescription(
      expect.stringContaining('Use 2 to 30 lowercase letters, digits or dashes, starting with a letter'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names what is missing, beside the name', async () => {
    const onSave = renderForm({ ...beef, group: { ...beef.group, name: '  ' } });
    await user.click(screen.getByRole('button', { name: 'Save group' }));
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveAccessibleDescription('Name the group');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not offer to change the id of a group that exists', () => {
    renderForm(beef);
    expect(screen.queryByRole('textbox', { name: /^id/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save group' })).toBeInTheDocument();
  });
});
