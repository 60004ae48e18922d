import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { catalogSnapshotQuery, featuredItemsQuery } from '../api/catalog';
import { preferLive } from '../api/prefer-live';
import { useItemGroups } from '../api/use-item-groups';
import { GroupGrid } from './group-grid';
import { ItemCard } from './item-card';
import { SavedCopyNote } from './saved-copy-note';

export function HomePage() {
  const groups = useItemGroups();
  const liveFeatured = useQuery(featuredItemsQuery());
  const featured = preferLive(liveFeatured, useQuery(catalogSnapshotQuery('featured')).data);
  // An item of a hidden group is not offered either (its page is "not found").
  const shownGroups = new Set(groups.data?.map((group) => group.id));
  const featuredItems = featured.data?.filter((item) => !groups.data || shownGroups.has(item.groupId));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Fresh meat, delivered across Nairobi</Title>
        <Text c="dimmed" maw={640}>
          Beef, chicken, goat, rabbit, cheese and spices from our butchers, cut to order and sold by weight.
          Pay by M-Pesa or card.
        </Text>
      </Stack>
      <SavedCopyNote savedAtMs={groups.savedAtMs ?? featured.savedAtMs} />
      <section aria-labelledby="groups-title">
        <Title id="groups-title" order={2} mb="sm">
          Shop by category
        </Title>
        {groups.isPending && <LoadingScreen />}
        {groups.isError && <QueryError what="the catalogue" onRetry={() => void groups.refetch()} />}
        {groups.data && <GroupGrid groups={groups.data} />}
      </section>
      <section aria-labelledby="featured-title">
        <Title id="featured-title" order={2} mb="sm">
          Popular this week
        </Title>
        {featured.isPending && <LoadingScreen />}
        {featured.isError && (
          <QueryError what="today's favourites" onRetry={() => void liveFeatured.refetch()} />
        )}
        {featuredItems?.length === 0 && (
          <Text c="dimmed">Nothing featured today; browse a category above.</Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
          {featuredItems?.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
