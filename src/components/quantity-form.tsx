import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { formatKes } from '@nyama/domain/kernel/money';
import { priceLine } from '@nyama/domain/catalogue/pricing';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { maximumQuantity, minimumQuantity } from '../lib/quantity-steps';
import { m } from '../paraglide/messages';
import { CatchWeightNote } from './catch-weight-note';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  item: Item & { id: string };
  /** Already chosen of this item (in the cart, in a phone order): counts against the stock. */
  already: number;
  submitLabel: string;
  /** Adds the quantity; a refusal's sentence is shown under the stepper. */
  onAdd: (quantity: number) => Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Beside the button, e.g. a link to what was already chosen. */
  children?: ReactNode;
};

/**
 * Choose a weight (per-kg items, in the item's steps from its minimum) or a count, see the estimate at the
 * shop's price now, and add it: the storefront's cart and the back office's phone orders choose alike.
 */
export function QuantityForm({ item, already, submitLabel, onAdd, children }: Props) {
  const [quantity, setQuantity] = useState(() => minimumQuantity(item));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [nowMs] = useState(() => Date.now());
  if (maximumQuantity(item) === null) {
    return (
      <Alert color="ember" variant="light" title={m.shared_item_sold_out()}>
        {m.shared_quantity_sold_out_body({ name: item.name })}
      </Alert>
    );
  }
  const { lineTotalCents, estimatedGrams } = priceLine(item, quantity, nowMs);
  const add = async () => {
    setAdding(true);
    try {
      const result = await onAdd(quantity);
      setError(result.ok ? null : result.reason);
    } catch (failure: unknown) {
      // The phone refused the write, or the code for it did not load offline: say so, nothing was added.
      console.error(failure);
      setError(m.shared_quantity_not_saved());
    } finally {
      setAdding(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700}>
          {item.unit === 'kg' ? m.shared_quantity_how_much() : m.shared_quantity_how_many()}
        </Text>
        <QuantityStepper
          item={item}
          value={quantity}
          onChange={setQuantity}
          label={
            item.unit === 'kg'
              ? m.shared_quantity_weight_of({ name: item.name })
              : m.shared_quantity_number_of({ name: item.name })
          }
          alreadyInCart={already}
        />
        <Text size="sm" aria-label={m.shared_quantity_estimate()}>
          {item.unit !== 'kg' &&
            estimatedGrams > 0 &&
            `${m.shared_quantity_about({ weight: formatWeight(estimatedGrams) })} · `}
          {m.shared_quantity_estimated({ amount: formatKes(lineTotalCents) })}
        </Text>
        {item.unit === 'kg' && <CatchWeightNote />}
        {error && (
          <Text c="ember" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button onClick={() => void add()} loading={adding}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
