import { Badge } from '@mantine/core';
import type { DocumentStatus } from '@nyama/domain/inventory/inventory-document';
import { m } from '../../../../paraglide/messages';

export const STATUS_LABEL: Record<DocumentStatus, { label: () => string; color: string }> = {
  draft: { label: m.staff_inv_status_draft, color: 'gray' },
  posted: { label: m.staff_inv_status_posted, color: 'green' },
  reversed: { label: m.staff_inv_status_reversed, color: 'ember' },
};

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge variant="light" color={STATUS_LABEL[status].color}>
      {STATUS_LABEL[status].label()}
    </Badge>
  );
}
