import { Table, Text } from '@mantine/core';
import { formatKes } from '@nyama/domain/kernel/money';
import type { OrderLine } from '@nyama/domain/orders/order';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { quantityWords } from '../lib/quantity-words';
import { m } from '../paraglide/messages';
import { LineOrigins } from './line-origins';

/**
 * An order's lines: what, how much (weights are estimates until packed, then the scale's), the price and,
 * once packed, where the meat came from.
 */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <Table fz="sm" verticalSpacing={6} aria-label={m.shared_lines_label()}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.itemId}>
            <Table.Td>
              {line.name}
              {line.unit !== 'kg' && line.estimatedGrams > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {m.shared_lines_about({ weight: formatWeight(line.estimatedGrams) })}
                </Text>
              )}
              <LineOrigins lots={line.lots} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {quantityWords(line, line.quantity)}
              {line.weighedGrams && (
                <Text size="xs" c="dimmed">
                  {m.shared_lines_weighed({ weight: formatWeight(line.weighedGrams) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatKes(line.finalLineTotalCents ?? line.lineTotalCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
