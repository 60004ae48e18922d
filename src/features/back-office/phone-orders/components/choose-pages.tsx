import { Anchor, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error';
import { groupOfPhonePath, phoneGroupLink, type PhoneGroupPath } from '@nyama/domain/orders/phone-order';
import { useItemGroups } from '../../../storefront/catalog/public';
import type { PhoneOrderDraft } from '../draft';
import { GroupItems } from './group-items';
import { PhoneOrderFrame } from './phone-order-frame';
import { m } from '../../../../paraglide/messages';

/** The steps after the customer need one: without a draft they send the Admin to /neworder. */
export function NeedsCustomer({ draft, children }: { draft: PhoneOrderDraft | null; children: ReactNode }) {
  if (!draft) {
    return (
      <Stack align="flex-start">
        <Text>{m.staff_phone_customer_needed()}</Text>
        <Button component={Link} to="/neworder">
          {m.staff_phone_find_customer()}
        </Button>
      </Stack>
    );
  }
  if (draft.placed) {
    return (
      <Stack align="flex-start">
        <Text>{m.staff_phone_is_placed()}</Text>
        <Button component={Link} to="/checkout" variant="light">
          {m.staff_phone_follow_payment()}
        </Button>
      </Stack>
    );
  }
  return children;
}

/** /choosemeat: the item groups, each leading to its items; `?group=` lists one added after the spec's six. */
export function ChooseMeatPage() {
  const { group } = useSearch({ from: '/_backOffice/admin/choosemeat' });
  const groups = useItemGroups();
  const listed = groups.data?.find((candidate) => candidate.id === group);
  return (
    <PhoneOrderFrame step="items" title={listed ? listed.name : m.staff_phone_what_would_they_like()}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          {groups.isError && (
            <QueryError what={m.staff_phone_what_groups()} onRetry={() => void groups.refetch()} />
          )}
          {listed ? (
            <Stack>
              <Anchor component={Link} to="/choosemeat" size="sm">
                {m.staff_phone_all_groups()}
              </Anchor>
              <GroupItems groupId={listed.id} groupName={listed.name} />
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {groups.data?.map((candidate) => (
                <Card
                  key={candidate.id}
                  withBorder
                  padding="sm"
                  component="article"
                  aria-label={candidate.name}
                >
                  <Stack gap={4}>
                    <Anchor
                      fw={700}
                      renderRoot={(props) => <Link {...phoneGroupLink(candidate.id)} {...props} />}
                    >
                      {candidate.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {candidate.description}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </NeedsCustomer>
      )}
    </PhoneOrderFrame>
  );
}

/** /choosebeef, /choosechicken … /choosespice: one group's items, the group named by the screen's path. */
export function ChooseGroupPage() {
  const groupId = groupOfPhonePath(useLocation().pathname as PhoneGroupPath);
  const groups = useItemGroups();
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  return (
    <PhoneOrderFrame step="items" title={group?.name ?? m.staff_phone_step_items()}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          <Stack>
            <Anchor component={Link} to="/choosemeat" size="sm">
              {m.staff_phone_all_groups()}
            </Anchor>
            {groups.data && !group ? (
              <Text c="dimmed">{m.staff_phone_group_hidden()}</Text>
            ) : (
              <GroupItems groupId={groupId} groupName={group?.name ?? ''} />
            )}
          </Stack>
        </NeedsCustomer>
      )}
    </PhoneOrderFrame>
  );
}
