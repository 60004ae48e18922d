import { Anchor, Box, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ItemFacts } from '../../../../components/item-facts';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { Picture } from '../../../../components/picture';
import { QueryError } from '../../../../components/query-error';
import { useGroupItem } from '../api/use-group-items';
import type { ItemWithId } from '../api/items';
import { useItemGroups } from '../api/use-item-groups';
import classes from './item-page.module.css';
import { SavedCopyNote } from './saved-copy-note';
import { m } from '../../../../paraglide/messages';

type Props = {
  /** The form that puts the item in the cart: the cart's, composed in by the app (the cart reads the catalogue). */
  addToCart: (item: ItemWithId) => ReactNode;
};

/** /shop/$group/$itemId: one item with everything a customer needs to choose how much. */
export function ItemPage({ addToCart }: Props) {
  const { group: groupId, itemId } = useParams({ from: '/_storefront/shop/$group/$itemId' });
  const query = useGroupItem(groupId, itemId);
  const groups = useItemGroups();
  const [nowMs] = useState(() => Date.now());
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <QueryError what={m.store_item_what()} onRetry={() => void query.refetch()} />;
  const item = query.data;
  const group = groups.data?.find((candidate) => candidate.id === item?.groupId);
  if (!item || !item.active || (groups.data && !group)) return <NotFoundPage />;
  const groupName = group?.name ?? '';

  return (
    <Stack>
      <SavedCopyNote savedAtMs={query.savedAtMs} />
      <Breadcrumbs>
        <Anchor component={Link} to="/" size="sm">
          {m.store_shop()}
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
            {item.cut && <Text c="dimmed">{m.store_item_cut({ cut: item.cut })}</Text>}
          </Stack>
          <Text>{item.description}</Text>
          <ItemFacts item={item} nowMs={nowMs} />
          {addToCart(item)}
        </Stack>
      </Box>
    </Stack>
  );
}
