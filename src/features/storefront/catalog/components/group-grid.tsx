import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ItemGroup, ItemGroupId } from '@nyama/domain/catalogue/catalog';
import { Picture } from '../../../../components/picture';

/** Memoised: the home page passes it a deferred list, like ItemCardGrid (decision 047). */
export const GroupGrid = memo(function GroupGrid({
  groups,
}: {
  groups: (ItemGroup & { id: ItemGroupId })[];
}) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
      {groups.map((group) => (
        <Card
          key={group.id}
          withBorder
          padding="sm"
          ta="center"
          aria-label={group.name}
          renderRoot={(props) => <Link to="/shop/$group" params={{ group: group.id }} {...props} />}
        >
          <Picture image={group.image} alt="" size={56} mx="auto" />
          <Text fw={700} mt={6} size="sm">
            {group.name}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
});
