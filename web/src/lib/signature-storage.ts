/**
 * Saved signature strokes in the browser's local storage (rules §2: "Canvas strokes can be saved to
 * or cleared from local browser storage"). Kept per pad and per user, so a shared phone does not
 * offer one person's signature to another.
 */
const keyOf = (key: string) => `hadir.signature.${key}`;

export const signatureStorage = {
  save(key: string, strokes: unknown[]): void {
    localStorage.setItem(keyOf(key), JSON.stringify(strokes));
  },
  load<Stroke>(key: string): Stroke[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(key)) ?? '[]');
      return Array.isArray(parsed) ? (parsed as Stroke[]) : [];
    } catch {
      return [];
    }
  },
  /** Removes the saved strokes; true when there were some. */
  clear(key: string): boolean {
    const had = localStorage.getItem(keyOf(key)) !== null;
    localStorage.removeItem(keyOf(key));
    return had;
  },
};
