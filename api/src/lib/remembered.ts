/**
 * A pure function of one text, its answers kept: for the few distinct texts a hot loop asks about
 * over and over (a recap asks the same days, times and zone-days for each of 10,000 people). Bounded,
 * for a process that runs for years: past 100,000 answers it starts afresh.
 */
export function remembered<T>(compute: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let found = answers.get(text);
    if (found === undefined) {
      found = compute(text);
      if (answers.size > 100_000) answers.clear();
      answers.set(text, found);
    }
    return found;
  };
}
