export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
