import { Anchor, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod/mini';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { Pager } from '../../../../components/data-table/pager';
import { FormError } from '../../../../components/form-error';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@nyama/domain/inventory/inventory-document';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { documentSearchSchema } from '../../../../lib/route-search';
import { adminItemsQuery } from '../../catalogue/public';
import {
  useDocumentPages,
  useSaveInventoryDocument,
  type DocumentFilters,
  type StoredDocument,
} from '../api/documents';
import { lotsOnHandQuery } from '../api/lots';
import { STATUS_LABEL, StatusBadge } from './document-facts';

const column = createDataTableColumns<StoredDocument>();
const documentColumns = column.columns([
  column.accessor('number', {
    header: 'Number',
    cell: (info) => (
      <Anchor component={Link} to={`/inventorydoc/${info.row.original.documentId}`} fw={600} ff="monospace">
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor((document) => DOCUMENT_KINDS[document.kind].label, { id: 'kind', header: 'Kind' }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor((document) => document.lines.length, { id: 'lines', header: 'Lines' }),
  column.accessor('createdAtMs', {
    header: 'Made',
    cell: (info) => `${formatNairobiDateTime(info.getValue())} by ${info.row.original.createdBy.name}`,
  }),
  column.accessor('postedAtMs', {
    header: 'Posted',
    cell: (info) => {
      const postedAtMs = info.getValue();
      return postedAtMs === null ? '—' : formatNairobiDateTime(postedAtMs);
    },
  }),
]);

const ALL = 'all';

/** Makes a stock count draft of every lot on hand, or of one item's, each with what it should hold. */
function NewStockCount({ onClose }: { onClose: () => void }) {
  const items = useQuery(adminItemsQuery());
  const lots = useQuery(lotsOnHandQuery());
  const save = useSaveInventoryDocument();
  const navigate = useNavigate();
  const [itemId, setItemId] = useState<string>(ALL);
  const onHand = (lots.data?.rows ?? []).filter((lot) => itemId === ALL || lot.itemId === itemId);
  const withLots = new Set(lots.data?.rows.map((lot) => lot.itemId));
  const options = (items.data?.rows ?? [])
    .filter((item) => withLots.has(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
  const start = () =>
    save.mutate(
      {
        documentId: null,
        body: { kind: 'stockCount', lines: onHand.map((lot) => ({ lotId: lot.lotId, counted: null })) },
      },
      {
        onSuccess: ({ documentId }) => {
          onClose();
          void navigate({ to: '/inventorydoc/$id', params: { id: documentId } });
        },
      },
    );
  const reading = items.isPending || lots.isPending;
  return (
    <Stack gap="sm">
      <Select
        label="What to count"
        data={[{ value: ALL, label: 'Every item' }, ...options]}
        value={itemId}
        onChange={(chosen) => setItemId(chosen ?? ALL)}
        allowDeselect={false}
        searchable
        disabled={reading}
      />
      <Text size="sm" c="dimmed">
        {reading
          ? 'Reading the lots on hand…'
          : `${onHand.length} lot${onHand.length === 1 ? '' : 's'} to count.`}
      </Text>
      <FormError
        message={
          items.isError || lots.isError
            ? 'We could not read the lots on hand. Check your connection and try again.'
            : save.isError
              ? describeCallableError(save.error)
              : null
        }
      />
      <Group>
        <Button onClick={start} loading={save.isPending} disabled={reading || onHand.length === 0}>
          Start the count
        </Button>
      </Group>
    </Stack>
  );
}

/** /inventorydocs: receipt notes, write-offs and stock counts, newest first, a page at a time. */
export function InventoryDocsPage() {
  const filters = useSearch({ from: '/_backOffice/inner/inventorydocs' });
  const navigate = useNavigate();
  const setFilters = (next: DocumentFilters) =>
    void navigate({ to: '/inventorydocs', search: { ...filters, ...next }, replace: true });
  const pages = useDocumentPages(filters);
  const [counting, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Stock documents</Title>
        <Group gap="xs">
          <Button component={Link} to="/inventoryin" variant="default">
            Goods in
          </Button>
          <Button component={Link} to="/inventoryout" variant="default">
            Write-off
          </Button>
          <Button onClick={open}>New stock count</Button>
        </Group>
      </Group>
      <Group gap="xs" align="flex-end">
        <Select
          label="Kind"
          w={180}
          allowDeselect={false}
          data={[
            { value: ALL, label: 'All kinds' },
            ...Object.entries(DOCUMENT_KINDS).map(([value, { label }]) => ({ value, label })),
          ]}
          value={filters.kind ?? ALL}
          onChange={(kind) => setFilters(z.pick(documentSearchSchema, { kind: true }).parse({ kind }))}
        />
        <Select
          label="Status"
          w={150}
          allowDeselect={false}
          data={[
            { value: ALL, label: 'Any status' },
            ...DOCUMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status].label })),
          ]}
          value={filters.status ?? ALL}
          onChange={(status) => setFilters(z.pick(documentSearchSchema, { status: true }).parse({ status }))}
        />
      </Group>
      <DataTable
        label="Stock documents"
        columns={documentColumns}
        rows={pages.rows}
        getRowId={(document) => document.documentId}
        query={pages}
        unreadable={pages.unreadable}
        emptyMessage="No documents here yet."
        onRowClick={(document) =>
          void navigate({ to: '/inventorydoc/$id', params: { id: document.documentId } })
        }
        minWidth={720}
      />
      <Pager pages={pages} />
      <Modal opened={counting} onClose={close} title="New stock count">
        <NewStockCount onClose={close} />
      </Modal>
    </Stack>
  );
}
