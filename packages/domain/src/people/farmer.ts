import { z } from 'zod/mini';
import { countySchema } from '../kernel/county';
import { speciesSchema } from '../catalogue/species';
import { storedPhoneSchema } from '../kernel/phone';

/**
 * farmers/{uid}: the supplier behind a Farmer account: where the animals come from (the county a
 * customer's farm-to-fork trace shows) and what they raise. Written by functions only (seed, approving a
 * supplier application); staff read every farmer, a farmer reads their own.
 */
export const farmerProfileSchema = z.object({
  name: z.string().check(z.minLength(1)),
  surname: z.string(),
  mob: storedPhoneSchema,
  county: countySchema,
  /** Village or ward, free text: where the lorry collects. */
  location: z.string(),
  species: z.array(speciesSchema),
  /** Still supplying: a farmer who stopped keeps their history but is not offered new orders. */
  active: z.boolean(),
});
export type FarmerProfile = z.infer<typeof farmerProfileSchema>;

/** What a customer's trace shows of a farm: the first name and the county, nothing that finds the farmer's gate. */
export function farmOf(farmer: Pick<FarmerProfile, 'name' | 'county'>): {
  firstName: string;
  county: string;
} {
  return { firstName: farmer.name, county: farmer.county };
}
