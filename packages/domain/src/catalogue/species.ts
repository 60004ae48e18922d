import { z } from 'zod/mini';

/** The animals the shop buys from farmers; demand follows them at holidays (goats at Eid and Christmas). */
export const SPECIES = ['cattle', 'goat', 'sheep', 'chicken', 'rabbit'] as const;
export const speciesSchema = z.enum(SPECIES);
export type Species = z.infer<typeof speciesSchema>;
