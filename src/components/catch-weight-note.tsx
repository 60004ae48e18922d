import { Text } from '@mantine/core';
import { WEIGHT_TOLERANCE_BPS } from '@nyama/domain/catalogue/quantity';
import { m } from '../paraglide/messages';

const TOLERANCE_PERCENT = WEIGHT_TOLERANCE_BPS / 100;

/** Catch weight: what the customer pays follows the weighing at packing, within the stated tolerance. */
export function CatchWeightNote() {
  return (
    <Text size="sm" c="dimmed">
      {m.shared_catch_weight({ percent: String(TOLERANCE_PERCENT) })}
    </Text>
  );
}
