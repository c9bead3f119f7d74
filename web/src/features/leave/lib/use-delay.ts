import { useEffect, useState } from 'react';

/** False for the first `ms` after mounting, then true (rules §9: the 2 s skeleton of add leave and approve). */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
