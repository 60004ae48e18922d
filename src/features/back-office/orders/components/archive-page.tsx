import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { archiveFilters, type ArchiveFilters } from '../api/archive-filters';
import { useDriverNames } from '../api/drivers';
import { readArchiveForExport, useArchivePages, useDayTotals } from '../api/order-archive';
import { ArchiveView } from './archive-view';
import { OrdersExportButton } from './orders-export-button';

/** /archorders: closed orders over a range of days, searched from the URL, with day totals and CSV. */
export function ArchivePage() {
  const [nowMs] = useState(() => Date.now());
  const filters = archiveFilters(useSearch({ from: '/_backOffice/admin/archorders' }), nowMs);
  const navigate = useNavigate();
  const setFilters = (next: ArchiveFilters) =>
    void navigate({ to: '/archorders', search: next, replace: true });
  const driverNames = useDriverNames();
  const pages = useArchivePages(filters);
  const days = useDayTotals(filters.from, filters.to);
  return (
    <ArchiveView
      filters={filters}
      onSearch={setFilters}
      pages={pages}
      days={days}
      onOpen={(order) => void navigate({ to: '/archorder/$id', params: { id: order.id } })}
      exportButton={
        <OrdersExportButton
          name={`archive-${filters.from}-${filters.to}`}
          read={(onProgress) => readArchiveForExport(filters, onProgress)}
          drivers={driverNames}
        />
      }
    />
  );
}
