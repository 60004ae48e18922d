import { Anchor, Card, SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { SearchField } from '../../../../components/search-field';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import {
  SUPPLIER_APPLICATION_STATUS_LABEL,
  SUPPLIER_APPLICATION_STATUSES,
  type SupplierApplicationStatus,
} from '@nyama/domain/suppliers/supplier-application';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import {
  applicationsQuery,
  staffSupplierCallQuery,
  useSaveSupplierCall,
  type ListedApplication,
} from '../api/applications';
import { SupplierCallForm } from './supplier-call-form';

const column = createDataTableColumns<ListedApplication>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Applicant',
    enableSorting: true,
    cell: (info) => (
      <Anchor component={Link} to={`/supplierapplication/${info.row.original.id}`}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor('phone', { header: 'Phone', cell: (info) => formatKenyanPhone(info.getValue()) }),
  column.accessor('county', { header: 'County', enableSorting: true }),
  column.accessor((application) => application.species.join(', '), { id: 'species', header: 'Supplies' }),
  column.accessor('headPerMonth', { header: 'Head a month', enableSorting: true }),
  column.accessor('createdAtMs', {
    header: 'Applied',
    enableSorting: true,
    cell: (info) => formatNairobiDateTime(info.getValue()),
  }),
]);

const isStatus = (value: string): value is SupplierApplicationStatus =>
  SUPPLIER_APPLICATION_STATUSES.some((status) => status === value);

/** The public call for suppliers, edited in place. */
function SupplierCallCard() {
  const call = useQuery(staffSupplierCallQuery());
  const save = useSaveSupplierCall();
  return (
    <Card withBorder component="section" aria-label="What we are looking for">
      <Stack gap="sm">
        <Title order={2} size="h4">
          What we are looking for (
          <Anchor component={Link} to="/lookingforsuppliers">
            public page
          </Anchor>
          )
        </Title>
        {call.isError ? (
          <QueryError what="the call for suppliers" onRetry={() => void call.refetch()} />
        ) : call.isPending ? (
          <LoadingScreen />
        ) : (
          <SupplierCallForm
            current={call.data}
            saving={save.isPending}
            error={save.isError ? describeCallableError(save.error) : null}
            onSubmit={(input) => save.mutate(input)}
          />
        )}
      </Stack>
    </Card>
  );
}

/** /supplierapplications: applications from /newsupplier by status, and what the shop asks suppliers for. */
export function SupplierApplicationsPage() {
  const [status, setStatus] = useState<SupplierApplicationStatus>('received');
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAtMs', desc: true }]);
  const applications = useQuery(applicationsQuery(status));
  const needle = search.toLowerCase();
  const rows = applications.data?.rows.filter((application) =>
    [application.name, application.phone, formatKenyanPhone(application.phone), application.county].some(
      (field) => field.toLowerCase().includes(needle),
    ),
  );
  return (
    <Stack gap="lg">
      <Title order={1}>Supplier applications</Title>
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => isStatus(value) && setStatus(value)}
        data={SUPPLIER_APPLICATION_STATUSES.map((value) => ({
          value,
          label: SUPPLIER_APPLICATION_STATUS_LABEL[value],
        }))}
      />
      <SearchField
        value={search}
        onSearch={(term) => setSearch(term ?? '')}
        placeholder="Name, phone or county"
      />
      <DataTable
        label="Applications"
        columns={columns}
        rows={rows}
        getRowId={(application) => application.id}
        query={applications}
        unreadable={applications.data?.unreadable}
        emptyMessage={needle ? 'No application matches.' : 'No application here.'}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={760}
      />
      <SupplierCallCard />
    </Stack>
  );
}
