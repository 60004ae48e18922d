import { Button, Card, Collapse, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { describeStaffError } from '../../refusals/public';
import { m } from '../../../../paraglide/messages';
import { openSalesQuery, useInvoiceLeftoverSale, useSaveLeftoverSale } from '../api/leftovers';
import { useSaleChoices } from '../api/sale-choices';
import { saleColumns } from './sale-columns';
import { SaleForm } from './sale-form';

const columns = saleColumns('/inventleftoverorder');

/** /inventleftoverorders: sell leftovers to a buyer, and the sales not yet paid. */
export function LeftoverSalesPage() {
  const sales = useQuery(openSalesQuery());
  const choices = useSaleChoices();
  const save = useSaveLeftoverSale();
  const invoice = useInvoiceLeftoverSale();
  const navigate = useNavigate();
  const [today] = useState(() => nairobiDate(Date.now()));
  const [selling, setSelling] = useState(false);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAtMs', desc: true }]);
  const failure = save.error ?? invoice.error;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{m.staff_left_nav_sales()}</Title>
        <Button onClick={() => setSelling((open) => !open)} aria-expanded={selling}>
          {m.staff_left_new_sale()}
        </Button>
      </Group>
      <Collapse expanded={selling}>
        <Card withBorder>
          {choices.failed ? (
            <QueryError what={m.staff_left_choices_what()} onRetry={choices.retry} />
          ) : !choices.ready ? (
            <LoadingScreen />
          ) : (
            <SaleForm
              {...choices.ready}
              today={today}
              initial={null}
              saving={save.isPending ? 'draft' : invoice.isPending ? 'invoice' : null}
              error={failure ? describeStaffError(failure) : null}
              onSubmit={(sale, invoiced) =>
                (invoiced ? invoice : save).mutate(sale, {
                  onSuccess: ({ saleId }) =>
                    void navigate({ to: '/inventleftoverorder/$id', params: { id: saleId } }),
                })
              }
            />
          )}
        </Card>
      </Collapse>
      <DataTable
        label={m.staff_left_open_sales()}
        columns={columns}
        rows={sales.data?.rows}
        getRowId={(sale) => sale.id}
        query={sales}
        unreadable={sales.data?.unreadable}
        emptyMessage={m.staff_left_none_open()}
        sorting={{ state: sorting, onChange: setSorting, where: 'memory' }}
        minWidth={900}
      />
    </Stack>
  );
}
