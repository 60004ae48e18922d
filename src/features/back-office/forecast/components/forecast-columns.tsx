import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { formatShare, type ForecastRow } from './forecast-rows';

const column = createDataTableColumns<ForecastRow>();
const quantity = (row: ForecastRow, value: number) => describeQuantity(row, Math.max(0, value));

export const forecastColumns = column.columns([
  column.accessor('name', { header: 'Item', enableSorting: true }),
  column.accessor('nextWeek', {
    header: 'Next 7 days',
    enableSorting: true,
    cell: (info) => quantity(info.row.original, info.getValue()),
  }),
  column.accessor('twoWeeks', {
    header: 'Next 14 days',
    enableSorting: true,
    cell: (info) => quantity(info.row.original, info.getValue()),
  }),
  column.accessor('canSell', {
    header: 'Can sell now',
    enableSorting: true,
    cell: (info) => quantity(info.row.original, info.getValue()),
  }),
  column.accessor('wape', {
    header: 'Error (4 weeks)',
    enableSorting: true,
    cell: (info) => formatShare(info.getValue()),
  }),
]);
