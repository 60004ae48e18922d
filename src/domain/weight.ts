/** Weights are integer grams everywhere. */
export type Grams = number;

const kgFormatter = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 });

export function formatWeight(grams: Grams): string {
  return grams < 1000 ? `${grams} g` : `${kgFormatter.format(grams / 1000)} kg`;
}
