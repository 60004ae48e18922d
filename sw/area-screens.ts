import {
  AREA_SCREENS_FILE,
  areaScreensSchema,
  cacheAreaScreensMessageSchema,
  filesOfAreas,
  type AreaScreens,
} from '@nyama/domain/people/area-screens';

export const AREA_SCREENS_CACHE = 'area-screens';

/**
 * Caches the screens of the areas the signed-in person may enter (decision 029), from the list of the
 * build this worker came with, and drops files older builds listed. Without signal it leaves the cache as
 * it is: the next sign-in or start tries again.
 */
export async function cacheAreaScreens(message: unknown): Promise<void> {
  const asked = cacheAreaScreensMessageSchema.safeParse(message);
  if (!asked.success) return;
  let screens: AreaScreens;
  try {
    const response = await fetch(AREA_SCREENS_FILE, { cache: 'no-cache' });
    screens = areaScreensSchema.parse(await response.json());
  } catch {
    return;
  }
  const cache = await caches.open(AREA_SCREENS_CACHE);
  const current = new Set(Object.values(screens).flat());
  const held = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (current.has(path)) held.add(path);
    else await cache.delete(request);
  }
  const missing = filesOfAreas(screens, asked.data.areas).filter((file) => !held.has(file));
  if (missing.length > 0) await cache.addAll(missing);
}
