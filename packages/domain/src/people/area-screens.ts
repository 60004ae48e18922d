import { z } from 'zod/mini';
import { canEnter, type Area } from './access';
import type { Role } from './roles';

/**
 * A visitor's first download precaches the storefront only. The screens of checkout's signed-in steps
 * (payment, the order's page) and of the staff and field areas are cached by the service worker when
 * someone who may enter the area signs in, from a list the build writes
 * (docs/decisions/029-precache-by-area.md).
 */
export const AREA_SCREENS_FILE = '/area-screens.json';

/** The areas whose screens wait for a sign-in instead of being precached. */
export const AREAS_CACHED_ON_SIGN_IN = [
  'checkout',
  'admin',
  'inner',
  'driver',
  'farmer',
] as const satisfies Area[];
const signInAreaSchema = z.enum(AREAS_CACHED_ON_SIGN_IN);
export type SignInArea = z.infer<typeof signInAreaSchema>;

/** The build's list: each area's files (under /assets/) that the storefront's precache does not hold. */
export const areaScreensSchema = z.partialRecord(
  signInAreaSchema,
  z.array(z.string().check(z.startsWith('/'))),
);
export type AreaScreens = z.infer<typeof areaScreensSchema>;

/** What the app posts to the service worker once it knows who signed in. */
export const cacheAreaScreensMessageSchema = z.object({
  type: z.literal('cacheAreaScreens'),
  areas: z.array(signInAreaSchema),
});
export type CacheAreaScreensMessage = z.infer<typeof cacheAreaScreensMessageSchema>;

/** The areas whose screens a role's phone keeps for offline use. */
export const areasToCache = (role: Role): SignInArea[] =>
  AREAS_CACHED_ON_SIGN_IN.filter((area) => canEnter(area, role));

/** Every file of these areas, once each. */
export const filesOfAreas = (screens: AreaScreens, areas: readonly SignInArea[]): string[] => [
  ...new Set(areas.flatMap((area) => screens[area] ?? [])),
];
