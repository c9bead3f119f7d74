import { useEffect } from 'react';

/**
 * Puts what waits for the person on the installed app's icon (the Badging API), and takes it off
 * at none. Browsers without the API, or a page not installed, leave the icon as it is.
 */
export function useAppBadge(count: number | undefined) {
  useEffect(() => {
    if (count === undefined || typeof navigator.setAppBadge !== 'function') return;
    // A badge the browser refuses (not installed, no permission) is no loss: Home shows the count.
    (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
  }, [count]);
}
