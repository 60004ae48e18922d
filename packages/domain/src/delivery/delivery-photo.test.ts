import { describe, expect, it } from 'vitest';
import { deliveryPhotoSchema, fitWithin, JPEG_DATA_URL_PREFIX, PHOTO_MAX_CHARS } from './delivery-photo';

describe('fitWithin', () => {
  it('shrinks the longest edge to the limit and keeps the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 768, height: 1024 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('deliveryPhotoSchema', () => {
  const photo = {
    orderId: 'o1',
    driverId: 'd1',
    uid: 'c1',
    clientAtMs: 1,
    jpeg: `${JPEG_DATA_URL_PREFIX}AAAA`,
  };

  it('accepts a small JPEG data URL', () => {
    expect(deliveryPhotoSchema.parse(photo)).toEqual(photo);
  });

  it('refuses another format and a photo over the limit', () => {
    expect(deliveryPhotoSchema.safeParse({ ...photo, jpeg: 'data:image/png;base64,AAAA' }).success).toBe(
      false,
    );
    const huge = JPEG_DATA_URL_PREFIX + 'A'.repeat(PHOTO_MAX_CHARS);
    expect(deliveryPhotoSchema.safeParse({ ...photo, jpeg: huge }).success).toBe(false);
  });
});
