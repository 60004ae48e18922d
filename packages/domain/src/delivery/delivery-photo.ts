import { z } from 'zod/mini';

/**
 * deliveryPhotos/{reportId}: an optional photo taken when a delivery is made, with the id of the
 * "delivered" report it belongs to. Stored in Firestore as a small JPEG, not in Storage: it queues
 * offline with the report, and Storage cannot run on our machines (docs/decisions/010-photo-proof.md).
 * Written by the assigned driver; read by that driver, the order's customer and Admins.
 */
export const PHOTO_MAX_EDGE_PX = 1024;
export const PHOTO_JPEG_QUALITY = 0.7;
/** A data URL this long is about 220 KB: far under the 1 MiB document limit, and quick on a weak signal. */
export const PHOTO_MAX_CHARS = 300_000;
export const JPEG_DATA_URL_PREFIX = 'data:image/jpeg;base64,';

export const deliveryPhotoSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  driverId: z.string().check(z.minLength(1)),
  /** The order's customer, so that the rules can let them read it without reading the order. */
  uid: z.string().check(z.minLength(1)),
  clientAtMs: z.int(),
  jpeg: z
    .string()
    .check(
      z.startsWith(JPEG_DATA_URL_PREFIX, 'The photo must be a JPEG.'),
      z.maxLength(PHOTO_MAX_CHARS, 'The photo is too large.'),
    ),
});
export type DeliveryPhoto = z.infer<typeof deliveryPhotoSchema>;

/** The size a photo is drawn at: its longest edge at most `maxEdge`, never enlarged, proportions kept. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
