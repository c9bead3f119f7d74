/** The provider's reply envelope: `{ message, data }` on success. */
export const ok = <T>(message: string, data: T = null as T) => ({ message, data });
