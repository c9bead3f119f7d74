import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `ms` (rules §9: 3 s, 5 s or 2 s depending on the form). */
export function useTimedMessage(ms: number): [string, (message: string) => void, () => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage('');
  }, []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(''), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}

/** Several field errors that each clear after `ms`. */
export function useTimedErrors<Field extends string>(ms: number) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: Partial<Record<Field, string>>) => {
      clearTimeout(timer.current);
      setErrors(next);
      timer.current = setTimeout(() => setErrors({}), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { errors, show, clear: useCallback(() => setErrors({}), []) };
}
