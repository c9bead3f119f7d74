/** Words of the attendance screens (spec's strings word for word). */
export const attendance = {} as const;
