import { groupThousands } from './digits';

/** Weights are integer grams everywhere. */
export type Grams = number;

/** "750 g" below a kilo; "1.25 kg", "1,200 kg" from a kilo up (no trailing zeros). */
export function formatWeight(grams: Grams): string {
  if (grams < 1000) return `${grams} g`;
  const rest = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${groupThousands(Math.floor(grams / 1000))}${rest ? `.${rest}` : ''} kg`;
}
