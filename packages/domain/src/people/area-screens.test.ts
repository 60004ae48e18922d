import { describe, expect, it } from 'vitest';
import { areaScreensSchema, areasToCache, filesOfAreas } from './area-screens';

describe('area screens', () => {
  it('caches checkout for a customer and each staff or field role its own areas', () => {
    expect(areasToCache('User')).toEqual(['checkout']);
    expect(areasToCache('Driver')).toEqual(['driver']);
    expect(areasToCache('Inner')).toEqual(['checkout', 'inner']);
    expect(areasToCache('Farmer')).toEqual(['farmer']);
    expect(areasToCache('Admin')).toEqual(['checkout', 'admin', 'inner', 'driver', 'farmer']);
  });

  it('lists the files of several areas once each', () => {
    const screens = areaScreensSchema.parse({
      admin: ['/assets/a.js', '/assets/shared.js'],
      inner: ['/assets/shared.js', '/assets/b.js'],
    });
    expect(filesOfAreas(screens, ['admin', 'inner', 'driver'])).toEqual([
      '/assets/a.js',
      '/assets/shared.js',
      '/assets/b.js',
    ]);
  });

  it('refuses a list that names another area or a relative path', () => {
    expect(areaScreensSchema.safeParse({ storefront: ['/assets/a.js'] }).success).toBe(false);
    expect(areaScreensSchema.safeParse({ driver: ['assets/a.js'] }).success).toBe(false);
  });
});
