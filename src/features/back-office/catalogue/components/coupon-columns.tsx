import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { COUPON_STATE_LABEL, couponState, describeDiscount } from '../coupon-facts';

const STATE_COLOR = { disabled: 'gray', scheduled: 'blue', running: 'green', ended: 'gray', usedUp: 'ember' };

/** The coupons list's columns; the state ("Running", "Ended" …) is as of `nowMs`. */
export function couponColumns(nowMs: number) {
  const column = createDataTableColumns<Coupon>();
  return column.columns([
    column.accessor('code', {
      header: 'Code',
      cell: (info) => (
        <Anchor component={Link} to={`/coupon/${info.getValue()}`} fw={600} ff="monospace">
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.display({
      id: 'discount',
      header: 'Discount',
      cell: (info) => describeDiscount(info.row.original),
    }),
    column.display({
      id: 'window',
      header: 'Valid',
      cell: (info) => (
        <Text size="sm">
          {formatNairobiDateTime(info.row.original.startsAtMs)} –{' '}
          {formatNairobiDateTime(info.row.original.endsAtMs)}
        </Text>
      ),
    }),
    column.accessor('usedCount', {
      header: 'Uses',
      cell: (info) => {
        const cap = info.row.original.usageCap;
        return cap === null ? info.getValue() : `${info.getValue()} of ${cap}`;
      },
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: (info) => {
        const state = couponState(info.row.original, nowMs);
        return (
          <Badge variant="light" color={STATE_COLOR[state]}>
            {COUPON_STATE_LABEL[state]}
          </Badge>
        );
      },
    }),
  ]);
}
