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
import { formatDateTime } from '../../../../lib/format-time';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import {
  SUPPLIER_APPLICATION_STATUSES,
  type SupplierApplicationStatus,
} from '@nyama/domain/suppliers/supplier-application';
import { describeStaffError } from '../../refusals/public';
import {
  applicationsQuery,
  staffSupplierCallQuery,
  useSaveSupplierCall,
  type ListedApplication,
} from '../api/applications';
import { SupplierCallForm } from './supplier-call-form';
import { speciesWords } from '../../../../lib/species-words';
import { m } from '../../../../paraglide/messages';
import { STATUS_WORDS } from './status-words';

const column = createDataTableColumns<ListedApplication>();
const columns = column.columns([
  column.accessor('name', {
    header: () => m.staff_sup_col_applicant(),
    enableSorting: true,
    cell: (info) => (
      <Anchor component={Link} to={`/supplierapplication/${info.row.original.id}`}>
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor('phone', {
    header: () => m.staff_sup_col_phone(),
    cell: (info) => formatKenyanPhone(info.getValue()),
  }),
  column.accessor('county', { header: () => m.staff_sup_col_county(), enableSorting: true }),
  column.accessor((application) => application.species.map(speciesWords).join(', '), {
    id: 'species',
    header: () => m.staff_sup_col_supplies(),
  }),
  column.accessor('headPerMonth', { header: () => m.staff_sup_col_head(), enableSorting: true }),
  column.accessor('createdAtMs', {
    header: () => m.staff_sup_col_applied(),
    enableSorting: true,
    cell: (info) => formatDateTime(info.getValue()),
  }),
]);

const isStatus = (value: string): value is SupplierApplicationStatus =>
  SUPPLIER_APPLICATION_STATUSES.some((status) => status === value);

/** The public call for suppliers, edited in place. */
function SupplierCallCard() {
  const call = useQuery(staffSupplierCallQuery());
  const save = useSaveSupplierCall();
  return (
    <Card withBorder component="section" aria-label={m.staff_sup_looking_for()}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.staff_sup_looking_for()} (
          <Anchor component={Link} to="/lookingforsuppliers">
            {m.staff_sup_public_page()}
          </Anchor>
          )
        </Title>
        {call.isError ? (
          <QueryError what={m.staff_sup_what_call()} onRetry={() => void call.refetch()} />
        ) : call.isPending ? (
          <LoadingScreen />
        ) : (
          <SupplierCallForm
            current={call.data}
            saving={save.isPending}
            error={save.isError ? describeStaffError(save.error) : null}
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
      <Title order={1}>{m.staff_sup_title()}</Title>
      <SegmentedControl
        aria-label={m.staff_sup_status()}
        value={status}
        onChange={(value) => isStatus(value) && setStatus(value)}
        data={SUPPLIER_APPLICATION_STATUSES.map((value) => ({
          value,
          label: STATUS_WORDS[value](),
        }))}
      />
      <SearchField
        value={search}
        onSearch={(term) => setSearch(term ?? '')}
        placeholder={m.staff_sup_search()}
      />
      <DataTable
        label={m.staff_sup_applications()}
        columns={columns}
        rows={rows}
        getRowId={(application) => application.id}
        query={applications}
        unreadable={applications.data?.unreadable}
        emptyMessage={needle ? m.staff_sup_no_match() : m.staff_sup_none()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={760}
      />
      <SupplierCallCard />
    </Stack>
  );
}
