/** How many characters of a location name a card keeps (rules §9). */
export const LOCATION_NAME_MAX = 25;
/** A name longer than this gets an ellipsis (rules §9). */
export const LOCATION_NAME_ELLIPSIS_OVER = 20;
const ELLIPSIS = '...';

/**
 * A location name as the attendance list card shows it (rules §9: "25 characters; ellipsis when
 * over 20"), read literally: the first 25 characters are kept, and a name longer than 20
 * characters ends with "...". So "Kantor Pusat Jakarta" (20) shows whole, a 23-character name
 * shows whole with "...", and a longer one shows its first 25 characters and "...". Blank → ''.
 */
export function cutLocationName(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (text.length <= LOCATION_NAME_ELLIPSIS_OVER) return text;
  return `${text.slice(0, LOCATION_NAME_MAX).trimEnd()}${ELLIPSIS}`;
}
