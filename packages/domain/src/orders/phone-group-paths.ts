import type { SPEC_GROUP_IDS } from '../catalogue/catalog';

/**
 * The spec's phone-order screen of each of its groups (its route table names them; groups are data). A
 * module of its own: the app's route tree, in every visitor's start, needs the paths and none of the
 * phone order's schemas.
 */
export const PHONE_GROUP_PATHS = {
  beef: '/choosebeef',
  chicken: '/choosechicken',
  cheese: '/choosecheese',
  mutton: '/choosemutton',
  rabbit: '/chooserabbit',
  spice: '/choosespice',
} as const satisfies Record<(typeof SPEC_GROUP_IDS)[number], `/choose${string}`>;
