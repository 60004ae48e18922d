import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { featuredItemsQuery } from '../api/catalog';
import { preferLive } from '../api/prefer-live';
import { useItemGroups } from '../api/use-item-groups';
import { useSavedCopy } from '../api/use-saved-copy';
import { GroupGrid } from './group-grid';
import { ItemCardGrid } from './item-card-grid';
import { SavedCopyNote } from './saved-copy-note';
import { m } from '../../../../paraglide/messages';

export function HomePage() {
  const groups = useItemGroups();
  const liveFeatured = useQuery(featuredItemsQuery());
  const featured = preferLive(liveFeatured, useSavedCopy('featured', liveFeatured.data !== undefined));
  // The lists render after the answers, in a transition (ItemCardGrid); until then the page shows them loading.
  const groupList = useDeferredValue(groups.data);
  const featuredList = useDeferredValue(featured.data);
  // An item of a hidden group is not offered either (its page is "not found").
  const featuredItems = useMemo(() => {
    const shownGroups = new Set(groupList?.map((group) => group.id));
    return featuredList?.filter((item) => !groupList || shownGroups.has(item.groupId));
  }, [groupList, featuredList]);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{m.home_title()}</Title>
        <Text c="dimmed" maw={640}>
          {m.home_intro()}
        </Text>
      </Stack>
      <SavedCopyNote savedAtMs={groups.savedAtMs ?? featured.savedAtMs} />
      <section aria-labelledby="groups-title">
        <Title id="groups-title" order={2} mb="sm">
          {m.home_categories()}
        </Title>
        {!groupList && !groups.isError && <LoadingScreen />}
        {groups.isError && <QueryError what={m.home_the_catalogue()} onRetry={() => void groups.refetch()} />}
        {groupList && <GroupGrid groups={groupList} />}
      </section>
      <section aria-labelledby="featured-title">
        <Title id="featured-title" order={2} mb="sm">
          {m.home_popular()}
        </Title>
        {!featuredList && !featured.isError && <LoadingScreen />}
        {featured.isError && (
          <QueryError what={m.home_todays_favourites()} onRetry={() => void liveFeatured.refetch()} />
        )}
        {featuredItems?.length === 0 && <Text c="dimmed">{m.home_nothing_featured()}</Text>}
        <ItemCardGrid items={featuredItems} />
      </section>
    </Stack>
  );
}
