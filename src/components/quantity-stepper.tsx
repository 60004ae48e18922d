import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { quantityRefusal, quantityWords } from '../lib/quantity-words';
import { minimumQuantity, quantityStep } from '../lib/quantity-steps';
import { m } from '../paraglide/messages';

type Props = {
  item: Item;
  value: number;
  onChange: (quantity: number) => void;
  /** What the control is about, for screen readers (e.g. "Weight of Sirloin steak"). */
  label: string;
  /** Already in the cart: counts against the stock when adding more. */
  alreadyInCart?: number;
  disabled?: boolean;
};

/** Weight in the item's steps from its minimum (per-kg items) or a count of pieces or packs. */
export function QuantityStepper({ item, value, onChange, label, alreadyInCart = 0, disabled }: Props) {
  const step = quantityStep(item);
  const more = value + step;
  const refusal = quantityRefusal(item, more + alreadyInCart);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={m.shared_quantity_less()}
          disabled={disabled || value - step < minimumQuantity(item)}
          onClick={() => onChange(value - step)}
        >
          <IconMinus size={16} />
        </ActionIcon>
        <Text fw={700} miw={72} ta="center" aria-live="polite" data-testid="quantity">
          {quantityWords(item, value)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={m.shared_quantity_more()}
          disabled={disabled || refusal !== null}
          onClick={() => onChange(more)}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
      {refusal && !disabled && (
        <Text size="xs" c="dimmed">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
