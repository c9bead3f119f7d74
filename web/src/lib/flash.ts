/** A one-time notice carried across a navigation (e.g. why the user was logged out). */
const KEY = 'hadir.flash';

export const flash = {
  set(message: string): void {
    sessionStorage.setItem(KEY, message);
  },
  take(): string | null {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  },
};
