import { Anchor, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryError } from '../../../../components/query-error';
import { groupOfPhonePath, phoneGroupLink, type PhoneGroupPath } from '@nyama/domain/orders/phone-order';
import { useItemGroups } from '../../../storefront/catalog/public';
import type { PhoneOrderDraft } from '../draft';
import { GroupItems } from './group-items';
import { PhoneOrderFrame } from './phone-order-frame';

/** The steps after the customer need one: without a draft they send the Admin to /neworder. */
export function NeedsCustomer({ draft, children }: { draft: PhoneOrderDraft | null; children: ReactNode }) {
  if (!draft) {
    return (
      <Stack align="flex-start">
        <Text>Find or create the customer first.</Text>
        <Button component={Link} to="/neworder">
          Find the customer
        </Button>
      </Stack>
    );
  }
  if (draft.placed) {
    return (
      <Stack align="flex-start">
        <Text>This phone order is placed. Start another one to take more items.</Text>
        <Button component={Link} to="/checkout" variant="light">
          Follow its payment
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
    <PhoneOrderFrame step="items" title={listed ? listed.name : 'What would they like?'}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          {groups.isError && <QueryError what="the item groups" onRetry={() => void groups.refetch()} />}
          {listed ? (
            <Stack>
              <Anchor component={Link} to="/choosemeat" size="sm">
                ← All groups
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
    <PhoneOrderFrame step="items" title={group?.name ?? 'Items'}>
      {(draft) => (
        <NeedsCustomer draft={draft}>
          <Stack>
            <Anchor component={Link} to="/choosemeat" size="sm">
              ← All groups
            </Anchor>
            {groups.data && !group ? (
              <Text c="dimmed">This group is hidden from the shop.</Text>
            ) : (
              <GroupItems groupId={groupId} groupName={group?.name ?? ''} />
            )}
          </Stack>
        </NeedsCustomer>
      )}
    </PhoneOrderFrame>
  );
}
