import { fitWithin, PHOTO_JPEG_QUALITY, PHOTO_MAX_CHARS } from '@nyama/domain/delivery/delivery-photo';
import { m } from '../../../../paraglide/messages';

/** Lower qualities tried, in turn, when a busy scene does not fit at the usual one. */
const QUALITIES = [PHOTO_JPEG_QUALITY, 0.5, 0.35];

export class PhotoError extends Error {}

/**
 * A phone camera's photo (often 3–12 MB) as a JPEG data URL small enough to store with the report and to
 * sync on a weak signal: at most 1024 px on its longest edge, quality lowered until it fits.
 * Runs on the phone, offline too.
 */
export async function shrinkPhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new PhotoError(m.field_driver_photo_unreadable());
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError(m.field_driver_photo_no_canvas());
  // JPEG has no transparency: a transparent picture would turn black without a white ground.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const jpeg = canvas.toDataURL('image/jpeg', quality);
    if (jpeg.length <= PHOTO_MAX_CHARS) return jpeg;
  }
  throw new PhotoError(m.field_driver_photo_too_big());
}
