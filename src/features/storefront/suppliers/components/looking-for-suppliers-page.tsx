import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { supplierCallQuery } from '../api/suppliers';

/**
 * /lookingforsuppliers: what the shop wants to buy now, with the price range per kg of carcass, and the
 * way to apply. Shareable (its own page with a preview description, decision 042) and readable offline
 * from the copy the phone kept.
 */
export function LookingForSuppliersPage() {
  const call = useQuery(supplierCallQuery());
  return (
    <Stack maw={820} gap="md">
      <Title order={1}>We are looking for farmers</Title>
      {call.isError ? (
        <QueryError what="what we are looking for" onRetry={() => void call.refetch()} />
      ) : call.isPending ? (
        <LoadingScreen />
      ) : !call.data || call.data.wants.length === 0 ? (
        <Text>
          We have enough animals for now. Apply anyway: we call new suppliers first when we need more.
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {call.data.wants.map((want) => (
              <Card
                key={`${want.species}-${want.period}`}
                withBorder
                component="article"
                aria-label={`Wanted: ${want.species}`}
              >
                <Text fw={700}>
                  {want.head} {want.species}, {want.period}
                </Text>
                <Text size="sm">
                  We pay {formatKes(want.minPricePerKgCents)} to {formatKes(want.maxPricePerKgCents)} per kg
                  of carcass, by M-Pesa after weighing.
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {call.data.note && <Text>{call.data.note}</Text>}
          <Text size="xs" c="dimmed">
            Updated {formatNairobiDateTime(call.data.updatedAtMs)}
          </Text>
        </>
      )}
      <div>
        <Button component={Link} to="/newsupplier">
          Apply to supply us
        </Button>
      </div>
    </Stack>
  );
}
