import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@nyama/domain/inventory/inventory-document';

export const STATUS_LABEL: Record<DocumentStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  posted: { label: 'Posted', color: 'green' },
  reversed: { label: 'Reversed', color: 'ember' },
};

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge variant="light" color={STATUS_LABEL[status].color}>
      {STATUS_LABEL[status].label}
    </Badge>
  );
}
