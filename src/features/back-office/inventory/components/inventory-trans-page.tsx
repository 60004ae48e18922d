import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import { DOCUMENT_SOURCE_KIND } from '@nyama/domain/inventory/inventory-document';
import { reversalLines } from '@nyama/domain/inventory/ledger';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { adminItemsQuery } from '../../catalogue/api/items';
import { inventoryDocumentQuery, inventoryTransactionQuery, lotsByIdQuery } from '../api/documents';
import { MOVEMENT_KIND_LABEL, SOURCE_PAGE } from '../movement-facts';
import { signedQuantity } from './count-sheet';
import { ReverseForm } from './reverse-form';

/**
 * /inventorytrans/$item/$transaction: one ledger movement's line for one item (decision 021): its kind,
 * what it changed of the item's sellable stock and of each lot, its source document, who posted it, when
 * and why, the posting it reverses or that reversed it, and Reverse where the ledger allows it.
 */
export function InventoryTransPage() {
  const { item: itemId = '', transaction: transactionId = '' } = useParams({ strict: false });
  const posting = useQuery(inventoryTransactionQuery(transactionId));
  const items = useQuery(adminItemsQuery());
  const line = posting.data?.lines.find((candidate) => candidate.itemId === itemId);
  const lots = useQuery({
    ...lotsByIdQuery(line?.lots.map((move) => move.lotId) ?? []),
    enabled: line !== undefined,
  });
  const source = posting.data?.source ?? null;
  const sourceDocument = useQuery({
    ...inventoryDocumentQuery(source?.id ?? ''),
    enabled: source?.kind === DOCUMENT_SOURCE_KIND,
  });
  const navigate = useNavigate();

  if (posting.isPending || items.isPending) return <LoadingScreen />;
  if (posting.isError) return <QueryError what="this movement" onRetry={() => void posting.refetch()} />;
  if (items.isError) return <QueryError what="the items" onRetry={() => void items.refetch()} />;
  if (!posting.data || !line) return <NotFoundPage />;

  const movement = posting.data;
  const item = items.data.rows.find((candidate) => candidate.id === itemId) ?? {
    name: itemId,
    unit: 'kg' as const,
  };
  const numberOf = new Map((lots.data ?? []).map((lot) => [lot.lotId, lot.number]));
  const page = source ? SOURCE_PAGE[source.kind] : undefined;
  const reversal = reversalLines(movement);
  const moved = (to: string) => `/inventorytrans/${itemId}/${to}`;

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/inventory" size="sm">
        ← Inventory
      </Anchor>
      <Group gap="sm">
        <Title order={1}>
          {MOVEMENT_KIND_LABEL[movement.kind]}: {item.name}
        </Title>
        {movement.reversedBy && (
          <Badge color="ember" variant="light">
            Reversed
          </Badge>
        )}
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed" aria-label="Movement">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>Can sell</Table.Th>
            <Table.Td>{signedQuantity(item, line.availableDelta)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Posted</Table.Th>
            <Table.Td>
              {formatNairobiDateTime(movement.postedAtMs)} by {movement.postedBy.name}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Reason</Table.Th>
            <Table.Td>{movement.reason || '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Source</Table.Th>
            <Table.Td>
              {source && page ? (
                <Anchor component={Link} to={`${page.path}/${source.id}`}>
                  {sourceDocument.data?.number ?? `Open the ${page.name}`}
                </Anchor>
              ) : (
                (source?.kind ?? '—')
              )}
            </Table.Td>
          </Table.Tr>
          {movement.reverses && (
            <Table.Tr>
              <Table.Th>Reverses</Table.Th>
              <Table.Td>
                <Anchor component={Link} to={moved(movement.reverses)}>
                  The movement it undoes
                </Anchor>
              </Table.Td>
            </Table.Tr>
          )}
          {movement.reversedBy && (
            <Table.Tr>
              <Table.Th>Reversed by</Table.Th>
              <Table.Td>
                <Anchor component={Link} to={moved(movement.reversedBy)}>
                  Its reversal
                </Anchor>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        Lots
      </Title>
      {line.lots.length === 0 ? (
        <Text size="sm">No lot moved: only what can be sold changed.</Text>
      ) : (
        <Table striped aria-label="Lots moved">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Moved</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {line.lots.map((move) => (
              <Table.Tr key={move.lotId}>
                <Table.Td ff="monospace">
                  {numberOf.get(move.lotId) ?? (lots.isPending ? '…' : move.lotId)}
                </Table.Td>
                <Table.Td>{signedQuantity(item, move.delta)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {reversal.ok ? (
        <ReverseForm
          transactionId={transactionId}
          label="Reverse this movement"
          onReversed={(reversalId) => void navigate({ to: moved(reversalId) })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {reversal.reason}
        </Text>
      )}
    </Stack>
  );
}
