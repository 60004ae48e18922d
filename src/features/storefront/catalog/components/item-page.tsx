import { Anchor, Badge, Breadcrumbs, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { isInStock, UNIT_LABEL } from '../../../../domain/catalog';
import { priceAt } from '../../../../domain/item-price';
import { formatKes } from '../../../../domain/money';
import { itemQuery } from '../api/items';
import { useItemGroups } from '../api/use-item-groups';
import { imageUrl } from '../../../../lib/illustrations';
import { describeSelling, describeStock, describeVat } from '../../../../domain/item-facts';
import { AddToCartForm } from './add-to-cart-form';

/** /shop/$group/$itemId: one item with everything a customer needs to choose how much. */
export function ItemPage() {
  const { itemId } = useParams({ from: '/_storefront/shop/$group/$itemId' });
  const query = useQuery(itemQuery(itemId));
  const groups = useItemGroups();
  const [nowMs] = useState(() => Date.now());
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <QueryError what="this item" onRetry={() => void query.refetch()} />;
  const item = query.data;
  const group = groups.data?.find((candidate) => candidate.id === item?.groupId);
  if (!item || !item.active || (groups.data && !group)) return <NotFoundPage />;
  const groupName = group?.name ?? '';
  const inStock = isInStock(item);

  return (
    <Stack>
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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Paper bg="mist.1" radius="md" py="xl">
            <Image src={imageUrl(item.image)} alt={item.name} h={160} w={160} mx="auto" fit="contain" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={1}>{item.name}</Title>
              {item.cut && <Text c="dimmed">Cut: {item.cut}</Text>}
            </Stack>
            <Group gap="xs" align="baseline">
              <Text fz="xl" fw={700}>
                {formatKes(priceAt(item, nowMs))}
              </Text>
              <Text c="dimmed">{UNIT_LABEL[item.unit]}</Text>
              <Badge color={inStock ? 'green' : 'ember'} variant="light">
                {describeStock(item)}
              </Badge>
            </Group>
            <Text>{item.description}</Text>
            <Stack gap={0}>
              <Text size="sm">{describeSelling(item)}</Text>
              <Text size="sm" c="dimmed">
                {describeVat(item.taxRateBps)}
              </Text>
            </Stack>
            <AddToCartForm key={item.id} item={item} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
