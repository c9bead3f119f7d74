/** Rules §9: a photo wider than this is refused ('Image dimension exceed the limit'). */
export const IMAGE_WIDTH_LIMIT = 4000;

/**
 * The factor a picked photo is scaled by (by its width) before it reaches the cropper, so the
 * cropper works on a small canvas (rules §9): under 1000 unchanged; up to 2048 halved; up to 3840
 * quartered; up to 4000 an eighth; wider is refused (null).
 *
 * "Under 1000" is strict: a photo exactly 1000 px wide is no longer under 1000, so it falls in the
 * "up to 2048" band and is halved (1000 → 500). Every band's upper bound is inclusive.
 */
export function imageScaleFactor(width: number): number | null {
  if (!Number.isFinite(width) || width <= 0) return null;
  if (width < 1000) return 1;
  if (width <= 2048) return 1 / 2;
  if (width <= 3840) return 1 / 4;
  if (width <= IMAGE_WIDTH_LIMIT) return 1 / 8;
  return null;
}

/** The size a photo is drawn at before cropping, rounded to whole pixels; null past the limit. */
export function scaledImageSize(width: number, height: number): { width: number; height: number } | null {
  const factor = imageScaleFactor(width);
  if (factor === null) return null;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}
