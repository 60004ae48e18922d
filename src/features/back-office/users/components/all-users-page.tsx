import { Group, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { DataTable } from '../../../../components/data-table/data-table';
import { Pager } from '../../../../components/data-table/pager';
import { roleSchema } from '@nyama/domain/people/roles';
import { describeStaffError } from '../../refusals/public';
import { useSession } from '../../../common/auth/public';
import type { UserSearch } from '../../../../lib/route-search';
import { useSetUserRole, useUserPages, type ListedUser } from '../api/users';
import { CustomerRecordDrawer } from './customer-record-drawer';
import { userColumns } from './user-columns';
import { SearchField } from '../../../../components/search-field';
import { m } from '../../../../paraglide/messages';
import { ROLE_OPTIONS } from './role-words';

/**
 * /allusers: every profile, a page at a time, searched and filtered from the URL; roles change in place.
 * A row opens the customer's record, audited, with its history from `auditTrail` (decision 067).
 */
export function AllUsersPage({ auditTrail }: { auditTrail?: (targetPath: string) => ReactNode }) {
  const filters = useSearch({ from: '/_backOffice/admin/allusers' });
  const navigate = useNavigate();
  const setFilters = (next: UserSearch) => void navigate({ to: '/allusers', search: next, replace: true });
  const session = useSession();
  const ownUid = session.status === 'signedIn' ? session.uid : null;
  const [opened, setOpened] = useState<ListedUser | null>(null);

  const changeRole = useSetUserRole();
  const { mutate } = changeRole;
  const columns = useMemo(
    () =>
      userColumns({
        ownUid,
        busy: changeRole.isPending,
        change: (uid, role) =>
          mutate(
            { uid, role },
            {
              onError: (error) => notifications.show({ color: 'ember', message: describeStaffError(error) }),
            },
          ),
      }),
    [ownUid, changeRole.isPending, mutate],
  );
  const pages = useUserPages(filters);

  return (
    <Stack gap="md">
      <Title order={1}>{m.staff_users_title()}</Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <SearchField
          value={filters.q}
          onSearch={(q) => setFilters({ ...filters, q })}
          placeholder={m.staff_users_search()}
        />
        <Select
          label={m.staff_users_role()}
          data={ROLE_OPTIONS()}
          value={filters.role ?? null}
          onChange={(value) =>
            setFilters({ ...filters, role: z.optional(roleSchema).parse(value ?? undefined) })
          }
          clearable
          w={140}
        />
      </Group>
      <DataTable
        label={m.staff_users_title()}
        columns={columns}
        rows={pages.rows}
        getRowId={(user) => user.uid}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage={filters.q || filters.role ? m.staff_users_no_match() : m.staff_users_none()}
        onRowClick={setOpened}
        minWidth={560}
      />
      <Pager pages={pages} />
      <CustomerRecordDrawer user={opened} onClose={() => setOpened(null)} auditTrail={auditTrail} />
    </Stack>
  );
}
