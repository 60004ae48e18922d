import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { NotFoundPage } from '../../../../components/not-found-page';
import { QueryError } from '../../../../components/query-error';
import type { Item } from '@nyama/domain/catalogue/catalog';
import {
  bodyOf,
  countDifference,
  type InventoryDocumentBody,
} from '@nyama/domain/inventory/inventory-document';
import { formatKes } from '@nyama/domain/kernel/money';
import { paths } from '@nyama/domain/kernel/paths';
import { describeStaffError } from '../../refusals/public';
import { formatDateTime } from '../../../../lib/format-time';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';
import { DOCUMENT_KIND_WORDS, WRITE_OFF_REASON_WORDS } from '../movement-facts';
import { adminItemsQuery } from '../../catalogue/public';
import {
  inventoryDocumentQuery,
  usePostInventoryDocument,
  useSaveInventoryDocument,
  type StoredDocument,
} from '../api/documents';
import { CountSheet, signedQuantity } from './count-sheet';
import { StatusBadge } from './document-facts';
import { LotNumber } from './lot-number';
import classes from '../../../../components/print.module.css';
import { ReverseForm } from './reverse-form';

type ItemFacts = { name: string; unit: Item['unit'] };
type ItemOf = (itemId: string) => ItemFacts;

type LineOf<Kind extends StoredDocument['kind']> = Extract<StoredDocument, { kind: Kind }>['lines'][number];
/** A document's line with its item's name and unit, and its place on the document as its row id. */
type ShownLine<Line> = Line & { id: string; item: ItemFacts };

function showLines<Line extends { itemId: string }>(lines: readonly Line[], itemOf: ItemOf) {
  return lines.map((line, index): ShownLine<Line> => ({
    ...line,
    id: String(index),
    item: itemOf(line.itemId),
  }));
}

const receiptColumn = createDataTableColumns<ShownLine<LineOf<'receiptNote'>>>();
const receiptColumns = receiptColumn.columns([
  receiptColumn.accessor((line) => line.item.name, { id: 'item', header: () => m.staff_lines_item() }),
  receiptColumn.accessor('quantity', {
    header: () => m.staff_inv_quantity(),
    cell: (info) => quantityWords(info.row.original.item, info.getValue()),
  }),
  receiptColumn.accessor('unitCostCents', {
    header: () => m.staff_inv_cost(),
    cell: (info) => {
      const amount = formatKes(info.getValue());
      const { unit } = info.row.original.item;
      if (unit === 'kg') return m.staff_inv_per_kg({ amount });
      return unit === 'piece' ? m.staff_inv_per_piece({ amount }) : m.staff_inv_per_pack({ amount });
    },
  }),
  receiptColumn.accessor('supplier', { header: () => m.staff_inv_supplier() }),
  receiptColumn.accessor('slaughterDate', {
    header: () => m.staff_inv_slaughtered(),
    cell: (info) => info.getValue() ?? '—',
  }),
  receiptColumn.accessor('inspectionStamp', {
    header: () => m.staff_inv_stamp(),
    cell: (info) => info.getValue() ?? '—',
  }),
  receiptColumn.accessor('useBy', { header: () => m.staff_inv_use_by() }),
  receiptColumn.accessor('temperatureC', {
    header: () => m.staff_inv_on_arrival(),
    cell: (info) => {
      const temperature = info.getValue();
      return temperature === null ? '—' : `${temperature} °C`;
    },
  }),
]);

const writeOffColumn = createDataTableColumns<ShownLine<LineOf<'writeOff'>>>();
const writeOffColumns = writeOffColumn.columns([
  writeOffColumn.accessor((line) => line.item.name, { id: 'item', header: () => m.staff_lines_item() }),
  writeOffColumn.accessor('lotNumber', {
    header: () => m.staff_inv_lot(),
    cell: (info) => <LotNumber>{info.getValue()}</LotNumber>,
  }),
  writeOffColumn.accessor('quantity', {
    header: () => m.staff_inv_quantity(),
    cell: (info) => quantityWords(info.row.original.item, info.getValue()),
  }),
  writeOffColumn.accessor('reason', {
    header: () => m.staff_reason(),
    cell: (info) => WRITE_OFF_REASON_WORDS[info.getValue()](),
  }),
]);

const countColumn = createDataTableColumns<ShownLine<LineOf<'stockCount'>>>();
const countColumns = countColumn.columns([
  countColumn.accessor((line) => line.item.name, { id: 'item', header: () => m.staff_lines_item() }),
  countColumn.accessor('lotNumber', {
    header: () => m.staff_inv_lot(),
    cell: (info) => <LotNumber>{info.getValue()}</LotNumber>,
  }),
  countColumn.accessor('expected', {
    header: () => m.staff_inv_expected(),
    cell: (info) => quantityWords(info.row.original.item, info.getValue()),
  }),
  countColumn.accessor('counted', {
    header: () => m.staff_inv_counted(),
    cell: (info) => {
      const counted = info.getValue();
      return counted === null ? '—' : quantityWords(info.row.original.item, counted);
    },
  }),
  countColumn.display({
    id: 'difference',
    header: () => m.staff_inv_difference(),
    cell: (info) => {
      const difference = countDifference(info.row.original);
      return difference === null
        ? m.staff_inv_not_counted()
        : signedQuantity(info.row.original.item, difference);
    },
  }),
]);

const lineId = (line: { id: string }) => line.id;

/** A posted or read-only document's lines, as printed. */
function Lines({ document, itemOf }: { document: StoredDocument; itemOf: ItemOf }) {
  const shared = {
    label: m.staff_order_lines(),
    getRowId: lineId,
    emptyMessage: m.staff_inv_no_lines(),
    minWidth: 560,
  };
  switch (document.kind) {
    case 'receiptNote':
      return <DataTable {...shared} columns={receiptColumns} rows={showLines(document.lines, itemOf)} />;
    case 'writeOff':
      return <DataTable {...shared} columns={writeOffColumns} rows={showLines(document.lines, itemOf)} />;
    case 'stockCount':
      return <DataTable {...shared} columns={countColumns} rows={showLines(document.lines, itemOf)} />;
  }
}

/** Links to the ledger movement a posting made, one per item it touched. */
function MovementLinks({
  label,
  transactionId,
  itemIds,
  itemOf,
}: {
  label: string;
  transactionId: string;
  itemIds: string[];
  itemOf: ItemOf;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm">
        {itemIds.map((itemId) => (
          <List.Item key={itemId}>
            <Anchor component={Link} to={`/inventorytrans/${itemId}/${transactionId}`}>
              {itemOf(itemId).name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * /inventorydoc/$id: one receipt note, write-off or stock count (decision 031): its lines, who made and
 * posted it, its ledger movements, and what its status allows: a draft count is counted here, a draft is
 * posted, a posted document reversed. Printable: Print leaves the shell and the buttons out.
 */
export function InventoryDocPage({
  id,
  auditTrail,
}: {
  /** The document's id, from the address: the route's screen passes it in. */
  id: string;
  auditTrail: (targetPath: string) => ReactNode;
}) {
  const document = useQuery(inventoryDocumentQuery(id));
  const items = useQuery(adminItemsQuery());
  const save = useSaveInventoryDocument();
  const post = usePostInventoryDocument();
  const navigate = useNavigate();

  if (document.isPending || items.isPending) return <LoadingScreen />;
  if (document.isError)
    return <QueryError what={m.staff_inv_document_what()} onRetry={() => void document.refetch()} />;
  if (items.isError)
    return <QueryError what={m.staff_inv_items_what()} onRetry={() => void items.refetch()} />;
  const stored = document.data;
  if (!stored) return <NotFoundPage />;

  const byId = new Map(items.data.rows.map((item) => [item.id, item]));
  const itemOf: ItemOf = (itemId) => byId.get(itemId) ?? { name: itemId, unit: 'kg' };
  // The items the posting moved: a count moves only those it found different.
  const itemIds = [
    ...new Set(
      stored.kind === 'stockCount'
        ? stored.lines.filter((line) => countDifference(line) !== 0).map((line) => line.itemId)
        : stored.lines.map((line) => line.itemId),
    ),
  ];
  const kind = DOCUMENT_KIND_WORDS[stored.kind]();
  const action = post.isPending ? 'post' : save.isPending ? 'draft' : null;
  const failed = post.error ?? save.error;
  const submit = (body: InventoryDocumentBody, posting: boolean) => {
    const input = { documentId: stored.documentId, body };
    if (posting) {
      post.mutate(input, {
        onSuccess: ({ number }) =>
          notifications.show({ color: 'green', message: m.staff_inv_posted({ number }) }),
      });
    } else {
      save.mutate(input);
    }
  };
  const countingDraft = stored.kind === 'stockCount' && stored.status === 'draft';

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/inventorydocs" size="sm" className={classes.noPrint}>
        {m.staff_inv_back_to_documents()}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>
              {kind} {stored.number}
            </Title>
            <StatusBadge status={stored.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {m.staff_inv_made_by({ when: formatDateTime(stored.createdAtMs), name: stored.createdBy.name })}
            {stored.postedBy &&
              stored.postedAtMs !== null &&
              ` · ${m.staff_inv_posted_by({ when: formatDateTime(stored.postedAtMs), name: stored.postedBy.name })}`}
            {stored.reversedBy &&
              stored.reversedAtMs !== null &&
              ` · ${m.staff_inv_reversed_at_by({ when: formatDateTime(stored.reversedAtMs), name: stored.reversedBy.name })}`}
          </Text>
        </Stack>
        <Group gap="xs" className={classes.noPrint}>
          {stored.kind === 'receiptNote' && stored.status === 'draft' && (
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/inventoryin', search: { document: stored.documentId } })}
            >
              {m.staff_inv_edit()}
            </Button>
          )}
          {stored.status === 'draft' && !countingDraft && (
            <Button loading={post.isPending} onClick={() => submit(bodyOf(stored), true)}>
              {m.staff_inv_post()}
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {m.staff_close_print()}
          </Button>
        </Group>
      </Group>
      {countingDraft ? (
        <CountSheet
          key={stored.updatedAtMs}
          lines={stored.lines}
          itemOf={itemOf}
          saving={action}
          error={failed ? describeStaffError(failed) : null}
          onSubmit={(lines, posting) => submit({ kind: 'stockCount', lines }, posting)}
        />
      ) : (
        <>
          <Lines document={stored} itemOf={itemOf} />
          {stored.status === 'draft' && failed && (
            <Text c="ember" role="alert" className={classes.noPrint}>
              {describeStaffError(failed)}
            </Text>
          )}
        </>
      )}
      {stored.status !== 'draft' && stored.transactionId === null && (
        <Text size="sm">{m.staff_inv_no_movement()}</Text>
      )}
      {stored.transactionId && (
        <MovementLinks
          label={m.staff_inv_ledger_movement()}
          transactionId={stored.transactionId}
          itemIds={itemIds}
          itemOf={itemOf}
        />
      )}
      {stored.reversalTransactionId && (
        <MovementLinks
          label={m.staff_inv_reversal()}
          transactionId={stored.reversalTransactionId}
          itemIds={itemIds}
          itemOf={itemOf}
        />
      )}
      {stored.status === 'posted' && stored.transactionId && (
        <div className={classes.noPrint}>
          <ReverseForm
            transactionId={stored.transactionId}
            label={m.staff_inv_reverse_number({ number: stored.number })}
          />
        </div>
      )}
      <div className={classes.noPrint}>{auditTrail(paths.inventoryDocument(stored.documentId))}</div>
    </Stack>
  );
}
