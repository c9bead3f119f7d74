/**
 * The name Home shows (rules §1): the first word, plus the second when the first has 3 or fewer
 * letters ("Ade Rahmat Hidayat" → "Ade Rahmat", "Dewi Lestari" → "Dewi").
 */
export function displayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const [first, second] = words;
  return first.length <= 3 && second ? `${first} ${second}` : first;
}

/** The first word of a name, for file names (rules §5). */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
