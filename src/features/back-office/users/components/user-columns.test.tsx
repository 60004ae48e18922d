import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../../components/data-table/data-table';
import { renderWithMantine } from '../../../../testing/render';
import type { ListedUser } from '../api/users';
import { userColumns } from './user-columns';

const brian: ListedUser = {
  uid: 'brian',
  name: 'Brian',
  surname: 'Kamau',
  mob: '254712345678',
  email: 'brian@example.test',
};
const amina: ListedUser = {
  ...brian,
  uid: 'amina',
  name: 'Amina',
  surname: 'Otieno',
  email: 'amina@example.test',
  role: 'Admin',
};

function renderUsers(ownUid: string, busy = false) {
  const columns = userColumns({ ownUid, busy, change: () => undefined });
  renderWithMantine(
    <DataTable
      label="Users"
      columns={columns}
      rows={[amina, brian]}
      getRowId={(user) => user.uid}
      emptyMessage="None"
    />,
  );
}

describe('userColumns', () => {
  it('shows a profile without the mirror as a User, with their contact', () => {
    renderUsers('amina');
    expect(screen.getByRole('combobox', { name: 'Role of Brian Kamau' })).toHaveValue('User');
    expect(screen.getByText('brian@example.test')).toBeInTheDocument();
  });

  // Choosing an option is the role-change journey's (jsdom cannot scroll Mantine's option list).
  it('lets the signed-in Admin change others’ roles, not their own', () => {
    renderUsers('amina');
    expect(screen.getByRole('combobox', { name: 'Role of Amina Otieno' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role of Amina Otieno' })).toHaveValue('Admin');
    expect(screen.getByRole('combobox', { name: 'Role of Brian Kamau' })).toBeEnabled();
  });

  it('holds every role still while a change is on its way', () => {
    renderUsers('amina', true);
    expect(screen.getByRole('combobox', { name: 'Role of Brian Kamau' })).toBeDisabled();
  });
});
