import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { formatKenyanPhone } from '../../../../domain/phone';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { DEFAULT_ROLE, ROLES, roleSchema, type Role } from '../../../../domain/roles';
import { allUsersQuery, setUserRole, userKeys } from '../api/users';

export function AllUsersPage() {
  const users = useQuery(allUsersQuery());
  const queryClient = useQueryClient();
  const changeRole = useMutation({
    mutationFn: setUserRole,
    onSuccess: async ({ role }) => {
      notifications.show({ color: 'green', message: `Role changed to ${role}.` });
      await queryClient.invalidateQueries({ queryKey: userKeys.all() });
    },
    onError: (error) =>
      notifications.show({
        color: 'ember',
        message: describeCallableError(error),
      }),
  });

  return (
    <Stack>
      <Title order={1}>Users</Title>
      {users.isPending && <LoadingScreen />}
      {users.isError && <QueryError what="the users" onRetry={() => void users.refetch()} />}
      {users.data?.length === 0 && <Text c="dimmed">No customers have completed a profile yet.</Text>}
      {users.data && users.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.uid}>
                  <Table.Td>
                    {user.name} {user.surname}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{formatKenyanPhone(user.mob)}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${user.name} ${user.surname}`}
                      data={[...ROLES]}
                      value={user.role ?? DEFAULT_ROLE}
                      allowDeselect={false}
                      disabled={changeRole.isPending}
                      onChange={(value) => {
                        const role: Role = roleSchema.parse(value);
                        if (role !== (user.role ?? DEFAULT_ROLE)) changeRole.mutate({ uid: user.uid, role });
                      }}
                      w={130}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
