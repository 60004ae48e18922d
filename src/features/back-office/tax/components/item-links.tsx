import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TaxInvoiceLine } from '@nyama/domain/tax/tax-invoice';
import { m } from '../../../../paraglide/messages';

/**
 * The items of an invoice's goods or a stock report's lines, each opening its form on /items, where the
 * Admin corrects what KRA refused (its KRA class or tax type) before replaying. The delivery line is the
 * shop's own: no item.
 */
export function ItemLinks({ lines }: { lines: readonly Pick<TaxInvoiceLine, 'itemId' | 'name'>[] }) {
  const items = new Map(lines.map((line) => [line.itemId, line.name]));
  return (
    <Group gap="xs">
      {[...items].map(([itemId, name]) => (
        <Anchor
          key={itemId}
          size="sm"
          aria-label={m.staff_tax_open_item({ item: name })}
          renderRoot={(props) => <Link to="/items" search={{ open: itemId }} {...props} />}
        >
          {name}
        </Anchor>
      ))}
    </Group>
  );
}
