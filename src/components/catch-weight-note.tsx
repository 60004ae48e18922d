import { Text } from '@mantine/core';
import { WEIGHT_TOLERANCE_BPS } from '@nyama/domain/catalogue/quantity';

const TOLERANCE_PERCENT = WEIGHT_TOLERANCE_BPS / 100;

/** Catch weight: what the customer pays follows the weighing at packing, within the stated tolerance. */
export function CatchWeightNote() {
  return (
    <Text size="sm" c="dimmed">
      Weights are estimates: we weigh your order when we pack it, and the final price follows the weight,
      within ±{TOLERANCE_PERCENT}% of the estimate.
    </Text>
  );
}
