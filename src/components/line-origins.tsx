import { Text } from '@mantine/core';
import { describeOrigin, lineOrigins, type PackedLot } from '@nyama/domain/inventory/trace';

/** Where a packed line's meat came from, one line per lot (docs/decisions/038-farm-to-fork-trace.md). */
export function LineOrigins({ lots }: { lots: readonly PackedLot[] | undefined }) {
  return lineOrigins(lots).map((origin) => (
    <Text key={origin.number} size="xs" c="dimmed">
      From {describeOrigin(origin)}
    </Text>
  ));
}
