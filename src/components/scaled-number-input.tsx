import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The stored whole number (cents, grams, basis points), or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Stored units per shown unit: 100 shows cents as shillings, 1000 grams as kilograms. */
  scale: number;
};

/** Staff type shillings, kilograms or percentages; the form keeps the integers the domain stores. */
export function ScaledNumberInput({ value, onChange, scale, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      value={value === null ? '' : value / scale}
      onChange={(shown) => onChange(shown === '' ? null : Math.round(Number(shown) * scale))}
      decimalScale={Math.log10(scale)}
    />
  );
}
