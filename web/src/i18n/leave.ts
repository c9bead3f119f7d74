/** Words of the leave screens (spec's strings word for word). */
export const leave = {} as const;
