import { speciesSchema, type Species } from '@nyama/domain/catalogue/species';
import { m } from '../paraglide/messages';

/**
 * The animals the shop buys, in the page's language, for the farmer's page and the supplier pages alike
 * (decision 072); the pushes to farmers name them from the domain's own table, in the functions.
 */
export const SPECIES_WORDS: Record<Species, () => string> = {
  cattle: m.species_cattle,
  goat: m.species_goat,
  sheep: m.species_sheep,
  chicken: m.species_chicken,
  rabbit: m.species_rabbit,
};

/** A species as a record keeps it (a plain string): in words when it is one the shop buys. */
export function speciesWords(species: string): string {
  const known = speciesSchema.safeParse(species);
  return known.success ? SPECIES_WORDS[known.data]() : species;
}
