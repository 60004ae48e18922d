import { Select, Stack, Text } from '@mantine/core';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { nameColumn } from '../../../../components/data-table/name-column';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { DEFAULT_ROLE, roleSchema, type Role } from '@nyama/domain/people/roles';
import { fullName } from '@nyama/domain/people/user';
import type { ListedUser } from '../api/users';
import { m } from '../../../../paraglide/messages';
import { ROLE_OPTIONS } from './role-words';

type RoleChange = {
  /** The signed-in Admin: their own row's role is not theirs to change here (setUserRole refuses it). */
  ownUid: string | null;
  busy: boolean;
  change: (uid: string, role: Role) => void;
};

/** The users' columns; the role column changes a role in place. */
export function userColumns({ ownUid, busy, change }: RoleChange) {
  const column = createDataTableColumns<ListedUser>();
  return column.columns([
    nameColumn<ListedUser>(),
    column.display({
      id: 'contact',
      header: () => m.staff_users_col_contact(),
      cell: (info) => (
        <Stack gap={0}>
          <Text size="sm">{info.row.original.email}</Text>
          <Text size="xs" c="dimmed">
            {formatKenyanPhone(info.row.original.mob)}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'role',
      header: () => m.staff_users_role(),
      cell: (info) => {
        const user = info.row.original;
        const current = user.role ?? DEFAULT_ROLE;
        return (
          <Select
            aria-label={m.staff_users_role_of({ name: fullName(user) })}
            data={ROLE_OPTIONS()}
            value={current}
            allowDeselect={false}
            disabled={busy || user.uid === ownUid}
            onChange={(value) => {
              const role = roleSchema.parse(value);
              if (role !== current) change(user.uid, role);
            }}
            w={130}
          />
        );
      },
    }),
  ]);
}
