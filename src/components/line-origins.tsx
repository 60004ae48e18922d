import { Text } from '@mantine/core';
import { lineOrigins, type LotOrigin, type PackedLot } from '@nyama/domain/inventory/trace';
import { m } from '../paraglide/messages';

/** The domain's describeOrigin in the page's language: "Kipchoge’s farm, Narok · slaughtered 2026-11-22 · lot L-…". */
function originWords(origin: LotOrigin): string {
  return [
    origin.farm && m.shared_origin_farm({ name: origin.farm.firstName, county: origin.farm.county }),
    origin.slaughterDate && m.shared_origin_slaughtered({ date: origin.slaughterDate }),
    origin.inspectionStamp && m.shared_origin_stamp({ stamp: origin.inspectionStamp }),
    m.shared_origin_lot({ number: origin.number }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Where a packed line's meat came from, one line per lot (docs/decisions/038-farm-to-fork-trace.md). */
export function LineOrigins({ lots }: { lots: readonly PackedLot[] | undefined }) {
  return lineOrigins(lots).map((origin) => (
    <Text key={origin.number} size="xs" c="dimmed">
      {m.shared_origin_from({ origin: originWords(origin) })}
    </Text>
  ));
}
