import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { useGroupItems } from '../api/use-group-items';
import { useItemGroups } from '../api/use-item-groups';
import { ItemCardGrid } from './item-card-grid';
import { SavedCopyNote } from './saved-copy-note';
import { m } from '../../../../paraglide/messages';

/**
 * /shop/$group: every item of one group, sold-out ones included (they say so). Groups are data, so a
 * group that does not exist or is hidden is known only once the groups are read: then it is not found.
 */
export function GroupPage() {
  const { group: groupId } = useParams({ from: '/_storefront/shop/$group' });
  const groups = useItemGroups();
  const items = useGroupItems(groupId);
  // The cards render after the answer, in a transition (ItemCardGrid); until then the page shows them loading.
  const itemList = useDeferredValue(items.data);
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  if (groups.data && !group) return <NotFoundPage />;
  // One retry for whatever failed: the group's name and description, its items, or both.
  const retry = () => {
    if (groups.isError) void groups.refetch();
    if (items.isError) void items.refetch();
  };
  const failed = groups.isError || items.isError;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/" size="sm">
          {m.store_shop()}
        </Anchor>
        <Text size="sm">{group?.name ?? ''}</Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1}>
          {group?.name ?? (groups.isError ? m.store_group_this_category() : m.loading())}
        </Title>
        {group && (
          <Text c="dimmed" maw={640}>
            {group.description}
          </Text>
        )}
      </Stack>
      <SavedCopyNote savedAtMs={items.savedAtMs} />
      {!itemList && !items.isError && <LoadingScreen />}
      {failed && (
        <QueryError what={items.isError ? m.store_group_what() : m.store_group_what_name()} onRetry={retry} />
      )}
      {itemList?.length === 0 && <Text c="dimmed">{m.store_group_empty()}</Text>}
      <ItemCardGrid items={itemList} />
    </Stack>
  );
}
