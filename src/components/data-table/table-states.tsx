import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { m } from '../../paraglide/messages';
import { QueryError } from '../query-error';

const skeletonRows = [0, 1, 2, 3, 4];

/** Placeholder rows the size of real ones, so the page does not jump when the rows arrive. */
export function LoadingRows({ columnCount }: { columnCount: number }) {
  return skeletonRows.map((index) => (
    <Table.Tr key={index}>
      {Array.from({ length: columnCount }, (_, column) => (
        <Table.Td key={column}>
          {index === 0 && column === 0 && <VisuallyHidden role="status">{m.loading()}</VisuallyHidden>}
          <Skeleton height={12} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One cell across the whole table, for a sentence instead of rows. */
function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>{children}</Table.Td>
    </Table.Tr>
  );
}

export function ErrorRow({ columnCount, onRetry }: { columnCount: number; onRetry: () => void }) {
  return (
    <MessageRow columnCount={columnCount}>
      <QueryError what={m.shared_table_this_list()} onRetry={onRetry} />
    </MessageRow>
  );
}

export function EmptyRow({ columnCount, message }: { columnCount: number; message: string }) {
  return (
    <MessageRow columnCount={columnCount}>
      <Text c="dimmed" py="md" ta="center">
        {message}
      </Text>
    </MessageRow>
  );
}
