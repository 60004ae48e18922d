import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { quantityWords } from '../../../../lib/quantity-words';
import { formatShare, type ForecastRow } from './forecast-rows';
import { m } from '../../../../paraglide/messages';

const column = createDataTableColumns<ForecastRow>();
const quantity = (row: ForecastRow, value: number) => quantityWords(row, Math.max(0, value));

export const forecastColumns = () =>
  column.columns([
    column.accessor('name', { header: m.staff_fc_item(), enableSorting: true }),
    column.accessor('nextWeek', {
      header: m.staff_fc_next_7(),
      enableSorting: true,
      cell: (info) => quantity(info.row.original, info.getValue()),
    }),
    column.accessor('twoWeeks', {
      header: m.staff_fc_next_14(),
      enableSorting: true,
      cell: (info) => quantity(info.row.original, info.getValue()),
    }),
    column.accessor('canSell', {
      header: m.staff_fc_can_sell(),
      enableSorting: true,
      cell: (info) => quantity(info.row.original, info.getValue()),
    }),
    column.accessor('wape', {
      header: m.staff_fc_error_4_weeks(),
      enableSorting: true,
      cell: (info) => formatShare(info.getValue()),
    }),
  ]);
