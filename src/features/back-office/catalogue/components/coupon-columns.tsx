import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createDataTableColumns } from '../../../../components/data-table/data-table-features';
import type { Coupon } from '@nyama/domain/catalogue/coupon';
import { formatDateTime } from '../../../../lib/format-time';
import { COUPON_STATE_WORDS, couponState, discountWords } from '../coupon-facts';
import { m } from '../../../../paraglide/messages';

const STATE_COLOR = { disabled: 'gray', scheduled: 'blue', running: 'green', ended: 'gray', usedUp: 'ember' };

/** The coupons list's columns; the state ("Running", "Ended" …) is as of `nowMs`. */
export function couponColumns(nowMs: number) {
  const column = createDataTableColumns<Coupon>();
  return column.columns([
    column.accessor('code', {
      header: m.staff_cat_code(),
      cell: (info) => (
        <Anchor component={Link} to={`/coupon/${info.getValue()}`} fw={600} ff="monospace">
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.display({
      id: 'discount',
      header: m.staff_cat_discount(),
      cell: (info) => discountWords(info.row.original),
    }),
    column.display({
      id: 'window',
      header: m.staff_cat_valid(),
      cell: (info) => (
        <Text size="sm">
          {formatDateTime(info.row.original.startsAtMs)} – {formatDateTime(info.row.original.endsAtMs)}
        </Text>
      ),
    }),
    column.accessor('usedCount', {
      header: m.staff_cat_uses(),
      cell: (info) => {
        const cap = info.row.original.usageCap;
        return cap === null
          ? info.getValue()
          : m.staff_cat_uses_of({ count: String(info.getValue()), cap: String(cap) });
      },
    }),
    column.display({
      id: 'state',
      header: m.staff_cat_state(),
      cell: (info) => {
        const state = couponState(info.row.original, nowMs);
        return (
          <Badge variant="light" color={STATE_COLOR[state]}>
            {COUPON_STATE_WORDS[state]()}
          </Badge>
        );
      },
    }),
  ]);
}
