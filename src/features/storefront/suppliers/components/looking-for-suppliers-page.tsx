import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatDateTime } from '../../../../lib/format-time';
import { supplierCallQuery } from '../api/suppliers';
import { SPECIES_WORDS } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';

/**
 * /lookingforsuppliers: what the shop wants to buy now, with the price range per kg of carcass, and the
 * way to apply. Shareable (its own page with a preview description, decision 042) and readable offline
 * from the copy the phone kept.
 */
export function LookingForSuppliersPage() {
  const call = useQuery(supplierCallQuery());
  return (
    <Stack maw={820} gap="md">
      <Title order={1}>{m.store_suppliers_title()}</Title>
      {call.isError ? (
        <QueryError what={m.store_suppliers_what()} onRetry={() => void call.refetch()} />
      ) : call.isPending ? (
        <LoadingScreen />
      ) : !call.data || call.data.wants.length === 0 ? (
        <Text>{m.store_suppliers_enough()}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {call.data.wants.map((want) => (
              <Card
                key={`${want.species}-${want.period}`}
                withBorder
                component="article"
                aria-label={m.store_suppliers_wanted({ species: SPECIES_WORDS[want.species]() })}
              >
                <Text fw={700}>
                  {m.store_suppliers_want({
                    head: want.head,
                    species: SPECIES_WORDS[want.species](),
                    period: want.period,
                  })}
                </Text>
                <Text size="sm">
                  {m.store_suppliers_we_pay({
                    min: formatKes(want.minPricePerKgCents),
                    max: formatKes(want.maxPricePerKgCents),
                  })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {call.data.note && <Text>{call.data.note}</Text>}
          <Text size="xs" c="dimmed">
            {m.store_suppliers_updated({ date: formatDateTime(call.data.updatedAtMs) })}
          </Text>
        </>
      )}
      <div>
        <Button component={Link} to="/newsupplier">
          {m.store_suppliers_apply()}
        </Button>
      </div>
    </Stack>
  );
}
