import { Badge, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TaxInvoiceState } from '@nyama/domain/tax/tax-invoice';
import { DataTable, type DataTableProps } from '../../../../components/data-table/data-table';
import type { ListRead } from '../../../../lib/firebase/read-list';
import { m } from '../../../../paraglide/messages';

const STATE_WORDS: Record<TaxInvoiceState, () => string> = {
  queued: m.staff_tax_state_queued,
  refused: m.staff_tax_state_refused,
  accepted: m.staff_tax_state_accepted,
};
const STATE_COLOR: Record<TaxInvoiceState, string> = { queued: 'gray', refused: 'ember', accepted: 'green' };

/** An invoice's state as the Admin's lists show it: sales, credit notes and purchases alike. */
export function StateBadge({ state }: { state: TaxInvoiceState }) {
  return (
    <Badge color={STATE_COLOR[state]} variant="light">
      {STATE_WORDS[state]()}
    </Badge>
  );
}

/** Why the last try did not land: KRA's own words, or the queue's, which the Admin corrects from. */
export function LastError({ reason }: { reason: string | null }) {
  return (
    <Text size="sm" maw={320}>
      {reason ?? '—'}
    </Text>
  );
}

/** One of the page's lists under its heading: the farmers' purchases, the stock movements. */
export function QueueList<Row extends { key: string }>({
  title,
  read,
  ...table
}: Pick<DataTableProps<Row>, 'columns' | 'emptyMessage' | 'minWidth'> & {
  title: string;
  read: UseQueryResult<ListRead<Row>>;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <DataTable
        label={title}
        rows={read.data?.rows}
        getRowId={(row) => row.key}
        query={read}
        unreadable={read.data?.unreadable}
        {...table}
      />
    </Stack>
  );
}
