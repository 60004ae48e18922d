import { Anchor, Box, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ItemFacts } from '../../../../components/item-facts';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { Picture } from '../../../../components/picture';
import { QueryError } from '../../../../components/query-error';
import { useGroupItem } from '../api/use-group-items';
import { useItemGroups } from '../api/use-item-groups';
import { AddToCartForm } from './add-to-cart-form';
import classes from './item-page.module.css';
import { SavedCopyNote } from './saved-copy-note';

/** /shop/$group/$itemId: one item with everything a customer needs to choose how much. */
export function ItemPage() {
  const { group: groupId, itemId } = useParams({ from: '/_storefront/shop/$group/$itemId' });
  const query = useGroupItem(groupId, itemId);
  const groups = useItemGroups();
  const [nowMs] = useState(() => Date.now());
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <QueryError what="this item" onRetry={() => void query.refetch()} />;
  const item = query.data;
  const group = groups.data?.find((candidate) => candidate.id === item?.groupId);
  if (!item || !item.active || (groups.data && !group)) return <NotFoundPage />;
  const groupName = group?.name ?? '';

  return (
    <Stack>
      <SavedCopyNote savedAtMs={query.savedAtMs} />
      <Breadcrumbs>
        <Anchor component={Link} to="/" size="sm">
          Shop
        </Anchor>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link to="/shop/$group" params={{ group: item.groupId }} {...props} />}
        >
          {groupName}
        </Anchor>
      </Breadcrumbs>
      <Box className={classes.layout}>
        <Paper bg="mist.1" radius="md" py="xl">
          <Picture image={item.image} alt={item.name} size={160} mx="auto" />
        </Paper>
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={1}>{item.name}</Title>
            {item.cut && <Text c="dimmed">Cut: {item.cut}</Text>}
          </Stack>
          <Text>{item.description}</Text>
          <ItemFacts item={item} nowMs={nowMs} />
          <AddToCartForm key={item.id} item={item} />
        </Stack>
      </Box>
    </Stack>
  );
}
